import { PERMISSION_FLAGS } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, sameFlags, toggleFlag } from './permission-groups.ts';

describe('PERMISSION_GROUPS', () => {
  it('shows every permission flag exactly once', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.flags);
    expect([...grouped].sort()).toEqual([...PERMISSION_FLAGS].sort());
  });
});

describe('toggleFlag', () => {
  it('adds and removes a flag in group order', () => {
    expect(toggleFlag(['user_list'], 'alunos_list', true)).toEqual(['alunos_list', 'user_list']);
    expect(toggleFlag(['alunos_list', 'user_list'], 'alunos_list', false)).toEqual(['user_list']);
    expect(toggleFlag(['user_list'], 'user_list', true)).toEqual(['user_list']);
  });
});

describe('sameFlags', () => {
  it('ignores the order', () => {
    expect(sameFlags(['cfcs', 'planos'], ['planos', 'cfcs'])).toBe(true);
    expect(sameFlags(['cfcs'], ['cfcs', 'planos'])).toBe(false);
    expect(sameFlags([], [])).toBe(true);
  });
});
