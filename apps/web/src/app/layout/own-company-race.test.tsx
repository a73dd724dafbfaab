// @vitest-environment jsdom
import type { AuthSession, Business, Company } from '@backoffice/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyKeys } from '../../features/companies/api/company-keys.ts';
import { BUSINESS_LOGIN_KEY } from '../../lib/session-storage.ts';
import { useCompanyCacheUpdate } from './company-cache.ts';

// Without Vitest's globals Testing Library cannot unmount by itself.
afterEach(cleanup);

const before = { id: 'c1', name: 'Tacos Rosa', open: true, pausedUntil: null, updatedAt: '2026-11-26T01:00:00.000Z' };
const paused = { ...before, pausedUntil: '2026-11-26T01:30:00.000Z', updatedAt: '2026-11-26T01:00:05.000Z' };
const asCompany = (value: object) => value as unknown as Company;

let cacheUpdate: (company: Company) => void = () => {};
const CacheProbe = () => {
  cacheUpdate = useCompanyCacheUpdate();
  return null;
};

/** What a component under AuthProvider saw at its last render, and how many times it rendered. */
type Seen = {
  record?: (company: Company) => void;
  updateBusiness?: (business: Business) => void;
  business?: Business | null;
  status?: string;
  renders: number;
};

/**
 * A company signed in from its stored login record (no server in these tests: the session check fails as on a
 * flaky connection, so the stored record is used), with a probe that reads the session and the record function.
 */
const signedInCompany = async () => {
  const session = {
    type: 'company',
    account: { id: 'a1', email: 'rosa@example.com', name: 'Rosa' },
    business: { type: 'company', id: 'c1', data: before },
  } as unknown as AuthSession;
  window.sessionStorage.setItem(BUSINESS_LOGIN_KEY, JSON.stringify(session));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { AuthProvider, useAuth } = await import('../../lib/auth-context.tsx');
  const { useOwnCompanyRecord } = await import('../../hooks/use-own-company-record.ts');

  const seen: Seen = { renders: 0 };
  // biome-ignore lint/correctness/noComponentHookFactories: its hooks are imported once the stored session is written.
  const Probe = () => {
    const auth = useAuth();
    seen.record = useOwnCompanyRecord();
    seen.updateBusiness = auth.updateBusiness;
    seen.status = auth.status;
    seen.business = auth.business;
    seen.renders += 1;
    return null;
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(seen.status).toBe('signed-in'));
  return seen;
};

const pausedUntilOf = (business: Business | null | undefined) =>
  (business?.data as Partial<Company> | undefined)?.pausedUntil;

/**
 * A company screen that is still loading when the shop pauses: the live event (or the re-read on joining the
 * rooms) brings the paused company, and an answer read before the pause lands after it. The older state must not
 * win, or the header reads "Abierto" while the store is paused.
 */
describe('a pause that arrives while the company screen loads', () => {
  it('the stored login record keeps the newer company when an older answer lands before a render', async () => {
    const seen = await signedInCompany();

    // Both in one tick, with the same render's function: the event's paused company, then the older answer.
    act(() => {
      const record = seen.record as (company: Company) => void;
      record(asCompany(paused));
      record(asCompany({ ...before }));
    });
    expect(pausedUntilOf(seen.business)).toBe(paused.pausedUntil);
    expect(JSON.parse(window.sessionStorage.getItem(BUSINESS_LOGIN_KEY) ?? '{}').business.data.pausedUntil).toBe(
      paused.pausedUntil,
    );
  });

  it('a re-read of the same company keeps the stored business object, so nothing that reads the session draws again', async () => {
    const seen = await signedInCompany();
    const stored = seen.business;
    const renders = seen.renders;

    // What the socket's join reads again: the same company, another object, its keys in another order.
    const { updatedAt, ...rest } = before;
    act(() => seen.record?.(asCompany({ updatedAt, ...rest })));
    expect(seen.business).toBe(stored);
    expect(seen.renders).toBe(renders);
    // The same for any business handed over equal (an account event repeating the session's).
    act(() => seen.updateBusiness?.(structuredClone(stored!)));
    expect(seen.business).toBe(stored);
    expect(seen.renders).toBe(renders);

    // A change is still taken.
    act(() => seen.record?.(asCompany({ ...before, open: false })));
    expect((seen.business?.data as Partial<Company> | undefined)?.open).toBe(false);
  });

  it("the company's cached detail keeps the newer company when a read started before it answers after", async () => {
    const client = new QueryClient();
    let answer: (company: Company) => void = () => {};
    const inFlight = client.fetchQuery({
      queryKey: companyKeys.detail('c1'),
      queryFn: () =>
        new Promise<Company>((resolve) => {
          answer = resolve;
        }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    render(<CacheProbe />, { wrapper });

    cacheUpdate(asCompany(paused));
    answer(asCompany({ ...before }));
    await inFlight.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData<Company>(companyKeys.detail('c1'))?.pausedUntil).toBe(paused.pausedUntil);
  });
});
