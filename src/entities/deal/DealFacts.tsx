import { chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useDealFormats } from './useDealFormats';

/** An amount of the deal's money, with what it is and when it is paid. */
export function MoneyFact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {hint && (
        <Text as="dd" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

export interface DealProductItem {
  id: string;
  name: string;
  /** USD cents. */
  price: number;
  link: string;
  image_url?: string | null;
}

/**
 * A deal's products, each with its photo, name, price and a link to its shop (a new tab,
 * no referrer); the words are the caller's (the brand's side or the creator's).
 */
export function DealProducts({
  products,
  label,
  viewText,
  linkLabel,
}: {
  products: ReadonlyArray<DealProductItem>;
  label: string;
  viewText: string;
  linkLabel: (name: string) => string;
}) {
  const format = useDealFormats();
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
      {products.map((product) => (
        <HStack as="li" key={product.id} gap="3" align="center">
          {product.image_url ? (
            <chakra.img
              src={product.image_url}
              alt=""
              w="14"
              h="14"
              rounded="lg"
              objectFit="cover"
              bg="bg.muted"
              flexShrink={0}
            />
          ) : (
            <chakra.div w="14" h="14" rounded="lg" bg="bg.muted" flexShrink={0} />
          )}
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {product.name}
            </Text>
            <HStack gap="3" fontSize="sm" wrap="wrap">
              <Text fontVariantNumeric="tabular-nums">{format.money(product.price)}</Text>
              <Link
                href={product.link}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.fg"
                aria-label={linkLabel(product.name)}
              >
                {viewText}
              </Link>
            </HStack>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
