import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { PlusCircleIcon } from '@/src/ui/appIcons';
import { lazyDialog } from '@/src/ui/lazyDialog';
import { PageHeader } from '@/src/ui/PageHeader';
import { useAppDispatch } from '@/store/hooks';
import { useCardSetDefaultMutation, useCardsQuery } from '@/src/entities/billing/api';
import { cardFlash, cardRefusalFlash } from '../model/cardFlash';
import { CardItem } from '../components/CardItem';
import { CARD_GRID, CardsEmpty, CardsError, CardSkeletons } from '../components/CardListStates';
import { DeleteCardDialog, type CardDialogState } from '../components/DeleteCardDialog';
import { MoneyGate } from '@/src/entities/session/MoneyGate';

// The add-card form (its rules, the gateway's client) loads when first wanted.
const addCardForm = lazyDialog(
  async () => (await import('../components/AddCardDialog')).AddCardDialog,
);

/**
 * PaymentMethods (/account/payment-methods): the company's cards, the default first, with
 * add (card, then billing address), make default, and delete after a confirmation.
 */
function PaymentMethodsScreen() {
  const { t } = useTranslation('billing');
  const { t: tScreens } = useTranslation('screens');
  const dispatch = useAppDispatch();
  const query = useCardsQuery();
  const [setDefault, settingDefault] = useCardSetDefaultMutation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CardDialogState>({ open: false });
  // "Expired" is judged against when the page opened: cards expire at a month's end.
  const [now] = useState(() => new Date());

  const makeDefault = async (id: string) => {
    const result = await setDefault(id);
    if (!result.error) dispatch(cardFlash('defaultChanged'));
    else {
      // A network failure was told by a toast already; a refusal is the server's sentence.
      const refusal = graphqlErrorOf(result.error)?.message;
      if (refusal) dispatch(cardRefusalFlash(refusal));
    }
  };

  const openAdd = () => setAdding(true);
  const cards = query.data ?? [];
  let content;
  if (query.isLoading) content = <CardSkeletons />;
  else if (!query.data) content = <CardsError onRetry={() => void query.refetch()} />;
  else if (cards.length === 0) content = <CardsEmpty onAdd={openAdd} />;
  else {
    content = (
      <SimpleGrid as="ul" listStyle="none" aria-label={t('cards.listLabel')} {...CARD_GRID}>
        {cards.map((card) => (
          <CardItem
            key={card.id}
            card={card}
            now={now}
            busy={settingDefault.isLoading}
            settingDefault={settingDefault.isLoading && settingDefault.originalArgs === card.id}
            onMakeDefault={() => void makeDefault(card.id)}
            onDelete={() => setDeleting({ open: true, card })}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeader
        title={tScreens('accountOverview.paymentMethods')}
        description={t('cards.intro')}
        action={
          <Button
            colorPalette="brand"
            onClick={openAdd}
            onPointerEnter={addCardForm.preload}
            onFocus={addCardForm.preload}
            flexShrink={0}
          >
            <PlusCircleIcon />
            {t('cards.add')}
          </Button>
        }
      />
      {content}
      <addCardForm.Dialog open={adding} onClose={() => setAdding(false)} />
      <DeleteCardDialog
        {...deleting}
        onClose={() => setDeleting((state) => ({ ...state, open: false }))}
      />
    </Stack>
  );
}

/** A member sees why not, instead (docs/product.md#brand-teams). */
export default function PaymentMethods() {
  const { t } = useTranslation('screens');
  return (
    <MoneyGate title={t('accountOverview.paymentMethods')}>
      <PaymentMethodsScreen />
    </MoneyGate>
  );
}
