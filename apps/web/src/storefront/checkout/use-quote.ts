import type { StorefrontQuote, StorefrontQuoteBody } from '@backoffice/shared/storefront';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { postQuote } from '../lib/api.ts';

export type QuoteState = {
  /** The latest answer, kept on screen while a newer one is on its way. */
  quote: StorefrontQuote | null;
  /** The quote matches the cart and details on screen right now. */
  current: boolean;
  error: ApiError | null;
};

const DEBOUNCE_MS = 350;

/** Asks the server to price the cart whenever it, the order type or the pin changes (after a short pause). */
export const useQuote = (slug: string, body: StorefrontQuoteBody | null) => {
  const request = body ? JSON.stringify(body) : null;
  const [state, setState] = useState<QuoteState & { request: string | null }>({
    quote: null,
    current: false,
    error: null,
    request: null,
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `request` is the body, serialised; `attempt` retries
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      postQuote(slug, JSON.parse(request) as StorefrontQuoteBody, controller.signal).then(
        (quote) => setState({ quote, current: true, error: null, request }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure =
            error instanceof ApiError ? error : new ApiError(0, 'unknown_error', 'No pudimos calcular el total.');
          setState((previous) => ({ ...previous, current: false, error: failure, request }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [slug, request, attempt]);

  const current = state.request === request && state.current;
  return {
    quote: state.quote,
    current,
    loading: request !== null && state.request !== request,
    error: state.request === request ? state.error : null,
    retry: () => {
      setState((previous) => ({ ...previous, request: null }));
      setAttempt((value) => value + 1);
    },
  };
};
