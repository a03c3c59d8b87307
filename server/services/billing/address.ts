/** A card's billing address as the API shows it (the SDL's BillingAddress). */
export interface BillingAddress {
  full_name: string;
  address_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  country: string;
  zip: string;
  tax_id: string;
}

/** The billing address of a card, for the card itself and for an invoice's copy of it. */
export function billingAddressOf(card: BillingAddress): BillingAddress {
  return {
    full_name: card.full_name,
    address_name: card.address_name,
    address_line1: card.address_line1,
    address_line2: card.address_line2,
    city: card.city,
    state: card.state,
    country: card.country,
    zip: card.zip,
    tax_id: card.tax_id,
  };
}
