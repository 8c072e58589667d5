import type { AulaTeoricaDetalhe, Presenca } from '@cfc/contract';

const MINUTE = 60_000;

/** How a student's marks read against the session and the state's tolerance. */
export interface SituacaoPresenca {
  /** Arrived and (still) counted, or not yet / never. */
  readonly estado: 'presente' | 'saiu' | 'aguardando' | 'ausente';
  /** Arrived after the start plus the tolerance. */
  readonly atrasado: boolean;
  /** Left before the end minus the tolerance. */
  readonly saiuCedo: boolean;
}

type Sessao = Pick<AulaTeoricaDetalhe, 'inicio' | 'fim' | 'status' | 'tolerancia_minutos'>;

export function situacaoDe(aula: Sessao, presenca: Pick<Presenca, 'entrada' | 'saida'>): SituacaoPresenca {
  const tolerancia = aula.tolerancia_minutos * MINUTE;
  const entrada = presenca.entrada ? new Date(presenca.entrada).getTime() : null;
  const saida = presenca.saida ? new Date(presenca.saida).getTime() : null;
  const atrasado = entrada !== null && entrada > new Date(aula.inicio).getTime() + tolerancia;
  const saiuCedo = saida !== null && saida < new Date(aula.fim).getTime() - tolerancia;
  if (entrada === null) {
    return { estado: aula.status === 'encerrada' ? 'ausente' : 'aguardando', atrasado, saiuCedo };
  }
  return { estado: saida === null || aula.status === 'encerrada' ? 'presente' : 'saiu', atrasado, saiuCedo };
}
