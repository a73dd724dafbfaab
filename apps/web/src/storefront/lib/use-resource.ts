import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'unknown_error', 'Ocurrió un error inesperado.');

/** Loads one thing for a screen, aborting when the key changes or the screen goes; `reload` tries again. */
export const useResource = <T>(key: string, load: (signal: AbortSignal) => Promise<T>) => {
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({ key, resource: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `load` reads; `attempt` forces a reload
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.key === key ? current : { key, resource: { status: 'loading' } }));
    load(controller.signal).then(
      (data) => setState({ key, resource: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, resource: { status: 'error', error: asApiError(error) } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const reload = useCallback(() => {
    setState((current) => ({ key: current.key, resource: { status: 'loading' } }));
    setAttempt((value) => value + 1);
  }, []);
  const resource: Resource<T> = state.key === key ? state.resource : { status: 'loading' };
  return { resource, reload, setData: (data: T) => setState({ key, resource: { status: 'ready', data } }) };
};
