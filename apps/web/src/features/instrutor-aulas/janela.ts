import type { InstrutorAula } from '@cfc/contract';
import { type PosicaoNaJanela, posicaoNaJanela } from '@cfc/domain';

/** Where a scheduled lesson stands against the window in which the server accepts its start. */
export type Partida = PosicaoNaJanela;

/**
 * The start window of `aula` at the phone's `agora` (ms), by the domain's rule (the server sends the
 * window it computed with the state's tolerance); no window known means the server decides.
 */
export function partidaDe(aula: Pick<InstrutorAula, 'inicio_permitido'>, agora: number): Partida {
  const janela = aula.inicio_permitido;
  return janela ? posicaoNaJanela(janela, agora) : { kind: 'aberta' };
}

/** The next instant at which the window of one of `aulas` opens or closes after `agora`, if any. */
export function proximaMudanca(
  aulas: readonly Pick<InstrutorAula, 'inicio_permitido' | 'status'>[],
  agora: number,
): number | undefined {
  const bordas = aulas.flatMap((aula) =>
    aula.status === 'agendada' && aula.inicio_permitido
      ? [Date.parse(aula.inicio_permitido.de), Date.parse(aula.inicio_permitido.ate) + 1]
      : [],
  );
  const futuras = bordas.filter((instante) => instante > agora);
  return futuras.length === 0 ? undefined : Math.min(...futuras);
}
