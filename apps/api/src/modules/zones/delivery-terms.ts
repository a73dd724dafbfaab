import { conflict } from '../../errors.ts';
import { zoneContaining } from './zone-geometry.ts';
import type { activeZonesOfCompany } from './zones.queries.ts';

type Location = { lat: number; lng: number };
type CandidateZones = Awaited<ReturnType<typeof activeZonesOfCompany>>;
export type DeliveryTerms = { deliveryFee: number; minimumOrder: number; zone: { id: string; name: string } | null };

/** The delivery terms, or those of the company itself marked `outOfZone` when its zones leave the drop-off out. */
export type Zoning = DeliveryTerms & { outOfZone: boolean };

/**
 * What a delivery costs and its minimum order (see README.md): the most specific active zone of the
 * company that contains the drop-off; the company's own fee and minimum without coordinates or when
 * the company has no active zone; `outOfZone` when it has zones but none contains the drop-off.
 */
export const deliveryZoning = (
  company: { deliveryFee: number; minimumOrder: number },
  type: string,
  location: Location | undefined,
  zones: CandidateZones,
): Zoning => {
  if (type !== 'delivery') return { deliveryFee: 0, minimumOrder: 0, zone: null, outOfZone: false };
  const own = { deliveryFee: company.deliveryFee, minimumOrder: company.minimumOrder, zone: null };
  if (!location || zones.length === 0) return { ...own, outOfZone: false };
  const zone = zoneContaining(zones, location);
  if (!zone) return { ...own, outOfZone: true };
  return {
    deliveryFee: zone.deliveryFee,
    minimumOrder: zone.minimumOrder,
    zone: { id: zone.id, name: zone.name },
    outOfZone: false,
  };
};

/** The terms an order is taken on: refused (409) outside every zone. */
export const requireInZone = (zoning: Zoning, location: Location | undefined): DeliveryTerms => {
  if (zoning.outOfZone) {
    throw conflict(
      'outside_delivery_zone',
      'La dirección de entrega está fuera de las zonas de reparto de este comercio.',
      { location },
    );
  }
  return zoning;
};
