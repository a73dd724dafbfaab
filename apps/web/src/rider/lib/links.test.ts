import { describe, expect, it } from 'vitest';
import { geoLink, mapsLink, telLink } from './links.ts';

describe('task links', () => {
  it('navigates by coordinates when the place has them, else by the address', () => {
    const pinned = { address: 'Av. Vallarta 1500', lat: 20.67, lng: -103.37 };
    expect(geoLink(pinned)).toBe('geo:20.67,-103.37?q=20.67,-103.37');
    expect(mapsLink(pinned)).toBe('https://www.google.com/maps/dir/?api=1&destination=20.67%2C-103.37');
    const written = { address: 'Av. Vallarta 1500, Guadalajara', lat: null, lng: null };
    expect(geoLink(written)).toBe('geo:0,0?q=Av.%20Vallarta%201500%2C%20Guadalajara');
    expect(mapsLink(written)).toContain('destination=Av.%20Vallarta%201500%2C%20Guadalajara');
  });

  it('calls a phone by its digits, and offers no call without one', () => {
    expect(telLink('33 1234 5678')).toBe('tel:3312345678');
    expect(telLink('+52 33-1234-5678')).toBe('tel:+523312345678');
    expect(telLink(null)).toBeNull();
    expect(telLink('n/a')).toBeNull();
  });
});
