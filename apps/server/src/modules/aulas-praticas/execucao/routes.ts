import { aulasPraticasApi as api, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { route } from '../../../platform/http/route.ts';
import { readImageUpload } from '../../../platform/storage/uploads.ts';
import { anyReadFlag, READ } from '../access.ts';
import { addPosicoes, finishAula, getFoto, listPosicoes, saveFoto, startAula } from './service.ts';

/** The instructor's phone: start, photos, GPS track, finish (area /instrutor-cfc/aulas). */
const INSTRUTOR = { roles: [Role.INSTRUTOR] } as const;

/** Giving a lesson on the instructor's phone, and its photos and track on the staff's lesson detail. */
export const aulasExecucaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = { storage: app.storage };

  route(app, api.start, INSTRUTOR, async (request) => ({
    success: true as const,
    dados: await startAula(
      { realtime: app.realtime, log: request.log },
      contextOf(request),
      request.params.id,
      request.body,
    ),
    mensagem: request.t('aulasPraticas.iniciada'),
  }));

  route(app, api.uploadFoto, INSTRUTOR, async (request) => {
    const image = await readImageUpload(request);
    const { id, momento } = request.params;
    return {
      success: true as const,
      dados: await saveFoto({ ...storage, jobs: app.jobs }, contextOf(request), id, momento, image),
      mensagem: request.t('aulasPraticas.fotoSalva'),
    };
  });

  route(app, api.addPosicoes, INSTRUTOR, async (request) => ({
    success: true as const,
    dados: await addPosicoes(contextOf(request), request.params.id, request.body),
  }));

  route(app, api.finish, INSTRUTOR, async (request) => ({
    success: true as const,
    dados: await finishAula(
      { jobs: app.jobs, realtime: app.realtime, log: request.log },
      contextOf(request),
      request.params.id,
      request.body,
    ),
    mensagem: request.t('aulasPraticas.finalizada'),
  }));

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
