import { describe, expect, it } from 'vitest';
import { similaridadeMinimaFotoPratica, veredictoFotoPratica } from './fotos-praticas.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

const minimo = similaridadeMinimaFotoPratica(DEFAULT_STATE_PROFILE);

describe('the face check of a practical photo (minimum 55%)', () => {
  it('takes the minimum from the state profile', () => {
    expect(minimo).toBe(55);
  });
  it.each([
    [{ rostos: 1, similaridade: 76 }, true, 'confere'],
    [{ rostos: 1, similaridade: 55 }, true, 'confere'],
    [{ rostos: 1, similaridade: 54 }, true, 'divergente'],
    [{ rostos: 0, similaridade: null }, true, 'sem_rosto'],
    [{ rostos: 2, similaridade: null }, true, 'varios_rostos'],
    [{ rostos: 1, similaridade: null }, false, 'sem_referencia'],
  ] as const)('%o with reference %s is %s', (analise, referencia, veredicto) => {
    expect(veredictoFotoPratica(analise, referencia, minimo)).toBe(veredicto);
  });
});
