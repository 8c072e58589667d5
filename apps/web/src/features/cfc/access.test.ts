import { describe, expect, it } from 'vitest';
import { canManageCfcs } from './access.ts';

describe('canManageCfcs', () => {
  it('needs the cfcs flag at the operator', () => {
    expect(canManageCfcs({ permissions: { cfcs: true }, schema: 'public' })).toBe(true);
    expect(canManageCfcs({ permissions: { cfcs: true }, schema: 'autoescolacentro' })).toBe(false);
    expect(canManageCfcs({ permissions: {}, schema: 'public' })).toBe(false);
    expect(canManageCfcs(null)).toBe(false);
  });
});
