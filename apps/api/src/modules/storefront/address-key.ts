import { plainWords } from '../../shared/plain-words.ts';

/**
 * Other names people write for a city or state after the street, by the city's or state's plain name: the
 * metropolitan area's municipalities and the usual abbreviations. Cities not listed still lose their own name and
 * their state's.
 */
const PLACE_ALIASES: Record<string, string[]> = {
  guadalajara: ['gdl', 'zapopan', 'tlaquepaque', 'san pedro tlaquepaque', 'tonala', 'tlajomulco', 'zona metropolitana'],
  jalisco: ['jal'],
  monterrey: ['mty', 'san pedro garza garcia', 'san nicolas de los garza', 'guadalupe', 'apodaca', 'santa catarina'],
  'nuevo leon': ['nl', 'n l'],
  'ciudad de mexico': ['cdmx', 'df', 'd f', 'mexico df', 'mexico d f'],
  puebla: ['pue'],
  queretaro: ['qro'],
  'estado de mexico': ['edomex', 'edo mex', 'edo de mexico'],
};

/** Words that may close any Mexican address: the country, and a postal code with its "C.P." ("cp 44100"). */
const COUNTRY_SUFFIX = /(?: (?:cp|c p|codigo postal) \d{5}| mexico| mex| mx)$/;

/** "No. 1520", "Núm. 1520" and "#1520" are the street number 1520. */
const NUMBER_WORD = / (?:no|num|numero) (?=\d)/g;

const placeNames = (place: { city: string; state: string }) => {
  const names = [place.city, place.state].map(plainWords).filter(Boolean);
  const all = names.flatMap((name) => [name, ...(PLACE_ALIASES[name] ?? [])]);
  // Longest first, so "san pedro tlaquepaque" goes whole before "tlaquepaque" could.
  return [...new Set(all)].sort((a, b) => b.length - a.length);
};

/** One trailing country word, postal code or place name fewer; the same text when none is left. */
const withoutLastPlace = (key: string, names: string[]) => {
  // Place names first: "ciudad de mexico" must go whole, not lose its "mexico" as the country.
  const name = names.find((candidate) => key.endsWith(` ${candidate}`));
  return name ? key.slice(0, -(name.length + 1)) : key.replace(COUNTRY_SUFFIX, '');
};

/**
 * The key one delivery address is counted under (decision 036): plain words, the street number's "No." dropped,
 * and any trailing city, state, country or postal code of the company's place taken off, so "Av. Vallarta 100",
 * "av vallarta 100 Gdl" and "Av. Vallarta No. 100, Guadalajara, Jal." share one limit. A suffix goes only while
 * what is left still has a number in it: "Calle Jalisco" stays itself, and so does an address that is only a city.
 */
export const addressKey = (address: string, place: { city: string; state: string }) => {
  const names = placeNames(place);
  let key = ` ${plainWords(address)}`.replace(NUMBER_WORD, ' ').replace(/ +/g, ' ');
  for (let shorter = withoutLastPlace(key, names); shorter !== key && /\d/.test(shorter); ) {
    key = shorter;
    shorter = withoutLastPlace(key, names);
  }
  return key.trim();
};
