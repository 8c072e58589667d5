import {
  financeiroRelatoriosApi,
  type RelatorioFinanceiroLinha,
  Role,
  relatorioFinanceiroFiltros,
  type SituacaoFatura,
} from '@cfc/contract';
import { formatCents, formatDateBR } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { everySchoolContext, schoolOrEvery } from '../../platform/auth/staff-scope.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import { painelFaturamento, relatorioCompleto, relatorioFinanceiro } from './service.ts';

/**
 * /financeiro is finance staff's (SPEC §2.3, §6): role 6, on every school granted to it (row-level
 * security), whatever school the CFC header names.
 */
const FINANCEIRO = { roles: [Role.FINANCEIRO] } as const;

export const SITUACOES: Record<SituacaoFatura, string> = {
  aberta: 'Aberta',
  vencida: 'Vencida',
  paga: 'Paga',
  cancelada: 'Cancelada',
};
const NFSE = { pendente: 'Pendente', emitida: 'Emitida', falhou: 'Falhou', cancelada: 'Cancelada' };

/** A spreadsheet's money: reais with two decimals, a number the sheet can add up (cents stay exact). */
const reais = (centavos: number) => centavos / 100;
const nfse = (row: RelatorioFinanceiroLinha) =>
  row.nfse_status ? `${NFSE[row.nfse_status]}${row.nfse_numero ? ` nº ${row.nfse_numero}` : ''}` : null;
const cancelada = (row: RelatorioFinanceiroLinha) => row.situacao === 'cancelada';

/** Each money column is one of the totals, so the lines of the sheet add up to its last row. */
const VALORES = {
  faturado: (row: RelatorioFinanceiroLinha) => (cancelada(row) ? 0 : row.valor_centavos),
  recebido: (row: RelatorioFinanceiroLinha) => (cancelada(row) ? 0 : row.valor_pago_centavos),
  aberto: (row: RelatorioFinanceiroLinha) => (row.situacao === 'aberta' ? row.em_aberto_centavos : 0),
  vencido: (row: RelatorioFinanceiroLinha) => (row.situacao === 'vencida' ? row.em_aberto_centavos : 0),
  cancelado: (row: RelatorioFinanceiroLinha) => (cancelada(row) ? row.valor_centavos : 0),
};

export const financeiroRelatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, financeiroRelatoriosApi.relatorio, FINANCEIRO, async (request) => ({
    success: true as const,
    dados: await relatorioFinanceiro(everySchoolContext(request), request.query),
  }));

  route(app, financeiroRelatoriosApi.painel, FINANCEIRO, async (request) => ({
    success: true as const,
    dados: await painelFaturamento(everySchoolContext(request)),
  }));

  registerExports<RelatorioFinanceiroLinha, typeof relatorioFinanceiroFiltros>(app, {
    modulo: 'relatorio-financeiro',
    titulo: 'Relatório financeiro',
    path: financeiroRelatoriosApi.relatorio.path,
    access: FINANCEIRO,
    query: relatorioFinanceiroFiltros,
    // Every school granted to the caller, or the one the path names, whatever the CFC header says.
    context: (request, id) => schoolOrEvery(request, id === '-' ? null : id),
    openapi: {
      tags: [financeiroRelatoriosApi.relatorio.group],
      pdf: 'PDF: faturas do período, com os totais',
      xlsx: 'Planilha (xlsx ou csv): faturas do período, com os totais',
    },
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'UF', value: (row) => row.uf },
      { header: 'Competência', value: (row) => row.competencia },
      { header: 'Fatura', value: (row) => row.id_fatura },
      { header: 'Descrição', value: (row) => row.descricao },
      { header: 'Vencimento', value: (row) => formatDateBR(row.vencimento) },
      { header: 'Situação', value: (row) => SITUACOES[row.situacao] },
      { header: 'Faturado (R$)', value: (row) => reais(VALORES.faturado(row)) },
      { header: 'Recebido (R$)', value: (row) => reais(VALORES.recebido(row)) },
      { header: 'Em aberto (R$)', value: (row) => reais(VALORES.aberto(row)) },
      { header: 'Vencido (R$)', value: (row) => reais(VALORES.vencido(row)) },
      { header: 'Cancelado (R$)', value: (row) => reais(VALORES.cancelado(row)) },
      { header: 'NFS-e', value: nfse },
    ],
    pdfColumns: [
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Competência', value: (row) => row.competencia, width: 50 },
      { header: 'Vencimento', value: (row) => formatDateBR(row.vencimento), width: 55 },
      { header: 'Situação', value: (row) => SITUACOES[row.situacao], width: 50 },
      { header: 'Valor', value: (row) => formatCents(row.valor_centavos), width: 60 },
      { header: 'Pago', value: (row) => formatCents(row.valor_pago_centavos), width: 60 },
      { header: 'Em aberto', value: (row) => formatCents(row.em_aberto_centavos), width: 60 },
      { header: 'NFS-e', value: nfse, width: 70 },
    ],
    load: async (_ctx, { filtro: _filtro, todos: _todos, ...filtros }) => {
      const { periodo, linhas, totais } = await relatorioCompleto(filtros);
      const descritos = [
        `Competência: ${periodo.de} a ${periodo.ate}`,
        filtros.autoescola ? `Autoescola: ${filtros.autoescola}` : '',
        filtros.situacao ? `Situação: ${SITUACOES[filtros.situacao]}` : '',
        filtros.atraso ? `Atraso: ${filtros.atraso} dias` : '',
        filtros.uf ? `UF: ${filtros.uf}` : '',
      ].filter(Boolean);
      return {
        rows: linhas,
        filtros: descritos,
        totais: {
          resumo: `${totais.faturas} faturas · faturado ${formatCents(totais.faturado_centavos)} · recebido ${formatCents(totais.recebido_centavos)} · em aberto ${formatCents(totais.aberto_centavos)} · vencido ${formatCents(totais.vencido_centavos)} · cancelado ${formatCents(totais.cancelado_centavos)}`,
          celulas: [
            'Total',
            '',
            '',
            `${totais.faturas} faturas`,
            '',
            '',
            '',
            reais(totais.faturado_centavos),
            reais(totais.recebido_centavos),
            reais(totais.aberto_centavos),
            reais(totais.vencido_centavos),
            reais(totais.cancelado_centavos),
            '',
          ],
        },
      };
    },
  });
};
