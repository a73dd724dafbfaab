const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What a person typed in a searchable list and left with Tab without picking: the option it names, when only one
 * option contains it (or it is an option's whole label). Anything else stays unpicked rather than guessed.
 */
export const typedChoice = <T extends { value: string; label: string }>(typed: string, options: readonly T[]) => {
  const wanted = folded(typed);
  if (!wanted) return undefined;
  const exact = options.find((option) => folded(option.label) === wanted);
  if (exact) return exact;
  const matches = options.filter((option) => folded(option.label).includes(wanted));
  return matches.length === 1 ? matches[0] : undefined;
};
