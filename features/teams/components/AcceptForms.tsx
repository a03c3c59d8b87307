import { Field, Input } from '@chakra-ui/react';
import {
  teamJoinExistingAccountSchema,
  teamJoinNewAccountSchema,
  type TeamJoinExistingAccountValues,
  type TeamJoinNewAccountValues,
} from '@/domain/teams/schema';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { PasswordRules } from '@/src/ui/forms/PasswordRules';
import { submissionErrorsOf, type SubmissionErrors } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useTeamTexts } from '../hooks/useTeamTexts';

const FIELDS = ['first_name', 'last_name', 'password'] as const;

/** Runs TeamInvitationAccept; resolves with its error, if any. */
export type Accept = (values: {
  password: string;
  first_name?: string;
  last_name?: string;
}) => Promise<{ error?: unknown }>;

const submitWith = (accept: Accept) => async (values: Parameters<Accept>[0]) => {
  const { error } = await accept(values);
  return error ? (submissionErrorsOf(error, FIELDS) as SubmissionErrors | undefined) : undefined;
};

/** An invited e-mail without an account: name and a new password make one. */
export function NewAccountForm({ email, accept }: { email: string; accept: Accept }) {
  const { t } = useTeamTexts();
  return (
    <ValidatedForm<TeamJoinNewAccountValues>
      schema={teamJoinNewAccountSchema}
      onSubmit={submitWith(accept)}
    >
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        name="first_name"
        label={t('join.firstName')}
        autoComplete="given-name"
        autoFocus
      />
      <TextField name="last_name" label={t('join.lastName')} autoComplete="family-name" />
      <PasswordField name="password" label={t('join.password')} autoComplete="new-password" />
      <PasswordRules name="password" />
      <FormError />
      <SubmitButton>{t('join.create')}</SubmitButton>
    </ValidatedForm>
  );
}

/** An invited e-mail with an account: its password joins, checked as a login. */
export function ExistingAccountForm({ email, accept }: { email: string; accept: Accept }) {
  const { t } = useTeamTexts();
  return (
    <ValidatedForm<TeamJoinExistingAccountValues>
      schema={teamJoinExistingAccountSchema}
      onSubmit={submitWith(accept)}
    >
      <Field.Root readOnly>
        <Field.Label fontWeight="medium">{t('join.email')}</Field.Label>
        <Input name="username" autoComplete="username" value={email} readOnly />
      </Field.Root>
      <PasswordField
        name="password"
        label={t('join.password')}
        autoComplete="current-password"
        autoFocus
      />
      <FormError />
      <SubmitButton>{t('join.logInToJoin')}</SubmitButton>
    </ValidatedForm>
  );
}
