import type { StateProfile } from './state-profile.ts';

/**
 * The face check of a practical lesson's evidence photo (the student at the start and at the end,
 * taken by the instructor's phone): exactly one face, like the student's reference photo at least as
 * much as the state's minimum. The verdicts are stored with each photo (aula_fotos.verificacao).
 */

export const VEREDITOS_FOTO_PRATICA = [
  'confere',
  'sem_rosto',
  'varios_rostos',
  'divergente',
  'sem_referencia',
  'erro',
] as const;
export type VereditoFotoPratica = (typeof VEREDITOS_FOTO_PRATICA)[number];

/** The least similarity (%) of a practical photo's face with the reference: the state profile's. */
export function similaridadeMinimaFotoPratica(
  perfil: Pick<StateProfile, 'alertaSimilaridadeMinima'>,
): number {
  return perfil.alertaSimilaridadeMinima;
}

export interface AnaliseFotoPratica {
  /** Faces found in the photo. */
  rostos: number;
  /** Similarity (0..100) of the one face with the reference; null without one or without a reference. */
  similaridade: number | null;
}

/** The verdict of a photo whose faces were counted (an unreadable photo is 'erro', decided before). */
export function veredictoFotoPratica(
  analise: AnaliseFotoPratica,
  temReferencia: boolean,
  minimo: number,
): VereditoFotoPratica {
  if (analise.rostos === 0) return 'sem_rosto';
  if (analise.rostos > 1) return 'varios_rostos';
  if (!temReferencia || analise.similaridade === null) return 'sem_referencia';
  return analise.similaridade >= minimo ? 'confere' : 'divergente';
}
