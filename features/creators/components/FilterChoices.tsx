import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/src/ui/appIcons';

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * A choice made here that the address may not show yet, and the addresses it holds on
 * (where it was made, and each earlier choice on the way to it).
 */
interface Pending {
  chosen: string[];
  on: string[];
}

const keyOf = (values: readonly string[]) => values.join(',');

export interface FilterChoicesProps {
  legend: string;
  choices: readonly FilterChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Long lists (categories, countries) start folded unless something is chosen. */
  foldable?: boolean;
}

/**
 * One list filter: native checkboxes in a fieldset (Space ticks one, Tab moves on), the
 * chosen ones kept in the list's order. A long list folds into a disclosure whose summary
 * says how many are chosen.
 */
export function FilterChoices({
  legend,
  choices,
  selected,
  onChange,
  foldable = false,
}: FilterChoicesProps) {
  const { t } = useTranslation('creators');
  // Set once: the disclosure is the user's to fold afterwards, even when emptied.
  const [initiallyOpen] = useState(selected.length > 0);
  // A click shows at once: `selected` follows it only once the screen has re-rendered
  // (the address changes in a transition, a tenth of a second on a slow machine), and a
  // second click before then builds on the first instead of undoing it.
  const from = keyOf(selected);
  const [pending, setPending] = useState<Pending | null>(null);
  const latest = useRef<Pending | null>(null);
  const shown = pending?.on.includes(from) ? pending.chosen : selected;
  useEffect(() => {
    // The address shows the last choice: it is the truth again.
    if (latest.current && keyOf(latest.current.chosen) === from) {
      latest.current = null;
      setPending(null);
    }
  }, [from]);
  const toggle = (value: string) => {
    const before = latest.current?.on.includes(from) ? latest.current : null;
    const next = new Set(before?.chosen ?? selected);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    const chosen = choices.map((choice) => choice.value).filter((choice) => next.has(choice));
    const on = [...(before?.on ?? [from]), keyOf(chosen)];
    latest.current = keyOf(chosen) === from ? null : { chosen, on };
    setPending(latest.current);
    onChange(chosen);
  };
  const boxes = (
    <chakra.fieldset minW="0">
      <chakra.legend srOnly={foldable} fontSize="sm" fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <Flex wrap="wrap" gap="1.5">
        {choices.map((choice) => {
          const checked = shown.includes(choice.value);
          return (
            <chakra.label
              key={choice.value}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              px="2.5"
              py="1"
              fontSize="sm"
              rounded="full"
              borderWidth="1px"
              cursor="pointer"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <chakra.input
                type="checkbox"
                checked={checked}
                onChange={() => toggle(choice.value)}
                accentColor="var(--chakra-colors-brand-solid)"
              />
              {choice.label}
            </chakra.label>
          );
        })}
      </Flex>
    </chakra.fieldset>
  );
  if (!foldable) return boxes;
  return (
    <chakra.details
      open={initiallyOpen}
      css={{ '&[open] .chevron': { transform: 'rotate(180deg)' } }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="2"
        cursor="pointer"
        listStyleType="none"
        fontSize="sm"
        fontWeight="medium"
        py="1"
        rounded="md"
        focusVisibleRing="outside"
        focusRingColor="brand.focusRing"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <Text as="span">{legend}</Text>
        <Flex as="span" align="center" gap="2" color="fg.muted" fontWeight="normal">
          {shown.length > 0 && t('filters.selected', { count: shown.length })}
          <Box as="span" className="chevron" transition="transform 0.15s" aria-hidden>
            <ChevronDownIcon />
          </Box>
        </Flex>
      </chakra.summary>
      <Box pt="2">{boxes}</Box>
    </chakra.details>
  );
}
