import { describe, expect, it } from 'vitest';
import { credentialStatus } from './credential.ts';

describe('credentialStatus', () => {
  const today = '2026-11-21';

  it('is expired from the day after its end date', () => {
    expect(credentialStatus('2026-11-20', today)).toBe('expired');
    expect(credentialStatus('2026-11-21', today)).toBe('expiring');
  });

  it('warns within 30 days, and not after', () => {
    expect(credentialStatus('2026-12-21', today)).toBe('expiring');
    expect(credentialStatus('2026-12-22', today)).toBe('valid');
  });
});
