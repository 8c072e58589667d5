import type { CandidatoAulaTeorica } from '@cfc/contract';

/** The sessions to come first (soonest first), then those past (latest first): a phone shows what matters on top. */
export function ordenarAulas(aulas: readonly CandidatoAulaTeorica[]): CandidatoAulaTeorica[] {
  const proximas = aulas
    .filter((aula) => aula.situacao === 'proxima')
    .sort((a, b) => a.inicio.localeCompare(b.inicio));
  const passadas = aulas
    .filter((aula) => aula.situacao !== 'proxima')
    .sort((a, b) => b.inicio.localeCompare(a.inicio));
  return [...proximas, ...passadas];
}
