import {
  type AlunoCadastrado,
  cadastradosFiltros,
  type Fatura,
  type FaturasFiltros,
  faturamentoApi,
  faturasApi,
  faturasFiltros,
  type ItemFaturado,
  itensFiltros,
  message,
  Role,
} from '@cfc/contract';
import { formatCents, formatDateBR, maskCpf } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { everySchoolContext } from '../../platform/auth/staff-scope.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import { mesAno } from './calculo.ts';
import * as faturas from './faturas.ts';
import * as service from './service.ts';

/**
 * Who bills and who reads (docs/finance.md "Who may do what"): finance (6) runs the billing, edits the
 * contracts and cancels or resends invoices; finance, commercial (8: its granted schools, read only)
 * and a school's administrator and manager (1, 5: their own, with the flags faturas_praticas /
 * faturas_teoricas) read the invoices. Row-level security scopes every read to the caller's schools.
 */
const FINANCE = { roles: [Role.FINANCEIRO] } as const;
const READ = { roles: [Role.ADMIN, Role.GESTOR, Role.FINANCEIRO, Role.COMERCIAL] } as const;

const SITUACOES = { aberta: 'Em aberto', vencida: 'Vencida', paga: 'Paga', cancelada: 'Cancelada' };
const TIPOS_ITEM = {
  aluno_cadastrado: 'Aluno cadastrado',
  aula_pratica: 'Aula prática',
  aula_teorica: 'Aula teórica',
  franquia: 'Franquia',
  cobranca: 'Cobrança',
};

/** The filters of an export as lines under its title. */
const filtrosDe = (filtros: Record<string, unknown>) =>
  Object.entries(filtros)
    .filter(([key, value]) => value !== undefined && key !== 'filtro' && key !== 'todos')
    .map(([key, value]) => `${key}: ${String(value)}`);

