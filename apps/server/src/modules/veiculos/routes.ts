import {
  ADMIN_AREA_ROLES,
  ativoBody,
  cadastroQuery,
  envelope,
  errorReply,
  idParam,
  page,
  veiculo,
  veiculoBody,
  vinculadoQuery,
  vinculadoReply,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { veiculosExport } from './export.ts';
import {
  createVeiculo,
  deleteVeiculo,
  getVeiculo,
  listVeiculos,
  setAtivo,
  updateVeiculo,
  vinculadoEm,
} from './service.ts';

/** The vehicles' registry is for the admin layout's staff (SPEC §2.3: /admin is roles 1, 2 and 5). */
const ADMIN_ROLES = ADMIN_AREA_ROLES;
const LIST = { roles: ADMIN_ROLES, permissions: ['veiculo_list'] } as const;
const EDIT = { roles: ADMIN_ROLES, permissions: ['veiculo_edit'] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });
const tags = ['veiculos'];

export const veiculosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/veiculos',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Lista os veículos com os períodos de vínculo',
        querystring: cadastroQuery,
        response: { 200: envelope(page(veiculo)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listVeiculos(contextOf(request), request.query),
    }),
  );

  app.get(
    '/veiculos/:id',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Um veículo',
        params: idParam,
        response: { 200: envelope(veiculo), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getVeiculo(contextOf(request), request.params.id),
    }),
  );

  app.get(
    '/veiculos/:id/vinculado',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Se o veículo está vinculado à autoescola numa data',
        params: idParam,
        querystring: vinculadoQuery,
        response: { 200: envelope(vinculadoReply), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: { vinculado: await vinculadoEm(contextOf(request), request.params.id, request.query.data) },
    }),
  );

  app.post(
    '/veiculos',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Cadastra um veículo',
        body: veiculoBody,
        response: { 201: envelope(veiculo), ...errors },
      },
    },
    async (request, reply) => {
      const dados = await createVeiculo(contextOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, dados, mensagem: request.t('veiculos.cadastrado') });
    },
  );

  app.put(
    '/veiculos/:id',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Altera um veículo e substitui os seus períodos de vínculo',
        params: idParam,
        body: veiculoBody,
        response: { 200: envelope(veiculo), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateVeiculo(contextOf(request), request.params.id, request.body),
      mensagem: request.t('veiculos.alterado'),
    }),
  );

  app.patch(
    '/veiculos/:id/ativo',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Ativa ou desativa um veículo',
        params: idParam,
        body: ativoBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setAtivo(contextOf(request), request.params.id, request.body.ativo);
      return {
        success: true as const,
        mensagem: request.t(request.body.ativo ? 'veiculos.ativado' : 'veiculos.desativado'),
      };
    },
  );

  app.delete(
    '/veiculos/:id',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Exclui um veículo',
        params: idParam,
        response: { 200: message, 409: errorReply, ...errors },
      },
    },
    async (request) => {
      await deleteVeiculo(contextOf(request), request.params.id);
      return { success: true as const, mensagem: request.t('veiculos.excluido') };
    },
  );

  registerExports(app, { ...veiculosExport, access: LIST });
};
