import type { CargaTeorica, CursoTurma, Processo } from '@cfc/contract';
import {
  aptidaoParaExameTeorico,
  type CursoTeoricoId,
  countCargaTeorica,
  cursoTeorico,
  type DisciplinaTeorica,
  type RegimeId,
  regimeForLesson,
  type StateProfile,
  todayInSaoPaulo,
} from '@cfc/domain';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import { isExpirado } from '../processos/service.ts';
import * as repository from './consultas-repository.ts';

/**
 * A student's theory hours, per process and course: the presences of the process's enrolments in
 * closed sessions, counted by the domain (countCargaTeorica) with the state's tolerance against the
 * course of the regime the process follows today (its own, or 1.020's when the state moved open
 * processes to it, as the practical rules do). Runs in the caller's tenant transaction.
 */

export interface ProcessoDaCarga {
  id: number;
  autoescola_id: number;
  regime: RegimeId;
  status: Processo['status'];
  aberto_em: string;
}

/** The process of an enrolment's row, as the hours ask for it. */
export const processoDaCarga = (row: {
  id_processo: number;
  autoescola_id: number;
  regime: RegimeId;
  processo_status: Processo['status'];
  aberto_em: string;
}): ProcessoDaCarga => ({
  id: row.id_processo,
  autoescola_id: row.autoescola_id,
  regime: row.regime,
  status: row.processo_status,
  aberto_em: row.aberto_em,
});

/** The state profile of each school asked, read once. */
export function perfis(): (autoescolaId: number) => Promise<StateProfile> {
  const cache = new Map<number, Promise<StateProfile>>();
  return (autoescolaId) => {
    let found = cache.get(autoescolaId);
    if (!found) {
      found = stateProfileForSchool(autoescolaId);
      cache.set(autoescolaId, found);
    }
    return found;
  };
}

export const cargaKey = (processoId: number, curso: CursoTeoricoId) => `${processoId}:${curso}`;

type PedidoDeCarga = { processo: ProcessoDaCarga; curso: CursoTeoricoId };

/** A presence in a closed session, with the process and course of the enrolment it counts for. */
export interface PresencaDaCarga {
  processo_id: number;
  curso: CursoTeoricoId;
  disciplina: string;
  inicio: Date | string;
  fim: Date | string;
  entrada: Date | string | null;
  saida: Date | string | null;
}

/** The hours of each (process, course) asked, keyed by `cargaKey`. */
export async function cargasTeoricas(
  pedidos: readonly PedidoDeCarga[],
  perfilDe: (autoescolaId: number) => Promise<StateProfile> = perfis(),
  hoje = todayInSaoPaulo(),
): Promise<Map<string, CargaTeorica>> {
  const ids = [...new Set(pedidos.map((pedido) => pedido.processo.id))];
  return contarCargas(pedidos, await repository.presencasDosProcessos(ids), perfilDe, hoje);
}

/**
 * The hours of each (process, course) asked, from the presences given: every presence in a closed
 * session counted toward the processes asked (more are ignored).
 */
export async function contarCargas(
  pedidos: readonly PedidoDeCarga[],
  presencas: readonly PresencaDaCarga[],
  perfilDe: (autoescolaId: number) => Promise<StateProfile>,
  hoje: string,
): Promise<Map<string, CargaTeorica>> {
  const result = new Map<string, CargaTeorica>();
  for (const { processo, curso: cursoId } of pedidos) {
    const key = cargaKey(processo.id, cursoId);
    if (result.has(key)) continue;
    const perfil = await perfilDe(processo.autoescola_id);
    const regime = regimeForLesson(processo.regime, perfil, hoje);
    const curso = cursoTeorico(regime.id, cursoId);
    const minhas = presencas
      .filter((row) => row.processo_id === processo.id && row.curso === cursoId)
      .map((row) => ({
        disciplina: row.disciplina as DisciplinaTeorica,
        inicio: row.inicio,
        fim: row.fim,
        entrada: row.entrada,
        saida: row.saida,
      }));
    const carga = countCargaTeorica(minhas, curso, perfil);
    const expirado = isExpirado(processo, hoje);
    const aptidao = aptidaoParaExameTeorico({ status: processo.status, expirado }, carga, curso, regime);
    result.set(key, {
      curso: curso.id,
      curso_nome: curso.nome,
      regime: regime.id,
      requeridas: carga.requeridas,
      realizadas: carga.realizadas,
      faltam: carga.faltam,
      completo: carga.completo,
      fundamento: `${curso.fundamento.norma}, ${curso.fundamento.artigo}`,
      disciplinas: carga.porDisciplina,
      aptidao: aptidao && { ...aptidao, apto_desde: null },
    });
  }
  return result;
}

/** The hours of one (process, course). */
export async function cargaTeorica(processo: ProcessoDaCarga, curso: CursoTurma): Promise<CargaTeorica> {
  const found = (await cargasTeoricas([{ processo, curso }])).get(cargaKey(processo.id, curso));
  if (!found) throw new Error('carga teórica não calculada');
  return found;
}
