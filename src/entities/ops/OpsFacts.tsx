import { chakra, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface OpsFact {
  label: string;
  value: ReactNode;
}

/**
 * What the console knows of a person or of the ledger, as a description list: labels
 * above their values, as many columns as fit (one on a phone).
 */
export function OpsFacts({
  facts,
  label,
  large = false,
}: {
  facts: readonly OpsFact[];
  /** The list's accessible name. */
  label?: string;
  /** Figures (amounts) read large. */
  large?: boolean;
}) {
  const list = (
    <chakra.dl
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(min(100%, 13rem), 1fr))"
      gap="4"
    >
      {facts.map((fact) => (
        <Stack key={fact.label} gap="0.5" minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          <Text
            as="dd"
            fontSize={large ? 'xl' : 'md'}
            fontWeight={large ? 'semibold' : 'medium'}
            fontVariantNumeric="tabular-nums"
            overflowWrap="anywhere"
          >
            {fact.value}
          </Text>
        </Stack>
      ))}
    </chakra.dl>
  );
  // A named group around the list: a role on the <dl> itself would hide its terms and
  // values from assistive technology.
  return label ? (
    <div role="group" aria-label={label}>
      {list}
    </div>
  ) : (
    list
  );
}
