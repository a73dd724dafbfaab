/** The postal codes and colonias a zone lists, as the partner types them: one text, comma or newline separated. */
export type ZoneAreas = { postalCodes: string[]; colonias: string[] };

const MAX_EACH = 500;
const MAX_COLONIA = 120;
/** "44100", "C.P. 44100" and "CP44100" are the postal code 44100. */
const POSTAL_CODE = /^(?:c\.?\s*p\.?\s*)?(\d+)$/i;

/** The lists in the text, or the first thing wrong with it in Spanish. */
export const parseZoneAreas = (text: string): ZoneAreas & { error?: string } => {
  const postalCodes: string[] = [];
  const colonias: string[] = [];
  for (const raw of text.split(/[,;\n]+/)) {
    const item = raw.trim().replace(/\s+/g, ' ');
    if (!item) continue;
    const code = POSTAL_CODE.exec(item)?.[1];
    if (code !== undefined) {
      if (code.length !== 5)
        return {
          postalCodes,
          colonias,
          error: `«${item}» no es un código postal: escribe 5 dígitos, por ejemplo 44100.`,
        };
      if (!postalCodes.includes(code)) postalCodes.push(code);
    } else if (item.length > MAX_COLONIA) {
      return {
        postalCodes,
        colonias,
        error: `El nombre de una colonia puede tener hasta ${MAX_COLONIA} letras: «${item.slice(0, 30)}…».`,
      };
    } else colonias.push(item);
  }
  if (postalCodes.length > MAX_EACH)
    return { postalCodes, colonias, error: `Una zona puede tener como máximo ${MAX_EACH} códigos postales.` };
  if (colonias.length > MAX_EACH)
    return { postalCodes, colonias, error: `Una zona puede tener como máximo ${MAX_EACH} colonias.` };
  return { postalCodes, colonias };
};

/** The text the field starts with: the postal codes, then the colonias. */
export const zoneAreasText = (areas: Partial<ZoneAreas>) =>
  [...(areas.postalCodes ?? []), ...(areas.colonias ?? [])].join(', ');
