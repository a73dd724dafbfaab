/**
 * A rider's vehicles and the reasons a rider gives for declining or failing a task, with their words, without zod:
 * the riders list, the partner's orders board and the errand cards show them at first paint, and a constant
 * imported from riders.ts or rider-app.ts (whose schemas are built at top level, riders.ts with the phone
 * library's check) brought zod and libphonenumber-js with it (decision 057). riders.ts and rider-app.ts
 * re-export them.
 */
export const vehicles = ['moto', 'bici', 'auto', 'pie'] as const;
export type Vehicle = (typeof vehicles)[number];
export const vehicleLabels: Record<Vehicle, string> = { moto: 'Moto', bici: 'Bicicleta', auto: 'Auto', pie: 'A pie' };

export const failReasons = ['no_answer', 'wrong_address', 'refused', 'other'] as const;
export type FailReason = (typeof failReasons)[number];
export const failReasonLabels: Record<FailReason, string> = {
  no_answer: 'No contestó',
  wrong_address: 'Dirección equivocada',
  refused: 'Rechazó el pedido',
  other: 'Otro motivo',
};

export const declineReasons = ['busy', 'too_far', 'vehicle', 'other'] as const;
export type DeclineReason = (typeof declineReasons)[number];
export const declineReasonLabels: Record<DeclineReason, string> = {
  busy: 'Estoy ocupado',
  too_far: 'Me queda lejos',
  vehicle: 'Problema con el vehículo',
  other: 'Otro motivo',
};
