import {
  Field,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  VisuallyHidden,
  type InputProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import { FieldMessage, useFieldWithMessage } from '@/src/ui/forms/fields';
import { cardBrandOf, cardDigits, cvcLength } from '@/domain/billing/rules';
import { CardBrandMark } from './CardBrandMark';
import { formatExpiryInput, groupCardNumber } from '../model/cardFormat';

interface FormattedFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange'> {
  name: string;
  label: string;
  helperText?: ReactNode;
  /** What the typed text becomes as it is typed (digits grouped, "MM/YY"). */
  format: (typed: string) => string;
  endElement?: ReactNode;
}

/** A card input bound to the form, reshaping what is typed (see `format`). */
function FormattedField({
  name,
  label,
  helperText,
  format,
  endElement,
  ...inputProps
}: FormattedFieldProps) {
  const { input, message } = useFieldWithMessage(name);
  const control = (
    <Input
      name={input.name}
      value={input.value ?? ''}
      onChange={(event) => input.onChange(format(event.target.value))}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      inputMode="numeric"
      autoCorrect="off"
      spellCheck={false}
      fontVariantNumeric="tabular-nums"
      {...inputProps}
    />
  );
  return (
    <Field.Root invalid={message !== ''} required>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      {endElement ? <InputGroup endElement={endElement}>{control}</InputGroup> : control}
      <FieldMessage message={message} helperText={helperText} />
    </Field.Root>
  );
}

/** The number's brand as typed so far ("unknown" until its first digits tell). */
function useTypedBrand() {
  const { input } = useField<string | undefined>('number', { subscription: { value: true } });
  return cardBrandOf(cardDigits(input.value ?? '') ?? '');
}

/**
 * The card step of the add-card form: number (grouped as typed, its brand shown), expiry
 * MM/YY and CVC (4 digits for American Express). These values go to the payment gateway
 * only (features/billing/gateway/tokenize.ts) and live in this form until it closes.
 */
export function CardFields({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('billing');
  const brand = useTypedBrand();
  const length = cvcLength(brand);
  const brandShown = brand !== 'unknown';
  return (
    <Stack gap="5" hidden={hidden}>
      <FormattedField
        name="number"
        label={t('addCard.number')}
        helperText={t('addCard.numberHelp')}
        format={groupCardNumber}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        endElement={
          brandShown && (
            <>
              <CardBrandMark brand={brand} />
              <VisuallyHidden aria-live="polite">{t(`brands.${brand}`)}</VisuallyHidden>
            </>
          )
        }
        autoFocus
      />
      <SimpleGrid columns={2} gap="4">
        <FormattedField
          name="expiry"
          label={t('addCard.expiry')}
          helperText={t('addCard.expiryHelp')}
          format={formatExpiryInput}
          autoComplete="cc-exp"
        />
        <FormattedField
          name="cvc"
          label={t('addCard.cvc')}
          helperText={t('addCard.cvcHelp', { length })}
          format={(typed) => typed.replace(/\D/g, '').slice(0, length)}
          autoComplete="cc-csc"
        />
      </SimpleGrid>
    </Stack>
  );
}
