import { describe, expect, it } from 'vitest';
import { overlapSentence, readZoneFile } from './zone-file.ts';

const polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};

describe('readZoneFile', () => {
  it('accepts a collection, a feature or a bare polygon as a collection', () => {
    const collection = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: polygon, properties: {} }],
    };
    expect(readZoneFile(JSON.stringify(collection))).toEqual({ ok: true, collection });
    const feature = readZoneFile(JSON.stringify({ type: 'Feature', geometry: polygon, properties: null }));
    expect(feature.ok && feature.collection.features).toHaveLength(1);
    const bare = readZoneFile(JSON.stringify(polygon));
    expect(bare.ok && bare.collection.features[0].geometry).toEqual(polygon);
  });

  it('explains in Spanish what is wrong with anything else', () => {
    expect(readZoneFile('{no json')).toEqual({ ok: false, message: expect.stringContaining('no es GeoJSON') });
    expect(readZoneFile('{"type":"Point","coordinates":[1,2]}')).toEqual({
      ok: false,
      message: expect.stringContaining('polígonos'),
    });
  });
});

describe('overlapSentence', () => {
  it('says which zone wins in each overlap', () => {
    const names = new Map([
      ['a', 'Centro'],
      ['b', 'Metropolitana'],
    ]);
    expect(overlapSentence('a', [{ zone: 'b', winner: 'a' }], names)).toEqual([
      'Se cruza con «Metropolitana»: aquí gana esta (más pequeña)',
    ]);
    expect(overlapSentence('b', [{ zone: 'a', winner: 'a' }], names)).toEqual([
      'Se cruza con «Centro»: ahí gana «Centro»',
    ]);
  });
});
