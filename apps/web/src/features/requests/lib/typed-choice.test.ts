import { describe, expect, it } from 'vitest';
import { typedChoice } from './typed-choice.ts';

const cities = [
  { value: 'p1', label: 'Guadalajara, Jalisco · Reparto GDL' },
  { value: 'p2', label: 'Zapopan, Jalisco · Reparto Zapopan' },
  { value: 'p3', label: 'Querétaro, Querétaro · Envíos Qro' },
];

describe('typedChoice', () => {
  it('picks the one option the typed words name, without case or accents', () => {
    expect(typedChoice('guadala', cities)?.value).toBe('p1');
    expect(typedChoice('queretaro', cities)?.value).toBe('p3');
    expect(typedChoice('Zapopan, Jalisco · Reparto Zapopan', cities)?.value).toBe('p2');
  });

  it('guesses nothing when the words fit several options or none', () => {
    expect(typedChoice('jalisco', cities)).toBeUndefined();
    expect(typedChoice('Monterrey', cities)).toBeUndefined();
    expect(typedChoice('  ', cities)).toBeUndefined();
  });
});
