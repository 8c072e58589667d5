import { aulasPraticasApi as api } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES, schoolContext, staffWrite } from '../../../platform/auth/staff-scope.ts';
import { route } from '../../../platform/http/route.ts';
import { correctHorario, updateGetranStatus } from './service.ts';

/**
 * The send screen's corrections before sending (SPEC §7, /suporte/envios-praticas and the admin
 * area): `schema` selects the school among those the principal may see.
 */
const STAFF = { roles: STAFF_ROLES } as const;

export const aulasEnvioRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.updateGetranStatus,
    STAFF,
    async (request) => {
      const ctx = await schoolContext(request, request.body.schema);
      await updateGetranStatus(ctx, request.body.aulaId, request.body.status);
      return { success: true as const, mensagem: request.t('aulasPraticas.statusAtualizado') };
    },
    { preValidation: staffWrite },
  );

  route(
    app,
    api.correctHorario,
    STAFF,
    async (request) => {
      await correctHorario(await schoolContext(request, request.body.schema), request.body);
      return { success: true as const, mensagem: request.t('aulasPraticas.horarioAtualizado') };
    },
    { preValidation: staffWrite },
  );
};
