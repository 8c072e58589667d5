import { autoescolaPublica, autoescolaResumo, envelope, errorReply, slugParam } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPublicAutoescola, listAutoescolas } from './service.ts';

export const autoescolasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/autoescola',
    {
      config: { access: { roles: [1, 2, 5, 6, 7, 8, 9] } },
      schema: {
        tags: ['autoescolas'],
        summary: 'Autoescolas que o usuário pode ver',
        response: { 200: envelope(z.array(autoescolaResumo)), 401: errorReply, 403: errorReply },
      },
    },
    async (request) => ({ success: true as const, dados: await request.tenant(listAutoescolas) }),
  );

  app.get(
    '/autoescolas/publica/:slug',
    {
      config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['autoescolas'],
        summary: 'Nome da autoescola de uma página de login',
        params: slugParam,
        response: { 200: envelope(autoescolaPublica), 404: errorReply, 422: errorReply, 429: errorReply },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getPublicAutoescola(app.db, request.params.slug),
    }),
  );
};
