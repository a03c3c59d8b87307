import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/src/ui/icons';

export interface FilterChoice {
  value: string;
  label: string;
}

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
  const toggle = (value: string) => {
    const next = new Set(selected);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange(choices.map((choice) => choice.value).filter((choice) => next.has(choice)));
  };
  const boxes = (
    <chakra.fieldset minW="0">
      <chakra.legend srOnly={foldable} fontSize="sm" fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <Flex wrap="wrap" gap="1.5">
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
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
          {selected.length > 0 && t('filters.selected', { count: selected.length })}
          <Box as="span" className="chevron" transition="transform 0.15s" aria-hidden>
            <ChevronDownIcon />
          </Box>
        </Flex>
      </chakra.summary>
      <Box pt="2">{boxes}</Box>
    </chakra.details>
  );
}
