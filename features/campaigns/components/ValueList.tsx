import { Box, chakra } from '@chakra-ui/react';
import type { CampaignValueRow } from './campaignValues';

/** A campaign's entries as a description list: labels beside values (above them on a phone). */
export function ValueList({ rows }: { rows: readonly CampaignValueRow[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: '12rem 1fr' }} gap="2">
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
