import type {
  AcaoUsuario,
  RelatorioAcoesUsuarios,
  RelatorioAcoesUsuariosQuery,
  TotaisAcoesUsuarios,
} from '@cfc/contract';
import type { RequestContext } from '../../platform/auth/context.ts';
import { periodoDe } from './aulas-realizadas.ts';
import * as repository from './usuarios-repository.ts';

/** 'Ações de usuários': the school's audit log in a period (docs/architecture.md §13), with its totals. */

interface AcoesUsuariosFiltros extends Omit<repository.AcoesUsuariosFilter, 'de' | 'ate'> {
  de: string | null;
  ate: string | null;
}

const filterOf = (filtros: AcoesUsuariosFiltros): repository.AcoesUsuariosFilter => ({
  ...periodoDe(filtros),
  usuario_id: filtros.usuario_id,
  acao: filtros.acao,
  filtro: filtros.filtro,
});

export async function relatorioAcoesUsuarios(
  ctx: RequestContext,
  query: RelatorioAcoesUsuariosQuery,
): Promise<RelatorioAcoesUsuarios> {
  const filter = filterOf(query);
  return ctx.tenant(async () => ({
    ...(await repository.listAcoesUsuarios({
      ...filter,
      page: query.page,
      per_page: query.per_page,
      sort: query.sort,
    })),
    totais: await repository.totaisAcoesUsuarios(filter),
    periodo: { de: filter.de, ate: filter.ate },
  }));
}

/** Every matching action and the totals, in the export's tenant transaction. */
export async function exportAcoesUsuarios(filtros: AcoesUsuariosFiltros): Promise<{
  rows: AcaoUsuario[];
  totais: TotaisAcoesUsuarios;
  periodo: { de: string; ate: string };
}> {
  const filter = filterOf(filtros);
  return {
    rows: await repository.allAcoesUsuarios(filter),
    totais: await repository.totaisAcoesUsuarios(filter),
    periodo: { de: filter.de, ate: filter.ate },
  };
}
