import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '@/src/entities/billing/api';
import { lazyDialog } from '@/src/ui/lazyDialog';
import { PageHeader } from '@/src/ui/PageHeader';
import { BalanceCard } from '../components/BalanceCard';
import { TransactionHistory } from '../components/TransactionHistory';
import { MoneyGate } from '@/src/entities/session/MoneyGate';

// The top-up (forms, validation, the cards list) loads when it is first wanted.
const topUpDialog = lazyDialog(async () => (await import('../components/TopUpDialog')).TopUpDialog);

/**
 * Wallet (`/wallet`, docs/product.md#wallet-and-ledger): the balance with "Top up" (by card
 * or bank transfer, in a dialog), and the history of movements with its filters and export.
 */
function WalletScreen() {
  const { t } = useTranslation('wallet');
  const { t: tScreens } = useTranslation('screens');
  const [toppingUp, setToppingUp] = useState(false);
  // The dialog's first view lists the cards: asked for with its code, so it opens ready.
  const prefetchCards = billingApi.usePrefetch('cards');
  const preload = () => {
    topUpDialog.preload();
    prefetchCards();
  };
  return (
    <Stack gap="8" maxW="7xl">
      <PageHeader title={tScreens('wallet.title')} description={t('intro')} />
      <BalanceCard onTopUp={() => setToppingUp(true)} onPreload={preload} />
      <TransactionHistory />
      <topUpDialog.Dialog open={toppingUp} onClose={() => setToppingUp(false)} />
    </Stack>
  );
}

/** A member sees why not, instead (docs/product.md#brand-teams). */
export default function Wallet() {
  const { t } = useTranslation('screens');
  return (
    <MoneyGate title={t('wallet.title')}>
      <WalletScreen />
    </MoneyGate>
  );
}