export const faturamentoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.FaturamentoDeps = { db: app.db, jobs: app.jobs, financeiro: app.config.financeiro };
  const ok = <T>(dados: T, mensagem?: string) => ({
    success: true as const,
    dados,
    ...(mensagem ? { mensagem } : {}),
  });

  // ---------- Contracts and the run (finance) ----------
  route(app, faturamentoApi.contratos, FINANCE, async (request) =>
    ok(await service.listContratos(app.db, contextOf(request), request.query)),
  );
  route(app, faturamentoApi.contratoOpcoes, FINANCE, async (request) =>
    ok(await service.contratoOpcoes(app.db, contextOf(request))),
  );
  route(app, faturamentoApi.salvarContrato, FINANCE, async (request) =>
    ok(
      await service.salvarContrato(app.db, contextOf(request), request.params.id, request.body),
      request.t('faturamento.contratoSalvo'),
    ),
  );
  route(app, faturamentoApi.previa, FINANCE, async (request) =>
    ok(await service.previaFaturamento(app.db, contextOf(request), request.query.competencia)),
  );
  route(app, faturamentoApi.emitir, FINANCE, async (request) => {
    const { execucao, pendentes } = await service.emitirFaturamento(
      deps,
      contextOf(request),
      request.body.competencia,
    );
    return ok(
      execucao,
      pendentes === 0
        ? request.t('faturamento.nadaAFaturar')
        : request.t(message('faturamento.faturamentoIniciado', { count: pendentes })),
    );
  });
  route(app, faturamentoApi.execucoes, FINANCE, async (request) =>
    ok(await service.listExecucoes(app.db, contextOf(request))),
  );
  route(app, faturamentoApi.execucao, FINANCE, async (request) =>
    ok(await service.getExecucao(app.db, contextOf(request), request.params.id)),
  );

  // ---------- Invoices ----------
  route(app, faturasApi.list, READ, async (request) =>
    ok(await faturas.listFaturas(app.db, contextOf(request), request.query)),
  );
  route(app, faturasApi.itens, READ, async (request) =>
    ok(await faturas.listItens(app.db, contextOf(request), request.query)),
  );
  route(app, faturasApi.cadastrados, READ, async (request) =>
    ok(await faturas.listCadastrados(app.db, contextOf(request), request.query)),
  );
  route(app, faturasApi.get, READ, async (request) =>
    ok(await faturas.getFatura(app.db, contextOf(request), request.params.id)),
  );
  route(app, faturasApi.pdf, READ, async (request) =>
    ok(await faturas.pdfDaFatura(deps, contextOf(request), request.params.id)),
  );
  route(app, faturasApi.cancelar, FINANCE, async (request) =>
    ok(
      await faturas.cancelarFatura(app.db, contextOf(request), request.params.id, request.body.motivo),
      request.t('faturamento.faturaCancelada'),
    ),
  );
  route(app, faturasApi.reenviar, FINANCE, async (request) => {
    const { fatura, email } = await faturas.reenviarFatura(deps, contextOf(request), request.params.id);
    return ok(fatura, request.t(message('faturamento.faturaReenviada', { email })));
  });

  // ---------- Exports: the invoices report, billed and registered students ----------
  /** The operator's staff export every school they see; a school its own. */
  const contexto = async (request: Parameters<typeof contextOf>[0]) => {
    const ctx = contextOf(request);
    return ctx.currentSchool?.operadora ? everySchoolContext(request) : ctx;
  };

  registerExports<Fatura, typeof faturasFiltros>(app, {
    modulo: 'faturas',
    titulo: 'Relatório de faturas',
    access: READ,
    query: faturasFiltros,
    context: contexto,
    columns: [
      { header: 'Competência', value: (row) => mesAno(row.competencia), width: 55 },
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Fatura', value: (row) => row.id_fatura, width: 40 },
      { header: 'Descrição', value: (row) => row.descricao },
      { header: 'Vencimento', value: (row) => formatDateBR(row.vencimento), width: 60 },
      { header: 'Situação', value: (row) => SITUACOES[row.situacao], width: 55 },
      { header: 'Valor', value: (row) => formatCents(row.valor_centavos), width: 65 },
      { header: 'Pago', value: (row) => formatCents(row.valor_pago_centavos), width: 65 },
    ],
    load: async (ctx, { filtro: _f, todos: _t, ...filtros }) => {
      faturas.exigirFlagDeFaturas(ctx);
      const rows = await faturas.allFaturas(filtros as FaturasFiltros);
      const valor = rows.filter((r) => r.situacao !== 'cancelada').reduce((s, r) => s + r.valor_centavos, 0);
      const pago = rows.reduce((s, r) => s + r.valor_pago_centavos, 0);
      return {
        rows,
        filtros: filtrosDe(filtros),
        totais: {
          resumo: `${rows.length} fatura(s) · ${formatCents(valor)} faturado · ${formatCents(pago)} pago`,
          celulas: [`${rows.length} fatura(s)`, '', '', '', '', '', formatCents(valor), formatCents(pago)],
        },
      };
    },
  });

  registerExports<ItemFaturado, typeof itensFiltros>(app, {
    modulo: 'alunos-faturados',
    path: '/faturas/itens',
    titulo: 'Alunos faturados',
    access: READ,
    query: itensFiltros,
    context: contexto,
    columns: [
      { header: 'Competência', value: (row) => mesAno(row.competencia), width: 55 },
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Fatura', value: (row) => row.id_fatura, width: 40 },
      { header: 'Aluno', value: (row) => row.aluno_nome },
      { header: 'CPF', value: (row) => maskCpf(row.aluno_cpf), width: 70 },
      { header: 'Tipo', value: (row) => TIPOS_ITEM[row.tipo], width: 60 },
      { header: 'Descrição', value: (row) => row.descricao },
      { header: 'Valor', value: (row) => formatCents(row.valor_centavos), width: 60 },
    ],
    load: async (ctx, { filtro: _f, todos: _t, ...filtros }) => {
      const rows = await faturas.allItens(ctx, filtros);
      const total = rows.reduce((s, r) => s + r.valor_centavos, 0);
      return {
        rows,
        filtros: filtrosDe(filtros),
        totais: {
          resumo: `${rows.length} linha(s) · ${formatCents(total)}`,
          celulas: [`${rows.length} linha(s)`, '', '', '', '', '', '', formatCents(total)],
        },
      };
    },
  });

  registerExports<AlunoCadastrado, typeof cadastradosFiltros>(app, {
    modulo: 'alunos-cadastrados',
    path: '/faturas/alunos-cadastrados',
    titulo: 'Alunos cadastrados no mês',
    access: READ,
    query: cadastradosFiltros,
    context: contexto,
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Aluno', value: (row) => row.nome },
      { header: 'CPF', value: (row) => maskCpf(row.cpf), width: 70 },
      {
        header: 'Cadastrado em',
        value: (row) => formatDateBR(row.cadastrado_em, { dateOnly: true }),
        width: 70,
      },
      { header: 'Fatura', value: (row) => row.id_fatura ?? '-', width: 45 },
      {
        header: 'Valor',
        value: (row) => (row.valor_centavos === null ? '-' : formatCents(row.valor_centavos)),
        width: 60,
      },
    ],
    load: async (ctx, { filtro: _f, todos: _t, ...filtros }) => {
      faturas.exigirFlagDeFaturas(ctx);
      const rows = await faturas.allCadastrados(filtros);
      const faturados = rows.filter((r) => r.id_fatura !== null).length;
      return {
        rows,
        filtros: filtrosDe(filtros),
        totais: {
          resumo: `${rows.length} aluno(s) · ${faturados} faturado(s)`,
          celulas: [`${rows.length} aluno(s)`, '', '', '', `${faturados} faturado(s)`, ''],
        },
      };
    },
  });
};
