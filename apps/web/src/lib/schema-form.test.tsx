// @vitest-environment jsdom
import { useForm } from '@mantine/form';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validateOnUse } from './schema-form.ts';

const schema = z.object({ name: z.string().trim().min(1, { error: 'Escribe el nombre' }) });

describe('validateOnUse', () => {
  it('holds a submit made before the schema is here, then checks it with the schema', async () => {
    let arrive = () => {};
    const check = validateOnUse(() => new Promise<typeof schema>((resolve) => (arrive = () => resolve(schema))));
    const { result } = renderHook(() => useForm({ initialValues: { name: ' ' }, validate: check.validate }));
    const handler = vi.fn();
    act(() => check.onSubmit(result.current, handler)());
    expect(result.current.errors).toEqual({});
    expect(handler).not.toHaveBeenCalled();
    act(() => arrive());
    await waitFor(() => expect(result.current.errors).toEqual({ name: 'Escribe el nombre' }));
    expect(handler).not.toHaveBeenCalled();

    act(() => result.current.setFieldValue('name', 'Tacos'));
    act(() => check.onSubmit(result.current, handler)());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({ name: 'Tacos' });
  });

  it('leaves the check to the API when the schema cannot be downloaded', async () => {
    const check = validateOnUse(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useForm({ initialValues: { name: '' }, validate: check.validate }));
    const handler = vi.fn();
    act(() => check.onSubmit(result.current, handler)());
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });
});
