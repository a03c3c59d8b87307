import { Button, Card, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PlusCircleIcon } from '@/src/ui/appIcons';
import { useMoneyFormat } from '@/src/ui/formats';
import { useWalletQuery } from '@/src/entities/wallet/api';
import { InlineLoadError } from '@/src/ui/InlineLoadError';

export interface BalanceCardProps {
  onTopUp: () => void;
  /** Starts loading the top-up dialog's code (pointer over, or focus on, "Top up"). */
  onPreload: () => void;
}

/** The wallet's balance in USD and the way to add to it. */
export function BalanceCard({ onTopUp, onPreload }: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const wallet = useWalletQuery();

  let balance;
  if (wallet.isLoading) balance = <Skeleton h="10" w="48" aria-busy="true" />;
  else if (!wallet.data) {
    balance = (
      <InlineLoadError message={t('balance.loadError')} onRetry={() => void wallet.refetch()} />
    );
  } else {
    balance = (
      <Text
        as="span"
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="semibold"
        letterSpacing="-0.02em"
        fontVariantNumeric="tabular-nums"
      >
        {money(wallet.data.balance)}
      </Text>
    );
  }

  return (
    <Card.Root variant="outline" bg="surface.panel" boxShadow="card" rounded="xl">
      <Card.Body p={{ base: '5', md: '6' }}>
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          justify="space-between"
          gap="4"
        >
          {/* A term and its value: read as "Available balance, $1,250.00". */}
          <Stack as="dl" gap="1" minW="0">
            <Text as="dt" color="fg.muted" fontWeight="medium">
              {t('balance.label')}
            </Text>
            <chakra.dd>{balance}</chakra.dd>
          </Stack>
          <Button
            colorPalette="brand"
            size="lg"
            onClick={onTopUp}
            onPointerEnter={onPreload}
            onFocus={onPreload}
            flexShrink={0}
          >
            <PlusCircleIcon />
            {t('balance.topUp')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
