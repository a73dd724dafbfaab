import { conflict } from '../../errors.ts';
import { type AddressArea, zoneListing, zonesListAreas } from './zone-areas.ts';
import { zoneContaining } from './zone-geometry.ts';
import type { activeZonesOfCompany } from './zones.queries.ts';

type Location = { lat: number; lng: number };
type CandidateZones = Awaited<ReturnType<typeof activeZonesOfCompany>>;
export type DeliveryTerms = { deliveryFee: number; minimumOrder: number; zone: { id: string; name: string } | null };

/** The delivery terms, or those of the company itself marked `outOfZone` when its zones leave the drop-off out. */
export type Zoning = DeliveryTerms & { outOfZone: boolean };

/** Without a point, the address's postal code or colonia, when it gives one and some zone lists them. */
const byAddress = (zones: CandidateZones, address: AddressArea | undefined) =>
  (address?.postalCode || address?.colonia) && zonesListAreas(zones) ? zoneListing(zones, address) : undefined;

/** The drop-off was given in a way the zones can judge: a point, or a postal code / colonia they list. */
const judged = (zones: CandidateZones, location: Location | undefined, address: AddressArea | undefined) =>
  location !== undefined || (Boolean(address?.postalCode || address?.colonia) && zonesListAreas(zones));

/**
 * What a delivery costs and its minimum order (see README.md): the most specific active zone of the
 * company that contains the drop-off; without a point, the most specific one listing the address's postal
 * code or colonia (decision 045); the company's own fee and minimum with neither or when the company has no
 * active zone; `outOfZone` when it has zones but none contains the drop-off (or lists its postal code).
 */
export const deliveryZoning = (
  company: { deliveryFee: number; minimumOrder: number },
  type: string,
  location: Location | undefined,
  zones: CandidateZones,
  address?: AddressArea,
): Zoning => {
  if (type !== 'delivery') return { deliveryFee: 0, minimumOrder: 0, zone: null, outOfZone: false };
  const own = { deliveryFee: company.deliveryFee, minimumOrder: company.minimumOrder, zone: null };
  if (zones.length === 0 || !judged(zones, location, address)) return { ...own, outOfZone: false };
  const zone = location ? zoneContaining(zones, location) : byAddress(zones, address);
  if (!zone) return { ...own, outOfZone: true };
  return {
    deliveryFee: zone.deliveryFee,
    minimumOrder: zone.minimumOrder,
    zone: { id: zone.id, name: zone.name },
    outOfZone: false,
  };
};

/** The terms an order is taken on: refused (409) outside every zone. */
export const requireInZone = (zoning: Zoning, location: Location | undefined, address?: AddressArea): DeliveryTerms => {
  if (zoning.outOfZone && !location) {
    throw conflict(
      'outside_delivery_zone',
      'Tu código postal o colonia no está en las zonas de reparto de este comercio. Marca en el mapa dónde entregamos tu pedido.',
      { postalCode: address?.postalCode ?? null, colonia: address?.colonia ?? null },
    );
  }
  if (zoning.outOfZone) {
    throw conflict(
      'outside_delivery_zone',
      'La dirección de entrega está fuera de las zonas de reparto de este comercio.',
      { location },
    );
  }
  return zoning;
};
