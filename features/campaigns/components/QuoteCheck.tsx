import { Alert, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/src/ui/formats';
import type { CampaignInput } from '@/store/generated/graphql';
import { useCampaignQuoteQuery } from '../api';
import type { CampaignPaymentMethod, CampaignPrice } from '@/domain/campaigns/rules';

/**
 * The server's price for the same campaign and method, next to the one shown: "Confirmed"
 * when every line agrees, a warning naming both totals when not (the server's is charged).
 */
export function QuoteCheck({
  input,
  method,
  price,
}: {
  input: CampaignInput;
  method: CampaignPaymentMethod;
  price: CampaignPrice;
}) {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const quote = useCampaignQuoteQuery({ input, method });

  // The answer for this method and input only: another's would be compared wrongly.
  const data = quote.currentData;
  if (quote.isFetching && !data) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        {t('summary.confirming')}
      </Text>
    );
  }
  if (!data) {
    return (
      <Alert.Root status="warning" variant="subtle" rounded="lg">
        <Alert.Indicator />
        <Alert.Description>{t('summary.quoteFailed')}</Alert.Description>
      </Alert.Root>
    );
  }
  const server = data.lines.map((line) => `${line.kind}:${line.amount}`).join();
  const shown = price.lines.map((line) => `${line.kind}:${line.amountCents}`).join();
  if (server === shown && data.total === price.totalCents) {
    return (
      <Alert.Root status="success" variant="subtle" rounded="lg">
        <Alert.Indicator />
        <Alert.Description role="status">{t('summary.confirmed')}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Description role="alert">
        {t('summary.differs', {
          total: money(data.total),
          shown: money(price.totalCents),
        })}
      </Alert.Description>
    </Alert.Root>
  );
}
