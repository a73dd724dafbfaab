import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { apiFieldErrors, schemaFieldErrors } from './form-errors.ts';

describe('form errors', () => {
  it('keys the API details by field name and keeps the first message', () => {
    const error = new ApiError(400, 'validation_failed', 'Revisa', [
      { field: 'body.name', message: 'Escribe el nombre' },
      { field: 'body.name', message: 'Otro' },
      { field: 'body.features.0.geometry', message: 'Sin superficie' },
      { nonsense: true },
    ]);
    expect(apiFieldErrors(error)).toEqual({ name: 'Escribe el nombre', features: 'Sin superficie' });
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });

  it('reads the shared schema the same way', () => {
    const schema = z.object({ name: z.string().min(1, { error: 'Escribe el nombre' }), lat: z.number().max(90) });
    expect(schemaFieldErrors(schema, { name: '', lat: 91 })).toMatchObject({
      name: 'Escribe el nombre',
      lat: expect.any(String),
    });
    expect(schemaFieldErrors(schema, { name: 'Ok', lat: 1 })).toEqual({});
  });
});
