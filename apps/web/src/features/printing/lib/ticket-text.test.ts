import { describe, expect, it } from 'vitest';
import { amountLines, printable, wrapText } from './ticket-text.ts';

describe('ticket text', () => {
  it('wraps words with a hanging indent and keeps the first line’s lead', () => {
    expect(wrapText('  + Salsa de habanero extra picante', 21, '    ')).toEqual([
      '  + Salsa de habanero',
      '    extra picante',
    ]);
  });
  it('cuts a word longer than a line', () => {
    expect(wrapText('Supercalifragilistico', 8)).toEqual(['Supercal', 'ifragili', 'stico']);
  });
  it('puts the amount flush right on the last line of its label', () => {
    expect(amountLines('2 x Quesadilla de champiñón', '$130.00', 24, '  ')).toEqual([
      '2 x Quesadilla',
      '  de champiñón   $130.00',
    ]);
  });
  it('turns narrow spaces and line breaks into plain spaces', () => {
    expect(printable('1:05\u202fp.\u00a0m.\nhola')).toBe('1:05 p. m. hola');
  });
});
