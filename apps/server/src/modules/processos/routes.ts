import { ADMIN_AREA_ROLES, type Processo, processosApi } from '@cfc/contract';
import { formatCpf, formatDateBR } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import {
  createProcesso,
  exportProcessos,
  getHoras,
  getProcesso,
  listProcessos,
  listProcessosDoAluno,
  updateProcesso,
} from './service.ts';

/** The practical-lesson screens of the admin area (agendamento/processo/*): roles 1, 2, 5 with `agendamento`. */
const ACCESS = { roles: ADMIN_AREA_ROLES, permissions: ['agendamento'] } as const;

export const processosRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, processosApi.list, ACCESS, async (request) => ({
    success: true as const,
    dados: await listProcessos(contextOf(request), request.query),
  }));
  route(app, processosApi.get, ACCESS, async (request) => ({
    success: true as const,
    dados: await getProcesso(contextOf(request), request.params.id),
  }));
  route(app, processosApi.getHoras, ACCESS, async (request) => ({
    success: true as const,
    dados: await getHoras(contextOf(request), request.params.id),
  }));
  route(app, processosApi.listByAluno, ACCESS, async (request) => ({
    success: true as const,
    dados: await listProcessosDoAluno(contextOf(request), request.params.id),
  }));
  route(app, processosApi.create, ACCESS, async (request) => ({
    success: true as const,
    dados: await createProcesso(contextOf(request), request.body),
    mensagem: request.t('processos.cadastrado'),
  }));
  route(app, processosApi.update, ACCESS, async (request) => ({
    success: true as const,
    dados: await updateProcesso(
      { jobs: app.jobs, log: request.log },
      contextOf(request),
      request.params.id,
      request.body,
    ),
    mensagem: request.t('processos.alterado'),
  }));

  registerExports<Processo>(app, {
    modulo: 'processos',
    titulo: 'Processos e horas práticas',
    access: ACCESS,
    columns: [
      { header: 'Aluno', value: (row) => row.aluno_nome },
      { header: 'CPF', value: (row) => formatCpf(row.aluno_cpf), width: 80 },
      { header: 'RENACH', value: (row) => row.renach, width: 70 },
      { header: 'Categoria', value: (row) => row.categoria, width: 45 },
      { header: 'Regime', value: (row) => row.regime_nome, width: 110 },
      { header: 'Abertura', value: (row) => formatDateBR(row.aberto_em), width: 55 },
      { header: 'Requeridas', value: (row) => row.horas_requeridas, width: 50 },
      { header: 'Realizadas', value: (row) => row.horas_realizadas, width: 50 },
      { header: 'Agendadas', value: (row) => row.horas_agendadas, width: 50 },
      { header: 'Situação', value: (row) => (row.expirado ? 'expirado' : row.status), width: 55 },
    ],
    load: (_ctx, filters) => exportProcessos(filters),
  });
};
