import { ADMIN_AREA_ROLES, type Sala, salasApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import { allSalas, createSala, deleteSala, getSala, listSalas, setSalaAtiva, updateSala } from './service.ts';

/** Rooms are reached from the profile dropdown of the admin layout (SPEC §2.5): roles 1, 2 and 5. */
const ACCESS = { roles: ADMIN_AREA_ROLES };

export const salasRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, salasApi.list, ACCESS, async (request) => ({
    success: true as const,
    dados: await listSalas(contextOf(request), request.query),
  }));
  route(app, salasApi.get, ACCESS, async (request) => ({
    success: true as const,
    dados: await getSala(contextOf(request), request.params.id),
  }));
  route(app, salasApi.create, ACCESS, async (request) => ({
    success: true as const,
    dados: await createSala(contextOf(request), request.body),
    mensagem: request.t('salas.cadastrada'),
  }));
  route(app, salasApi.update, ACCESS, async (request) => ({
    success: true as const,
    dados: await updateSala(contextOf(request), request.params.id, request.body),
    mensagem: request.t('salas.alterada'),
  }));
  route(app, salasApi.setAtivo, ACCESS, async (request) => {
    await setSalaAtiva(contextOf(request), request.params.id, request.body.ativo);
    return {
      success: true as const,
      mensagem: request.t(request.body.ativo ? 'salas.ativada' : 'salas.desativada'),
    };
  });
  route(app, salasApi.remove, ACCESS, async (request) => {
    await deleteSala(contextOf(request), request.params.id);
    return { success: true as const, mensagem: request.t('salas.excluida') };
  });

  registerExports<Sala>(app, {
    modulo: 'salas',
    titulo: 'Salas',
    access: ACCESS,
    columns: [
      { header: 'Sala', value: (row) => row.nome },
      { header: 'Capacidade', value: (row) => row.capacidade, width: 70 },
      { header: 'Câmeras', value: (row) => row.cameras, width: 60 },
      { header: 'Situação', value: (row) => (row.ativo ? 'Ativa' : 'Inativa'), width: 70 },
    ],
    load: (_ctx, { filtro, todos }) => allSalas(todos, filtro),
  });
};
