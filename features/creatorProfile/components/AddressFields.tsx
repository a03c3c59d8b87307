import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/src/ui/forms/SelectField';
import { TextField } from '@/src/ui/forms/fields';
import { normalizePhone } from '@/domain/normalize';
import { POSTAL_CODE_MAX, SHIPPING_PHONE_MAX, SHIPPING_TEXT_MAX } from '@/domain/creators/profile';
import { useProfileOptions } from '../hooks/useProfileOptions';

/**
 * The shipping address's fields (`address_<field>`). `optional` marks them so on
 * onboarding, where the whole address may be left for later.
 */
export function AddressFields({ optional = false }: { optional?: boolean }) {
  const { t } = useTranslation('creatorProfile');
  const { countries } = useProfileOptions();
  const text = { maxLength: SHIPPING_TEXT_MAX + 10, required: !optional };
  return (
    <>
      <TextField
        name="address_name"
        label={t('address.name')}
        autoComplete="shipping name"
        {...text}
      />
      <TextField
        name="address_line1"
        label={t('address.line1')}
        autoComplete="shipping address-line1"
        {...text}
      />
      <TextField
        name="address_line2"
        label={t('address.line2')}
        autoComplete="shipping address-line2"
        optional
        maxLength={SHIPPING_TEXT_MAX + 10}
      />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5" alignItems="start">
        <TextField
          name="address_city"
          label={t('address.city')}
          autoComplete="shipping address-level2"
          {...text}
        />
        <TextField
          name="address_region"
          label={t('address.region')}
          autoComplete="shipping address-level1"
          {...text}
        />
        <TextField
          name="address_postal_code"
          label={t('address.postalCode')}
          autoComplete="shipping postal-code"
          maxLength={POSTAL_CODE_MAX + 10}
          required={!optional}
        />
        <SelectField
          name="address_country"
          label={t('address.country')}
          placeholder={t('form.countryPlaceholder')}
          options={countries}
          required={!optional}
        />
      </Grid>
      <TextField
        name="address_phone"
        type="tel"
        label={t('address.phone')}
        autoComplete="shipping tel"
        normalize={normalizePhone}
        helperText={t('address.phoneHint')}
        maxLength={SHIPPING_PHONE_MAX + 10}
        required={!optional}
      />
    </>
  );
}
