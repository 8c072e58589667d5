import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge.ts';

describe('bell badge (SPEC §2.5, §9)', () => {
  it('shows nothing without unread notifications', () => {
    expect(badgeLabel(0)).toBeNull();
  });

  it('shows the count up to nine and +9 above', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('+9');
    expect(badgeLabel(250)).toBe('+9');
  });
});
