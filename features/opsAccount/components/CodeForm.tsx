import type { AnyObjectSchema } from 'yup';
import type { ReactNode } from 'react';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import type { SubmissionErrors } from '@/src/ui/forms/submissionErrors';
import { TOTP_DIGITS } from '@/domain/ops/rules';

export interface CodeFormProps {
  schema: AnyObjectSchema;
  /** The authenticator's 6 digits, or a recovery code (letters, digits and hyphens). */
  kind: 'totp' | 'recovery';
  label: string;
  hint?: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<SubmissionErrors | undefined>;
  /** Below the button (the way to the other kind of code). */
  footer?: ReactNode;
}

/** The code as the API takes it: digits without the spaces some apps show, or lower case. */
const normalise = (kind: CodeFormProps['kind'], code: string) =>
  kind === 'totp' ? code.replace(/\s/g, '') : code.trim().toLowerCase();

/**
 * One code field and its button. The authenticator's code opens the numeric keyboard and
 * takes the phone's one-time-code suggestion; a recovery code is text.
 */
export function CodeForm({
  schema,
  kind,
  label,
  hint,
  submitLabel,
  onSubmit,
  footer,
}: CodeFormProps) {
  const totp = kind === 'totp';
  return (
    <ValidatedForm<{ code?: string }>
      // A new form per kind: a half-typed code of the other kind does not carry over.
      key={kind}
      schema={schema}
      toInput={(values) => ({ code: normalise(kind, values.code ?? '') })}
      onSubmit={(values) => onSubmit(normalise(kind, values.code ?? ''))}
      initialValues={{ code: '' }}
    >
      <TextField
        name="code"
        label={label}
        helperText={hint}
        inputMode={totp ? 'numeric' : 'text'}
        autoComplete={totp ? 'one-time-code' : 'off'}
        maxLength={totp ? TOTP_DIGITS + 2 : 16}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
      />
      <FormError />
      <SubmitButton>{submitLabel}</SubmitButton>
      {footer}
    </ValidatedForm>
  );
}
