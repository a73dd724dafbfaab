import type { StorefrontCompany } from '@backoffice/shared/storefront';
import { getCompany } from './api.ts';
import { useResource } from './use-resource.ts';

/** The menu read a moment ago on the previous screen (menu → checkout) is reused instead of asked again. */
const recent = new Map<string, { company: StorefrontCompany; at: number }>();
const FRESH_MS = 60_000;

export const useCompany = (slug: string) =>
  useResource(`company:${slug}`, async (signal) => {
    const cached = recent.get(slug);
    if (cached && Date.now() - cached.at < FRESH_MS) return cached.company;
    const company = await getCompany(slug, signal);
    recent.set(slug, { company, at: Date.now() });
    return company;
  });

export const forgetCompany = (slug: string) => recent.delete(slug);
