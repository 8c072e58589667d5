import { alunosApi, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { route } from '../../platform/http/route.ts';
import { EDIT, LIST } from './access.ts';
import { getPerfilCandidato, requestCorrecao } from './candidato.ts';
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
  const candidato = { db: app.db, realtime: app.realtime, log: app.log };
  const CANDIDATO = { roles: [Role.ALUNO] } as const;

  // The student's own profile: the record is found from the session's user, never from the request.
  route(app, alunosApi.getPerfilCandidato, CANDIDATO, async (request) => ({
    success: true as const,
    dados: await getPerfilCandidato(contextOf(request)),
  }));
  route(app, alunosApi.requestCorrecao, CANDIDATO, async (request) => {
    await requestCorrecao(candidato, contextOf(request), request.body);
    return { success: true as const, mensagem: request.t('alunos.correcaoEnviada') };
  });

  route(app, alunosApi.list, LIST, async (request) => ({
    success: true as const,
    dados: await listAlunos(contextOf(request), request.query),
  }));
  route(app, alunosApi.get, LIST, async (request) => ({
    success: true as const,
    dados: await getAluno(contextOf(request), request.params.id),
  }));
  route(app, alunosApi.create, EDIT, async (request) => ({
    success: true as const,
    dados: await createAluno(contextOf(request), request.body),
    mensagem: request.t('alunos.cadastrado'),
  }));
  route(app, alunosApi.update, EDIT, async (request) => ({
    success: true as const,
    dados: await updateAluno(contextOf(request), request.params.id, request.body),
    mensagem: request.t('alunos.alterado'),
  }));
  route(app, alunosApi.remove, EDIT, async (request) => {
    await deleteAluno(deps, contextOf(request), request.params.id);
    return { success: true as const, mensagem: request.t('alunos.excluido') };
  });
  route(app, alunosApi.setSituacao, EDIT, async (request) => ({
    success: true as const,
    dados: await setSituacao(contextOf(request), request.params.id, request.body),
    mensagem: request.t('alunos.situacaoAlterada'),
  }));
  route(app, alunosApi.listSituacoes, LIST, async (request) => ({
    success: true as const,
    dados: await listSituacoes(contextOf(request), request.params.id),
  }));

  await app.register(examesRoutes);
  await app.register(fotoRoutes);
  registerAlunosExports(app);
};
