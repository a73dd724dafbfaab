import { describe, expect, it } from 'vitest';
import { orderManagerHeader } from './api-client.ts';

describe('Order-Manager header', () => {
  it('is the base64 of the UTF-8 display name', () => {
    const { 'Order-Manager': value } = orderManagerHeader('José Núñez');
    expect(Buffer.from(value, 'base64').toString('utf8')).toBe('José Núñez');
  });
});
