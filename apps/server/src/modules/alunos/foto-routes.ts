import { alunosApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { route } from '../../platform/http/route.ts';
import { readImageUpload } from '../../platform/storage/uploads.ts';
import { EDIT, LIST } from './access.ts';
import { deleteFoto, getFoto, setFoto } from './foto.ts';

/** The student's reference face photo (the one lesson photos are compared with). */
export const fotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { storage: app.storage };

  route(app, alunosApi.uploadFoto, EDIT, async (request) => {
    const image = await readImageUpload(request);
    return {
      success: true as const,
      dados: await setFoto(deps, contextOf(request), request.params.id, image),
      mensagem: request.t('alunos.fotoSalva'),
    };
  });
  // The image itself: a Buffer is sent as it is, never through the serializer.
  route(app, alunosApi.getFoto, LIST, async (request, reply) => {
    const foto = await getFoto(deps, contextOf(request), request.params.id);
    return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
  });
  route(app, alunosApi.removeFoto, EDIT, async (request) => {
    await deleteFoto(deps, contextOf(request), request.params.id);
    return { success: true as const, mensagem: request.t('alunos.fotoRemovida') };
  });
};
