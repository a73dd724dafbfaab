import type { ErrorCode } from '@backoffice/shared';

/** A failure the API reports to its caller: status, stable code and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown, code: ErrorCode = 'validation_failed') =>
  new AppError(400, code, message, details);
export const notAuthenticated = () => new AppError(401, 'not_authenticated', 'Inicia sesión para continuar.');
export const forbidden = (message = 'No tienes permiso para hacer esto.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'No encontramos lo que buscas.') => new AppError(404, 'not_found', message);
export const conflict = (code: ErrorCode, message: string, details?: unknown) =>
  new AppError(409, code, message, details);
