import { Badge, Button, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DealPage } from './types';
import { useDealLabels } from './useDealLabels';
import { DEAL_STATUSES, type DealStatus } from '@/domain/deals/rules';

export interface StatusChip {
  label: string;
  statuses: DealStatus[];
  count: number;
}

/**
 * One chip per status label, in the lifecycle's order: statuses sharing a label ("Content
 * uploaded" before and after screening) are one chip, their counts added.
 */
export function statusChips(
  labelOf: (status: DealStatus) => string,
  counts: DealPage['status_counts'],
): StatusChip[] {
  const chips: StatusChip[] = [];
  for (const status of DEAL_STATUSES) {
    const label = labelOf(status);
    const count = counts.find((entry) => entry.status === status)?.count ?? 0;
    const chip = chips.find((entry) => entry.label === label);
    if (chip) {
      chip.statuses.push(status);
      chip.count += count;
    } else chips.push({ label, statuses: [status], count });
  }
  return chips;
}

export interface StatusChipsProps {
  /** Deals per status under the campaign and search (undefined while loading). */
  counts: DealPage['status_counts'] | undefined;
  selected: readonly DealStatus[];
  onChange: (statuses: DealStatus[]) => void;
}

/** The status filter: toggle chips with how many deals each holds; any chosen one matches. */
export function StatusChips({ counts, selected, onChange }: StatusChipsProps) {
  const { t } = useTranslation('deals');
  const labels = useDealLabels();
  const chips = statusChips(labels.status, counts ?? []);
  const toggle = (chip: StatusChip, on: boolean) =>
    onChange(
      on
        ? DEAL_STATUSES.filter((s) => selected.includes(s) || chip.statuses.includes(s))
        : selected.filter((s) => !chip.statuses.includes(s)),
    );
  return (
    // One scrolling row on a phone (ten chips would take five rows), wrapped from `md`.
    <Flex
      role="group"
      aria-label={t('list.statusFilter')}
      gap="2"
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      pb={{ base: '1', md: '0' }}
    >
      {chips.map((chip) => {
        const pressed = chip.statuses.every((status) => selected.includes(status));
        return (
          <Button
            key={chip.label}
            flexShrink={0}
            size="sm"
            rounded="full"
            variant={pressed ? 'solid' : 'outline'}
            colorPalette={pressed ? 'brand' : 'gray'}
            aria-pressed={pressed}
            onClick={() => toggle(chip, !pressed)}
          >
            {chip.label}{' '}
            {/* While the counts load, a badge's place is kept (hidden), so the chips do not
                widen and rewrap when the counts arrive. */}
            {!counts && (
              <Badge size="sm" variant="subtle" visibility="hidden" aria-hidden="true">
                0
              </Badge>
            )}
            {counts && (
              <Badge
                size="sm"
                variant={pressed ? 'surface' : 'subtle'}
                fontVariantNumeric="tabular-nums"
              >
                {/* Read out as "Deal started (3)": the count stays part of the visible name. */}
                <VisuallyHidden>(</VisuallyHidden>
                {chip.count}
                <VisuallyHidden>)</VisuallyHidden>
              </Badge>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}
