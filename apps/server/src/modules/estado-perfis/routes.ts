import { estadoPerfisApi, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { route } from '../../platform/http/route.ts';
import { pedirReavaliacaoDoEstado } from '../alertas/index.ts';
import { getEstadoPerfil, historicoEstadoPerfil, listEstadoPerfis, saveEstadoPerfil } from './service.ts';

/**
 * The state profiles are the operator's settings (SPEC §2.3: /monitoramento conf/gerenciamento, a
 * screen of roles 2 and 8). Commercial staff only read them; monitoring staff edit them when their
 * function is in SPEC §6's 'admin access' group (docs/monitoring.md, "Who may do what"), which
 * replaces the fixed list of staff accounts of SPEC §2.4. The profiles belong to no school, so the
 * chosen school is irrelevant.
 */
const READ = { roles: [Role.MONITOR, Role.COMERCIAL] } as const;
const EDIT = { roles: [Role.MONITOR], groups: ['adminAccess'] } as const;

export const estadoPerfisRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, estadoPerfisApi.list, READ, async (request) => ({
    success: true as const,
    dados: await listEstadoPerfis(contextOf(request)),
  }));
  route(app, estadoPerfisApi.get, READ, async (request) => ({
    success: true as const,
    dados: await getEstadoPerfil(contextOf(request), request.params.uf),
  }));
  route(app, estadoPerfisApi.listHistorico, READ, async (request) => ({
    success: true as const,
    dados: await historicoEstadoPerfil(app.db, request.params.uf),
  }));
  route(app, estadoPerfisApi.save, EDIT, async (request) => {
    const dados = await saveEstadoPerfil(app.db, contextOf(request), request.params.uf, request.body);
    // The alerts' thresholds may have changed: the state's recent lessons are evaluated again.
    await pedirReavaliacaoDoEstado(app.jobs, request.log, dados.uf);
    return { success: true as const, dados, mensagem: request.t('estadoPerfis.gravadas') };
  });
};
