import { Button, Grid, GridItem, Separator, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCompanyOnboardPositionOneMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { logOutRequested } from '@/src/entities/session/sessionSlice';
import { useAppDispatch } from '@/store/hooks';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { TextField } from '@/src/ui/forms/fields';
import { normalizePhone } from '@/domain/normalize';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { onboardingSchema, type OnboardingValues } from '@/domain/account/schema';

// The schema's types leave these optional; validation has made them present.
const trimmed = (value: string | undefined) => value?.trim() ?? '';

const FIELDS = ['company_name', 'first_name', 'last_name', 'phone', 'area_code'] as const;

/**
 * AboutYou (`/about-you`), the onboarding step: company, name and phone. Once saved
 * the account reloads with onboard_position 1 (the mutation invalidates it) and the
 * guards continue to the Dashboard.
 */
export default function AboutYou() {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const [onboard] = useCompanyOnboardPositionOneMutation();
  const dispatch = useAppDispatch();

  const onSubmit = async (values: OnboardingValues) => {
    const result = await onboard({
      company_name: trimmed(values.company_name),
      first_name: trimmed(values.first_name),
      last_name: trimmed(values.last_name),
      phone: trimmed(values.phone),
      area_code: trimmed(values.area_code) || null,
    });
    return result.error ? submissionErrorsOf(result.error, FIELDS) : undefined;
  };

  return (
    <>
      <AuthHeader title={tScreens('aboutYou.title')} description={t('aboutYou.intro')} />
      <ValidatedForm<OnboardingValues> schema={onboardingSchema} onSubmit={onSubmit}>
        <TextField
          name="company_name"
          label={t('aboutYou.companyName')}
          autoComplete="organization"
          autoFocus
        />
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
          <TextField name="first_name" label={t('aboutYou.firstName')} autoComplete="given-name" />
          <TextField name="last_name" label={t('aboutYou.lastName')} autoComplete="family-name" />
        </Grid>
        <Grid templateColumns="7.5rem 1fr" gap="3" alignItems="start">
          <GridItem>
            <TextField
              name="area_code"
              normalize={normalizePhone}
              label={t('aboutYou.areaCode')}
              placeholder={t('aboutYou.areaCodePlaceholder')}
              // "(optional)" would not fit the narrow label: the helper line says it.
              required={false}
              helperText={t('form.optionalHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-country-code"
            />
          </GridItem>
          <GridItem>
            <TextField
              name="phone"
              normalize={normalizePhone}
              type="tel"
              inputMode="tel"
              label={t('aboutYou.phone')}
              autoComplete="tel-national"
              helperText={t('aboutYou.phoneHint')}
            />
          </GridItem>
        </Grid>
        <FormError />
        <SubmitButton>{t('aboutYou.submit')}</SubmitButton>
      </ValidatedForm>
      <Separator my="5" />
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          color="brand.fg"
          onClick={() => dispatch(logOutRequested())}
        >
          {t('verify.logOut')}
        </Button>
      </Text>
    </>
  );
}
