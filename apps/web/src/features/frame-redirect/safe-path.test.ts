import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-path.ts';

const ORIGIN = 'https://cfc.example.com.br';

describe('safeRedirectPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/admin/dashboard?x=1#top', ORIGIN)).toBe('/admin/dashboard?x=1#top');
  });

  it('falls back to / for a missing, absolute, protocol-relative or odd target', () => {
    for (const to of [
      null,
      '',
      'admin',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirectPath(to, ORIGIN)).toBe('/');
    }
  });
});
