import { Box, chakra, Field, Fieldset, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldMessage } from '@/src/ui/forms/fields';
import { useListField } from '../hooks/useListField';

export interface Choice {
  value: string;
  label: string;
  /** A line under the label: what the choice means, or its price. */
  description?: ReactNode;
  /** Shown at the end of the row (a price). */
  aside?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceFieldProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** `radio`: one value; `checkbox`: a list of values. */
  kind: 'radio' | 'checkbox';
  helperText?: ReactNode;
  /** Cards side by side (the campaign types); otherwise one row per choice. */
  columns?: { base: number; md?: number; lg?: number };
  /** Called with the new value after a change (a brand change resets its products). */
  onChanged?: (value: string | string[]) => void;
  /**
   * Checkboxes only: the label of a first choice that ticks every choice (and unticks them
   * all); it shows ticked exactly when every choice is.
   */
  anyLabel?: string;
}

/** A row of the group: a choice, or "Any", with whether it shows ticked and its toggle. */
interface ChoiceRow extends Choice {
  checked: boolean;
  onToggle: () => void;
}

/** The value of the "Any" row, which no list of choices holds. */
const ANY = '*';

/**
 * A group of radio buttons or checkboxes bound to react-final-form: a fieldset whose legend
 * names it, one native input per choice (arrow keys move between radios, Space ticks a
 * checkbox), each row a card the whole of which is clickable, and the group's message.
 */
export function ChoiceField({
  name,
  legend,
  choices,
  kind,
  helperText,
  columns = { base: 1 },
  onChanged,
  anyLabel,
}: ChoiceFieldProps) {
  // A radio group's value is one text; `items` is then empty and unused.
  const { input, message, items: selected } = useListField(name);
  const isChecked = (value: string) =>
    kind === 'checkbox' ? selected.includes(value) : input.value === value;
  const toggle = (value: string) => {
    const next =
      kind === 'checkbox'
        ? isChecked(value)
          ? selected.filter((item) => item !== value)
          : [...selected, value]
        : value;
    input.onChange(next);
    onChanged?.(next);
  };
  const selectable = choices.filter((choice) => !choice.disabled).map((choice) => choice.value);
  const allChosen = selectable.length > 0 && selectable.every((value) => selected.includes(value));
  const toggleAll = () => {
    const next = allChosen ? [] : selectable;
    input.onChange(next);
    onChanged?.(next);
  };
  const any: ChoiceRow[] =
    kind === 'checkbox' && anyLabel
      ? [{ value: ANY, label: anyLabel, checked: allChosen, onToggle: toggleAll }]
      : [];
  const rows: ChoiceRow[] = [
    ...any,
    ...choices.map((choice) => ({
      ...choice,
      checked: isChecked(choice.value),
      onToggle: () => toggle(choice.value),
    })),
  ];

  return (
    <Fieldset.Root invalid={message !== ''}>
      <Fieldset.Legend fontWeight="medium" color="fg" mb="2">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={columns} gap="2">
        {rows.map((choice) => (
          <chakra.label
            key={choice.value}
            display="flex"
            gap="3"
            alignItems="flex-start"
            p="3"
            rounded="lg"
            borderWidth="1px"
            cursor={choice.disabled ? 'not-allowed' : 'pointer'}
            opacity={choice.disabled ? 0.6 : 1}
            borderColor={choice.checked ? 'brand.solid' : 'border'}
            bg={choice.checked ? 'brand.subtle' : 'bg'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <chakra.input
              type={kind}
              // "Any" is no value of the field: a form sending itself natively leaves it out.
              name={choice.value === ANY ? undefined : name}
              value={choice.value}
              checked={choice.checked}
              disabled={choice.disabled}
              onChange={choice.onToggle}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
              mt="1"
              accentColor="var(--chakra-colors-brand-solid)"
              aria-invalid={message !== '' || undefined}
            />
            {/* The price goes under the text when both do not fit side by side (a phone,
                a longer language), instead of squeezing the text into a narrow column. */}
            <Flex flex="1" minW="0" wrap="wrap" columnGap="3" rowGap="1">
              <Stack gap="0.5" flex="1 1 9rem" minW="0">
                <Text fontWeight="medium">{choice.label}</Text>
                {choice.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {choice.description}
                  </Text>
                )}
              </Stack>
              {choice.aside && (
                <Box fontWeight="medium" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {choice.aside}
                </Box>
              )}
            </Flex>
          </chakra.label>
        ))}
      </SimpleGrid>
      <Field.Root invalid={message !== ''}>
        <FieldMessage message={message} helperText={helperText} />
      </Field.Root>
    </Fieldset.Root>
  );
}
