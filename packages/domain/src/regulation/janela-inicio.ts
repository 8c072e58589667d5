import type { StateProfile } from './state-profile.ts';

/**
 * When an instructor may start a practical lesson: from the state's check-in tolerance before the
 * planned start to as long after it, both instants included. The tolerance is the state DETRAN's
 * (state profile `toleranciaCheckinMinutos`, docs/regulation.md); the server refuses a start outside
 * the window and the instructor's phone shows when it opens and closes, from this one definition.
 */
export interface JanelaDeInicio {
  /** ISO instants. */
  de: string;
  ate: string;
}

const MINUTE_MS = 60_000;

/** The window of a lesson planned to start at `inicio` (an ISO instant or a Date). */
export function janelaDeInicio(
  inicio: string | Date,
  perfil: Pick<StateProfile, 'toleranciaCheckinMinutos'>,
): JanelaDeInicio {
  const planned = new Date(inicio).getTime();
  const margin = perfil.toleranciaCheckinMinutos * MINUTE_MS;
  return { de: new Date(planned - margin).toISOString(), ate: new Date(planned + margin).toISOString() };
}

/** Where an instant stands against a lesson's start window. */
export type PosicaoNaJanela =
  | { readonly kind: 'aberta' }
  | { readonly kind: 'antes'; readonly abre: string }
  | { readonly kind: 'encerrada'; readonly fechou: string };

/** Whether a lesson may start at `agora` (ms): the window is open, will open, or has closed. */
export function posicaoNaJanela(janela: JanelaDeInicio, agora: number): PosicaoNaJanela {
  if (agora < Date.parse(janela.de)) return { kind: 'antes', abre: janela.de };
  if (agora > Date.parse(janela.ate)) return { kind: 'encerrada', fechou: janela.ate };
  return { kind: 'aberta' };
}
