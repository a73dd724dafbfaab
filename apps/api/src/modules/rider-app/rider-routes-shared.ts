import { riderAppPaths } from '@backoffice/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors.ts';
import { MAX_UPLOAD_BYTES, storeImage } from '../uploads/uploads.service.ts';

import { RIDER_COOKIE_ONLY } from './rider-session.ts';

/** Re-exported for the rider routes of other modules (rider-positions). */
export { RIDER_COOKIE_ONLY };

const tooLarge = () =>
  new AppError(413, 'payload_too_large', `La foto pesa más de ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, [
    { field: 'body.file', message: 'Foto demasiado grande' },
  ]);
const damaged = () =>
  badRequest('La foto llegó incompleta o dañada; vuelve a enviarla.', [
    { field: 'body.file', message: 'Envío incompleto' },
  ]);
const uploadError = (error: { code?: string }) =>
  error.code === 'FST_FILES_LIMIT' || error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : damaged();

/** The photo proof of a delivery, through the same image store as every upload (shrunk to WebP there). */
export const riderUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  app.post(
    riderAppPaths.proofUpload,
    {
      schema: {
        tags: ['rider-app'],
        summary: 'Repartidor: subir la foto de una entrega (multipart, campo "file"; JPEG, PNG o WebP)',
        security: RIDER_COOKIE_ONLY,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string() }) },
      },
      preHandler: app.requireRider,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Envía la foto como multipart/form-data.');
      const file = await request.file().catch((error: { code?: string }) => {
        throw uploadError(error);
      });
      if (!file) throw badRequest('Falta la foto.', [{ field: 'body.file', message: 'Toma una foto' }]);
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        throw uploadError(error);
      });
      const { url } = await storeImage(app.db, { mimetype: file.mimetype, data });
      return reply.status(201).send({ url });
    },
  );
};
