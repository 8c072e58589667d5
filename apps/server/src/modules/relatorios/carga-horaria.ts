import type {
  CargaHorariaAluno,
  Page,
  Processo,
  RelatorioCargaHoraria,
  RelatorioCargaHorariaQuery,
  STATUS_CARGA_HORARIA,
  TotaisCargaHoraria,
} from '@cfc/contract';
import { explained, REGIMES, violation } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { exportProcessos } from '../processos/service.ts';

/**
 * 'Carga horária de aulas práticas por aluno': each process with the h/a its regime requires and
 * those done, scheduled and at night. The hours come from the processes module (one query sums
 * them); this report filters, orders, pages and totals them.
 */

export interface CargaHorariaFiltros {
  filtro: string | null;
  categoria: Processo['categoria'] | null;
  status: (typeof STATUS_CARGA_HORARIA)[number];
  apenas_incompletos: boolean;
  apenas_aptos: boolean;
}

/** Share of the required h/a already given, 0 to 100 (nothing required is complete). */
export function percentualOf(realizadas: number, requeridas: number): number {
  if (requeridas <= 0) return 100;
  return Math.min(100, Math.floor((realizadas * 100) / requeridas));
}

/** Why fewer h/a count than were given, each with its rule's text, norm and article. */
export function observacoesOf(processo: Processo): string[] {
  const found: string[] = [];
  if (processo.aulas_abaixo_minimo > 0) {
    found.push(
      `${processo.aulas_abaixo_minimo} aula(s) não contam como hora-aula completa: ${explained(violation('TEMPO_TOTAL_INSUFICIENTE'))}`,
    );
  }
  if (processo.simulador_excedente > 0) {
    const limite = REGIMES[processo.regime].simuladorMaximo;
    found.push(
      `${processo.simulador_excedente} h/a em simulador não contam: ${explained(violation('SIMULADOR_ACIMA_DO_LIMITE', { limite }))}`,
    );
  }
  return found;
}

export function cargaHorariaOf(processo: Processo): CargaHorariaAluno {
  return {
    id_processo: processo.id_processo,
    id_aluno: processo.aluno_id,
    aluno_nome: processo.aluno_nome,
    aluno_cpf: processo.aluno_cpf,
    renach: processo.renach,
    categoria: processo.categoria,
    tipo: processo.tipo,
    regime: processo.regime,
    regime_nome: processo.regime_nome,
    status: processo.status,
    expirado: processo.expirado,
    horas_requeridas: processo.horas_requeridas,
    horas_realizadas: processo.horas_realizadas,
    horas_agendadas: processo.horas_agendadas,
    horas_restantes: processo.horas_restantes,
    noturnas_requeridas: processo.noturnas_requeridas,
    noturnas_realizadas: processo.noturnas_realizadas,
    simulador_excedente: processo.simulador_excedente,
    aulas_abaixo_minimo: processo.aulas_abaixo_minimo,
    observacoes: observacoesOf(processo),
    percentual: percentualOf(processo.horas_realizadas, processo.horas_requeridas),
    completo: processo.horas_restantes === 0 && processo.noturnas_realizadas >= processo.noturnas_requeridas,
    apto: processo.aptidao.apto,
    pendencias: processo.aptidao.pendencias.map(explained),
  };
}

type SortKey = 'aluno' | 'renach' | 'categoria' | 'percentual' | 'restantes' | 'realizadas';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const COMPARE: Record<SortKey, (a: CargaHorariaAluno, b: CargaHorariaAluno) => number> = {
  aluno: (a, b) => collator.compare(a.aluno_nome, b.aluno_nome),
  renach: (a, b) => a.renach.localeCompare(b.renach),
  categoria: (a, b) => a.categoria.localeCompare(b.categoria),
  percentual: (a, b) => a.percentual - b.percentual,
  restantes: (a, b) => a.horas_restantes - b.horas_restantes,
  realizadas: (a, b) => a.horas_realizadas - b.horas_realizadas,
};

const isSortKey = (key: string): key is SortKey => Object.hasOwn(COMPARE, key);

/** The client names a sort (`campo` or `-campo`); ties fall to the process id, in the same direction. */
function sorted(rows: CargaHorariaAluno[], sort: string | undefined): CargaHorariaAluno[] {
  const descending = sort?.startsWith('-') ?? false;
  const key = sort?.replace(/^-/, '') ?? 'aluno';
  const compare = COMPARE[isSortKey(key) ? key : 'aluno'];
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * (compare(a, b) || a.id_processo - b.id_processo));
}

/** The processes of the report, in the caller's tenant transaction. */
async function linhas(filtros: CargaHorariaFiltros): Promise<CargaHorariaAluno[]> {
  const processos = await exportProcessos({
    filtro: filtros.filtro ?? undefined,
    todos: filtros.status !== 'aberto',
  });
  return processos
    .filter((processo) => filtros.status === 'todos' || processo.status === filtros.status)
    .filter((processo) => !filtros.categoria || processo.categoria === filtros.categoria)
    .map(cargaHorariaOf)
    .filter((linha) => !filtros.apenas_incompletos || !linha.completo)
    .filter((linha) => !filtros.apenas_aptos || linha.apto);
}

export function totaisOf(rows: readonly CargaHorariaAluno[]): TotaisCargaHoraria {
  const sum = (field: 'horas_requeridas' | 'horas_realizadas' | 'horas_agendadas' | 'horas_restantes') =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    processos: rows.length,
    incompletos: rows.filter((row) => !row.completo).length,
    aptos: rows.filter((row) => row.apto).length,
    horas_requeridas: sum('horas_requeridas'),
    horas_realizadas: sum('horas_realizadas'),
    horas_agendadas: sum('horas_agendadas'),
    horas_restantes: sum('horas_restantes'),
  };
}

function pageOf<T>(rows: T[], page: number, perPage: number): Page<T> {
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
    per_page: perPage,
    total: rows.length,
  };
}

export async function relatorioCargaHoraria(
  ctx: RequestContext,
  query: RelatorioCargaHorariaQuery,
): Promise<RelatorioCargaHoraria> {
  const rows = sorted(await ctx.tenant(() => linhas(query)), query.sort);
  return { ...pageOf(rows, query.page, query.per_page), totais: totaisOf(rows) };
}

/** Every matching process by student's name, and the totals, in the export's tenant transaction. */
export async function exportCargaHoraria(
  filtros: CargaHorariaFiltros,
): Promise<{ rows: CargaHorariaAluno[]; totais: TotaisCargaHoraria }> {
  const rows = sorted(await linhas(filtros), 'aluno');
  return { rows, totais: totaisOf(rows) };
}
