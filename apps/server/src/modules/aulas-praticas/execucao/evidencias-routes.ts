import {
  ADMIN_AREA_ROLES,
  aulaFotoParams,
  aulaIdParam,
  envelope,
  errorReply,
  type PermissionFlag,
  posicaoAula,
} from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { getFotoAula, getPosicoesAula } from './evidencias.ts';

/** The same access as the lesson's detail (GET /aulas-praticas/:id): admin roles with a read flag. */
const READ = { roles: ADMIN_AREA_ROLES } as const;
const READ_FLAGS: readonly PermissionFlag[] = ['agendamento', 'aulas_list'];

async function anyReadFlag(request: FastifyRequest): Promise<void> {
  const granted = request.principal?.permissions;
  if (!READ_FLAGS.some((flag) => granted?.has(flag))) throw forbidden();
}

const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const tags = ['aulas-praticas'];

/** The photos and the GPS track of a lesson given, for the lesson's detail on the staff screens. */
export const aulasEvidenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { storage: app.storage };

  // The 200 reply is the image itself (a Buffer is sent as it is, never through the serializer).
  app.get(
    '/aulas-praticas/:id/fotos/:momento',
    {
      config: { access: READ },
      preValidation: anyReadFlag,
      schema: {
        tags,
        summary: 'A foto do aluno no início ou no fim da aula (a imagem)',
        params: aulaFotoParams,
        response: { 200: z.any().describe('A imagem: image/jpeg, image/png ou image/webp.'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, momento } = request.params;
      const foto = await getFotoAula(deps, contextOf(request), id, momento);
      return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
    },
  );

  app.get(
    '/aulas-praticas/:id/posicoes',
    {
      config: { access: READ },
      preValidation: anyReadFlag,
      schema: {
        tags,
        summary: 'O trajeto GPS da aula, na ordem em que foi registrado',
        params: aulaIdParam,
        response: { 200: envelope(z.array(posicaoAula)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getPosicoesAula(contextOf(request), request.params.id),
    }),
  );
};
