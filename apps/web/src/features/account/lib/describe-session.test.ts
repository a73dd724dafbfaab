import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-session.ts';

describe('describeDevice', () => {
  it('names common browsers and systems in Spanish', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome en Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari en iOS');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox en Windows',
    );
    expect(describeDevice('curl/8.5.0')).toBe('Otro programa');
    expect(describeDevice(null)).toBe('Dispositivo desconocido');
  });
});
