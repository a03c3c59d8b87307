import { Box, Button, chakra, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import type { NotificationItem } from '../api';
import { notificationLink } from '../rules';

const RowLink = chakra(RouterLink);

export interface NotificationRowProps {
  item: NotificationItem;
  onMarkRead: () => void;
  onNavigate: () => void;
}

/**
 * One notification: its text, when it came, and whether it was read. One that leads
 * somewhere is a link (following it marks it read); another gets a "Mark as read" button
 * while unread.
 */
export function NotificationRow({ item, onMarkRead, onNavigate }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const { relative, longDateTime } = useDealFormats();
  const to = notificationLink(item);
  const content = (
    <>
      <Box
        mt="2"
        boxSize="2"
        flexShrink={0}
        rounded="full"
        bg={item.read ? 'transparent' : 'brand.solid'}
        aria-hidden="true"
      />
      <Box flex="1" minW="0">
        {!item.read && <VisuallyHidden>{`${t('panel.unreadMark')}: `}</VisuallyHidden>}
        <Text
          fontSize="sm"
          fontWeight={item.read ? 'normal' : 'medium'}
          color={item.read ? 'fg.muted' : 'fg'}
          wordBreak="break-word"
        >
          {item.message}
        </Text>
        <Text as="span" fontSize="xs" color="fg.subtle">
          <time dateTime={item.created_at} title={longDateTime(item.created_at)}>
            {relative(item.created_at)}
          </time>
        </Text>
      </Box>
    </>
  );
  const row = { display: 'flex', gap: '3', px: '2.5', py: '2.5', rounded: 'lg' } as const;

  return (
    <li data-read={item.read} data-notification={item.id}>
      {to ? (
        <RowLink
          to={to}
          {...row}
          bg={item.read ? undefined : 'brand.subtle/40'}
          transition="background 120ms"
          _hover={{ bg: 'surface.hover' }}
          focusVisibleRing="inside"
          focusRingColor="brand.focusRing"
          onClick={() => {
            if (!item.read) onMarkRead();
            onNavigate();
          }}
        >
          {content}
        </RowLink>
      ) : (
        <Flex {...row} bg={item.read ? undefined : 'brand.subtle/40'} align="flex-start">
          {content}
          {!item.read && (
            <Button variant="ghost" size="2xs" flexShrink={0} onClick={onMarkRead}>
              {t('panel.markRead')}
            </Button>
          )}
        </Flex>
      )}
    </li>
  );
}
