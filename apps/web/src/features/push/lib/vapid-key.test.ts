import { describe, expect, it } from 'vitest';
import { vapidKeyBytes } from './vapid-key.ts';

describe('VAPID key bytes', () => {
  it('decodes base64url without padding', () => {
    expect([...vapidKeyBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(
      vapidKeyBytes('BExamplePublicKeyAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').length,
    ).toBe(65);
  });
});
