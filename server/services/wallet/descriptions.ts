/** Card brands as statements and invoices name them (the same in every language). */
import type { CardBrandName } from '../../../domain/billing/rules';

const CARD_BRAND_LABELS: Record<CardBrandName, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

export function cardBrandLabel(brand: string): string {
  return CARD_BRAND_LABELS[brand as CardBrandName] ?? CARD_BRAND_LABELS.unknown;
}
