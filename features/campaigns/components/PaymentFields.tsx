import { chakra, Field, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import type { CardItem } from '@/src/entities/billing/api';
import { paths } from '@/src/lib/paths';
import { TERMS_URL } from '@/src/lib/siteLinks';
import { FieldMessage, useFieldWithMessage } from '@/src/ui/forms/fields';
import { SelectField } from '@/src/ui/forms/SelectField';
import { useMoneyFormat } from '@/src/ui/formats';
import { CARD_FEE_PERCENT } from '@/domain/wallet/rules';
import { object, type InferType } from 'yup';
import { storableString } from '@/domain/validation';
import type { CampaignPaymentMethod } from '@/domain/campaigns/rules';
import { campaignPaymentSchema, campaignSubmissionSchema } from '@/domain/campaigns/schema';
import { ChoiceField } from './ChoiceField';
import { ChoicesState } from './InlineState';

/**
 * The summary's own rules: how to pay (the API's) and the terms. Without any card on file,
 * paying by card says so rather than "Choose a card".
 */
export function summaryFormSchema(noCards: boolean) {
  const rules = campaignPaymentSchema.concat(campaignSubmissionSchema.pick(['accept_terms']));
  if (!noCards) return rules;
  return rules.concat(
    object({
      card_id: storableString().when('method', {
        is: 'CARD',
        then: (schema) => schema.required('campaigns:summary.cardRequired'),
      }),
    }),
  );
}
export type SummaryFormValues = InferType<ReturnType<typeof summaryFormSchema>>;

/** What the payment part of the summary shows: the cards and the wallet, once loaded. */
export interface PaymentOptions {
  cards: { data?: readonly CardItem[]; isLoading: boolean; refetch: () => unknown };
  /** The wallet's balance in cents; undefined while unknown. */
  balance: number | undefined;
  method: CampaignPaymentMethod;
}

/** The cards on file to charge, the default first chosen; or a way to add one. */
function CardChoice({ cards }: { cards: PaymentOptions['cards'] }) {
  const { t } = useTranslation('campaigns');
  // Card brands are named once, by billing.
  const { t: tBilling } = useTranslation('billing');
  return (
    <ChoicesState
      query={cards}
      count={(data) => data.length}
      loadingLabel={t('summary.cardsLoading')}
      errorMessage={t('summary.cardsError')}
      empty={{
        text: t('summary.noCard'),
        to: paths.accountPaymentMethods,
        action: t('summary.addCard'),
      }}
    >
      {(data) => (
        <SelectField
          name="card_id"
          label={t('summary.card')}
          helperText={
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.accountPaymentMethods}>{t('summary.addCard')}</RouterLink>
            </Link>
          }
          options={data.map((card) => ({
            value: card.id,
            label: t(card.is_default ? 'summary.cardOptionDefault' : 'summary.cardOption', {
              brand: tBilling(`brands.${card.brand}`),
              last4: card.last4,
              month: String(card.exp_month).padStart(2, '0'),
              // The expiry as the card prints it: 04/31.
              year: String(card.exp_year % 100).padStart(2, '0'),
            }),
          }))}
        />
      )}
    </ChoicesState>
  );
}

/** The terms of service, which must be accepted to pay. */
function TermsField() {
  const { t } = useTranslation('campaigns');
  const { input, message } = useFieldWithMessage<boolean | undefined>('accept_terms');
  return (
    <Field.Root invalid={message !== ''} required>
      <chakra.label display="flex" gap="3" alignItems="flex-start" cursor="pointer">
        <chakra.input
          type="checkbox"
          name="accept_terms"
          checked={input.value === true}
          onChange={(event) => input.onChange(event.target.checked)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          mt="1"
          accentColor="var(--chakra-colors-brand-solid)"
          aria-invalid={message !== '' || undefined}
        />
        <Text>
          <Trans
            t={t}
            i18nKey="summary.terms"
            components={{
              // The footer's terms page, in a new tab: the wizard keeps its place.
              terms: (
                <Link
                  href={TERMS_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.fg"
                  textDecoration="underline"
                />
              ),
            }}
          />
        </Text>
      </chakra.label>
      <FieldMessage message={message} />
    </Field.Root>
  );
}

/** How to pay: a card on file (with its fee) or the wallet (with its balance), and the terms. */
export function PaymentFields({ cards, balance, method }: PaymentOptions) {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  return (
    <Stack gap="4">
      <ChoiceField
        name="method"
        kind="radio"
        legend={t('summary.payment')}
        columns={{ base: 1, md: 2 }}
        choices={[
          {
            value: 'CARD',
            label: t('summary.card'),
            description: t('summary.cardHint', { percent: CARD_FEE_PERCENT }),
          },
          {
            value: 'WALLET',
            label: t('summary.wallet'),
            description:
              balance === undefined
                ? t('summary.walletLoading')
                : t('summary.walletBalance', { balance: money(balance) }),
          },
        ]}
      />
      {method === 'CARD' && <CardChoice cards={cards} />}
      <TermsField />
    </Stack>
  );
}
