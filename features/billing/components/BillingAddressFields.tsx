import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/src/ui/forms/fields';
import { normalizeTaxId, normalizeZip } from '@/domain/normalize';

/**
 * The billing-address step of the add-card form, named as the API names the fields (see
 * billingAddressSchema); the browser's autofill knows each one.
 */
export function BillingAddressFields() {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="5">
      <TextField name="full_name" label={t('addCard.fullName')} autoComplete="cc-name" autoFocus />
      <TextField
        name="address_name"
        label={t('addCard.addressName')}
        helperText={t('addCard.addressNameHelp')}
        autoComplete="off"
      />
      <TextField
        name="address_line1"
        label={t('addCard.addressLine1')}
        autoComplete="address-line1"
      />
      <TextField
        name="address_line2"
        label={t('addCard.addressLine2')}
        autoComplete="address-line2"
        optional
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <TextField name="city" label={t('addCard.city')} autoComplete="address-level2" />
        <TextField name="state" label={t('addCard.state')} autoComplete="address-level1" />
        <TextField name="country" label={t('addCard.country')} autoComplete="country-name" />
        <TextField
          name="zip"
          label={t('addCard.zip')}
          normalize={normalizeZip}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </SimpleGrid>
      <TextField
        name="tax_id"
        label={t('addCard.taxId')}
        normalize={normalizeTaxId}
        helperText={t('addCard.taxIdHelp')}
        autoComplete="off"
        inputMode="numeric"
      />
    </Stack>
  );
}
