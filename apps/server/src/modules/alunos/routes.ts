import {
  aluno,
  alunoBody,
  alunosQuery,
  envelope,
  errorReply,
  idParam,
  page,
  situacaoBody,
  situacaoHistorico,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { EDIT, errors, LIST, message } from './access.ts';
import { examesRoutes } from './exames-routes.ts';
import { registerAlunosExports } from './exports.ts';
import { fotoRoutes } from './foto-routes.ts';
import {
  createAluno,
  deleteAluno,
  getAluno,
  listAlunos,
  listSituacoes,
  setSituacao,
  updateAluno,
} from './service.ts';

/** The students registry (SPEC §2.3 admin/alunos): list, form, situation, exams, photo, exports. */
export const alunosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { storage: app.storage };

  app.get(
    '/alunos',
    {
      config: { access: LIST },
      schema: {
        tags: ['alunos'],
        summary: 'Lista os alunos',
        querystring: alunosQuery,
        response: { 200: envelope(page(aluno)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listAlunos(contextOf(request), request.query),
    }),
  );

  app.get(
    '/alunos/:id',
    {
      config: { access: LIST },
      schema: {
        tags: ['alunos'],
        summary: 'Um aluno',
        params: idParam,
        response: { 200: envelope(aluno), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getAluno(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/alunos',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Cadastra um aluno (formulário completo ou básico: nome, CPF e telefone)',
        body: alunoBody,
        response: { 201: envelope(aluno), ...errors },
      },
    },
    async (request, reply) => {
      const dados = await createAluno(contextOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, dados, mensagem: request.t('alunos.cadastrado') });
    },
  );

  app.put(
    '/alunos/:id',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Altera um aluno',
        params: idParam,
        body: alunoBody,
        response: { 200: envelope(aluno), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateAluno(contextOf(request), request.params.id, request.body),
      mensagem: request.t('alunos.alterado'),
    }),
  );

  app.delete(
    '/alunos/:id',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Exclui um aluno sem aulas nem outros registros ligados (prefira alterar a situação)',
        params: idParam,
        response: { 200: message, 409: errorReply, ...errors },
      },
    },
    async (request) => {
      await deleteAluno(deps, contextOf(request), request.params.id);
      return { success: true as const, mensagem: request.t('alunos.excluido') };
    },
  );

  app.patch(
    '/alunos/:id/situacao',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Altera a situação do aluno (ativo, suspenso, concluído) e a registra no histórico',
        params: idParam,
        body: situacaoBody,
        response: { 200: envelope(aluno), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await setSituacao(contextOf(request), request.params.id, request.body),
      mensagem: request.t('alunos.situacaoAlterada'),
    }),
  );

  app.get(
    '/alunos/:id/situacoes',
    {
      config: { access: LIST },
      schema: {
        tags: ['alunos'],
        summary: 'Histórico de situações do aluno, da mais recente à mais antiga',
        params: idParam,
        response: { 200: envelope(z.array(situacaoHistorico)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listSituacoes(contextOf(request), request.params.id),
    }),
  );

  await app.register(examesRoutes);
  await app.register(fotoRoutes);
  registerAlunosExports(app);
};
