import type { ProductCardFieldsFragment } from '@/store/generated/graphql';

/** A product as a card of the list shows it (ProductCardFields of the products feature). */
export type ProductListItem = ProductCardFieldsFragment;
