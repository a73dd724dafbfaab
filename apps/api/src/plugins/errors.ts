import type { ErrorCode } from '@backoffice/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** PostgreSQL's SQLSTATE for a unique-index violation (PGlite reports the same). */
const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps the driver's error as `cause`. */
const isUniqueViolation = (error: unknown) => {
  const failure = (error instanceof Error && error.cause) || error;
  return (failure as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
};

const body = (code: ErrorCode, message: string, details?: unknown) => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/** The one place where failures become HTTP answers (contract section 2). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      return reply.status(400).send(body('validation_failed', 'Revisa los datos enviados.', fields));
    }
    // A unique index refused a write that a service checked beforehand but lost a race for (e.g. the same
    // e-mail created twice at once): that is a state conflict, not a server failure.
    if (isUniqueViolation(error)) {
      return reply
        .status(409)
        .send(body('conflict', 'Ese dato ya existe: alguien acaba de registrarlo. Revisa e inténtalo de nuevo.'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send(body('internal_error', 'Ocurrió un error inesperado. Intenta de nuevo.'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('payload_too_large', 'El contenido enviado es demasiado grande.'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('too_many_requests', 'Demasiados intentos. Espera un momento.'));
    }
    if (error.statusCode === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body('unsupported_media_type', 'Formato de contenido no admitido.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(body('bad_request', 'La solicitud no es válida.', { reason: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', 'Ocurrió un error inesperado. Intenta de nuevo.'));
  });
});
