import { productSchema } from '../../../domain/products/schema';
import type { ProductCategoryName } from '../../../domain/products/rules';
import { FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../db/errors';
import { brands } from '../../db/schema/brands';
import type { NewProductRow } from '../../db/schema/products';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { badInput, fieldError } from '../errors';
import type { FieldMessage } from '../../../domain/fieldErrors';
import { assertOwnImages } from '../images/lookup';
import { findOwned } from '../shared/owned';

export interface ProductArgs {
  brand_id: string;
  name: string;
  price: number;
  link: string;
  description: string;
  category: ProductCategoryName;
  image_ids?: string[] | null;
}

export interface ProductFields {
  columns: Pick<
    NewProductRow,
    'brand_id' | 'name' | 'price_cents' | 'link' | 'description' | 'category'
  >;
  /** In order, each once. */
  imageIds: string[];
}

const brandNotYours = (): FieldMessage => ({ key: 'errors:brandNotYours', values: {} });

/**
 * The validated fields of ProductCreate / ProductUpdate: the shared yup rules, then the
 * brand must be one of the company's and every image one it uploaded (another company's
 * are refused like ones that do not exist). A repeated image id counts once.
 */
export async function productFields(
  env: ServiceEnv,
  companyId: number,
  args: ProductArgs,
): Promise<ProductFields> {
  const input = await validated(productSchema, args);
  const imageIds = [...new Set(input.image_ids)];
  const brand = await findOwned(env.db, brands, companyId, input.brand_id);
  if (!brand) throw badInput({ brand_id: brandNotYours() });
  await assertOwnImages(env.db, companyId, imageIds, 'image_ids');
  return {
    columns: {
      brand_id: brand.id,
      // `!`: required by the schema (lengthBetween's type loses that).
      name: input.name,
      price_cents: input.price,
      link: input.link,
      description: input.description,
      category: input.category,
    },
    imageIds,
  };
}

/**
 * A foreign key that failed on write because the brand or an image was deleted after the
 * checks above (by a concurrent request): the same refusal as if the check had seen it.
 */
export function raceOnReferences(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === FOREIGN_KEY_VIOLATION) {
    if (pg.constraint?.includes('brand_id')) throw badInput({ brand_id: brandNotYours() });
    if (pg.constraint?.includes('image_id')) throw fieldError('image_ids', 'errors:imageNotFound');
  }
  throw error;
}
