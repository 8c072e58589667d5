import type { RelatorioAdmin, RelatorioAdminQuery, TotaisAdmin, UsuarioAdmin } from '@cfc/contract';
import type { RequestContext } from '../../platform/auth/context.ts';
import { forbidden } from '../../platform/http/errors.ts';
import * as repository from './admin-repository.ts';
import { periodoDe } from './aulas-realizadas.ts';

/** 'Admin': each staff member of the school with their sign-ins, actions and lessons booked in a period. */

interface AdminFiltros {
  de: string | null;
  ate: string | null;
  id_role: number | null;
  filtro: string | null;
}

function filterOf(ctx: RequestContext, filtros: AdminFiltros): repository.AdminFilter {
  const autoescola_id = ctx.currentSchool?.id;
  // The report is of one school's staff: without a school chosen there is none to list.
  if (!autoescola_id) throw forbidden('comum.escolhaAutoescolaParaExportar');
  return { ...periodoDe(filtros), autoescola_id, id_role: filtros.id_role, filtro: filtros.filtro };
}

export async function relatorioAdmin(
  ctx: RequestContext,
  query: RelatorioAdminQuery,
): Promise<RelatorioAdmin> {
  const filter = filterOf(ctx, query);
  return ctx.tenant(async () => ({
    ...(await repository.listAdmin({
      ...filter,
      page: query.page,
      per_page: query.per_page,
      sort: query.sort,
    })),
    totais: await repository.totaisAdmin(filter),
    periodo: { de: filter.de, ate: filter.ate },
  }));
}

/** Every staff member and the totals, in the export's tenant transaction. */
export async function exportAdmin(
  ctx: RequestContext,
  filtros: AdminFiltros,
): Promise<{ rows: UsuarioAdmin[]; totais: TotaisAdmin; periodo: { de: string; ate: string } }> {
  const filter = filterOf(ctx, filtros);
  return {
    rows: await repository.allAdmin(filter),
    totais: await repository.totaisAdmin(filter),
    periodo: { de: filter.de, ate: filter.ate },
  };
}
