import { describe, expect, it } from 'vitest';
import { distanciaMetros } from './geo.ts';
import { comprimentoTrajetoKm } from './trajeto.ts';

describe('track lengths', () => {
  it('measures a degree of latitude as about 111.2 km', () => {
    expect(distanciaMetros([-44.3, -2.5], [-44.3, -1.5]) / 1000).toBeCloseTo(111.2, 1);
  });

  it('adds up the legs of a track and answers 0 for a single point', () => {
    const leg = distanciaMetros([-44.3, -2.53], [-44.29, -2.53]);
    expect(
      comprimentoTrajetoKm([
        [-44.3, -2.53],
        [-44.29, -2.53],
        [-44.3, -2.53],
      ]),
    ).toBeCloseTo((2 * leg) / 1000, 3);
    expect(comprimentoTrajetoKm([[-44.3, -2.53]])).toBe(0);
  });
});
