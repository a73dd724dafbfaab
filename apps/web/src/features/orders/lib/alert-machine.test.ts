import { describe, expect, it } from 'vitest';
import {
  type AlertEvent,
  type AlertMachine,
  alertCounts,
  alertTone,
  alertTransition,
  idleAlerts,
} from './alert-machine.ts';

const run = (events: AlertEvent[], from: AlertMachine = idleAlerts) => {
  let machine = from;
  const effects = [];
  for (const event of events) {
    const next = alertTransition(machine, event);
    machine = next.machine;
    effects.push(next.effects);
  }
  return { machine, effects };
};

describe('the live alert machine', () => {
  it('rings a new order once, escalates it once, and goes silent when acknowledged', () => {
    const { machine, effects } = run([
      { type: 'arrive', ids: ['a'] },
      { type: 'arrive', ids: ['a'] },
      { type: 'escalate', ids: ['a'] },
      { type: 'escalate', ids: ['a'] },
    ]);
    expect(effects.map((effect) => effect.rang)).toEqual([['a'], [], [], []]);
    expect(effects.map((effect) => effect.escalated)).toEqual([[], [], ['a'], []]);
    expect(machine.phases.get('a')).toBe('escalated');
    expect(alertTone(machine)).toBe('insistent');
    const after = run([{ type: 'acknowledge', id: 'a' }], machine).machine;
    expect(after.phases.get('a')).toBe('acknowledged');
    expect(alertTone(after)).toBeNull();
    expect(alertCounts(after)).toEqual({ ringing: 0, urgent: 0 });
  });

  it('never rings again an order acknowledged or gone, whatever arrives later', () => {
    const { machine, effects } = run([
      { type: 'arrive', ids: ['a', 'b'] },
      { type: 'acknowledge', id: 'a' },
      { type: 'keepOnly', waitingIds: ['a'] },
      { type: 'arrive', ids: ['a', 'b', 'c'] },
    ]);
    expect(effects[3].rang).toEqual(['c']);
    expect(alertCounts(machine)).toEqual({ ringing: 1, urgent: 0 });
    expect(alertTone(machine)).toBe('chime');
  });

  it('notifies the escalation of an order opened but not accepted, without ringing it', () => {
    const { machine, effects } = run([
      { type: 'arrive', ids: ['a', 'b'] },
      { type: 'acknowledge', id: 'a' },
      { type: 'escalate', ids: ['a'] },
    ]);
    expect(effects[2].escalated).toEqual(['a']);
    expect(machine.phases.get('a')).toBe('acknowledged');
    expect(alertCounts(machine)).toEqual({ ringing: 1, urgent: 0 });
    expect(alertTone(machine)).toBe('chime');
  });

  it('counts urgent orders among the ringing ones, and the tone is insistent while any is urgent', () => {
    const { machine } = run([
      { type: 'arrive', ids: ['a', 'b', 'c'] },
      { type: 'escalate', ids: ['b'] },
      { type: 'keepOnly', waitingIds: ['a', 'b'] },
    ]);
    expect(alertCounts(machine)).toEqual({ ringing: 2, urgent: 1 });
    expect(alertTone(machine)).toBe('insistent');
    expect(alertTone(run([{ type: 'acknowledge', id: 'b' }], machine).machine)).toBe('chime');
  });

  it('an order for later opened before its time still rings at its due time, once; accepting it early silences it', () => {
    const { machine, effects } = run([
      // Looked at before its due time (on this screen, or another screen of the account said it was opened).
      { type: 'acknowledge', id: 'later' },
      { type: 'acknowledge', id: 'accepted-early' },
      { type: 'keepOnly', waitingIds: ['later'] },
      { type: 'due', ids: ['later'] },
      { type: 'due', ids: ['later'] },
    ]);
    expect(effects.map((effect) => effect.rang)).toEqual([[], [], [], ['later'], []]);
    expect(machine.phases.get('later')).toBe('ringing');
    expect(machine.phases.get('accepted-early')).toBe('acknowledged');
    expect(alertTone(machine)).toBe('chime');
    // Opened once it rings: silent, and its due time passing again does not ring it.
    const after = run(
      [
        { type: 'acknowledge', id: 'later' },
        { type: 'due', ids: ['later', 'accepted-early'] },
      ],
      machine,
    );
    expect(after.effects[1].rang).toEqual([]);
    expect(alertTone(after.machine)).toBeNull();
  });

  it('an order opened before it arrives (taken by phone) does not ring on arrival', () => {
    const { machine, effects } = run([
      { type: 'acknowledge', id: 'phone' },
      { type: 'arrive', ids: ['phone'] },
    ]);
    expect(effects[1].rang).toEqual([]);
    expect(alertCounts(machine)).toEqual({ ringing: 0, urgent: 0 });
  });

  it('changes nothing in the machine it was given', () => {
    const before = run([{ type: 'arrive', ids: ['a'] }]).machine;
    alertTransition(before, { type: 'acknowledge', id: 'a' });
    expect(before.phases.get('a')).toBe('ringing');
  });
});
