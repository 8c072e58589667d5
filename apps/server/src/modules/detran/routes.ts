import { detranApi as api, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { route } from '../../platform/http/route.ts';
import { listAcessos } from './acessos.ts';
import { registerDetranExports } from './exports.ts';
import {
  getAluno,
  getAulaPratica,
  getInstrutor,
  getTurma,
  getVeiculo,
  listAlunos,
  listAulasPraticas,
  listInstrutores,
  listTurmas,
  listVeiculos,
} from './service.ts';

/** The traffic authority alone, read only (SPEC §2.3 /detran); its reads are recorded by the platform. */
const DETRAN = { roles: [Role.DETRAN] } as const;
/** The record of those reads: the operator's monitoring and support staff. */
const OPERADOR = { roles: [Role.MONITOR, Role.SUPORTE], operatorOnly: true } as const;

export const detranRoutes: FastifyPluginAsyncZod = async (app) => {
  const ok = <T>(dados: T) => ({ success: true as const, dados });
  route(app, api.listAlunos, DETRAN, async (request) =>
    ok(await listAlunos(contextOf(request), request.query)),
  );
  route(app, api.getAluno, DETRAN, async (request) =>
    ok(await getAluno(contextOf(request), request.params.id)),
  );
  route(app, api.listAulasPraticas, DETRAN, async (request) =>
    ok(await listAulasPraticas(contextOf(request), request.query)),
  );
  route(app, api.getAulaPratica, DETRAN, async (request) =>
    ok(await getAulaPratica(contextOf(request), request.params.id)),
  );
  route(app, api.listTurmas, DETRAN, async (request) =>
    ok(await listTurmas(contextOf(request), request.query)),
  );
  route(app, api.getTurma, DETRAN, async (request) =>
    ok(await getTurma(contextOf(request), request.params.id)),
  );
  route(app, api.listInstrutores, DETRAN, async (request) =>
    ok(await listInstrutores(contextOf(request), request.query)),
  );
  route(app, api.getInstrutor, DETRAN, async (request) =>
    ok(await getInstrutor(contextOf(request), request.params.id)),
  );
  route(app, api.listVeiculos, DETRAN, async (request) =>
    ok(await listVeiculos(contextOf(request), request.query)),
  );
  route(app, api.getVeiculo, DETRAN, async (request) =>
    ok(await getVeiculo(contextOf(request), request.params.id)),
  );
  registerDetranExports(app, DETRAN);

  route(app, api.listAcessos, OPERADOR, async (request) => ok(await listAcessos(app.db, request.query)));
};
