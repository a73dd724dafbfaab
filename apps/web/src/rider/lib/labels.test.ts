import {
  declineReasonLabels,
  failReasonLabels,
  riderTaskActionLabels,
  riderWorkStateLabels,
} from '@backoffice/shared/rider-app';
import { describe, expect, it } from 'vitest';
import { actionLabels, declineLabels, failLabels, workStateLabels } from './labels.ts';

describe("the rider app's copies of the contract's labels", () => {
  it('say exactly what the contract says', () => {
    expect(workStateLabels).toEqual(riderWorkStateLabels);
    expect(actionLabels).toEqual(riderTaskActionLabels);
    expect(failLabels).toEqual(failReasonLabels);
    expect(declineLabels).toEqual(declineReasonLabels);
  });
});
