import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { logOutRequested } from '@/src/entities/session/sessionSlice';
import { selectAccount } from '@/src/entities/session/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  useCompanyEmailVerificationByCodeMutation,
  useCompanyResendEmailVerificationCodeMutation,
} from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { CodeField } from '../components/CodeField';
import { MailIcon } from '@/src/ui/appIcons';
import { ResendButton, type ResendOutcome } from '../components/ResendButton';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { extensionsOf, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { CODE_LENGTH, CODE_RESEND_INTERVAL_MS, CODE_TTL_MS } from '@/domain/account/rules';
import { verificationCodeSchema, type VerificationCodeValues } from '@/domain/account/schema';

const CODE_FIELD = 'email_validation_code';

/** A role's verification mutations, as their RTK triggers. */
interface VerifyFormProps {
  email: string;
  /** Seconds before the first resend may go. */
  initialCooldown: number;
  verify: (args: { email_validation_code: string }) => PromiseLike<{ error?: unknown }>;
  resendCode: () => PromiseLike<
    { data: { message?: string | null }; error?: undefined } | { data?: undefined; error: unknown }
  >;
}

/**
 * Verify (`/verify`, `/creator/verify`): the 6-digit code from the sign-up mail. A right
 * code verifies the e-mail; the account then reloads (the mutation invalidates it) and the
 * guards move on to onboarding. A wrong one says so on the code field.
 */
export function VerifyForm({ email, initialCooldown, verify, resendCode }: VerifyFormProps) {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const dispatch = useAppDispatch();

  const onSubmit = async (values: VerificationCodeValues) => {
    const result = await verify({ email_validation_code: values.email_validation_code.trim() });
    if (!result.error) return undefined;
    const error = graphqlErrorOf(result.error);
    // Every refusal (wrong, expired or voided code) is about the code the user typed.
    return error ? { [CODE_FIELD]: error.message } : undefined;
  };

  const resend = async (): Promise<ResendOutcome> => {
    const result = await resendCode();
    if (result.data) return { ok: true, message: result.data.message ?? '' };
    return {
      ok: false,
      message: graphqlErrorOf(result.error)?.message ?? '',
      retryAfterSeconds: extensionsOf(result.error).retryAfterSeconds,
    };
  };

  return (
    <>
      <AuthHeader
        icon={<MailIcon />}
        title={tScreens('verify.title')}
        description={t('verify.intro', { length: CODE_LENGTH, email })}
      />
      <ValidatedForm<VerificationCodeValues> schema={verificationCodeSchema} onSubmit={onSubmit}>
        <AutoSubmittingCodeField label={t('verify.codeLabel')} />
        <Text fontSize="xs" color="fg.muted" textAlign="center" mt="-2">
          {t('verify.validity', { minutes: CODE_TTL_MS / 60_000 })}
        </Text>
        <FormError />
        <SubmitButton>{t('verify.submit')}</SubmitButton>
      </ValidatedForm>
      <Stack gap="4" mt="5">
        <ResendButton
          label={t('verify.resend')}
          onResend={resend}
          cooldownSeconds={CODE_RESEND_INTERVAL_MS / 1000}
          initialCooldown={initialCooldown}
        />
        <Separator />
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {t('verify.notYou')}{' '}
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
      </Stack>
    </>
  );
}

/** The brands' Verify. */
export default function Verify() {
  const account = useAppSelector(selectAccount);
  // Sign-up has just mailed a code: the next may go a minute after it, so a brand-new
  // account starts with the rest of that minute to wait (the server enforces it anyway).
  const [initialCooldown] = useState(() =>
    account ? cooldownAfterSignup(account.created_at, Date.now()) : 0,
  );
  const [verify] = useCompanyEmailVerificationByCodeMutation();
  const [resendCode] = useCompanyResendEmailVerificationCodeMutation();
  return (
    <VerifyForm
      email={account?.email ?? ''}
      initialCooldown={initialCooldown}
      verify={verify}
      resendCode={resendCode}
    />
  );
}

/** Seconds of the first resend interval still to run for an account created at `createdAt`. */
export function cooldownAfterSignup(createdAt: string, now: number): number {
  const left = Date.parse(createdAt) + CODE_RESEND_INTERVAL_MS - now;
  // A clock far off the server's could make this anything: never more than one interval.
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.min(Math.ceil(left / 1000), CODE_RESEND_INTERVAL_MS / 1000);
}

/** The code field, submitting the form by itself once all digits are in. */
function AutoSubmittingCodeField({ label }: { label: string }) {
  const form = useForm();
  return (
    <CodeField
      name={CODE_FIELD}
      label={label}
      length={CODE_LENGTH}
      onComplete={() => void form.submit()}
    />
  );
}
