import {
  ADMIN_AREA_ROLES,
  ativoBody,
  cadastroQuery,
  envelope,
  errorReply,
  idParam,
  instrutor,
  instrutorBody,
  instrutoresSemana,
  instrutoresSemanaQuery,
  page,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { readImageUpload } from '../../platform/storage/uploads.ts';
import { instrutoresExport } from './export.ts';
import {
  createInstrutor,
  deleteFoto,
  deleteInstrutor,
  getFoto,
  getInstrutor,
  listInstrutores,
  putFoto,
  semanaDosInstrutores,
  setAtivo,
  updateInstrutor,
} from './service.ts';

/** The instructors' registry is for the admin layout's staff (SPEC §2.3: /admin is roles 1, 2 and 5). */
const ADMIN_ROLES = ADMIN_AREA_ROLES;
const LIST = { roles: ADMIN_ROLES, permissions: ['instrutor_list'] } as const;
const EDIT = { roles: ADMIN_ROLES, permissions: ['instrutor_edit'] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });
const tags = ['instrutores'];

export const instrutoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instrutores',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Lista os instrutores',
        querystring: cadastroQuery,
        response: { 200: envelope(page(instrutor)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listInstrutores(contextOf(request), request.query),
    }),
  );

  app.get(
    '/instrutores/dashboard',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'A semana de cada instrutor ativo',
        querystring: instrutoresSemanaQuery,
        response: { 200: envelope(instrutoresSemana), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await semanaDosInstrutores(contextOf(request), request.query.semana),
    }),
  );

  app.get(
    '/instrutores/:id',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Um instrutor',
        params: idParam,
        response: { 200: envelope(instrutor), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getInstrutor(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/instrutores',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Cadastra um instrutor',
        body: instrutorBody,
        response: { 201: envelope(instrutor), ...errors },
      },
    },
    async (request, reply) => {
      const dados = await createInstrutor(contextOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, dados, mensagem: request.t('instrutores.cadastrado') });
    },
  );

  app.put(
    '/instrutores/:id',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Altera um instrutor',
        params: idParam,
        body: instrutorBody,
        response: { 200: envelope(instrutor), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateInstrutor(contextOf(request), request.params.id, request.body),
      mensagem: request.t('instrutores.alterado'),
    }),
  );

  app.patch(
    '/instrutores/:id/ativo',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Ativa ou desativa um instrutor',
        params: idParam,
        body: ativoBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await setAtivo(contextOf(request), request.params.id, request.body.ativo);
      return {
        success: true as const,
        mensagem: request.t(request.body.ativo ? 'instrutores.ativado' : 'instrutores.desativado'),
      };
    },
  );

  app.delete(
    '/instrutores/:id',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Exclui um instrutor',
        params: idParam,
        response: { 200: message, 409: errorReply, ...errors },
      },
    },
    async (request) => {
      await deleteInstrutor(contextOf(request), app.storage, request.params.id);
      return { success: true as const, mensagem: request.t('instrutores.excluido') };
    },
  );

  app.put(
    '/instrutores/:id/foto',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Envia a foto do instrutor (multipart, campo arquivo)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const file = await readImageUpload(request);
      await putFoto(ctx, app.storage, request.params.id, file);
      return { success: true as const, mensagem: request.t('instrutores.fotoAtualizada') };
    },
  );

  app.get(
    '/instrutores/:id/foto',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'A foto do instrutor',
        params: idParam,
        // The image itself, as it was stored: a Buffer goes out without serialization.
        response: { 200: z.any().describe('A imagem (JPG, PNG ou WEBP).'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await getFoto(contextOf(request), app.storage, request.params.id);
      return reply.header('cache-control', 'private, no-store').type(file.contentType).send(file.content);
    },
  );

  app.delete(
    '/instrutores/:id/foto',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Remove a foto do instrutor',
        params: idParam,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await deleteFoto(contextOf(request), app.storage, request.params.id);
      return { success: true as const, mensagem: request.t('instrutores.fotoRemovida') };
    },
  );

  registerExports(app, { ...instrutoresExport, access: LIST });
};
