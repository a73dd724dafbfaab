import type { Rider } from '@backoffice/shared';

const vehicleLabels: Record<string, string> = { moto: 'Moto', bici: 'Bici', auto: 'Auto', carro: 'Auto', pie: 'A pie' };

/** The options of the rider picker: own riders first, each with phone and vehicle to tell namesakes apart. */
export const riderOptions = (riders: Rider[]) =>
  [...riders]
    .filter((rider) => rider.active)
    .sort((a, b) => Number(a.provider !== null) - Number(b.provider !== null) || a.name.localeCompare(b.name, 'es'))
    .map((rider) => ({
      value: rider.id,
      label: `${rider.name} · ${rider.phone} · ${vehicleLabels[rider.vehicle] ?? rider.vehicle}${rider.provider ? ' · Flotilla' : ''}`,
    }));

/** The name shown for an errand's rider; the id alone means nothing to a person. */
export const riderName = (names: Map<string, string>, riderId: string | null) =>
  riderId ? (names.get(riderId) ?? 'Repartidor asignado') : null;
