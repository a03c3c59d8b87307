import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionApi } from '@/src/entities/session/api';
import { paths } from '@/src/lib/paths';
import { PageHeader } from '@/src/ui/PageHeader';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useAppDispatch } from '@/store/hooks';
import { useCreatorAddressUpdateMutation, useCreatorOnboardMutation } from '../api';
import { AddressFields } from '../components/AddressFields';
import { FormSection } from '../components/FormSection';
import { ProfileFormFields } from '../components/ProfileFormFields';
import {
  ADDRESS_ERROR_FIELDS,
  addressFormValues,
  addressVariables,
  onboardingFormSchema,
  PROFILE_ERROR_FIELDS,
  profileFormValues,
  profileVariables,
  type OnboardingFormValues,
} from '../schema';

/**
 * A new creator's profile, on one page (docs/product.md#creators): CreatorOnboard, then
 * CreatorAddressUpdate when an address was given, then the marketplace once the account
 * reads onboarded. A refusal shows by its field (or above the button) and keeps every
 * value typed; sending again repeats the onboarding, which replaces the profile.
 */
export default function CreatorOnboarding() {
  const { t } = useTranslation('creatorProfile');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [onboard] = useCreatorOnboardMutation();
  const [updateAddress] = useCreatorAddressUpdateMutation();
  // The age is judged on the day the page opened; the server judges it again on its own.
  const today = useMemo(() => new Date(), []);
  const schema = useMemo(() => onboardingFormSchema(today), [today]);
  // Stable: a new object would make react-final-form start over, dropping server errors.
  const initialValues = useMemo<OnboardingFormValues>(
    () => ({ ...profileFormValues(), ...addressFormValues() }),
    [],
  );

  const onSubmit = async (values: OnboardingFormValues) => {
    const profile = await onboard(profileVariables(values, today));
    if (profile.error) return submissionErrorsOf(profile.error, PROFILE_ERROR_FIELDS);
    const address = addressVariables(values);
    if (address) {
      const saved = await updateAddress({ address });
      if (saved.error) return submissionErrorsOf(saved.error, ADDRESS_ERROR_FIELDS);
    }
    // The guards read the account: it must say "onboarded" before the marketplace opens.
    await dispatch(
      sessionApi.endpoints.creatorData.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    void navigate(paths.creator.marketplace);
    return undefined;
  };

  return (
    <Stack gap="6" w="full" maxW="3xl" mx="auto">
      <PageHeader title={t('onboarding.title')} description={t('onboarding.intro')} />
      <ValidatedForm<OnboardingFormValues>
        schema={schema}
        initialValues={initialValues}
        onSubmit={onSubmit}
        aria-label={t('onboarding.title')}
      >
        <ProfileFormFields />
        <FormSection title={t('sections.address')} description={t('sections.addressOptional')}>
          <AddressFields optional />
        </FormSection>
        <FormError />
        <SubmitButton w={{ base: 'full', sm: 'auto' }} alignSelf={{ sm: 'flex-start' }}>
          {t('onboarding.submit')}
        </SubmitButton>
      </ValidatedForm>
    </Stack>
  );
}
