import { nfseApi, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { everySchoolContext } from '../../platform/auth/staff-scope.ts';
import { route } from '../../platform/http/route.ts';
import { listNfse, type NfseDeps, reenviarNfse } from './service.ts';

/** Finance staff (role 6) follow the NFS-e of the schools granted to them and send a failed one again. */
const FINANCEIRO = { roles: [Role.FINANCEIRO] } as const;

export const nfseRoutes: FastifyPluginAsyncZod<{ deps: Omit<NfseDeps, 'db' | 'log'> }> = async (
  app,
  { deps },
) => {
  const full: NfseDeps = { ...deps, db: app.db, log: app.log.child({ modulo: 'nfse' }) };

  route(app, nfseApi.list, FINANCEIRO, async (request) => ({
    success: true as const,
    dados: await listNfse(everySchoolContext(request), request.query),
  }));

  route(app, nfseApi.reenviar, FINANCEIRO, async (request) => ({
    success: true as const,
    dados: await reenviarNfse(full, everySchoolContext(request), request.params.id),
    mensagem: request.t('financeiroRelatorios.nfseReenviada'),
  }));
};
