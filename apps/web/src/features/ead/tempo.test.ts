import { describe, expect, it } from 'vitest';
import { formatarDuracao } from './tempo.ts';

describe('formatarDuracao', () => {
  it('reads as a clock, with hours only when there are some', () => {
    expect(formatarDuracao(0)).toBe('00:00');
    expect(formatarDuracao(247_900)).toBe('04:07');
    expect(formatarDuracao(3_847_000)).toBe('1:04:07');
  });

  it('never counts below zero (a countdown that has passed)', () => {
    expect(formatarDuracao(-5000)).toBe('00:00');
  });
});
