import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '@/src/entities/creator/AddressBlock';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useAppDispatch } from '@/store/hooks';
import type { CreatorData } from '@/src/entities/session/api';
import { useCreatorAddressUpdateMutation } from '../api';
import {
  ADDRESS_ERROR_FIELDS,
  addressFormSchema,
  addressFormValues,
  addressVariables,
  type AddressFormValues,
} from '../schema';
import { AddressFields } from './AddressFields';
import { FormActions } from './FormActions';

type Address = CreatorData['address'];

/** The address form: every field needed here (none may be blank to clear it). */
function AddressForm({ address, onDone }: { address: Address; onDone: () => void }) {
  const { t } = useTranslation('creatorProfile');
  const dispatch = useAppDispatch();
  const [update] = useCreatorAddressUpdateMutation();
  // Only when the form opens: a refetch behind it must not wipe what is being typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => addressFormValues(address), []);

  const onSubmit = async (values: AddressFormValues) => {
    // The form's rules need the whole address, so there is one here.
    const address = addressVariables(values);
    if (!address) return undefined;
    const result = await update({ address });
    if (result.error) return submissionErrorsOf(result.error, ADDRESS_ERROR_FIELDS);
    dispatch(toastAdded({ type: 'success', messageKey: 'creatorProfile:toast.addressSaved' }));
    onDone();
    return undefined;
  };

  return (
    <ValidatedForm<AddressFormValues>
      schema={addressFormSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      aria-label={t('sections.address')}
    >
      <AddressFields />
      <FormActions onCancel={onDone} />
    </ValidatedForm>
  );
}

/**
 * The private shipping address: shown with Edit, or "none yet" with Add; saved with
 * CreatorAddressUpdate. Only brands that pick the creator for a shipped product see it,
 * during that deal (docs/product.md#creators).
 */
export function AddressSection({ address }: { address: Address }) {
  const { t } = useTranslation('creatorProfile');
  const [editing, setEditing] = useState(false);
  return (
    <Stack
      as="section"
      aria-label={t('sections.address')}
      gap="4"
      p={{ base: '4', md: '6' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="surface.panel"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {t('sections.address')}
        </Heading>
        {!editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {address ? t('address.edit') : t('address.add')}
          </Button>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t('sections.addressPrivate')}
      </Text>
      {editing ? (
        <AddressForm address={address} onDone={() => setEditing(false)} />
      ) : address ? (
        <AddressBlock address={address} />
      ) : (
        <Text>{t('address.none')}</Text>
      )}
    </Stack>
  );
}
