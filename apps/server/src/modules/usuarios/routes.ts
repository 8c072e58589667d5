import { ADMIN_AREA_ROLES, usuariosApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { route } from '../../platform/http/route.ts';
import {
  assignableRoles,
  createUsuario,
  getUsuario,
  listUsuarios,
  setAtivo,
  setPermissoes,
  updateUsuario,
} from './service.ts';

/** Users administration is for the admin layout's staff (SPEC §2.3: /admin is roles 1, 2 and 5). */
const LIST = { roles: ADMIN_AREA_ROLES, permissions: ['user_list'] } as const;
const EDIT = { roles: ADMIN_AREA_ROLES, permissions: ['user_edit'] } as const;
/** The permissions matrix is the operator's (SPEC §6). */
const PERMISSIONS = { roles: ADMIN_AREA_ROLES, permissions: ['permissoes'], operatorOnly: true } as const;

export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    sessionsEnded: (usuarioId: number) => app.realtime.sessionsEnded(usuarioId),
  };

  route(app, usuariosApi.list, LIST, async (request) => ({
    success: true as const,
    dados: await listUsuarios(contextOf(request), request.query),
  }));
  route(app, usuariosApi.listPapeis, EDIT, (request) => ({
    success: true as const,
    dados: assignableRoles(contextOf(request)),
  }));
  route(app, usuariosApi.get, LIST, async (request) => ({
    success: true as const,
    dados: await getUsuario(contextOf(request), request.params.idUsuario),
  }));
  route(app, usuariosApi.create, EDIT, async (request) => ({
    success: true as const,
    dados: await createUsuario(deps, contextOf(request), request.body),
    mensagem: request.t('usuarios.criado'),
  }));
  route(app, usuariosApi.update, EDIT, async (request) => ({
    success: true as const,
    dados: await updateUsuario(deps, contextOf(request), request.params.idUsuario, request.body),
    mensagem: request.t('usuarios.alterado'),
  }));
  route(app, usuariosApi.setAtivo, EDIT, async (request) => {
    await setAtivo(deps, contextOf(request), request.params.idUsuario, request.body.ativo);
    return {
      success: true as const,
      mensagem: request.t(request.body.ativo ? 'usuarios.ativado' : 'usuarios.desativado'),
    };
  });
  route(app, usuariosApi.setPermissoes, PERMISSIONS, async (request) => {
    await setPermissoes(contextOf(request), request.params.idUsuario, request.body.permissoes);
    return { success: true as const, mensagem: request.t('usuarios.permissoesAtualizadas') };
  });
};
