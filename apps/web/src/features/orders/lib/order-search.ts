/** What a search box on the live lists compares: a number (orders, errands), and the people's names and phones. */
export type Searchable = {
  number?: number | null;
  names: (string | null | undefined)[];
  phones: (string | null | undefined)[];
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
const digits = (text: string) => text.replace(/\D/g, '');
const MIN_PHONE_DIGITS = 3;

/**
 * Whether an item matches what was typed: "#12" or "12" is the number 12 exactly, three or more digits are
 * also looked for inside the phones, anything else inside the names (accents and case ignored).
 */
export const matchesSearch = (item: Searchable, query: string) => {
  const typed = fold(query);
  if (!typed) return true;
  const asNumber = typed.startsWith('#') ? typed.slice(1).trim() : typed;
  if (/^\d+$/.test(asNumber)) {
    if (item.number != null && String(item.number) === asNumber) return true;
    if (typed.startsWith('#')) return false;
  }
  const typedDigits = digits(typed);
  if (typedDigits.length >= MIN_PHONE_DIGITS && /^[\d\s()+-]+$/.test(typed))
    return item.phones.some((phone) => phone && digits(phone).includes(typedDigits));
  return item.names.some((name) => name && fold(name).includes(typed));
};
