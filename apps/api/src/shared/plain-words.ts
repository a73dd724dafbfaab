/** Lower case, no accents, every run of punctuation and spaces one space: "Av. Vallarta #1520" → "av vallarta 1520". */
export const plainWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
