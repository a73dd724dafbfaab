import type { Rider } from '@backoffice/shared';
import { formatPhone } from '@backoffice/shared/phone-format';
import { type Vehicle, vehicleLabels } from '@backoffice/shared/rider-words';
import { countLabel } from '../../../lib/plural.ts';

const vehicleLabel = (vehicle: string) => vehicleLabels[vehicle as Vehicle] ?? vehicle;

/**
 * The options of the rider picker: active riders on shift, own first, then the least busy, each with
 * phone, vehicle and how many errands it carries now.
 */
export const riderOptions = (riders: Rider[]) =>
  [...riders]
    .filter((rider) => rider.active && rider.onShift)
    .sort(
      (a, b) =>
        Number(a.provider !== null) - Number(b.provider !== null) ||
        a.activeErrands - b.activeErrands ||
        a.name.localeCompare(b.name, 'es'),
    )
    .map((rider) => ({
      value: rider.id,
      label: [
        rider.name,
        formatPhone(rider.phone),
        vehicleLabel(rider.vehicle),
        rider.activeErrands ? `lleva ${countLabel(rider.activeErrands, 'mandado', 'mandados')}` : 'libre',
        ...(rider.provider ? ['Flotilla'] : []),
      ].join(' · '),
    }));

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** The picker's search: words as written (accents aside), or a phone typed with or without spaces or +52. */
export const riderMatches = (label: string, search: string) => {
  const query = folded(search.trim());
  if (!query || folded(label).includes(query)) return true;
  const typed = digits(search).replace(/^52(?=\d{10}$)/, '');
  return typed.length >= 3 && digits(label).includes(typed);
};

/** The name shown for an errand's rider; the id alone means nothing to a person. */
export const riderName = (names: Map<string, string>, riderId: string | null) =>
  riderId ? (names.get(riderId) ?? 'Repartidor asignado') : null;
