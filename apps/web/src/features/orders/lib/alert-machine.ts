import type { AlertTone } from '../hooks/use-alert-sound.ts';

/**
 * The live alert of one waiting order, as a small state machine:
 *
 *   new ──arrive──▶ ringing ──escalate──▶ escalated
 *    │                 │                      │
 *    │                 └──acknowledge─────────┴──▶ acknowledged (silent; someone opened or accepted it)
 *    └──acknowledge──▶ opened ──due──▶ ringing
 *
 * An order that leaves "pending" anywhere (`keepOnly`) is done, like an acknowledged one. A done order never rings
 * again, whatever arrives later (a catch-up, a push, the list's first load); escalating it still notifies once, so
 * an order opened but not accepted is not forgotten. An order opened before it ever rang (taken by phone, or an
 * order for later looked at before its time) does not ring when it arrives, but an order for later still rings at
 * its due time (`due`, decision 054): looking at it early is not attending it; only accepting or rejecting it (it
 * leaves "pending") does that. The tone of the whole screen follows from the phases: insistent while any order has
 * escalated, the chime while any rings.
 */
export type AlertPhase = 'ringing' | 'escalated' | 'acknowledged' | 'opened';

/** The phases that make no sound. */
const silent = (phase: AlertPhase) => phase === 'acknowledged' || phase === 'opened';

export type AlertMachine = {
  readonly phases: ReadonlyMap<string, AlertPhase>;
  /** Orders whose escalation has been notified, once each. */
  readonly notified: ReadonlySet<string>;
};

export type AlertEvent =
  | { type: 'arrive'; ids: readonly string[] }
  /** Orders for later whose due time has come: they ring unless they rang already or are done. */
  | { type: 'due'; ids: readonly string[] }
  | { type: 'escalate'; ids: readonly string[] }
  | { type: 'acknowledge'; id: string }
  | { type: 'keepOnly'; waitingIds: readonly string[] };

/** What a transition asks the screen to do besides re-rendering: ring at once, notify an escalation. */
export type AlertEffects = { rang: string[]; escalated: string[] };

export const idleAlerts: AlertMachine = { phases: new Map(), notified: new Set() };

export const alertTransition = (
  machine: AlertMachine,
  event: AlertEvent,
): { machine: AlertMachine; effects: AlertEffects } => {
  const phases = new Map(machine.phases);
  const notified = new Set(machine.notified);
  const effects: AlertEffects = { rang: [], escalated: [] };
  switch (event.type) {
    case 'arrive':
      for (const id of event.ids) {
        if (phases.has(id)) continue;
        phases.set(id, 'ringing');
        effects.rang.push(id);
      }
      break;
    case 'due':
      for (const id of event.ids) {
        const phase = phases.get(id);
        if (phase !== undefined && phase !== 'opened') continue;
        phases.set(id, 'ringing');
        effects.rang.push(id);
      }
      break;
    case 'escalate':
      for (const id of event.ids) {
        if (notified.has(id)) continue;
        notified.add(id);
        effects.escalated.push(id);
        if (phases.get(id) === 'ringing') phases.set(id, 'escalated');
      }
      break;
    case 'acknowledge': {
      const phase = phases.get(event.id);
      if (phase === undefined) phases.set(event.id, 'opened');
      else if (phase === 'ringing' || phase === 'escalated') phases.set(event.id, 'acknowledged');
      break;
    }
    case 'keepOnly': {
      const waiting = new Set(event.waitingIds);
      for (const [id, phase] of phases)
        if (!waiting.has(id) && phase !== 'acknowledged') phases.set(id, 'acknowledged');
      break;
    }
  }
  return { machine: { phases, notified }, effects };
};

/** How many orders ring now, and how many of them insistently. */
export const alertCounts = (machine: AlertMachine) => {
  let ringing = 0;
  let urgent = 0;
  for (const phase of machine.phases.values()) {
    if (silent(phase)) continue;
    ringing += 1;
    if (phase === 'escalated') urgent += 1;
  }
  return { ringing, urgent };
};

/** The tone the screen plays now, or null when nothing rings. */
export const alertTone = (machine: AlertMachine): AlertTone | null => {
  const { ringing, urgent } = alertCounts(machine);
  if (urgent > 0) return 'insistent';
  return ringing > 0 ? 'chime' : null;
};
