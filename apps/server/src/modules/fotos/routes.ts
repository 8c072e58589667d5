import { fotosApi as api, type PermissionFlag, Role } from '@cfc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { getFotoPratica, getFotoTeorica, listFotosPraticas, listFotosTeoricas } from './service.ts';

/**
 * Who reads the photo feeds: a school's administrator and manager (their school) with one of the
 * flags below, monitoring and support (their granted schools), commercial (granted schools) and the
 * traffic authority (its state's schools); row-level security scopes each one.
 */
const FEED = {
  roles: [Role.ADMIN, Role.MONITOR, Role.GESTOR, Role.SUPORTE, Role.COMERCIAL, Role.DETRAN],
} as const;
const SCHOOL_ROLES: readonly number[] = [Role.ADMIN, Role.GESTOR];

/** School staff need either flag (`config.access` would require both). */
function anyFlagForSchoolStaff(flags: readonly PermissionFlag[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (!principal || !SCHOOL_ROLES.includes(principal.role)) return;
    if (!flags.some((flag) => principal.permissions.has(flag))) throw forbidden();
  };
}
const PRATICAS_FLAGS = anyFlagForSchoolStaff(['alunos_list', 'aulas_list']);
const TEORICAS_FLAGS = anyFlagForSchoolStaff(['turmas_list', 'alunos_list']);

const image = (reply: FastifyReply, file: { content: Buffer; contentType: string }) =>
  reply.type(file.contentType).header('cache-control', 'private, no-store').send(file.content);

export const fotosRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.listPraticas,
    FEED,
    async (request) => ({
      success: true as const,
      dados: await listFotosPraticas(contextOf(request), request.query),
    }),
    { preValidation: PRATICAS_FLAGS },
  );
  route(
    app,
    api.getPratica,
    FEED,
    async (request, reply) =>
      image(reply, await getFotoPratica(app.storage, contextOf(request), request.params.id, false)),
    { preValidation: PRATICAS_FLAGS },
  );
  route(
    app,
    api.getMiniatura,
    FEED,
    async (request, reply) =>
      image(reply, await getFotoPratica(app.storage, contextOf(request), request.params.id, true)),
    { preValidation: PRATICAS_FLAGS },
  );
  route(
    app,
    api.listTeoricas,
    FEED,
    async (request) => ({
      success: true as const,
      dados: await listFotosTeoricas(contextOf(request), request.query),
    }),
    { preValidation: TEORICAS_FLAGS },
  );
  route(
    app,
    api.getTeorica,
    FEED,
    async (request, reply) =>
      image(reply, await getFotoTeorica(app.storage, contextOf(request), request.params.id)),
    { preValidation: TEORICAS_FLAGS },
  );
};
