import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/src/ui/PageHeader';
import { PageState } from '@/src/ui/PageState';
import { WalletIcon } from '@/src/ui/appIcons';
import { useAppSelector } from '@/store/hooks';
import { selectMayHandleMoney } from './teamRole';

/**
 * A money screen (billing, cards, the wallet) for its owner and admins only
 * (docs/product.md#brand-teams): a member sees why instead, and the screen's queries are
 * never made, since its component is not rendered.
 */
export function MoneyGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('teams');
  const mayHandle = useAppSelector(selectMayHandleMoney);
  if (mayHandle) return children;
  return (
    <Stack gap="6" maxW="7xl">
      <PageHeader title={title} />
      <PageState
        icon={<WalletIcon />}
        title={t('money.title')}
        description={t('money.onlyAdmins')}
      />
    </Stack>
  );
}
