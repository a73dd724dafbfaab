import type {
  declineReasonLabels as DeclineReasonLabels,
  failReasonLabels as FailReasonLabels,
  riderTaskActionLabels as TaskActionLabels,
  riderWorkStateLabels as WorkStateLabels,
} from '@backoffice/shared/rider-app';

/**
 * The contract's Spanish labels (packages/shared/src/rider-app.ts), copied and typed against it: importing its
 * values would bring the schema library (~25 kB gzip) into this light page. labels.test.ts checks they agree.
 */
export const workStateLabels: typeof WorkStateLabels = {
  off_shift: 'Fuera de turno',
  en_base: 'En base',
  disponible: 'Disponible',
  ocupado: 'Ocupado',
};

export const actionLabels: typeof TaskActionLabels = {
  accept: 'Aceptar',
  decline: 'Rechazar',
  arrived: 'Llegué',
  picked_up: 'Recogido',
  delivered: 'Entregado',
  failed: 'No se pudo entregar',
};

export const failLabels: typeof FailReasonLabels = {
  no_answer: 'No contestó',
  wrong_address: 'Dirección equivocada',
  refused: 'Rechazó el pedido',
  other: 'Otro motivo',
};

export const declineLabels: typeof DeclineReasonLabels = {
  busy: 'Estoy ocupado',
  too_far: 'Me queda lejos',
  vehicle: 'Problema con el vehículo',
  other: 'Otro motivo',
};
