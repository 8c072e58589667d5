import {
  ADMIN_AREA_ROLES,
  envelope,
  errorReply,
  idParam,
  processoPlano,
  processoPlanoBody,
  processoPlanoParams,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { assignPlano, listPlanosDoProcesso, removePlanoDoProcesso } from './service.ts';

/** Selling plans is part of the plans' screen: the `planos` flag. */
const ACCESS = { roles: ADMIN_AREA_ROLES, permissions: ['planos'] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });
const tags = ['planos-praticos'];

/** The plans sold for a process, with the hours and price of the sale. */
export const processoPlanosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/processos/:id/planos',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Os planos vendidos para um processo',
        params: idParam,
        response: { 200: envelope(z.array(processoPlano)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listPlanosDoProcesso(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/processos/:id/planos',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Vende um plano para um processo (copia horas e preço do momento)',
        params: idParam,
        body: processoPlanoBody,
        response: { 201: envelope(processoPlano), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        dados: await assignPlano(contextOf(request), request.params.id, request.body.plano_id),
        mensagem: request.t('planos.vinculado'),
      }),
  );

  app.delete(
    '/processos/:id/planos/:idProcessoPlano',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Desfaz a venda de um plano registrada por engano',
        params: processoPlanoParams,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await removePlanoDoProcesso(contextOf(request), request.params.id, request.params.idProcessoPlano);
      return { success: true as const, mensagem: request.t('planos.removido') };
    },
  );
};
