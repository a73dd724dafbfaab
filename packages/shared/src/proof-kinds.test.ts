import { describe, expect, it } from 'vitest';
import { proofKindLabels, proofKinds } from './proof-kinds.ts';
import * as riderApp from './rider-app.ts';

describe('proof-kinds.ts', () => {
  it('says what rider-app.ts says (the rider app and the partner account offer the same proofs)', () => {
    expect(riderApp.proofKinds).toEqual(proofKinds);
    expect(riderApp.proofKindLabels).toEqual(proofKindLabels);
  });
});
