import { type Alerta, alertasApi, alertasFiltros, type PermissionFlag, Role } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, type RequestContext } from '../../platform/auth/context.ts';
import { schoolOrEvery } from '../../platform/auth/staff-scope.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { allAlertas, getAlerta, listAlertas, resumoAlertas, tratarAlerta } from './service.ts';

/**
 * Who reads and handles the alerts (SPEC §6; docs/monitoring.md "Who may do what"): the school's
 * administrator and manager with the `monitoramento_relatorios` flag (the menu's flag for the alerts
 * screen), monitoring (2), support (7), commercial (8: only its granted schools) and the authority
 * (9: only its state's schools) read them; the first two and monitoring handle them, never 8 or 9.
 * Row-level security scopes every read to the caller's schools.
 */
const READ = {
  roles: [Role.ADMIN, Role.GESTOR, Role.MONITOR, Role.SUPORTE, Role.COMERCIAL, Role.DETRAN],
} as const;
const WRITE = { roles: [Role.ADMIN, Role.GESTOR, Role.MONITOR] } as const;
const SCHOOL_FLAG: PermissionFlag = 'monitoramento_relatorios';

/** Roles 1 and 5 need the flag; the operator's roles and the authority do not. */
async function schoolStaffFlag(request: FastifyRequest): Promise<void> {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  if (principal.role !== Role.ADMIN && principal.role !== Role.GESTOR) return;
  if (!principal.permissions.has(SCHOOL_FLAG)) throw forbidden();
}
const flagged = { preValidation: schoolStaffFlag };

/**
 * The exports' scope, as the lists': a school's staff (with the flag) their current school; the
 * operator's staff and the authority every school they see, or the one the path names.
 */
async function exportContext(request: FastifyRequest, id: string): Promise<RequestContext> {
  await schoolStaffFlag(request);
  const role = request.principal?.role;
  if (role === Role.ADMIN || role === Role.GESTOR) return contextOf(request);
  return schoolOrEvery(request, id === '-' ? null : id);
}

const ESTADOS = {
  aberto: 'Aberto',
  reconhecido: 'Reconhecido',
  resolvido: 'Resolvido',
  contestado: 'Contestado',
};
const SEVERIDADES = { baixa: 'Baixa', media: 'Média', alta: 'Alta' };

export const alertasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, realtime: app.realtime };

  route(
    app,
    alertasApi.list,
    READ,
    async (request) => ({
      success: true as const,
      dados: await listAlertas(deps, contextOf(request), request.query),
    }),
    flagged,
  );
  route(
    app,
    alertasApi.resumo,
    READ,
    async (request) => ({ success: true as const, dados: await resumoAlertas(deps, contextOf(request)) }),
    flagged,
  );
  route(
    app,
    alertasApi.get,
    READ,
    async (request) => ({
      success: true as const,
      dados: await getAlerta(deps, contextOf(request), request.params.id),
    }),
    flagged,
  );
  route(
    app,
    alertasApi.reconhecer,
    WRITE,
    async (request) => ({
      success: true as const,
      dados: await tratarAlerta(
        deps,
        contextOf(request),
        request.params.id,
        'reconhecido',
        request.body.nota,
      ),
      mensagem: request.t('alertas.reconhecido'),
    }),
    flagged,
  );
  route(
    app,
    alertasApi.resolver,
    WRITE,
    async (request) => ({
      success: true as const,
      dados: await tratarAlerta(deps, contextOf(request), request.params.id, 'resolvido', request.body.nota),
      mensagem: request.t('alertas.resolvido'),
    }),
    flagged,
  );
  route(
    app,
    alertasApi.contestar,
    WRITE,
    async (request) => ({
      success: true as const,
      dados: await tratarAlerta(deps, contextOf(request), request.params.id, 'contestado', request.body.nota),
      mensagem: request.t('alertas.contestado'),
    }),
    flagged,
  );

  registerExports<Alerta, typeof alertasFiltros>(app, {
    modulo: 'alertas',
    titulo: 'Alertas de monitoramento',
    access: READ,
    query: alertasFiltros,
    context: exportContext,
    columns: [
      { header: 'Detectado em', value: (row) => formatDateBR(row.detectado_em), width: 90 },
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Alerta', value: (row) => row.titulo },
      { header: 'Severidade', value: (row) => SEVERIDADES[row.severidade], width: 60 },
      { header: 'Situação', value: (row) => ESTADOS[row.estado], width: 70 },
      { header: 'Descrição', value: (row) => row.descricao },
      { header: 'Aula', value: (row) => row.id_aula_pratica, width: 50 },
      { header: 'Nota', value: (row) => row.nota },
    ],
    load: async (_ctx, { filtro: _filtro, todos: _todos, ...filtros }) => {
      const rows = await allAlertas(filtros);
      return {
        rows,
        filtros: Object.entries(filtros)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${key}: ${String(value)}`),
        totais: { resumo: `${rows.length} alertas`, celulas: [`${rows.length} alertas`] },
      };
    },
  });
};
