import { describe, expect, it } from 'vitest';
import {
  copyDay,
  type ScheduleDraft,
  suggestRange,
  toBody,
  toDraft,
  validateDraft,
  validateRanges,
} from './schedule-draft.ts';

const saved = {
  schedules: {
    '1': [
      { from: '17:00', to: '22:00' },
      { from: '09:00', to: '14:00' },
    ],
    '2': [],
  },
  specialDates: [
    { date: '2026-12-25', closed: true, ranges: [], note: 'Navidad' },
    { date: '2026-01-01', closed: false, ranges: [{ from: '12:00', to: '18:00' }] },
  ],
};

describe('toDraft / toBody', () => {
  it('fills every weekday, sorts ranges and dates, and round-trips to the API body', () => {
    const draft = toDraft(saved);
    expect(draft.week['0']).toEqual([]);
    expect(draft.week['1'].map((r) => r.from)).toEqual(['09:00', '17:00']);
    expect(draft.specialDates.map((d) => d.date)).toEqual(['2026-01-01', '2026-12-25']);
    const body = toBody(draft);
    expect(body.schedules['1']).toEqual([
      { from: '09:00', to: '14:00' },
      { from: '17:00', to: '22:00' },
    ]);
    expect(body.specialDates[1]).toEqual({ date: '2026-12-25', closed: true, ranges: [], note: 'Navidad' });
    expect(body.specialDates[0]).not.toHaveProperty('note');
  });

  it('drops the ranges of a day marked closed', () => {
    const draft = toDraft(saved);
    draft.specialDates[0].closed = true;
    expect(toBody(draft).specialDates[0].ranges).toEqual([]);
  });
});

describe('validateRanges', () => {
  it('accepts ordered, separate ranges and 24:00 as an end', () => {
    const errors = validateRanges([
      { from: '00:00', to: '02:00' },
      { from: '18:00', to: '24:00' },
    ]);
    expect(errors).toEqual({ ranges: [{}, {}] });
  });

  it('says when a range ends before it starts', () => {
    const errors = validateRanges([{ from: '14:00', to: '09:00' }]);
    expect(errors.ranges[0].to).toMatch(/posterior a la de apertura/);
  });

  it('says which range overlaps which', () => {
    const errors = validateRanges([
      { from: '09:00', to: '14:00' },
      { from: '13:00', to: '18:00' },
    ]);
    expect(errors.ranges[0]).toEqual({});
    expect(errors.ranges[1].from).toBe('Este horario se cruza con el de 09:00 a 14:00');
  });

  it('rejects malformed times in Spanish', () => {
    const errors = validateRanges([{ from: '9', to: '25:00' }]);
    expect(errors.ranges[0].from).toMatch(/HH:MM/);
    expect(errors.ranges[0].to).toMatch(/HH:MM/);
  });
});

describe('validateDraft', () => {
  it('counts nothing for the saved schedule', () => {
    expect(validateDraft(toDraft(saved)).count).toBe(0);
  });

  it('requires a date, no duplicates, and hours unless closed', () => {
    const draft: ScheduleDraft = toDraft({ schedules: {}, specialDates: [] });
    draft.specialDates = [
      { id: 'a', date: null, closed: true, ranges: [], note: '' },
      { id: 'b', date: '2026-05-01', closed: false, ranges: [], note: '' },
      { id: 'c', date: '2026-05-01', closed: true, ranges: [], note: 'x'.repeat(201) },
    ];
    const errors = validateDraft(draft);
    expect(errors.specialDates[0].date).toBe('Elige la fecha');
    expect(errors.specialDates[1].day).toMatch(/al menos un horario/);
    expect(errors.specialDates[2].date).toBe('Esta fecha ya está en la lista');
    expect(errors.specialDates[2].note).toMatch(/200/);
    expect(errors.count).toBe(4);
  });

  it('does not mark a special date just added, but keeps it from being saved until it has a date', () => {
    const draft: ScheduleDraft = toDraft({ schedules: {}, specialDates: [] });
    draft.specialDates = [{ id: 'a', date: null, closed: true, ranges: [], note: '', touched: false }];
    const fresh = validateDraft(draft);
    expect(fresh.specialDates[0]?.date).toBeUndefined();
    expect(fresh).toMatchObject({ count: 0, untouched: 1 });
    draft.specialDates[0]!.touched = true;
    expect(validateDraft(draft)).toMatchObject({ count: 1, untouched: 0 });
  });
});

describe('copyDay and suggestRange', () => {
  it('copies a day over the chosen days only, with new row ids', () => {
    const draft = toDraft(saved);
    const week = copyDay(draft.week, '1', ['2', '3']);
    expect(toBody({ ...draft, week }).schedules['3']).toEqual(toBody(draft).schedules['1']);
    expect(week['2'][0].id).not.toBe(draft.week['1'][0].id);
    expect(week['4']).toBe(draft.week['4']);
  });

  it('suggests a usual shift, then one after the last range, never past midnight', () => {
    expect(suggestRange([])).toMatchObject({ from: '09:00', to: '18:00' });
    expect(suggestRange([{ from: '09:00', to: '14:00' }])).toMatchObject({ from: '15:00', to: '19:00' });
    expect(suggestRange([{ from: '18:00', to: '24:00' }])).toMatchObject({ from: '23:00', to: '24:00' });
  });
});
