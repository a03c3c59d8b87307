import { chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
  /** Shown instead of the label when given; the label stays the accessible name. */
  icon?: ReactNode;
}

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<SegmentOption<T>>;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
}

/** A row of toggle buttons of which exactly one is pressed (language, appearance). */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  size = 'sm',
}: SegmentedControlProps<T>) {
  return (
    <Flex
      role="group"
      aria-label={label}
      p="0.5"
      gap="0.5"
      rounded="lg"
      bg={{ _light: 'gray.100', _dark: 'gray.950' }}
      borderWidth="1px"
      borderColor={{ _light: 'gray.200', _dark: 'gray.800' }}
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <chakra.button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            aria-label={option.icon ? option.label : undefined}
            title={option.icon ? option.label : undefined}
            onClick={() => onChange(option.value)}
            flex="1"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            gap="1.5"
            px={size === 'sm' ? '2.5' : '3'}
            h={size === 'sm' ? '7' : '8'}
            rounded="md"
            fontSize={size === 'sm' ? 'xs' : 'sm'}
            fontWeight="medium"
            cursor="pointer"
            color={pressed ? 'fg' : 'fg.muted'}
            bg={pressed ? { _light: 'white', _dark: 'gray.700' } : 'transparent'}
            boxShadow={pressed ? 'xs' : 'none'}
            transition="background 120ms, color 120ms"
            _hover={{ color: 'fg' }}
            focusVisibleRing="outside"
            focusRingColor="brand.focusRing"
          >
            {option.icon ?? option.label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
