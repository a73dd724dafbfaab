import { plainWords } from '../../shared/plain-words.ts';

/** A colonia as compared: plain words, without a leading "Col." / "Colonia" ("Col. Americana" = "americana"). */
export const coloniaKey = (name: string) => plainWords(name).replace(/^(?:colonia|col) /, '');

/** The lists as kept: trimmed, each postal code and each colonia (by its key) once, in the order written. */
export const cleanAreas = (areas: { postalCodes?: string[]; colonias?: string[] }) => {
  const out: { postalCodes?: string[]; colonias?: string[] } = {};
  if (areas.postalCodes) out.postalCodes = [...new Set(areas.postalCodes.map((code) => code.trim()))];
  if (areas.colonias) {
    const seen = new Set<string>();
    out.colonias = areas.colonias
      .map((name) => name.trim().replace(/\s+/g, ' '))
      .filter((name) => {
        const key = coloniaKey(name);
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }
  return out;
};

export type AddressArea = { postalCode?: string; colonia?: string };
type Candidate = { id: string; area: number; postalCodes: string[]; colonias: string[] };

/** Some zone lists postal codes or colonias, so an address without a point can be priced. */
export const zonesListAreas = (zones: Candidate[]) =>
  zones.some((zone) => zone.postalCodes.length > 0 || zone.colonias.length > 0);

/**
 * The zone that prices a delivery without a point: among the zones listing the address's postal code or its
 * colonia, the smallest (as with polygons, the most specific wins; equal areas fall back to the id).
 */
export const zoneListing = <Z extends Candidate>(zones: Z[], address: AddressArea) => {
  const code = address.postalCode?.trim();
  const colonia = address.colonia ? coloniaKey(address.colonia) : '';
  return zones
    .filter(
      (zone) =>
        (code && zone.postalCodes.includes(code)) ||
        (colonia && zone.colonias.some((name) => coloniaKey(name) === colonia)),
    )
    .sort((a, b) => a.area - b.area || a.id.localeCompare(b.id))[0];
};
