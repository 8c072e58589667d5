import type {
  AulaRealizadaRelatorio,
  RelatorioAulasRealizadas,
  RelatorioAulasRealizadasQuery,
  TotaisAulasRealizadas,
} from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import * as repository from './repository.ts';

/** 'Aulas práticas realizadas': the lessons given in a period, with odometer, duration and totals. */

export interface AulasRealizadasFiltros {
  de: string | null;
  ate: string | null;
  instrutor_id: number | null;
  veiculo_id: number | null;
  filtro: string | null;
}

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const lastOfMonth = (date: string) => addDays(firstOfMonth(addDays(firstOfMonth(date), 31)), -1);

/**
 * The period asked for, completed: nothing asked is the current São Paulo month; one end alone
 * reaches to the start or the end of its own month.
 */
export function periodoDe(
  { de, ate }: Pick<AulasRealizadasFiltros, 'de' | 'ate'>,
  today = todayInSaoPaulo(),
): { de: string; ate: string } {
  if (de && ate) return { de, ate };
  if (de) return { de, ate: lastOfMonth(de) };
  if (ate) return { de: firstOfMonth(ate), ate };
  return { de: firstOfMonth(today), ate: lastOfMonth(today) };
}

function filterOf(filtros: AulasRealizadasFiltros): repository.AulasRealizadasFilter {
  return {
    ...periodoDe(filtros),
    instrutor_id: filtros.instrutor_id,
    veiculo_id: filtros.veiculo_id,
    filtro: filtros.filtro,
  };
}

export async function relatorioAulasRealizadas(
  ctx: RequestContext,
  query: RelatorioAulasRealizadasQuery,
): Promise<RelatorioAulasRealizadas> {
  const filter = filterOf(query);
  return ctx.tenant(async () => {
    const result = await repository.listAulasRealizadas({ ...filter, ...pageOf(query) });
    const totais = await repository.totaisAulasRealizadas(filter);
    return { ...result, totais, periodo: { de: filter.de, ate: filter.ate } };
  });
}

const pageOf = (query: RelatorioAulasRealizadasQuery) => ({
  page: query.page,
  per_page: query.per_page,
  sort: query.sort,
});

/** Every matching lesson and the totals, in the export's tenant transaction. */
export async function exportAulasRealizadas(filtros: AulasRealizadasFiltros): Promise<{
  rows: AulaRealizadaRelatorio[];
  totais: TotaisAulasRealizadas;
  periodo: { de: string; ate: string };
  /** The instructor's name and the vehicle's plate of the filters, to print them. */
  nomes: { instrutor: string | null; veiculo: string | null };
}> {
  const filter = filterOf(filtros);
  return {
    rows: await repository.allAulasRealizadas(filter),
    totais: await repository.totaisAulasRealizadas(filter),
    periodo: { de: filter.de, ate: filter.ate },
    nomes: {
      instrutor: filter.instrutor_id ? await repository.instrutorNome(filter.instrutor_id) : null,
      veiculo: filter.veiculo_id ? await repository.veiculoPlaca(filter.veiculo_id) : null,
    },
  };
}
