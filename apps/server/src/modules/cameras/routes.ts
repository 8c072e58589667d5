import {
  ADMIN_AREA_ROLES,
  ativoBody,
  type Camera,
  cadastroQuery,
  camera,
  cameraBody,
  envelope,
  errorReply,
  idParam,
  page,
} from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import type { OutboundClient } from '../../platform/http/outbound.ts';
import {
  allCameras,
  createCamera,
  deleteCamera,
  getCamera,
  listCameras,
  setCameraAtiva,
  updateCamera,
} from './service.ts';

const ACCESS = { roles: ADMIN_AREA_ROLES };
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });
const STATUS = { online: 'Online', offline: 'Offline', desconhecido: 'Não verificada' };

export const camerasRoutes: FastifyPluginAsyncZod<{ secrets: SecretBox; outbound: OutboundClient }> = async (
  app,
  { secrets, outbound },
) => {
  app.get(
    '/cameras',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['cameras'],
        summary: 'Lista as câmeras (status-cameras)',
        querystring: cadastroQuery,
        response: { 200: envelope(page(camera)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listCameras(contextOf(request), request.query),
    }),
  );
  app.get(
    '/cameras/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['cameras'],
        summary: 'Uma câmera',
        params: idParam,
        response: { 200: envelope(camera), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getCamera(contextOf(request), request.params.id),
    }),
  );
  app.post(
    '/cameras',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['cameras'],
        summary: 'Cadastra uma câmera',
        body: cameraBody,
        response: { 201: envelope(camera), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        dados: await createCamera(contextOf(request), secrets, outbound, request.body),
        mensagem: request.t('cameras.cadastrada'),
      }),
  );
  app.put(
    '/cameras/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['cameras'],
        summary: 'Altera uma câmera (senha em branco mantém a atual)',
        params: idParam,
        body: cameraBody,
        response: { 200: envelope(camera), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateCamera(contextOf(request), secrets, outbound, request.params.id, request.body),
      mensagem: request.t('cameras.alterada'),
    }),
  );
  app.patch(
    '/cameras/:id/ativo',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['cameras'],
        summary: 'Ativa ou desativa uma câmera',
        params: idParam,
        body: ativoBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setCameraAtiva(contextOf(request), request.params.id, request.body.ativo);
      return {
        success: true as const,
        mensagem: request.t(request.body.ativo ? 'cameras.ativada' : 'cameras.desativada'),
      };
    },
  );
  app.delete(
    '/cameras/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['cameras'],
        summary: 'Exclui uma câmera',
        params: idParam,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await deleteCamera(contextOf(request), request.params.id);
      return { success: true as const, mensagem: request.t('cameras.excluida') };
    },
  );

  registerExports<Camera>(app, {
    modulo: 'cameras',
    titulo: 'Câmeras',
    access: ACCESS,
    columns: [
      { header: 'Câmera', value: (row) => row.nome },
      { header: 'Sala', value: (row) => row.sala_nome },
      { header: 'Status', value: (row) => STATUS[row.status], width: 80 },
      {
        header: 'Última imagem',
        value: (row) => (row.ultimo_snapshot_em ? formatDateBR(row.ultimo_snapshot_em) : null),
        width: 110,
      },
      { header: 'Situação', value: (row) => (row.ativo ? 'Ativa' : 'Inativa'), width: 60 },
    ],
    load: (_ctx, { filtro, todos }) => allCameras(todos, filtro),
  });
};
