import { describe, expect, it } from 'vitest';
import { expiryStatus } from './expiry.ts';

describe('expiryStatus', () => {
  const today = '2026-11-21';

  it('is expired from the day after its end date', () => {
    expect(expiryStatus('2026-11-20', today)).toBe('expired');
    expect(expiryStatus('2026-11-21', today)).toBe('expiring');
  });

  it('warns within 30 days, and not after', () => {
    expect(expiryStatus('2026-12-21', today)).toBe('expiring');
    expect(expiryStatus('2026-12-22', today)).toBe('valid');
  });
});
