import { describe, expect, it } from 'vitest';
import { lastActivityText, teamTimeZone } from './last-activity.ts';

describe('lastActivityText', () => {
  it('writes the moment on the companies’ clock, not the device’s', () => {
    const zone = teamTimeZone([{ timezone: 'America/Mexico_City' }]);
    expect(lastActivityText('2026-11-25T07:36:00Z', zone)).toBe('Última actividad: 25 nov 2026, 1:36 a. m.');
    expect(lastActivityText('2026-11-25T07:36:00Z', teamTimeZone([{ timezone: 'America/Tijuana' }]))).toBe(
      'Última actividad: 24 nov 2026, 11:36 p. m.',
    );
    expect(teamTimeZone(undefined)).toBe('America/Mexico_City');
    expect(lastActivityText(null, zone)).toBe('Sin sesiones abiertas');
  });
});
