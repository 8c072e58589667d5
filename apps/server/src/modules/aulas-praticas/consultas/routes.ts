import { aulasPraticasApi as api, Role, type RoleId } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { STAFF_ROLES, schoolContext, staffRead } from '../../../platform/auth/staff-scope.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { route } from '../../../platform/http/route.ts';
import { anyReadFlag, READ } from '../access.ts';
import {
  getAula,
  getAulaStaff,
  getCandidatoAulas,
  listAgenda,
  listAulas,
  listAulasDoAluno,
  listAulasDoInstrutor,
  listAulasDoInstrutorStaff,
  listContingencia,
} from './service.ts';

/** The staff calls of SPEC §7 (the send screen), for the school their `schema` names. */
const STAFF = { roles: STAFF_ROLES } as const;
/** Monitoring and support read the share of every school granted to them (SPEC §6: roles 2 and 7). */
const MONITORING_ROLES: readonly RoleId[] = [Role.MONITOR, Role.SUPORTE];

/**
 * The schools whose contingency share a caller reads: the one `schema` names; for monitoring and
 * support (roles 2 and 7), every school granted to them; for school staff, the school of the request.
 */
async function contingenciaScope(request: FastifyRequest, schema: string | null) {
  if (schema) return schoolContext(request, schema);
  const ctx = contextOf(request);
  if (!MONITORING_ROLES.includes(ctx.principal.role)) return ctx;
  const scope = { usuarioId: ctx.principal.usuarioId, autoescolaIds: ctx.principal.autoescolaIds };
  return { ...ctx, scope, tenant: <T>(work: () => Promise<T>) => withTenant(request.server.db, scope, work) };
}

/** What staff, the instructor and the student read about practical lessons. */
export const aulasConsultasRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { preValidation: anyReadFlag };
  route(
    app,
    api.list,
    READ,
    async (request) => ({
      success: true as const,
      dados: await listAulas(contextOf(request), request.query),
    }),
    read,
  );
  route(
    app,
    api.listAgenda,
    READ,
    async (request) => ({
      success: true as const,
      dados: await listAgenda(contextOf(request), request.query),
    }),
    read,
  );
  route(
    app,
    api.get,
    READ,
    async (request) => ({
      success: true as const,
      dados: await getAula(contextOf(request), request.params.id),
    }),
    read,
  );

  route(
    app,
    api.listContingencia,
    STAFF,
    async (request) => ({
      success: true as const,
      dados: await listContingencia(
        await contingenciaScope(request, request.query.schema),
        request.query.mes,
      ),
    }),
    { preValidation: staffRead },
  );

  route(
    app,
    api.getDetalhes,
    STAFF,
    async (request) => {
      const ctx = await schoolContext(request, request.query.schema);
      return { success: true as const, dados: await getAulaStaff(ctx, request.query.id) };
    },
    { preValidation: staffRead },
  );

  route(
    app,
    api.listByAluno,
    STAFF,
    async (request) => {
      const ctx = await schoolContext(request, request.query.schema);
      return { success: true as const, dados: await listAulasDoAluno(ctx, request.query.id) };
    },
    { preValidation: staffRead },
  );

  // The instructor's own lessons; staff see any instructor's ('Aulas do Instrutor', SPEC §2.6).
  route(
    app,
    api.listByInstrutor,
    { roles: [Role.INSTRUTOR, ...STAFF_ROLES] },
    async (request) => {
      if (request.principal?.role === Role.INSTRUTOR) {
        return {
          success: true as const,
          dados: await listAulasDoInstrutor(contextOf(request), request.query),
        };
      }
      const ctx = await schoolContext(request, request.query.schema);
      return { success: true as const, dados: await listAulasDoInstrutorStaff(ctx, request.query) };
    },
    {
      preValidation: async (request) => {
        if (request.principal?.role !== Role.INSTRUTOR) await staffRead(request);
      },
    },
  );

  // The student's area /candidato/aulas-praticas/:status?: its lessons, hours and next lesson.
  route(app, api.listForCandidato, { roles: [Role.ALUNO] }, async (request) => ({
    success: true as const,
    dados: await getCandidatoAulas(contextOf(request), request.query.status),
  }));
};
