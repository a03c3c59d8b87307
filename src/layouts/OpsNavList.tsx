import { Badge, Box, chakra, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useOpsQueueQuery, type OpsQueueCounts } from '@/src/entities/ops/api';
import { activeOpsNavItem, OPS_NAV, type OpsNavItem } from './opsNavigation';

const ItemLink = chakra(RouterLink);

/**
 * The console's navigation. A queue's entry shows how many items wait in it (OpsQueue,
 * read once for the sidebar and the queue home, and again when the console's topic says
 * a queue changed).
 */
export function OpsNavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const active = activeOpsNavItem(useLocation().pathname);
  const { data: counts } = useOpsQueueQuery();
  return (
    <Stack as="nav" aria-label={t('ops.label')} gap="0.5">
      <Stack as="ul" gap="0.5" listStyleType="none">
        {OPS_NAV.map((item) => (
          <li key={item.key}>
            <OpsNavEntry
              item={item}
              label={t(`ops.${item.key}`)}
              count={countOf(item, counts)}
              active={active === item.key}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The badge's number: none for an entry without a queue, or while the counts load. */
function countOf(item: OpsNavItem, counts: OpsQueueCounts | undefined): number {
  return item.queue && counts ? counts[item.queue].count : 0;
}

interface OpsNavEntryProps {
  item: OpsNavItem;
  label: string;
  count: number;
  active: boolean;
  onNavigate: (() => void) | undefined;
}

function OpsNavEntry({ item, label, count, active, onNavigate }: OpsNavEntryProps) {
  const { t } = useTranslation('nav');
  const Icon = item.icon;
  return (
    <ItemLink
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      display="flex"
      alignItems="center"
      gap="3"
      h="9"
      px="3"
      rounded="lg"
      fontSize="sm"
      fontWeight="medium"
      color={active ? 'brand.fg' : 'fg.muted'}
      bg={active ? 'surface.active' : 'transparent'}
      transition="background 120ms, color 120ms"
      _hover={{
        bg: active ? 'surface.active' : 'surface.hover',
        color: active ? 'brand.fg' : 'fg',
      }}
      focusVisibleRing="inside"
      focusRingColor="brand.focusRing"
      focusRingWidth="2px"
    >
      <Box as="span" fontSize="lg" display="inline-flex" flexShrink={0}>
        <Icon />
      </Box>
      <Box as="span" flex="1">
        {label}
      </Box>
      {count > 0 && (
        <Badge
          colorPalette="brand"
          variant="solid"
          rounded="full"
          aria-label={t('ops.waiting', { count })}
          data-testid={`ops-badge-${item.key}`}
        >
          {count}
        </Badge>
      )}
    </ItemLink>
  );
}
