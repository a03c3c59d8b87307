import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/src/ui/forms/fields';
import { normalizeTrackingNumber } from '@/domain/normalize';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { SelectField } from '@/src/ui/forms/SelectField';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useDealShipMutation, type DealDetail } from '../api';
import { useDealLabels } from '@/src/entities/deal/useDealLabels';
import { useDealToast } from '../hooks/useDealToast';
import {
  CARRIERS,
  TRACKING_NUMBER_MAX,
  TRACKING_NUMBER_MIN,
  type Carrier,
} from '@/domain/deals/rules';
import { shipSchema } from '@/domain/deals/schema';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { ShipToAddress } from './ShipToAddress';

interface ShipValues {
  carrier?: Carrier | '';
  tracking_number?: string;
}

/** Shipping delivery: the company says the product is on its way, with its tracking number. */
export function ShipForm({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation('deals');
  const labels = useDealLabels();
  const toast = useDealToast();
  const [ship] = useDealShipMutation();
  const carriers = CARRIERS.map((value) => ({ value, label: labels.carrier(value) }));

  const onSubmit = async (values: ShipValues) => {
    const input = shipSchema.validateSync(values);
    const result = await ship({ id: deal.id, ...input });
    if (result.error) return submissionErrorsOf(result.error, ['carrier', 'tracking_number']);
    toast('shipped');
    return undefined;
  };

  return (
    <DealSection title={t('ship.title')}>
      <Text color="fg.muted">{t('ship.body')}</Text>
      {deal.shipping_address && <ShipToAddress address={deal.shipping_address} />}
      <ValidatedForm<ShipValues>
        schema={shipSchema}
        onSubmit={onSubmit}
        initialValues={{ carrier: '', tracking_number: '' }}
        aria-label={t('ship.title')}
      >
        <SelectField
          name="carrier"
          label={t('ship.carrier')}
          placeholder={t('ship.carrierPlaceholder')}
          options={carriers}
        />
        <TextField
          name="tracking_number"
          label={t('ship.trackingNumber')}
          normalize={normalizeTrackingNumber}
          helperText={t('ship.trackingNumberHint', {
            min: TRACKING_NUMBER_MIN,
            max: TRACKING_NUMBER_MAX,
          })}
          maxLength={TRACKING_NUMBER_MAX + 10}
          autoComplete="off"
          spellCheck={false}
        />
        <FormError />
        <SubmitButton size="md" alignSelf="start">
          {t('ship.submit')}
        </SubmitButton>
      </ValidatedForm>
    </DealSection>
  );
}
