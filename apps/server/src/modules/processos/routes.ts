import {
  ADMIN_AREA_ROLES,
  envelope,
  errorReply,
  horasProcesso,
  idParam,
  type Processo,
  page,
  processo,
  processoBody,
  processosQuery,
  processoUpdateBody,
} from '@cfc/contract';
import { formatCpf, formatDateBR } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { avaliarAptidaoAgora } from './aptidao-job.ts';
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
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const tags = ['processos'];

export const processosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/processos',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Lista os processos de habilitação com as horas práticas',
        querystring: processosQuery,
        response: { 200: envelope(page(processo)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listProcessos(contextOf(request), request.query),
    }),
  );

  app.get(
    '/processos/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Um processo de habilitação',
        params: idParam,
        response: { 200: envelope(processo), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getProcesso(contextOf(request), request.params.id),
    }),
  );

  app.get(
    '/processos/:id/horas',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Consulta de horas práticas do processo',
        params: idParam,
        response: { 200: envelope(horasProcesso), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getHoras(contextOf(request), request.params.id),
    }),
  );

  app.get(
    '/alunos/:id/processos',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Os processos de um aluno, o mais recente primeiro',
        params: idParam,
        response: { 200: envelope(z.array(processo)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listProcessosDoAluno(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/processos',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Abre um processo (o regime é o vigente na data de abertura)',
        body: processoBody,
        response: { 201: envelope(processo), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        dados: await createProcesso(contextOf(request), request.body),
        mensagem: request.t('processos.cadastrado'),
      }),
  );

  app.put(
    '/processos/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Altera a LADV e a situação de um processo',
        params: idParam,
        body: processoUpdateBody,
        response: { 200: envelope(processo), ...errors },
      },
    },
    async (request) => {
      const dados = await updateProcesso(contextOf(request), request.params.id, request.body);
      // The LADV and the status are part of the eligibility for the practical exam.
      await avaliarAptidaoAgora(app.jobs, request.log);
      return { success: true as const, dados, mensagem: request.t('processos.alterado') };
    },
  );

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
