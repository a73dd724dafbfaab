import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import './jsdom-shims.ts';

/**
 * A component under Mantine and a fresh query client that never retries, for component tests
 * (`@vitest-environment jsdom`); `prepare` fills its cache first (data already read). React's console errors of a request with no server behind it are silenced.
 */
export const renderWithMantine = (ui: ReactNode, prepare?: (client: QueryClient) => void) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  prepare?.(client);
  return {
    client,
    ...render(
      <MantineProvider>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </MantineProvider>,
    ),
  };
};

/** The first message a schema gives for a body: what the API answers for the same mistake. */
export const schemaMessage = (
  schema: { safeParse: (body: unknown) => { error?: { issues: { message: string }[] } } },
  body: unknown,
) => {
  const message = schema.safeParse(body).error?.issues[0]?.message;
  if (!message) throw new Error('the schema takes this body: no message to look for');
  return message;
};
