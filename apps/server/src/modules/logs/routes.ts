import { type AgendamentoLogEntrada, agendamentoLogExportQuery, logsApi, Role } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolOrEvery } from '../../platform/auth/staff-scope.ts';
import type { ExportColumn } from '../../platform/documents/documents.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import { allAgendamento, listAgendamento, listConsultasGetran, listMinimizacao } from './service.ts';

/**
 * The monitoring logs (SPEC §2.3 /monitoramento, roles 2 and 8): read only, across the schools the
 * caller sees (commercial staff: the schools granted to them), `schema` narrowing to one.
 */
const LOGS = { roles: [Role.MONITOR, Role.COMERCIAL] } as const;

const ACAO: Record<AgendamentoLogEntrada['acao'], string> = {
  agendada: 'Agendamento',
  remarcada: 'Remarcação',
  cancelada: 'Cancelamento',
};
const horario = (valores: Record<string, unknown> | null) =>
  typeof valores?.inicio === 'string' ? formatDateBR(valores.inicio) : '';

const AGENDAMENTO_COLUMNS: ExportColumn<AgendamentoLogEntrada>[] = [
  { header: 'Quando', value: (row) => formatDateBR(row.created_at), width: 70 },
  { header: 'Autoescola', value: (row) => row.autoescola },
  { header: 'Ação', value: (row) => ACAO[row.acao], width: 70 },
  { header: 'Aula', value: (row) => row.aula_id, width: 36 },
  { header: 'De', value: (row) => horario(row.de) },
  { header: 'Para', value: (row) => horario(row.para) },
  { header: 'Usuário', value: (row) => row.usuario },
  { header: 'IP', value: (row) => row.ip },
  { header: 'Navegador', value: (row) => row.user_agent },
];

export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, logsApi.listMinimizacao, LOGS, async (request) => ({
    success: true as const,
    dados: await listMinimizacao(await schoolOrEvery(request, request.query.schema), request.query),
  }));

  route(app, logsApi.listAgendamento, LOGS, async (request) => ({
    success: true as const,
    dados: await listAgendamento(await schoolOrEvery(request, request.query.schema), request.query),
  }));

  registerExports(app, {
    modulo: 'log-agendamento',
    titulo: 'Log de agendamento de aulas práticas',
    path: logsApi.listAgendamento.path,
    access: LOGS,
    query: agendamentoLogExportQuery,
    columns: AGENDAMENTO_COLUMNS,
    context: (request, id) => schoolOrEvery(request, id === '-' ? null : id),
    openapi: {
      tags: [logsApi.listAgendamento.group],
      pdf: 'PDF: log de agendamento (autoescola no caminho, os filtros na consulta)',
      xlsx: 'Planilha (xlsx ou csv): log de agendamento',
    },
    async load(_ctx, { de, ate, acao, usuario }) {
      const rows = await allAgendamento({ de, ate, acao, usuario });
      const filtros = [
        de || ate ? `Período: ${de ?? '…'} a ${ate ?? '…'}` : '',
        acao ? `Ação: ${ACAO[acao]}` : '',
        usuario ? `Usuário: ${usuario}` : '',
      ].filter(Boolean);
      return { rows, filtros, totais: { resumo: `${rows.length} registro(s)`, celulas: [] } };
    },
  });

  route(app, logsApi.listConsultasGetran, LOGS, async (request) => ({
    success: true as const,
    dados: await listConsultasGetran(await schoolOrEvery(request, request.query.schema), request.query),
  }));
};
