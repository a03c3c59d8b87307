import type { ImageRow } from '../../db/schema/images';
import { imageUrl } from '../../http/images';
import { uploadImage } from '../../services/images/upload';
import { translated } from '../errors';
import type { Image, Resolvers } from '../generated/app';

/** The API shape of an image row. */
export function toImage(row: ImageRow): Image {
  return {
    id: row.id,
    url: imageUrl(row.id),
    content_type: row.content_type,
    size: row.size,
    created_at: row.created_at.toISOString(),
  };
}

/** ImageUpload (a GraphQL multipart request: yoga hands the part over as a File). */
export const imageResolvers: Resolvers = {
  Mutation: {
    ImageUpload: translated(async (_parent, { file }, ctx) =>
      toImage(await uploadImage(ctx, ctx.companyId, file)),
    ),
  },
};
