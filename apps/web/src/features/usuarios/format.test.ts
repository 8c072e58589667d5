import { describe, expect, it } from 'vitest';
import { formatCpf } from './format.ts';

describe('formatCpf', () => {
  it('masks eleven digits', () => {
    expect(formatCpf('39053344705')).toBe('390.533.447-05');
    expect(formatCpf('390.533.447-05')).toBe('390.533.447-05');
  });

  it('shows a dash when there is no CPF', () => {
    expect(formatCpf(null)).toBe('-');
    expect(formatCpf('')).toBe('-');
    expect(formatCpf(undefined)).toBe('-');
  });

  it('leaves a value that is not a CPF as it is', () => {
    expect(formatCpf('123')).toBe('123');
  });
});
