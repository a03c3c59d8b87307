/**
 * A brand and its product made through the API, as the brands and products screens would:
 * for tests that check the campaign wizard rather than the way to it.
 */
import { graphql, sessionOf } from './money';

export async function brandWithProduct(
  impersonationPath: string,
  names: { brand: string; product: string },
): Promise<{ brandId: string; productId: string }> {
  const session = sessionOf(impersonationPath);
  const { BrandCreate } = await graphql<{ BrandCreate: { id: string } }>(
    session,
    `
      mutation ($name: String!) {
        BrandCreate(name: $name, description: "Skin care made simple") {
          id
        }
      }
    `,
    { name: names.brand },
  );
  const { ProductCreate } = await graphql<{ ProductCreate: { id: string } }>(
    session,
    `
      mutation ($brand: ID!, $name: String!) {
        ProductCreate(
          brand_id: $brand
          name: $name
          price: 2500
          link: "https://example.com/serum"
          description: "A light daily serum"
          category: beauty
        ) {
          id
        }
      }
    `,
    { brand: BrandCreate.id, name: names.product },
  );
  return { brandId: BrandCreate.id, productId: ProductCreate.id };
}
