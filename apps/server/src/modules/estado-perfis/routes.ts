import { envelope, errorReply, estadoPerfil, estadoPerfilBody, Role, ufParam } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { getEstadoPerfil, listEstadoPerfis, saveEstadoPerfil } from './service.ts';

/**
 * The state profiles are the operator's settings (SPEC §2.3: /monitoramento conf/gerenciamento, a
 * screen of roles 2 and 8). Monitoring staff edit them; commercial staff only read them. Both roles
 * belong to the operator, and the profiles belong to no school, so the chosen school is irrelevant.
 */
const READ = { roles: [Role.MONITOR, Role.COMERCIAL] } as const;
const EDIT = { roles: [Role.MONITOR] } as const;
const errors = { 401: errorReply, 403: errorReply, 422: errorReply };
const tags = ['estado-perfis'];

export const estadoPerfisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/estado-perfis',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'As regras de cada UF (as padrão quando a UF não tem as suas)',
        response: { 200: envelope(z.array(estadoPerfil)), ...errors },
      },
    },
    async (request) => ({ success: true as const, dados: await listEstadoPerfis(contextOf(request)) }),
  );

  app.get(
    '/estado-perfis/:uf',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'As regras de uma UF',
        params: ufParam,
        response: { 200: envelope(estadoPerfil), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getEstadoPerfil(contextOf(request), request.params.uf),
    }),
  );

  app.put(
    '/estado-perfis/:uf',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Grava as regras de uma UF',
        params: ufParam,
        body: estadoPerfilBody,
        response: { 200: envelope(estadoPerfil), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await saveEstadoPerfil(app.db, contextOf(request), request.params.uf, request.body),
      mensagem: request.t('estadoPerfis.gravadas'),
    }),
  );
};
