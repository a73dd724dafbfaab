import type { RiderDetail } from '@backoffice/shared';
import { formatPhone } from '@backoffice/shared/phone-format';
import { type Vehicle, vehicleLabels, vehicles } from '@backoffice/shared/rider-words';
import { Text } from '@mantine/core';
import type {
  EntityDefinition,
  EntityField,
  EntityFilter,
} from '../../../components/entity-screen/entity-definition.ts';
import { useBaseOptions } from '../api/rider-queries.ts';
import { BaseName } from '../components/base-name.tsx';
import { RiderAppMenu } from '../components/rider-app-menu.tsx';
import { RiderName } from '../components/rider-name.tsx';
import { ShiftSwitch } from '../components/shift-switch.tsx';
import { averageMinutesLabel, ratingLabel } from './rider-figures.ts';

const vehicleOptions = vehicles.map((vehicle) => ({ value: vehicle, label: vehicleLabels[vehicle] }));
const vehicleLabel = (vehicle: string) => vehicleLabels[vehicle as Vehicle] ?? vehicle;

type Who = { partner: boolean; mayManage: boolean };

const filtersFor = ({ partner }: Who): EntityFilter[] => [
  {
    name: 'status',
    label: 'Activos',
    options: [
      { value: 'inactive', label: 'Inactivos' },
      { value: 'archived', label: 'Archivados' },
      { value: 'all', label: 'Todos' },
    ],
  },
  {
    name: 'onShift',
    label: 'Turno',
    options: [
      { value: '1', label: 'En turno' },
      { value: '0', label: 'Fuera de turno' },
    ],
  },
  { name: 'vehicle', label: 'Vehículo', options: vehicleOptions },
  ...(partner
    ? [
        { name: 'base', label: 'Base', options: useBaseOptions },
        {
          name: 'owner',
          label: 'Propios y flotillas',
          options: [
            { value: 'own', label: 'Propios' },
            { value: 'fleet', label: 'De flotillas' },
          ],
        },
      ]
    : []),
];

const fieldsFor = ({ partner }: Who): EntityField[] => [
  { kind: 'text', name: 'name', label: 'Nombre', required: true, maxLength: 120 },
  {
    kind: 'phone',
    name: 'phone',
    label: 'Celular',
    required: true,
    placeholder: '33 1234 5678',
    description: 'Celular de México; se guarda como +52 y 10 dígitos.',
  },
  { kind: 'select', name: 'vehicle', label: 'Vehículo', options: vehicleOptions, required: true },
  { kind: 'text', name: 'plate', label: 'Placa', maxLength: 20 },
  ...(partner
    ? [{ kind: 'select' as const, name: 'base', label: 'Base', options: useBaseOptions, placeholder: 'Sin base' }]
    : []),
  { kind: 'image', name: 'photo', label: 'Foto' },
  { kind: 'switch', name: 'active', label: 'Activo', description: 'Un repartidor inactivo no recibe mandados.' },
  { kind: 'switch', name: 'onShift', label: 'En turno', description: 'Solo quien está en turno aparece al asignar.' },
  { kind: 'textarea', name: 'notes', label: 'Notas', maxLength: 1000 },
];

/**
 * /riders on the shared entity screen. A partner sees its own riders and the visible fleets' riders
 * (read-only); a fleet manages its own; a member only reads and switches shifts (decision 011).
 */
export const ridersDefinition = (who: Who): EntityDefinition<RiderDetail> => ({
  kind: 'riders',
  path: '/riders',
  listPath: '/riders/list',
  title: 'Repartidores',
  singular: 'repartidor',
  searchPlaceholder: 'Buscar por nombre, celular o placa',
  empty: {
    title: 'Aún no hay repartidores',
    description: 'Da de alta a tus repartidores para asignarles mandados.',
  },
  columns: [
    { key: 'name', label: 'Repartidor', primary: true, render: (rider) => <RiderName rider={rider} /> },
    { key: 'phone', label: 'Celular', render: (rider) => formatPhone(rider.phone) },
    {
      key: 'vehicle',
      label: 'Vehículo',
      render: (rider) => [vehicleLabel(rider.vehicle), rider.plate].filter(Boolean).join(' · '),
    },
    ...(who.partner
      ? [{ key: 'base', label: 'Base', render: (rider: RiderDetail) => <BaseName id={rider.base} /> }]
      : []),
    {
      key: 'shift',
      label: 'Turno',
      primary: true,
      interactive: true,
      render: (rider) => <ShiftSwitch rider={rider} />,
    },
    {
      key: 'today',
      label: 'Hoy',
      align: 'right',
      render: (rider) => (
        <Text size="sm" span data-testid="rider-today">
          {rider.todayErrands} {rider.todayErrands === 1 ? 'mandado' : 'mandados'}
          {rider.activeErrands ? ` (${rider.activeErrands} en curso)` : ''}
        </Text>
      ),
    },
    {
      key: 'average',
      label: 'Promedio de entrega',
      align: 'right',
      render: (rider) => averageMinutesLabel(rider.averageDeliveryMinutes),
    },
    {
      key: 'rating',
      label: 'Calificación',
      align: 'right',
      render: (rider) => (
        <Text size="sm" span data-testid="rider-rating">
          {ratingLabel(rider.ratingAverage, rider.ratingCount)}
        </Text>
      ),
    },
    // The rider's app (decision 042): invitation and "Cerrar sesión del repartidor".
    { key: 'app', label: 'App', primary: true, interactive: true, render: (rider) => <RiderAppMenu rider={rider} /> },
  ],
  filters: filtersFor(who),
  fields: fieldsFor(who),
  toValues: (rider) => ({
    name: rider?.name ?? '',
    phone: rider?.phone ?? '',
    vehicle: rider?.vehicle ?? 'moto',
    plate: rider?.plate ?? '',
    base: rider?.base ?? null,
    photo: rider?.photo ?? null,
    active: rider?.active ?? true,
    onShift: rider?.onShift ?? false,
    notes: rider?.notes ?? '',
  }),
  toBody: (values) => ({
    name: String(values.name ?? '').trim(),
    phone: String(values.phone ?? '').trim(),
    vehicle: values.vehicle,
    plate: String(values.plate ?? '').trim() || null,
    ...(who.partner ? { base: values.base ?? null } : {}),
    photo: values.photo ?? null,
    active: Boolean(values.active),
    onShift: Boolean(values.onShift),
    notes: String(values.notes ?? '').trim() || null,
  }),
  schema: async () => (await import('@backoffice/shared/riders')).riderCreateBodySchema,
  canCreate: who.mayManage,
  canEdit: (rider) => who.mayManage && rider.editable,
  removeConfirm: (rider) =>
    rider.todayErrands || rider.activeErrands
      ? `«${rider.name}» tiene mandados: se archivará (sale de la lista y nunca se borra su historial).`
      : `Se eliminará a «${rider.name}». Si tiene mandados anteriores se archivará en lugar de borrarse.`,
});
