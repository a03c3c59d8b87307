import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@/domain/campaigns/rules';

const PALETTES: Record<CampaignStatus, string> = {
  pending_admin_approval: 'orange',
  active: 'green',
  rejected: 'red',
  paused: 'gray',
  deactivated: 'gray',
  completed: 'blue',
};

/** A campaign's status in words ("Awaiting approval"), coloured by what it means. */
export function CampaignStatusBadge({
  status,
  size = 'lg',
}: {
  status: CampaignStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge colorPalette={PALETTES[status]} size={size} variant="subtle">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
