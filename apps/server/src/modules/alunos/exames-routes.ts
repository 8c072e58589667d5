import { envelope, exame, exameBody, exameParams, idParam, pacientesQuery, page } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { EDIT, errors, LIST, message } from './access.ts';
import { createExame, deleteExame, listExames, listPacientes, updateExame } from './exames.ts';

/** Medical and psychological exams (SPEC §2.3 admin/alunos: pacientes, psicotecnico). */
export const examesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alunos/exames/pacientes',
    {
      config: { access: LIST },
      schema: {
        tags: ['alunos'],
        summary: 'Exames dos alunos (pacientes), dos mais recentes aos mais antigos',
        querystring: pacientesQuery,
        response: { 200: envelope(page(exame)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listPacientes(contextOf(request), request.query),
    }),
  );

  app.get(
    '/alunos/:id/exames',
    {
      config: { access: LIST },
      schema: {
        tags: ['alunos'],
        summary: 'Exames de um aluno',
        params: idParam,
        response: { 200: envelope(z.array(exame)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listExames(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/alunos/:id/exames',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Registra um exame médico ou psicológico do aluno',
        params: idParam,
        body: exameBody,
        response: { 201: envelope(exame), ...errors },
      },
    },
    async (request, reply) => {
      const dados = await createExame(contextOf(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, dados, mensagem: request.t('alunos.exameRegistrado') });
    },
  );

  app.put(
    '/alunos/:id/exames/:idExame',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Corrige um exame do aluno',
        params: exameParams,
        body: exameBody,
        response: { 200: envelope(exame), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateExame(contextOf(request), request.params.id, request.params.idExame, request.body),
      mensagem: request.t('alunos.exameAlterado'),
    }),
  );

  app.delete(
    '/alunos/:id/exames/:idExame',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Exclui um exame do aluno',
        params: exameParams,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await deleteExame(contextOf(request), request.params.id, request.params.idExame);
      return { success: true as const, mensagem: request.t('alunos.exameExcluido') };
    },
  );
};
