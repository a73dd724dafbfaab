import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors.ts';
import { MAX_UPLOAD_BYTES, readImage, STORED_NAME, storeImage } from './uploads.service.ts';

const tags = ['uploads'];

/** The body ended early or broke the multipart format: the client's upload, not the server, failed. */
const damaged = () =>
  badRequest('La imagen llegó incompleta o dañada; vuelve a subirla.', [
    { field: 'body.file', message: 'Envío incompleto' },
  ]);

/** Reading the multipart stream fails only because of what the client sent: too much, or a broken body. */
const uploadError = (error: { code?: string }) => {
  if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return damaged();
};

const tooLarge = () =>
  new AppError(413, 'payload_too_large', `La imagen pesa más de ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, [
    { field: 'body.file', message: 'Imagen demasiado grande' },
  ]);

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so multipart parsing exists only for this module's routes.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.post(
    '/uploads/images',
    {
      schema: {
        tags,
        summary: 'Subir una imagen (multipart, campo "file"; JPEG, PNG o WebP de hasta 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string() }) },
      },
      // Fleets too: their logo and their riders' photos (the rider screen is shared with partners).
      preHandler: app.requirePartner('companies.edit', 'company', 'deliveries-provider'),
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'Envía la imagen como multipart/form-data.');
      }
      const file = await request.file().catch((error: { code?: string }) => {
        throw uploadError(error);
      });
      if (!file) throw badRequest('Falta la imagen.', [{ field: 'body.file', message: 'Elige una imagen' }]);
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        throw uploadError(error);
      });
      const { url } = await storeImage(app.db, { mimetype: file.mimetype, data });
      return reply.status(201).send({ url });
    },
  );

  app.get(
    '/uploads/:file',
    {
      schema: {
        tags,
        summary: 'Una imagen subida (pública, con caché larga: el nombre nunca se reutiliza)',
        params: z.object({ file: z.string().regex(STORED_NAME, { error: 'Nombre de imagen no válido' }) }),
        response: {
          200: { description: 'La imagen (WebP)', content: { 'image/webp': { schema: z.instanceof(Buffer) } } },
        },
      },
    },
    async (request, reply) => {
      const image = await readImage(app.db, request.params.file);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
};
