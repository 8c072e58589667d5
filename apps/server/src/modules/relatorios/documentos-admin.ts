import { relatorioAdminExportQuery, roleName, type UsuarioAdmin } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { ExportColumn } from '../../platform/documents/documents.ts';
import type { ExportDefinition } from '../../platform/documents/routes.ts';
import { exportAdmin } from './admin.ts';

/** The staff report as a document (SPEC §7): a row per staff member, the totals as the last row. */

const brDate = (date: string) => formatDateBR(date, { dateOnly: true });

const COLUMNS: ExportColumn<UsuarioAdmin>[] = [
  { header: 'Usuário', value: (row) => row.nome },
  { header: 'Perfil', value: (row) => roleName(row.id_role), width: 70 },
  { header: 'Ativo', value: (row) => row.ativo, width: 34 },
  { header: 'Acessos', value: (row) => row.logins, width: 44 },
  { header: 'Falhas de acesso', value: (row) => row.logins_falhos, width: 50 },
  { header: 'Ações', value: (row) => row.acoes, width: 40 },
  { header: 'Aulas agendadas', value: (row) => row.aulas_agendadas, width: 50 },
  { header: 'Remarcadas', value: (row) => row.aulas_remarcadas, width: 50 },
  { header: 'Canceladas', value: (row) => row.aulas_canceladas, width: 50 },
  {
    header: 'Último acesso',
    value: (row) => (row.ultimo_login ? formatDateBR(row.ultimo_login) : null),
    width: 80,
  },
];

export const adminExport: Omit<ExportDefinition<UsuarioAdmin, typeof relatorioAdminExportQuery>, 'access'> = {
  modulo: 'relatorio-admin',
  titulo: 'Relatório administrativo',
  query: relatorioAdminExportQuery,
  columns: COLUMNS,
  async load(ctx, { de, ate, id_role, filtro = null }) {
    const { rows, totais, periodo } = await exportAdmin(ctx, { de, ate, id_role, filtro });
    return {
      rows,
      filtros: [
        `Período: ${brDate(periodo.de)} a ${brDate(periodo.ate)}`,
        id_role ? `Perfil: ${roleName(id_role)}` : '',
        filtro ? `Usuário: ${filtro}` : '',
      ].filter(Boolean),
      totais: {
        resumo: `Totais: ${totais.usuarios} usuário(s), ${totais.logins} acesso(s), ${totais.logins_falhos} falha(s) de acesso, ${totais.acoes} ação(ões), ${totais.aulas_agendadas} aula(s) agendada(s), ${totais.aulas_remarcadas} remarcada(s), ${totais.aulas_canceladas} cancelada(s)`,
        // biome-ignore format: one cell per column, in the columns' order.
        celulas: ['Total', `${totais.usuarios} usuário(s)`, '', totais.logins, totais.logins_falhos, totais.acoes, totais.aulas_agendadas, totais.aulas_remarcadas, totais.aulas_canceladas, ''],
      },
    };
  },
};
