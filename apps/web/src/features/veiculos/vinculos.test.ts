import { describe, expect, it } from 'vitest';
import { formatHodometro, overlapping } from './vinculos.ts';

describe('periods', () => {
  it('tell overlaps apart from periods that follow each other', () => {
    expect(
      overlapping([
        { inicio: '2024-01-01', fim: '2024-01-31' },
        { inicio: '2024-02-01', fim: null },
      ]),
    ).toBe(false);
    expect(
      overlapping([
        { inicio: '2024-02-01', fim: null },
        { inicio: '2024-01-01', fim: null },
      ]),
    ).toBe(true);
    // Both ends count: a period that starts the day another ends overlaps it.
    expect(
      overlapping([
        { inicio: '2024-01-01', fim: '2024-03-01' },
        { inicio: '2024-03-01', fim: null },
      ]),
    ).toBe(true);
  });

  it('formats the odometer the Brazilian way', () => {
    expect(formatHodometro(1234567)).toBe('1.234.567 km');
  });
});
