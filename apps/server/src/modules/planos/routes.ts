import {
  ADMIN_AREA_ROLES,
  ativoBody,
  envelope,
  errorReply,
  idParam,
  type Plano,
  page,
  plano,
  planoBody,
  planosQuery,
} from '@cfc/contract';
import { formatCents } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { processoPlanosRoutes } from './processo-planos-routes.ts';
import {
  createPlano,
  deletePlano,
  exportPlanos,
  getPlano,
  listPlanos,
  setPlanoAtivo,
  updatePlano,
} from './service.ts';

/** agendamento/planos-praticos: admin-area roles with the `planos` flag. */
const ACCESS = { roles: ADMIN_AREA_ROLES, permissions: ['planos'] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });
const tags = ['planos-praticos'];

export const planosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/planos-praticos',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Lista os planos de aulas práticas',
        querystring: planosQuery,
        response: { 200: envelope(page(plano)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listPlanos(contextOf(request), request.query),
    }),
  );

  app.get(
    '/planos-praticos/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Um plano de aulas práticas',
        params: idParam,
        response: { 200: envelope(plano), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getPlano(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/planos-praticos',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Cadastra um plano de aulas práticas',
        body: planoBody,
        response: { 201: envelope(plano), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        dados: await createPlano(contextOf(request), request.body),
        mensagem: request.t('planos.cadastrado'),
      }),
  );

  app.put(
    '/planos-praticos/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Altera um plano (o que já foi vendido mantém horas e preço da venda)',
        params: idParam,
        body: planoBody,
        response: { 200: envelope(plano), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updatePlano(contextOf(request), request.params.id, request.body),
      mensagem: request.t('planos.alterado'),
    }),
  );

  app.patch(
    '/planos-praticos/:id/ativo',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Ativa ou desativa um plano',
        params: idParam,
        body: ativoBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setPlanoAtivo(contextOf(request), request.params.id, request.body.ativo);
      return {
        success: true as const,
        mensagem: request.t(request.body.ativo ? 'planos.ativado' : 'planos.desativadoSucesso'),
      };
    },
  );

  app.delete(
    '/planos-praticos/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Exclui um plano nunca vendido',
        params: idParam,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await deletePlano(contextOf(request), request.params.id);
      return { success: true as const, mensagem: request.t('planos.excluido') };
    },
  );

  await app.register(processoPlanosRoutes);

  registerExports<Plano>(app, {
    modulo: 'planos-praticos',
    titulo: 'Planos de aulas práticas',
    access: ACCESS,
    columns: [
      { header: 'Plano', value: (row) => row.nome },
      { header: 'Categoria', value: (row) => row.categoria ?? 'Todas', width: 60 },
      { header: 'Horas-aula', value: (row) => row.horas_aula, width: 60 },
      { header: 'Preço', value: (row) => formatCents(row.preco_centavos), width: 80 },
      { header: 'Situação', value: (row) => (row.ativo ? 'Ativo' : 'Inativo'), width: 60 },
    ],
    load: (_ctx, filters) => exportPlanos(filters),
  });
};
