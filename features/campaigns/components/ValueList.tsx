import { Box, chakra } from '@chakra-ui/react';
import type { CampaignValueRow } from '../hooks/useCampaignValues';

/**
 * A campaign's entries as a description list: labels beside values (above them on a
 * phone). `narrow` for a side panel, whose values need the room.
 */
export function ValueList({
  rows,
  narrow = false,
}: {
  rows: readonly CampaignValueRow[];
  narrow?: boolean;
}) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: narrow ? '9rem 1fr' : '12rem 1fr' }}
      columnGap="4"
      rowGap="2"
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted" fontSize="sm">
            {label}
          </chakra.dt>
          <chakra.dd mb={{ base: '2', sm: '0' }} overflowWrap="anywhere" whiteSpace="pre-line">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
