/** Names compared as a person reads them: no case, no accents, spaces collapsed ("Tacos  el guero" = "Tacos El Güero"). */
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The partner's company already called this way, if any: creating a second one is asked, not refused. */
export const companyNamed = <T extends { name: string }>(name: string, companies: readonly T[]) => {
  const wanted = folded(name);
  return wanted ? companies.find((company) => folded(company.name) === wanted) : undefined;
};
