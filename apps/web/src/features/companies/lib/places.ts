import type { Company } from '@backoffice/shared';

/** Case and accents aside, as the API compares cities and states. */
export const foldPlace = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The distinct values (first spelling wins), sorted as people read them. */
const distinct = (values: string[]) => {
  const byFold = new Map<string, string>();
  for (const value of values)
    if (value.trim() && !byFold.has(foldPlace(value))) byFold.set(foldPlace(value), value.trim());
  return [...byFold.values()].sort((a, b) => a.localeCompare(b, 'es'));
};

/** The cities and states the partner's companies are in: the choices of the company forms and filters. */
export const placesOf = (companies: Pick<Company, 'city' | 'state'>[]) => ({
  cities: distinct(companies.map((company) => company.city)),
  states: distinct(companies.map((company) => company.state)),
});

/** Companies in the city and state chosen; an empty choice means every one. */
export const inPlace = <T extends Pick<Company, 'city' | 'state'>>(companies: T[], city: string, state: string) =>
  companies.filter(
    (company) =>
      (!city || foldPlace(company.city) === foldPlace(city)) &&
      (!state || foldPlace(company.state) === foldPlace(state)),
  );
