import { aulasPraticasApi as api, Role } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { route } from '../../../platform/http/route.ts';
import { readImageUpload } from '../../../platform/storage/uploads.ts';
import { pedirAvaliacaoDaAula } from '../../alertas/index.ts';
import { anyReadFlag, READ } from '../access.ts';
import { addPosicoes, finishAula, getFoto, listPosicoes, saveFoto, startAula } from './service.ts';

/** The instructor's phone: start, photos, GPS track, finish (area /instrutor-cfc/aulas). */
const INSTRUTOR = { roles: [Role.INSTRUTOR] } as const;

/** Giving a lesson on the instructor's phone, and its photos and track on the staff's lesson detail. */
export const aulasExecucaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = { storage: app.storage };
  // New evidence: the lesson's alert rules run again once the change is committed.
  const avaliar = async (request: FastifyRequest, aulaId: number) => {
    const school = request.currentSchool;
    if (school) await pedirAvaliacaoDaAula(app.jobs, request.log, { autoescolaId: school.id, aulaId });
  };

  route(app, api.start, INSTRUTOR, async (request) => {
    const deps = { realtime: app.realtime, log: request.log };
    const dados = await startAula(deps, contextOf(request), request.params.id, request.body);
    await avaliar(request, request.params.id);
    return { success: true as const, dados, mensagem: request.t('aulasPraticas.iniciada') };
  });

  route(app, api.uploadFoto, INSTRUTOR, async (request) => {
    const image = await readImageUpload(request);
    const { id, momento } = request.params;
    const dados = await saveFoto({ ...storage, jobs: app.jobs }, contextOf(request), id, momento, image);
    await avaliar(request, id);
    return { success: true as const, dados, mensagem: request.t('aulasPraticas.fotoSalva') };
  });

  route(app, api.addPosicoes, INSTRUTOR, async (request) => {
    const dados = await addPosicoes(contextOf(request), request.params.id, request.body);
    if (dados.novas > 0) await avaliar(request, request.params.id);
    return { success: true as const, dados };
  });

  route(app, api.finish, INSTRUTOR, async (request) => {
    const dados = await finishAula(
      { jobs: app.jobs, realtime: app.realtime, log: request.log },
      contextOf(request),
      request.params.id,
      request.body,
    );
    await avaliar(request, request.params.id);
    return { success: true as const, dados, mensagem: request.t('aulasPraticas.finalizada') };
  });

  // The image itself: a Buffer is sent as it is, never through the serializer.
  route(
    app,
    api.getFoto,
    READ,
    async (request, reply) => {
      const { id, momento } = request.params;
      const foto = await getFoto(storage, contextOf(request), id, momento);
      return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
    },
    { preValidation: anyReadFlag },
  );

  route(
    app,
    api.listPosicoes,
    READ,
    async (request) => ({
      success: true as const,
      dados: await listPosicoes(contextOf(request), request.params.id),
    }),
    { preValidation: anyReadFlag },
  );
};
