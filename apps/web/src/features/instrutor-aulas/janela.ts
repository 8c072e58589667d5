import type { InstrutorAula } from '@cfc/contract';

/** Where a scheduled lesson stands against the window in which the server accepts its start. */
export type Partida =
  | { readonly kind: 'aberta' }
  | { readonly kind: 'antes'; readonly abre: string }
  | { readonly kind: 'encerrada'; readonly fechou: string };

/** The start window of `aula` at the phone's `agora` (ms); no window known means the server decides. */
export function partidaDe(aula: Pick<InstrutorAula, 'inicio_permitido'>, agora: number): Partida {
  const janela = aula.inicio_permitido;
  if (!janela) return { kind: 'aberta' };
  if (agora < Date.parse(janela.de)) return { kind: 'antes', abre: janela.de };
  if (agora > Date.parse(janela.ate)) return { kind: 'encerrada', fechou: janela.ate };
  return { kind: 'aberta' };
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
