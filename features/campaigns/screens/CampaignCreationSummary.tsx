import { Heading, Stack } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCardsQuery } from '@/src/entities/billing/api';
import { useWalletQuery } from '@/src/entities/wallet/api';
import { useIdempotencyKey } from '@/src/entities/wallet/useIdempotencyKey';
import { paths } from '@/src/lib/paths';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { FORM_ERROR, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useMoneyFormat } from '@/src/ui/formats';
import { campaignRefused, useCampaignCreateMutation } from '../api';
import { draftCampaignInput } from '../model/draftInput';
import {
  PaymentFields,
  summaryFormSchema,
  type SummaryFormValues,
} from '../components/PaymentFields';
import { PriceLines } from '../components/PriceLines';
import { QuoteCheck } from '../components/QuoteCheck';
import { MemberPayment } from '../components/MemberPayment';
import { SummaryReview } from '../components/SummaryReview';
import { WizardFrame } from '../components/WizardFrame';
import { useCampaignDraft } from '../hooks/useCampaignDraft';
import { useDraftPrice } from '../hooks/useDraftPrice';
import { useMayPayCampaigns } from '../hooks/useMayPayCampaigns';
import { type CampaignPaymentMethod } from '@/domain/campaigns/rules';

/** The server's argument names → the summary's fields, for its refusals. */
const PAYMENT_FIELDS = { card_id: 'card_id', method: 'method', accept_terms: 'accept_terms' };

/** Tells the screen which method is chosen, for the price panel's card fee. */
function MethodSync({ onChange }: { onChange: (method: CampaignPaymentMethod) => void }) {
  const { values } = useFormState<SummaryFormValues>({ subscription: { values: true } });
  useEffect(() => onChange(values.method ?? 'CARD'), [values.method, onChange]);
  return null;
}

/**
 * Step 4 (docs/product.md#campaigns): what was entered, every cost line (checked against
 * the server's quote), how to pay, the terms, and "Pay $…". A refusal is shown with
 * nothing lost; a lost answer keeps the idempotency key, so a retry never charges twice.
 */
export default function CampaignCreationSummary() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const { draft, clear } = useCampaignDraft();
  // Members send the campaign to be paid: no card, wallet or card quote is theirs to ask.
  const mayPay = useMayPayCampaigns();
  const [method, setMethod] = useState<CampaignPaymentMethod>(mayPay ? 'CARD' : 'WALLET');
  const [created, setCreated] = useState(false);
  const onMethod = useCallback((next: CampaignPaymentMethod) => setMethod(next), []);
  const input = useMemo(() => draftCampaignInput(draft), [draft]);
  const priced = useDraftPrice(draft, method);
  const walletPrice = useDraftPrice(draft, 'WALLET');
  const cards = useCardsQuery(mayPay ? undefined : skipToken);
  const wallet = useWalletQuery(mayPay ? undefined : skipToken);
  const [create] = useCampaignCreateMutation();
  const { keyFor, renew } = useIdempotencyKey();

  const defaultCard = cards.data?.find((card) => card.is_default) ?? cards.data?.[0];
  // Stable: a new object would make react-final-form start over, dropping server errors.
  const initialValues = useMemo<Partial<SummaryFormValues>>(
    () => ({ method: 'CARD', card_id: defaultCard?.id, accept_terms: false }),
    [defaultCard?.id],
  );
  const schema = useMemo(() => summaryFormSchema(cards.data?.length === 0), [cards.data]);

  /** Sent to the owner and admins: the draft is theirs now, the member goes to the listing. */
  const onSent = () => {
    setCreated(true);
    clear();
    void navigate(paths.campaigns);
  };

  const onSubmit = async (values: SummaryFormValues) => {
    if (!input || !priced) return undefined;
    const balance = wallet.data?.balance;
    const total = walletPrice?.price.totalCents;
    if (
      values.method === 'WALLET' &&
      balance !== undefined &&
      total !== undefined &&
      balance < total
    ) {
      return {
        method: t('summary.walletTooLow', { balance: money(balance), total: money(total) }),
      };
    }
    const payment =
      values.method === 'CARD'
        ? { method: values.method, card_id: values.card_id }
        : { method: values.method };
    const idempotency_key = keyFor(JSON.stringify({ input, payment }));
    // A campaign waiting for payment, opened from the listing, is paid (and leaves it).
    const result = await create({
      input,
      payment,
      idempotency_key,
      accept_terms: true,
      draft_id: draft.saved_draft_id,
    });
    if (!result.error) {
      renew();
      // The draft goes now; the guard must not send the user back to an empty wizard
      // while the created page loads.
      setCreated(true);
      clear();
      void navigate(
        `${paths.campaignCreation.created}?campaign=${encodeURIComponent(result.data.id)}`,
      );
      return undefined;
    }
    if (campaignRefused(result.error)) {
      // Nothing was charged: the next confirmation is a new intent.
      renew();
      return submissionErrorsOf(result.error, PAYMENT_FIELDS);
    }
    // A 401 ends the session (and this page). Anything else may have charged: the key
    // stays for the retry, and the wallet is read again (the mutation's tags).
    if ('kind' in result.error && result.error.kind === 'unauthorized') return undefined;
    return { [FORM_ERROR]: t('summary.unknownOutcome') };
  };

  return (
    <WizardFrame step="summary" method={method} guard={!created}>
      {input && priced && (
        <Stack gap="8">
          <SummaryReview input={input} />
          <Stack gap="3" as="section" aria-labelledby="campaign-cost">
            <Heading as="h2" size="lg" id="campaign-cost">
              {t('summary.cost')}
            </Heading>
            <PriceLines lines={priced.price.lines} input={priced.input} />
            <QuoteCheck input={input} method={method} price={priced.price} />
          </Stack>
          {!mayPay ? (
            <MemberPayment input={input} onSent={onSent} />
          ) : (
            <ValidatedForm<SummaryFormValues>
              schema={schema}
              initialValues={initialValues}
              onSubmit={onSubmit}
              aria-label={t('summary.payment')}
            >
              <MethodSync onChange={onMethod} />
              <PaymentFields cards={cards} balance={wallet.data?.balance} method={method} />
              <FormError />
              <SubmitButton alignSelf={{ base: 'stretch', md: 'flex-end' }}>
                {t('summary.pay', { total: money(priced.price.totalCents) })}
              </SubmitButton>
            </ValidatedForm>
          )}
        </Stack>
      )}
    </WizardFrame>
  );
}
