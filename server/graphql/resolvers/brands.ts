import { listBrands, getBrand } from '../../services/brands/list';
import { createBrand, deleteBrand, updateBrand } from '../../services/brands/mutations';
import type { BrandView } from '../../services/brands/view';
import { translated } from '../errors';
import { selects } from '../selection';
import type { Brand, Resolvers } from '../generated/app';
import { toConnection } from './connection';
import { toImage } from './images';

/** The API shape of a brand. */
export function toBrand({ row, logo, productsCount, inUse }: BrandView): Brand {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    logo: logo ? toImage(logo) : null,
    products_count: productsCount,
    in_use: inUse,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Brands of the session's company: every service call is scoped to ctx.companyId. */
export const brandResolvers: Resolvers = {
  Query: {
    Brands: translated(async (_parent, args, ctx, info) => {
      const needs = {
        productsCount: selects(info, ['nodes', 'products_count']),
        inUse: selects(info, ['nodes', 'in_use']),
      };
      return toConnection(await listBrands(ctx, ctx.companyId, args, needs), toBrand);
    }),
    Brand: translated(async (_parent, { id }, ctx) =>
      toBrand(await getBrand(ctx, ctx.companyId, id)),
    ),
  },
  Mutation: {
    BrandCreate: translated(async (_parent, args, ctx) =>
      toBrand(await createBrand(ctx, ctx.companyId, args)),
    ),
    BrandUpdate: translated(async (_parent, args, ctx) =>
      toBrand(await updateBrand(ctx, ctx.companyId, args)),
    ),
    BrandDelete: translated((_parent, { id }, ctx) => deleteBrand(ctx, ctx.companyId, id)),
  },
};
