import {
  type AlunoPorPeriodo,
  type AulasPorAluno,
  ETAPAS_ALUNO,
  type RelatorioAlunosPorPeriodo,
  type RelatorioAlunosPorPeriodoQuery,
  type RelatorioAulasPorAluno,
  type RelatorioAulasPorAlunoQuery,
  type TotaisAlunosPorPeriodo,
  type TotaisAulasPorAluno,
} from '@cfc/contract';
import { addMonths, todayInSaoPaulo } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import * as repository from './alunos-repository.ts';
import { periodoDe } from './aulas-realizadas.ts';

/**
 * 'Aulas por aluno' (each student's practical lessons planned in a period, by outcome) and 'Lista
 * de alunos por período' (the processes opened in a period, with the stage each is at).
 */

type AulasPorAlunoFiltros = Omit<repository.AulasPorAlunoFilter, 'de' | 'ate'> & {
  de: string | null;
  ate: string | null;
};
type AlunosPorPeriodoFiltros = Omit<repository.AlunosPorPeriodoFilter, 'de' | 'ate'> & {
  de: string | null;
  ate: string | null;
};

const aulasFilterOf = (filtros: AulasPorAlunoFiltros): repository.AulasPorAlunoFilter => ({
  ...periodoDe(filtros),
  instrutor_id: filtros.instrutor_id,
  categoria: filtros.categoria,
  filtro: filtros.filtro,
});

/**
 * The period of the list: as the other reports, except that nothing asked is the current month and
 * the two before it (a school opens a few processes a week; a quarter shows its intake).
 */
export function periodoDeCadastros(
  filtros: Pick<AlunosPorPeriodoFiltros, 'de' | 'ate'>,
  today = todayInSaoPaulo(),
): { de: string; ate: string } {
  if (filtros.de || filtros.ate) return periodoDe(filtros, today);
  const { ate } = periodoDe(filtros, today);
  return { de: `${addMonths(today, -2).slice(0, 8)}01`, ate };
}

const alunosFilterOf = (filtros: AlunosPorPeriodoFiltros): repository.AlunosPorPeriodoFilter => ({
  ...periodoDeCadastros(filtros),
  categoria: filtros.categoria,
  etapa: filtros.etapa,
  filtro: filtros.filtro,
});

const pageOf = (query: { page: number; per_page: number; sort?: string | undefined }) => ({
  page: query.page,
  per_page: query.per_page,
  sort: query.sort,
});

export async function relatorioAulasPorAluno(
  ctx: RequestContext,
  query: RelatorioAulasPorAlunoQuery,
): Promise<RelatorioAulasPorAluno> {
  const filter = aulasFilterOf(query);
  return ctx.tenant(async () => ({
    ...(await repository.listAulasPorAluno({ ...filter, ...pageOf(query) })),
    totais: await repository.totaisAulasPorAluno(filter),
    periodo: { de: filter.de, ate: filter.ate },
  }));
}

/** Every matching row and the totals, in the export's tenant transaction. */
export async function exportAulasPorAluno(filtros: AulasPorAlunoFiltros): Promise<{
  rows: AulasPorAluno[];
  totais: TotaisAulasPorAluno;
  periodo: { de: string; ate: string };
}> {
  const filter = aulasFilterOf(filtros);
  return {
    rows: await repository.allAulasPorAluno(filter),
    totais: await repository.totaisAulasPorAluno(filter),
    periodo: { de: filter.de, ate: filter.ate },
  };
}

async function totaisAlunos(filter: repository.AlunosPorPeriodoFilter): Promise<TotaisAlunosPorPeriodo> {
  const counted = await repository.etapasAlunosPorPeriodo(filter);
  const etapas = Object.fromEntries(
    ETAPAS_ALUNO.map((etapa) => [etapa, counted.find((row) => row.etapa === etapa)?.processos ?? 0]),
  ) as TotaisAlunosPorPeriodo['etapas'];
  return { processos: counted.reduce((total, row) => total + row.processos, 0), etapas };
}

export async function relatorioAlunosPorPeriodo(
  ctx: RequestContext,
  query: RelatorioAlunosPorPeriodoQuery,
): Promise<RelatorioAlunosPorPeriodo> {
  const filter = alunosFilterOf(query);
  return ctx.tenant(async () => ({
    ...(await repository.listAlunosPorPeriodo({ ...filter, ...pageOf(query) })),
    totais: await totaisAlunos(filter),
    periodo: { de: filter.de, ate: filter.ate },
  }));
}

export async function exportAlunosPorPeriodo(filtros: AlunosPorPeriodoFiltros): Promise<{
  rows: AlunoPorPeriodo[];
  totais: TotaisAlunosPorPeriodo;
  periodo: { de: string; ate: string };
}> {
  const filter = alunosFilterOf(filtros);
  return {
    rows: await repository.allAlunosPorPeriodo(filter),
    totais: await totaisAlunos(filter),
    periodo: { de: filter.de, ate: filter.ate },
  };
}
