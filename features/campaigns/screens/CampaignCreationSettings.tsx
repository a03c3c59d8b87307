import { useTranslation } from 'react-i18next';
import { TextField } from '@/src/ui/forms/fields';
import { SelectField } from '@/src/ui/forms/SelectField';
import { BrandProductsFields, useFieldValue } from '../components/BrandProductsFields';
import { ChoiceField } from '../components/ChoiceField';
import { StepForm } from '../components/StepForm';
import { WizardFrame } from '../components/WizardFrame';
import {
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_NAME_MIN,
  DEALS_MAX,
  DEALS_MIN,
  PACKAGE_SIZES,
  type CampaignType,
  type DeliveryType,
} from '@/domain/campaigns/rules';

/** Taxes and shipping compensation: only a refund reimburses it. */
function CompensationField() {
  const { t } = useTranslation('campaigns');
  const delivery = useFieldValue<DeliveryType | undefined>('delivery_type');
  const shipping = delivery === 'shipping';
  return (
    <TextField
      name="taxes_shipping_compensation"
      label={t('settings.compensation')}
      inputMode="decimal"
      autoComplete="off"
      startElement="$"
      disabled={shipping}
      helperText={t(shipping ? 'settings.compensationShipping' : 'settings.compensationHint')}
    />
  );
}

/** How many deals: a number, or one of the package sizes for product packages. */
function DealsField() {
  const { t } = useTranslation('campaigns');
  const type = useFieldValue<CampaignType | undefined>('type');
  if (type === 'product_package') {
    return (
      <SelectField
        name="number_of_deals"
        label={t('settings.packageSize')}
        placeholder={t('settings.packageSizePlaceholder')}
        options={PACKAGE_SIZES.map((deals) => ({
          value: String(deals),
          label: t('settings.packageSizeOption', { deals }),
        }))}
      />
    );
  }
  return (
    <TextField
      name="number_of_deals"
      label={t('settings.deals')}
      inputMode="numeric"
      autoComplete="off"
      helperText={t('settings.dealsHint', { min: DEALS_MIN, max: DEALS_MAX })}
    />
  );
}

/** Step 2 (docs/product.md#campaigns): name, brand and products, delivery and deals. */
export default function CampaignCreationSettings() {
  const { t } = useTranslation('campaigns');
  return (
    <WizardFrame step="settings">
      <StepForm step="settings">
        <TextField
          name="name"
          label={t('settings.name')}
          autoComplete="off"
          maxLength={CAMPAIGN_NAME_MAX}
          helperText={t('settings.nameHint', { min: CAMPAIGN_NAME_MIN, max: CAMPAIGN_NAME_MAX })}
        />
        <DealsField />
        <BrandProductsFields />
        <ChoiceField
          name="delivery_type"
          kind="radio"
          legend={t('settings.delivery')}
          choices={[
            {
              value: 'refund',
              label: t('settings.deliveryRefund'),
              description: t('settings.deliveryRefundHint'),
            },
            {
              value: 'shipping',
              label: t('settings.deliveryShipping'),
              description: t('settings.deliveryShippingHint'),
            },
          ]}
        />
        <CompensationField />
      </StepForm>
    </WizardFrame>
  );
}
