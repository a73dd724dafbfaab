import { describe, expect, it } from 'vitest';
import { coversWholeDay, hoursText } from './hours-text.ts';

describe('hoursText', () => {
  it('reads 00:00 to 24:00 as the whole day, also when split in two touching ranges', () => {
    expect(hoursText({ closed: false, ranges: [{ from: '00:00', to: '24:00' }] })).toBe('Todo el día');
    expect(
      hoursText({
        closed: false,
        ranges: [
          { from: '12:00', to: '24:00' },
          { from: '00:00', to: '12:00' },
        ],
      }),
    ).toBe('Todo el día');
  });

  it('writes other ranges on the 12-hour clock and a closed day as closed', () => {
    expect(hoursText({ closed: false, ranges: [{ from: '00:00', to: '23:00' }] })).toBe('12:00 a. m. a 11:00 p. m.');
    expect(hoursText({ closed: true, ranges: [] })).toBe('Cerrado');
    expect(
      coversWholeDay([
        { from: '00:00', to: '12:00' },
        { from: '13:00', to: '24:00' },
      ]),
    ).toBe(false);
  });
});
