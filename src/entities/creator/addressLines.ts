/** A creator's shipping address as the API sends it (CreatorAddress). */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  phone: string;
}

/**
 * The address as it goes on a parcel, one line each: the name, the street lines, the
 * city with region and postal code, the country (by `countryName`), then the phone.
 */
export function addressLines(
  address: ShippingAddress,
  countryName: (code: string) => string,
): string[] {
  return [
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.region} ${address.postal_code}`,
    countryName(address.country),
    address.phone,
  ];
}
