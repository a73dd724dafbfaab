import { type Base, formatPhone } from '@backoffice/shared';
import { Text } from '@mantine/core';
import type { EntityDefinition } from '../../../components/entity-screen/entity-definition.ts';
import { countLabel } from '../../../lib/plural.ts';
import { useOwnRiderOptions } from '../api/own-rider-options.ts';

/** /bases on the shared entity screen: name, address, location on the map, phone and its riders. */
export const basesDefinition: EntityDefinition<Base> = {
  kind: 'bases',
  path: '/bases',
  title: 'Bases',
  singular: 'base',
  feminine: true,
  searchPlaceholder: 'Buscar por nombre o dirección',
  empty: {
    title: 'Aún no tienes bases',
    description: 'Una base es el lugar donde tus repartidores esperan entre mandados. Crea la primera.',
  },
  columns: [
    { key: 'name', label: 'Base', primary: true, render: (base) => <Text fw={600}>{base.name}</Text> },
    { key: 'address', label: 'Dirección', render: (base) => base.address || 'Sin dirección' },
    { key: 'phone', label: 'Teléfono', render: (base) => (base.phone ? formatPhone(base.phone) : '—') },
    {
      key: 'riders',
      label: 'Repartidores',
      align: 'right',
      render: (base) => countLabel(base.riders.length, 'repartidor', 'repartidores'),
    },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Nombre', required: true, maxLength: 120, placeholder: 'Base Centro' },
    { kind: 'phone', name: 'phone', label: 'Teléfono', maxLength: 30 },
    { kind: 'text', name: 'address', label: 'Dirección', maxLength: 300, wide: true },
    { kind: 'location', name: 'location', label: 'Ubicación' },
    {
      kind: 'multiselect',
      name: 'riders',
      label: 'Repartidores asignados',
      description: 'Solo tus repartidores propios; los de flotillas no tienen base.',
      options: useOwnRiderOptions,
      wide: true,
    },
  ],
  toValues: (base) => ({
    name: base?.name ?? '',
    phone: base?.phone ?? '',
    address: base?.address ?? '',
    location: base && base.lat !== null && base.lng !== null ? { lat: base.lat, lng: base.lng } : null,
    riders: base?.riders ?? [],
  }),
  toBody: (values) => {
    const location = values.location as { lat: number; lng: number } | null;
    return {
      name: String(values.name ?? '').trim(),
      phone: String(values.phone ?? '').trim() || null,
      address: String(values.address ?? '').trim(),
      lat: location?.lat ?? null,
      lng: location?.lng ?? null,
      riders: values.riders as string[],
    };
  },
  schema: async () => (await import('@backoffice/shared/bases')).baseCreateBodySchema,
  removeConfirm: (base) =>
    `Se eliminará la base «${base.name}». Sus ${countLabel(base.riders.length, 'repartidor', 'repartidores')} quedarán sin base.`,
};
