import {
  comissoesApi,
  extratoSindicatoExportQuery,
  type LinhaComissao,
  type LinhaRepasse,
  periodoQuery,
  Role,
  sindicatosApi,
} from '@cfc/contract';
import { formatCents, formatDateBR } from '@cfc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, type RequestContext } from '../../platform/auth/context.ts';
import { everySchoolContext } from '../../platform/auth/staff-scope.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import {
  escolasDoConsultor,
  extratoDoSindicato,
  extrato as extratoNaTransacao,
  listSindicatos,
  periodoDe,
  recebimentosDosSindicatos,
  relatorioDoConsultor,
  relatorio as relatorioNaTransacao,
  saveSindicato,
} from './service.ts';

/**
 * Union receipts are finance's (role 6, every school granted to it). The commission report is the
 * consultant's own (SPEC §6: /comissao is role 1; a consultant is a role-1 user of the operator):
 * its requests see only the schools whose contract names the caller.
 */
const FINANCE = { roles: [Role.FINANCEIRO] } as const;
const CONSULTOR = { roles: [Role.ADMIN], operatorOnly: true } as const;

const ORIGENS = { retorno: 'Retorno bancário', manual: 'Baixa manual', pix: 'PIX' };
const dia = (value: string) => formatDateBR(value, { dateOnly: true });

export const repassesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The consultant's request, scoped to the schools they brought. */
  async function consultorContext(request: FastifyRequest): Promise<RequestContext> {
    const ctx = contextOf(request);
    const escolas = await escolasDoConsultor(app.db, ctx.principal.usuarioId);
    const scope = { usuarioId: ctx.principal.usuarioId, autoescolaIds: escolas };
    return { ...ctx, currentSchool: null, scope, tenant: (work) => withTenant(app.db, scope, work) };
  }

  route(app, sindicatosApi.list, FINANCE, async (request) => ({
    success: true as const,
    dados: await listSindicatos(everySchoolContext(request), request.query),
  }));
  route(app, sindicatosApi.create, FINANCE, async (request) => ({
    success: true as const,
    dados: await saveSindicato(everySchoolContext(request), undefined, request.body),
    mensagem: request.t('cobrancas.sindicatoCadastrado'),
  }));
  route(app, sindicatosApi.update, FINANCE, async (request) => ({
    success: true as const,
    dados: await saveSindicato(everySchoolContext(request), request.params.id, request.body),
    mensagem: request.t('cobrancas.sindicatoAlterado'),
  }));
  route(app, sindicatosApi.recebimentos, FINANCE, async (request) => ({
    success: true as const,
    dados: await recebimentosDosSindicatos(everySchoolContext(request), request.query),
  }));
  route(app, sindicatosApi.extrato, FINANCE, async (request) => ({
    success: true as const,
    dados: await extratoDoSindicato(everySchoolContext(request), request.params.id, request.query),
  }));

  registerExports<LinhaRepasse, typeof extratoSindicatoExportQuery>(app, {
    modulo: 'extrato-sindicato',
    path: '/financeiro/sindicatos/extrato',
    titulo: 'Extrato de repasse ao sindicato',
    access: FINANCE,
    query: extratoSindicatoExportQuery,
    context: async (request) => everySchoolContext(request),
    columns: [
      { header: 'Pago em', value: (row) => dia(row.pago_em), width: 60 },
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Fatura', value: (row) => `#${row.id_fatura} ${row.fatura_descricao}` },
      { header: 'Competência', value: (row) => row.competencia, width: 60 },
      { header: 'Origem', value: (row) => ORIGENS[row.origem], width: 70 },
      { header: 'Valor pago', value: (row) => formatCents(row.valor_pago_centavos), width: 70 },
      { header: 'Repasse', value: (row) => formatCents(row.repasse_centavos), width: 70 },
    ],
    load: async (_ctx, { id_sindicato, de, ate }) => {
      const extrato = await extratoNaTransacao(id_sindicato, periodoDe({ de, ate }));
      const { totais } = extrato;
      return {
        rows: extrato.linhas,
        filtros: [
          `Sindicato: ${extrato.sindicato.nome}`,
          `Repasse: ${(extrato.sindicato.repasse_pontos_base / 100).toLocaleString('pt-BR')} %`,
          `Período: ${dia(extrato.de)} a ${dia(extrato.ate)}`,
        ],
        totais: {
          resumo: `${totais.pagamentos} pagamento(s) · pago ${formatCents(totais.valor_pago_centavos)} · repasse ${formatCents(totais.repasse_centavos)}`,
          celulas: [
            'Total',
            `${totais.pagamentos} pagamento(s)`,
            '',
            '',
            '',
            formatCents(totais.valor_pago_centavos),
            formatCents(totais.repasse_centavos),
          ],
        },
      };
    },
  });

  route(app, comissoesApi.relatorio, CONSULTOR, async (request) => ({
    success: true as const,
    dados: await relatorioDoConsultor(await consultorContext(request), request.query),
  }));

  registerExports<LinhaComissao, typeof periodoQuery>(app, {
    modulo: 'comissao-consultor',
    path: '/comissao/relatorio-consultor',
    titulo: 'Relatório de comissões do consultor',
    access: CONSULTOR,
    query: periodoQuery,
    context: (request) => consultorContext(request),
    columns: [
      { header: 'Pago em', value: (row) => dia(row.pago_em), width: 60 },
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Fatura', value: (row) => `#${row.id_fatura} ${row.fatura_descricao}` },
      { header: 'Competência', value: (row) => row.competencia, width: 60 },
      { header: 'Valor pago', value: (row) => formatCents(row.valor_pago_centavos), width: 70 },
      {
        header: 'Comissão (%)',
        value: (row) => (row.comissao_pontos_base / 100).toLocaleString('pt-BR'),
        width: 55,
      },
      { header: 'Comissão', value: (row) => formatCents(row.comissao_centavos), width: 70 },
    ],
    load: async (ctx, { de, ate }) => {
      const relatorio = await relatorioNaTransacao(ctx.principal, periodoDe({ de, ate }));
      const { totais } = relatorio;
      return {
        rows: relatorio.linhas,
        filtros: [
          `Consultor: ${relatorio.consultor.nome}`,
          `Período: ${dia(relatorio.de)} a ${dia(relatorio.ate)}`,
          ...relatorio.por_autoescola.map(
            (escola) => `${escola.autoescola_nome}: ${formatCents(escola.comissao_centavos)}`,
          ),
        ],
        totais: {
          resumo: `${totais.pagamentos} pagamento(s) · pago ${formatCents(totais.valor_pago_centavos)} · comissão ${formatCents(totais.comissao_centavos)}`,
          celulas: [
            'Total',
            `${totais.pagamentos} pagamento(s)`,
            '',
            '',
            formatCents(totais.valor_pago_centavos),
            '',
            formatCents(totais.comissao_centavos),
          ],
        },
      };
    },
  });
};
