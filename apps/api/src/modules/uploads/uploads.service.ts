import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 1200;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Names this module gives to stored files; anything else is refused before touching the disk. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const notAnImage = () =>
  new AppError(415, 'unsupported_media_type', 'Sube una imagen JPEG, PNG o WebP.', [
    { field: 'body.file', message: 'Formato no admitido: usa JPEG, PNG o WebP' },
  ]);

/**
 * Checks the declared type and the real content (a renamed file is refused), then stores the
 * image as WebP no larger than 1200 px per side under a fresh random name, in the database.
 */
export const storeImage = async (db: Db, file: { mimetype: string; data: Buffer }) => {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.mimetype)) throw notAnImage();
  if (file.data.length === 0)
    throw badRequest('La imagen está vacía.', [{ field: 'body.file', message: 'Elige una imagen con contenido' }]);
  const metadata = await sharp(file.data)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  const webp = await sharp(file.data)
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw badRequest('No pudimos leer la imagen; prueba con otro archivo.');
    });
  const name = `${randomUUID()}.webp`;
  await db.insert(uploadedImages).values({ name, contentType: 'image/webp', size: webp.length, data: webp });
  return { name, url: `/api/uploads/${name}` };
};

export const readImage = async (db: Db, name: string) => {
  const [image] = await db.select().from(uploadedImages).where(eq(uploadedImages.name, name));
  if (!image) throw notFound('No encontramos esa imagen.');
  return image;
};
