import { aluno, envelope, idParam } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { readImageUpload } from '../../platform/storage/uploads.ts';
import { EDIT, errors, LIST, message } from './access.ts';
import { deleteFoto, getFoto, setFoto } from './foto.ts';

/** The student's reference face photo (the one lesson photos are compared with). */
export const fotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { storage: app.storage };

  app.put(
    '/alunos/:id/foto',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Envia a foto do aluno (multipart, campo arquivo: JPG, PNG ou WEBP até 5 MB)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: envelope(aluno), ...errors },
      },
    },
    async (request) => {
      const image = await readImageUpload(request);
      return {
        success: true as const,
        dados: await setFoto(deps, contextOf(request), request.params.id, image),
        mensagem: request.t('alunos.fotoSalva'),
      };
    },
  );

  // The 200 reply is the image itself (a Buffer is sent as it is, never through the serializer).
  app.get(
    '/alunos/:id/foto',
    {
      config: { access: LIST },
      schema: {
        tags: ['alunos'],
        summary: 'A foto do aluno (a imagem)',
        params: idParam,
        response: { 200: z.any().describe('A imagem: image/jpeg, image/png ou image/webp.'), ...errors },
      },
    },
    async (request, reply) => {
      const foto = await getFoto(deps, contextOf(request), request.params.id);
      return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
    },
  );

  app.delete(
    '/alunos/:id/foto',
    {
      config: { access: EDIT },
      schema: {
        tags: ['alunos'],
        summary: 'Remove a foto do aluno',
        params: idParam,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await deleteFoto(deps, contextOf(request), request.params.id);
      return { success: true as const, mensagem: request.t('alunos.fotoRemovida') };
    },
  );
};
