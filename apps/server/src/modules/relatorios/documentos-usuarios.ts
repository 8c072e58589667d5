import { type AcaoUsuario, relatorioAcoesUsuariosExportQuery, roleName } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { ExportColumn } from '../../platform/documents/documents.ts';
import type { ExportDefinition } from '../../platform/documents/routes.ts';
import { exportAcoesUsuarios } from './usuarios.ts';

/** The staff reports as documents (SPEC §7): columns, filters printed and totals. */

const brDate = (date: string) => formatDateBR(date, { dateOnly: true });
const usuario = (row: AcaoUsuario) =>
  row.usuario_nome ?? (row.usuario_id === null ? 'Sem usuário' : `Usuário nº ${row.usuario_id}`);
const registro = (row: AcaoUsuario) =>
  row.entidade ? `${row.entidade}${row.entidade_id ? ` nº ${row.entidade_id}` : ''}` : null;
const dados = (row: AcaoUsuario) => (row.dados === null ? null : JSON.stringify(row.dados));
/** A page of the PDF is no place for a whole record: its first 240 characters. */
const resumo = (text: string | null) => (text && text.length > 240 ? `${text.slice(0, 239)}…` : text);

const COLUMNS: ExportColumn<AcaoUsuario>[] = [
  { header: 'Data e hora', value: (row) => formatDateBR(row.created_at) },
  { header: 'Usuário', value: usuario },
  { header: 'Perfil', value: (row) => (row.id_role === null ? null : roleName(row.id_role)) },
  { header: 'Ação', value: (row) => row.acao },
  { header: 'Registro', value: registro },
  { header: 'IP', value: (row) => row.ip },
  { header: 'Navegador', value: (row) => row.user_agent },
  { header: 'Dados', value: dados },
];

const PDF_COLUMNS: ExportColumn<AcaoUsuario>[] = [
  { header: 'Data e hora', value: (row) => formatDateBR(row.created_at), width: 70 },
  { header: 'Usuário', value: (row) => `${usuario(row)}${row.id_role ? `\n${roleName(row.id_role)}` : ''}` },
  { header: 'Ação', value: (row) => row.acao, width: 110 },
  { header: 'Registro', value: registro, width: 90 },
  { header: 'IP', value: (row) => row.ip, width: 70 },
  { header: 'Dados', value: (row) => resumo(dados(row)), width: 220 },
];

export const acoesUsuariosExport: Omit<
  ExportDefinition<AcaoUsuario, typeof relatorioAcoesUsuariosExportQuery>,
  'access'
> = {
  modulo: 'relatorio-acoes-usuarios',
  titulo: 'Ações de usuários',
  query: relatorioAcoesUsuariosExportQuery,
  columns: COLUMNS,
  pdfColumns: PDF_COLUMNS,
  async load(_ctx, { de, ate, usuario_id, acao, filtro = null }) {
    const { rows, totais, periodo } = await exportAcoesUsuarios({ de, ate, usuario_id, acao, filtro });
    const nome = usuario_id ? rows.find((row) => row.usuario_id === usuario_id)?.usuario_nome : null;
    return {
      rows,
      filtros: [
        `Período: ${brDate(periodo.de)} a ${brDate(periodo.ate)}`,
        usuario_id ? `Usuário: ${nome ?? `nº ${usuario_id}`}` : '',
        acao ? `Ação: ${acao}` : '',
        filtro ? `Filtro: ${filtro}` : '',
      ].filter(Boolean),
      totais: {
        resumo: `Totais: ${totais.acoes} ação(ões) de ${totais.usuarios} usuário(s), de ${totais.ips} endereço(s) IP`,
        // biome-ignore format: one cell per column, in the columns' order.
        celulas: ['Total', `${totais.usuarios} usuário(s)`, '', `${totais.acoes} ação(ões)`, '', `${totais.ips} IP(s)`, '', ''],
      },
    };
  },
};
