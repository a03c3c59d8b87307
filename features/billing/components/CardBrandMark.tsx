import { Box, Flex, type FlexProps } from '@chakra-ui/react';
import { CreditCardIcon } from '@/src/ui/appIcons';
import type { CardBrandName } from '@/domain/billing/rules';

/** Each brand's colours and short mark; white on dark, or dark on light, readable at 4.5:1. */
const MARKS: Record<Exclude<CardBrandName, 'mastercard' | 'unknown'>, [string, string, string]> = {
  visa: ['#1A1F71', 'white', 'VISA'],
  amex: ['#1F5FA8', 'white', 'AMEX'],
  discover: ['#F58220', '#111111', 'DISC'],
  diners: ['#005A8F', 'white', 'DC'],
  jcb: ['#0B4EA2', 'white', 'JCB'],
  unionpay: ['#B5062A', 'white', 'UP'],
};

const FRAME: FlexProps = {
  w: '10',
  h: '7',
  rounded: 'md',
  align: 'center',
  justify: 'center',
  flexShrink: 0,
  fontSize: '2xs',
  fontWeight: 'bold',
  letterSpacing: 'wider',
  // The mark stays in colour when printed.
  css: { printColorAdjust: 'exact' },
};

/**
 * A card brand's mark, beside its name: decoration only (the name is the text next to it).
 */
export function CardBrandMark({ brand }: { brand: CardBrandName }) {
  if (brand === 'mastercard') {
    return (
      <Flex {...FRAME} bg="#1A1A1A" aria-hidden="true" data-brand={brand}>
        <Box boxSize="3.5" rounded="full" bg="#EB001B" />
        <Box boxSize="3.5" rounded="full" bg="#F79E1B" ms="-1.5" opacity={0.9} />
      </Flex>
    );
  }
  if (brand === 'unknown') {
    return (
      <Flex
        {...FRAME}
        bg="bg.muted"
        color="fg.muted"
        fontSize="lg"
        aria-hidden="true"
        data-brand={brand}
      >
        <CreditCardIcon />
      </Flex>
    );
  }
  const [bg, color, text] = MARKS[brand];
  return (
    <Flex {...FRAME} bg={bg} color={color} aria-hidden="true" data-brand={brand}>
      {text}
    </Flex>
  );
}
