import { describe, expect, it } from 'vitest';
import { swapAxes } from './coords.ts';

describe('swapAxes', () => {
  it("turns the API's [longitude, latitude] into Leaflet's [latitude, longitude]", () => {
    expect(swapAxes([[-44.3, -2.53]])).toEqual([[-2.53, -44.3]]);
  });

  it('goes back the same way, so a round trip changes nothing', () => {
    const pontos: [number, number][] = [
      [-44.31, -2.52],
      [-44.29, -2.52],
      [-44.29, -2.54],
    ];
    expect(swapAxes(swapAxes(pontos))).toEqual(pontos);
    expect(swapAxes([])).toEqual([]);
  });
});
