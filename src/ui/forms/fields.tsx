import { Field, IconButton, Input, InputGroup, Text, type InputProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/src/ui/icons';
import { useFormBinding, type BoundFieldConfig } from './formBinding';
import { useMessageText } from './messages';

/**
 * A field's input props and the message to show under it: a rule's error once the field
 * was changed and left, or a submit was tried, or the server's error until the field is
 * edited again. A field only passed through (focused, then left as it was) says nothing:
 * a message appearing under the autofocused first field would push the page down under
 * a pointer that is pressing a link below it. `config` serves fields whose value is not text (a list of images): their
 * own equality, a field-level rule.
 */
export function useFieldWithMessage<Value = string | undefined>(
  name: string,
  config: BoundFieldConfig = {},
) {
  const { input, meta } = useFormBinding().useField<Value>(name, config);
  const text = useMessageText();
  const raw: unknown =
    meta.touched && (meta.modified || meta.submitFailed)
      ? meta.error || (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)
      : undefined;
  const message = raw ? text(raw) : '';
  return { input, message };
}

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange'> {
  name: string;
  label: string;
  helperText?: ReactNode;
  /** Marks the label "(optional)" and the input not required. */
  optional?: boolean;
  /** False for an optional field that says so elsewhere (in its helper text). */
  required?: boolean;
  /** Rendered around the input, e.g. a show/hide button. */
  endElement?: ReactNode;
  /** Rendered before the input, e.g. a currency sign. */
  startElement?: ReactNode;
  /**
   * The shared normalizer of the field's kind (domain/normalize.ts): once the field is
   * left it shows the value the rules check and the API stores.
   */
  normalize?: (value: string) => string;
}

/** The field config that makes the value normalized when the input loses focus. */
const normalizeOnBlur = (normalize: (value: string) => string) => ({
  format: (value: unknown): unknown => (typeof value === 'string' ? normalize(value) : value),
  formatOnBlur: true,
});

/** A labelled input bound to its form, with helper text and its inline error. */
export function TextField({
  name,
  label,
  helperText,
  optional = false,
  required = !optional,
  endElement,
  startElement,
  normalize,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const { input, message } = useFieldWithMessage(name, normalize ? normalizeOnBlur(normalize) : {});
  const control = <Input {...input} value={input.value ?? ''} {...inputProps} />;
  return (
    <Field.Root invalid={message !== ''} required={required}>
      <Field.Label fontWeight="medium">
        {label}
        {optional && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {t('form.optional')}
          </Text>
        )}
      </Field.Label>
      {endElement || startElement ? (
        <InputGroup startElement={startElement} endElement={endElement}>
          {control}
        </InputGroup>
      ) : (
        control
      )}
      <FieldMessage message={message} helperText={helperText} />
    </Field.Root>
  );
}

/** Under a field: its error when it has one, else its helper text. */
export function FieldMessage({ message, helperText }: { message: string; helperText?: ReactNode }) {
  if (message) return <Field.ErrorText>{message}</Field.ErrorText>;
  return helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endElement'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      // Password managers and mobile keyboards: no capitalisation or correction.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endElement={
        <IconButton
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={visible}
          variant="ghost"
          size="sm"
          me="-2"
          color="fg.muted"
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
