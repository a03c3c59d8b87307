import { Button, Dialog, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { AppDialog } from '@/src/ui/AppDialog';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import {
  FORM_ERROR,
  errorCodeOf,
  submissionErrorsOf,
  type SubmissionErrors,
} from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useAppDispatch } from '@/store/hooks';
import { useCardAddMutation } from '@/src/entities/billing/api';
import { tokenizeCard, GATEWAY_UNREACHABLE, type GatewayCardError } from '../gateway/tokenize';
import { cardBrandOf, cardDigits, cvcLength } from '@/domain/billing/rules';
import { billingAddressSchema, cardFieldsSchema, expiryParts } from '@/domain/billing/schema';
import { BillingAddressFields } from './BillingAddressFields';
import { CardFields } from './CardFields';
import { cardFlash } from '../model/cardFlash';

const ADDRESS_FIELDS = [
  'full_name',
  'address_name',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country',
  'zip',
  'tax_id',
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type CardField = 'number' | 'expiry' | 'cvc';

/** Both steps' values: the card's (for the gateway only) and the billing address. */
export type AddCardValues = Partial<Record<CardField | AddressField, string>>;

/** The server names address fields by their path in CardAdd's arguments. */
const SERVER_FIELDS: Record<string, AddressField> = Object.fromEntries(
  ADDRESS_FIELDS.flatMap((field) => [
    [`billing_address.${field}`, field],
    [field, field],
  ]),
);

type Step = 'card' | 'address';
const STEPS: Step[] = ['card', 'address'];
const SCHEMAS: Record<Step, AnyObjectSchema> = {
  card: cardFieldsSchema,
  address: billingAddressSchema,
};

/** Which card field a gateway error code is about. */
const GATEWAY_FIELDS: Record<GatewayCardError, CardField> = {
  incorrect_number: 'number',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  expired_card: 'expiry',
  invalid_cvc: 'cvc',
};

function addressOf(values: AddCardValues) {
  const text = (field: AddressField) => values[field]?.trim() ?? '';
  return {
    full_name: text('full_name'),
    address_name: text('address_name'),
    address_line1: text('address_line1'),
    address_line2: text('address_line2') || null,
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    tax_id: text('tax_id'),
  };
}

/**
 * A pressed footer button leaves the focus in the field. Otherwise the field's blur shows
 * its message first, the footer moves down under the pointer, and the click is lost.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Adds a card in two steps: the card (number, expiry, CVC), then its billing address. On
 * submit the card goes to the payment gateway for a one-time token and CardAdd gets the
 * token and the address only. A gateway error takes the form back to the card step with
 * the message on its field; a decline says so there too. The number and CVC live in this
 * form's state only, gone when the dialog closes (AppDialog unmounts it).
 */
export function AddCardDialog({ open, onClose }: AddCardDialogProps) {
  const { t } = useTranslation('billing');
  const { t: tValidation } = useTranslation('validation');
  const dispatch = useAppDispatch();
  const [cardAdd] = useCardAddMutation();
  const [step, setStep] = useState<Step>('card');
  /** The card field to focus once the card step shows again (an error on it, or Back). */
  const focusField = useRef<CardField | null>(null);
  const formBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step !== 'card' || focusField.current === null) return;
    formBox.current
      ?.querySelector<HTMLInputElement>(`input[name="${focusField.current}"]`)
      ?.focus();
    focusField.current = null;
  }, [step]);

  const backToCard = (field: CardField) => {
    focusField.current = field;
    setStep('card');
  };

  const gatewayError = (code: GatewayCardError, number: string): SubmissionErrors => {
    const messages: Record<GatewayCardError, string> = {
      incorrect_number: tValidation('cardNumberInvalid'),
      invalid_expiry_month: tValidation('cardExpiryInvalid'),
      invalid_expiry_year: tValidation('cardExpiryInvalid'),
      expired_card: tValidation('cardExpired'),
      invalid_cvc: tValidation('cardCvcInvalid', {
        length: cvcLength(cardBrandOf(cardDigits(number) ?? '')),
      }),
    };
    backToCard(GATEWAY_FIELDS[code]);
    return { [GATEWAY_FIELDS[code]]: messages[code] };
  };

  const onSubmit = async (values: AddCardValues) => {
    if (step === 'card') {
      setStep('address');
      return;
    }
    const number = cardDigits(values.number ?? '') ?? '';
    const expiry = expiryParts(values.expiry ?? '');
    if (!expiry) {
      backToCard('expiry');
      return { expiry: tValidation('cardExpiryInvalid') };
    }
    const tokenized = await tokenizeCard({
      number,
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: values.cvc ?? '',
    });
    if (!tokenized.ok) {
      if (tokenized.code === GATEWAY_UNREACHABLE) {
        return { [FORM_ERROR]: t('addCard.gatewayUnreachable') };
      }
      return gatewayError(tokenized.code, number);
    }
    const result = await cardAdd({ token: tokenized.token, billing_address: addressOf(values) });
    if (result.error) {
      // A declined card is the card's fault: back to it, with the gateway's reason.
      if (errorCodeOf(result.error) === 'CARD_DECLINED') backToCard('number');
      return submissionErrorsOf(result.error, SERVER_FIELDS);
    }
    dispatch(cardFlash('added'));
    onClose();
  };

  const title = t('addCard.title');
  const stepNumber = STEPS.indexOf(step) + 1;
  return (
    <AppDialog open={open} onClose={onClose} title={title} closeLabel={t('addCard.cancel')}>
      <Dialog.Body pb="6" ref={formBox}>
        <ValidatedForm<AddCardValues> schema={SCHEMAS[step]} onSubmit={onSubmit} aria-label={title}>
          <Text fontSize="sm" fontWeight="medium" color="fg.muted" aria-live="polite">
            {t('addCard.step', {
              step: stepNumber,
              total: STEPS.length,
              name: t(`addCard.steps.${step}`),
            })}
          </Text>
          {/* Kept mounted on the address step: a gateway error brings it back as it was. */}
          <CardFields hidden={step !== 'card'} />
          {step === 'address' && <BillingAddressFields />}
          <FormError />
          <Dialog.Footer px="0" pb="0" gap="3" flexWrap="wrap">
            {step === 'card' ? (
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('addCard.cancel')}</Button>
              </Dialog.ActionTrigger>
            ) : (
              <Button
                variant="outline"
                onMouseDown={keepFocus}
                onClick={() => backToCard('number')}
              >
                {t('addCard.back')}
              </Button>
            )}
            <SubmitButton size="md" onMouseDown={keepFocus}>
              {step === 'card' ? t('addCard.next') : t('addCard.submit')}
            </SubmitButton>
          </Dialog.Footer>
        </ValidatedForm>
      </Dialog.Body>
    </AppDialog>
  );
}
