/**
 * A fleet link's and a fleet rider's states with their words, without zod: the fleet's screens list them at first
 * paint, and a constant imported from fleets.ts (whose schemas are built at top level) brought zod with it
 * (decision 057). fleets.ts re-exports them.
 */
export const fleetLinkStatuses = ['pending', 'active', 'declined', 'ended'] as const;
export type FleetLinkStatus = (typeof fleetLinkStatuses)[number];
export const fleetLinkStatusLabels: Record<FleetLinkStatus, string> = {
  pending: 'Invitación pendiente',
  active: 'Vinculada',
  declined: 'Rechazada',
  ended: 'Terminada',
};

export const fleetRiderStates = ['free', 'busy', 'off'] as const;
export type FleetRiderState = (typeof fleetRiderStates)[number];
export const fleetRiderStateLabels: Record<FleetRiderState, string> = {
  free: 'Libre',
  busy: 'Con mandado',
  off: 'Fuera de turno',
};
