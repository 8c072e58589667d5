import { alunosApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { route } from '../../platform/http/route.ts';
import { EDIT, LIST } from './access.ts';
import { createExame, deleteExame, listExames, listPacientes, updateExame } from './exames.ts';

/** Medical and psychological exams (SPEC §2.3 admin/alunos: pacientes, psicotecnico). */
export const examesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, alunosApi.listPacientes, LIST, async (request) => ({
    success: true as const,
    dados: await listPacientes(contextOf(request), request.query),
  }));
  route(app, alunosApi.listExames, LIST, async (request) => ({
    success: true as const,
    dados: await listExames(contextOf(request), request.params.id),
  }));
  route(app, alunosApi.createExame, EDIT, async (request) => ({
    success: true as const,
    dados: await createExame(contextOf(request), request.params.id, request.body),
    mensagem: request.t('alunos.exameRegistrado'),
  }));
  route(app, alunosApi.updateExame, EDIT, async (request) => ({
    success: true as const,
    dados: await updateExame(contextOf(request), request.params.id, request.params.idExame, request.body),
    mensagem: request.t('alunos.exameAlterado'),
  }));
  route(app, alunosApi.removeExame, EDIT, async (request) => {
    await deleteExame(contextOf(request), request.params.id, request.params.idExame);
    return { success: true as const, mensagem: request.t('alunos.exameExcluido') };
  });
};
