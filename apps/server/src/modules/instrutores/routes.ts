import { ADMIN_AREA_ROLES, instrutoresApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
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
const LIST = { roles: ADMIN_AREA_ROLES, permissions: ['instrutor_list'] } as const;
const EDIT = { roles: ADMIN_AREA_ROLES, permissions: ['instrutor_edit'] } as const;

export const instrutoresRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, instrutoresApi.list, LIST, async (request) => ({
    success: true as const,
    dados: await listInstrutores(contextOf(request), request.query),
  }));
  route(app, instrutoresApi.getSemana, LIST, async (request) => ({
    success: true as const,
    dados: await semanaDosInstrutores(contextOf(request), request.query.semana),
  }));
  route(app, instrutoresApi.get, LIST, async (request) => ({
    success: true as const,
    dados: await getInstrutor(contextOf(request), request.params.id),
  }));
  route(app, instrutoresApi.create, EDIT, async (request) => ({
    success: true as const,
    dados: await createInstrutor(contextOf(request), request.body),
    mensagem: request.t('instrutores.cadastrado'),
  }));
  route(app, instrutoresApi.update, EDIT, async (request) => ({
    success: true as const,
    dados: await updateInstrutor(contextOf(request), request.params.id, request.body),
    mensagem: request.t('instrutores.alterado'),
  }));
  route(app, instrutoresApi.setAtivo, EDIT, async (request) => {
    await setAtivo(contextOf(request), request.params.id, request.body.ativo);
    return {
      success: true as const,
      mensagem: request.t(request.body.ativo ? 'instrutores.ativado' : 'instrutores.desativado'),
    };
  });
  route(app, instrutoresApi.remove, EDIT, async (request) => {
    await deleteInstrutor(contextOf(request), app.storage, request.params.id);
    return { success: true as const, mensagem: request.t('instrutores.excluido') };
  });

  route(app, instrutoresApi.uploadFoto, EDIT, async (request) => {
    const ctx = contextOf(request);
    const file = await readImageUpload(request);
    await putFoto(ctx, app.storage, request.params.id, file);
    return { success: true as const, mensagem: request.t('instrutores.fotoAtualizada') };
  });
  // The image itself, as it was stored: a Buffer goes out without serialization.
  route(app, instrutoresApi.getFoto, LIST, async (request, reply) => {
    const file = await getFoto(contextOf(request), app.storage, request.params.id);
    return reply.header('cache-control', 'private, no-store').type(file.contentType).send(file.content);
  });
  route(app, instrutoresApi.removeFoto, EDIT, async (request) => {
    await deleteFoto(contextOf(request), app.storage, request.params.id);
    return { success: true as const, mensagem: request.t('instrutores.fotoRemovida') };
  });

  registerExports(app, { ...instrutoresExport, access: LIST });
};
