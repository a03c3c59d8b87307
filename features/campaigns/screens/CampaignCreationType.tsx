import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/src/ui/formats';
import { ChoiceField } from '../components/ChoiceField';
import { StepForm } from '../components/StepForm';
import { WizardFrame } from '../components/WizardFrame';
import { CAMPAIGN_TYPES, PRICE_PER_CONTENT_CENTS } from '@/domain/campaigns/rules';

/** Step 1 (docs/product.md#campaigns): the four campaign types with their prices. */
export default function CampaignCreationType() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const choices = CAMPAIGN_TYPES.map((type) => ({
    value: type,
    label: t(`types.${type}.label`),
    description: (
      <>
        {t(`types.${type}.description`)}{' '}
        <strong>
          {t(type === 'product_package' ? 'types.perDeal' : 'types.perContent', {
            price: money(PRICE_PER_CONTENT_CENTS[type]),
          })}
        </strong>
      </>
    ),
  }));
  return (
    <WizardFrame step="type">
      <StepForm step="type">
        <ChoiceField
          name="type"
          kind="radio"
          legend={t('types.legend')}
          choices={choices}
          columns={{ base: 1, md: 2 }}
        />
      </StepForm>
    </WizardFrame>
  );
}
