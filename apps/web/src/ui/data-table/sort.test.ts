import { describe, expect, it } from 'vitest';
import { ariaSort, parseSort, toggleSort } from './sort.ts';

describe('toggleSort', () => {
  it('sorts a new column ascending', () => {
    expect(toggleSort(undefined, 'nome')).toBe('nome');
    expect(toggleSort('-email', 'nome')).toBe('nome');
  });

  it('flips the sorted column between ascending and descending', () => {
    expect(toggleSort('nome', 'nome')).toBe('-nome');
    expect(toggleSort('-nome', 'nome')).toBe('nome');
  });
});

describe('parseSort', () => {
  it('reads the direction from the leading minus', () => {
    expect(parseSort('created_at')).toEqual({ field: 'created_at', direction: 'asc' });
    expect(parseSort('-created_at')).toEqual({ field: 'created_at', direction: 'desc' });
  });

  it('ignores an empty value', () => {
    expect(parseSort(undefined)).toBeUndefined();
    expect(parseSort('')).toBeUndefined();
    expect(parseSort('-')).toBeUndefined();
  });
});

describe('ariaSort', () => {
  it('marks only the sorted column', () => {
    expect(ariaSort('-nome', 'nome')).toBe('descending');
    expect(ariaSort('nome', 'nome')).toBe('ascending');
    expect(ariaSort('nome', 'email')).toBe('none');
    expect(ariaSort(undefined, 'email')).toBe('none');
  });
});
