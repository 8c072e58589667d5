import { distanciaMetros, type LngLat } from './geo.ts';

/**
 * Lengths along a lesson's GPS track. Points are [longitude, latitude] in degrees, like the rest of
 * geo.ts; the Earth is taken as a sphere of the mean radius, close enough for a lesson's kilometres.
 */

/** The length of a track in kilometres, rounded to metres; 0 for fewer than two points. */
export function comprimentoTrajetoKm(pontos: readonly LngLat[]): number {
  let metros = 0;
  for (let i = 1; i < pontos.length; i++) {
    const before = pontos[i - 1];
    const point = pontos[i];
    if (before && point) metros += distanciaMetros(before, point);
  }
  return Math.round(metros) / 1000;
}
