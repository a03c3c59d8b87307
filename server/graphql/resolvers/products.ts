import { getProduct, listProducts } from '../../services/products/list';
import { createProduct, deleteProduct, updateProduct } from '../../services/products/mutations';
import type { ProductView } from '../../services/products/view';
import { translated } from '../errors';
import { selects } from '../selection';
import type { Product, Resolvers } from '../generated/app';
import { toBrand } from './brands';
import { toConnection } from './connection';
import { toImage } from './images';

/** The API shape of a product (price in integer cents, as stored). */
export function toProduct({ row, brand, images, inUse }: ProductView): Product {
  return {
    id: String(row.id),
    brand: toBrand(brand),
    name: row.name,
    price: row.price_cents,
    link: row.link,
    description: row.description,
    category: row.category,
    images: images.map(toImage),
    in_use: inUse,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Products of the session's company: every service call is scoped to ctx.companyId. */
export const productResolvers: Resolvers = {
  Query: {
    Products: translated(async (_parent, args, ctx, info) => {
      // The list's cards ask for none of these: the list then reads none.
      const needs = {
        inUse: selects(info, ['nodes', 'in_use']),
        brandProductsCount: selects(info, ['nodes', 'brand', 'products_count']),
        brandInUse: selects(info, ['nodes', 'brand', 'in_use']),
      };
      return toConnection(await listProducts(ctx, ctx.companyId, args, needs), toProduct);
    }),
    Product: translated(async (_parent, { id }, ctx) =>
      toProduct(await getProduct(ctx, ctx.companyId, id)),
    ),
  },
  Mutation: {
    ProductCreate: translated(async (_parent, args, ctx) =>
      toProduct(await createProduct(ctx, ctx.companyId, args)),
    ),
    ProductUpdate: translated(async (_parent, args, ctx) =>
      toProduct(await updateProduct(ctx, ctx.companyId, args)),
    ),
    ProductDelete: translated((_parent, { id }, ctx) => deleteProduct(ctx, ctx.companyId, id)),
  },
};
