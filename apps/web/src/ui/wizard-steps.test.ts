import { describe, expect, it } from 'vitest';
import { moveBack, moveForward } from './wizard-steps.ts';

describe('moveForward', () => {
  it('advances only when the step is valid', () => {
    expect(moveForward(0, 3, () => true)).toEqual({ kind: 'step', to: 1 });
    expect(moveForward(0, 3, undefined)).toEqual({ kind: 'step', to: 1 });
    expect(moveForward(1, 3, () => false)).toEqual({ kind: 'stay' });
  });

  it('completes from the last step', () => {
    expect(moveForward(2, 3, () => true)).toEqual({ kind: 'complete' });
    expect(moveForward(2, 3, () => false)).toEqual({ kind: 'stay' });
  });
});

describe('moveBack', () => {
  it('goes back above the first step only', () => {
    expect(moveBack(2)).toEqual({ kind: 'step', to: 1 });
    expect(moveBack(0)).toEqual({ kind: 'stay' });
  });
});
