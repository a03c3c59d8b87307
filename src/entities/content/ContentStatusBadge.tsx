import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUS_LABEL_KEYS, type ContentStatus } from '@/domain/content/rules';

/** Under review blue, Accepted green, Revision requested orange (the creator is at work again); the in-between states gray. */
const PALETTES: Record<ContentStatus, string> = {
  created: 'gray',
  pending_approval: 'blue',
  accepted: 'gray',
  bought: 'green',
  denied: 'orange',
};

/** An upload's status in the spec's words ("Under review", "Accepted", "Revision requested"). */
export function ContentStatusBadge({
  status,
  size = 'md',
}: {
  status: ContentStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation(['content']);
  return (
    <Badge colorPalette={PALETTES[status]} size={size} variant="subtle">
      {t(CONTENT_STATUS_LABEL_KEYS[status] as 'content:status.created')}
    </Badge>
  );
}
