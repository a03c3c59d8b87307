import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OpsQueue } from '@/domain/realtime/rules';
import { RelativeTime } from '@/src/ui/RelativeTime';
import type { IconProps } from '@/src/ui/icons';
import { waitedFor } from '../model/age';

interface QueueCardProps {
  queue: OpsQueue;
  icon: ComponentType<IconProps>;
  to: string;
  count: number;
  oldestAt: string | null | undefined;
}

/** One queue: how many wait, since when the oldest does, and the way to its screen. */
export function QueueCard({ queue, icon: Icon, to, count, oldestAt }: QueueCardProps) {
  const { t } = useTranslation('opsQueue');
  const title = t(`cards.${queue}`);
  const age = (iso: string) => {
    const { unit, count: amount } = waitedFor(iso, Date.now());
    return t('oldest', { age: t(`age.${unit}`, { count: amount }) });
  };
  return (
    <Stack
      as="li"
      aria-label={title}
      data-testid={`queue-${queue}`}
      gap="3"
      p="5"
      rounded="xl"
      layerStyle="panel"
      borderWidth="1px"
      borderColor={count > 0 ? 'brand.muted' : 'border.muted'}
    >
      <Flex align="center" gap="2" color="fg.muted">
        <Box as="span" fontSize="lg" display="inline-flex" aria-hidden="true">
          <Icon />
        </Box>
        <Text as="h2" fontSize="sm" fontWeight="semibold">
          {title}
        </Text>
      </Flex>
      <Text fontSize="3xl" fontWeight="semibold" lineHeight="1">
        {t('waiting', { count })}
      </Text>
      <Text fontSize="sm" color="fg.muted" minH="5">
        {count > 0 && oldestAt ? <RelativeTime at={oldestAt} relative={age} /> : null}
      </Text>
      <Button asChild variant="outline" size="sm" alignSelf="start">
        <RouterLink to={to} aria-label={`${t('open')}: ${title}`}>
          {t('open')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
