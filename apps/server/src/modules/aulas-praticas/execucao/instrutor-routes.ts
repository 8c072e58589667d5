import {
  aulaFoto,
  aulaFotoParams,
  aulaIdParam,
  envelope,
  errorReply,
  finalizarAulaBody,
  iniciarAulaBody,
  instrutorAula,
  instrutorAulasQuery,
  posicoesBody,
  posicoesRecebidas,
  Role,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { readImageUpload } from '../../../platform/storage/uploads.ts';
import { avaliarAptidaoAgora } from '../../processos/aptidao-job.ts';
import { listAulasDoInstrutor, listAulasDoInstrutorStaff } from '../consultas/execucao-queries.ts';
import { STAFF_ROLES, schoolContext, staffRead } from '../staff-scope.ts';
import { finalizarAula, iniciarAula, registrarPosicoes, salvarFotoAula } from './execucao.ts';

/** The instructor's phone: today's lessons, start, photos, GPS track, finish (area /instrutor-cfc/aulas). */
const INSTRUTOR = { roles: [Role.INSTRUTOR] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const tags = ['aulas-praticas'];

export const instrutorAulasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { storage: app.storage };

  app.get(
    '/instrutor/aulas/praticas',
    {
      // The instructor's own lessons; staff see any instructor's ('Aulas do Instrutor', SPEC §2.6).
      config: { access: { roles: [Role.INSTRUTOR, ...STAFF_ROLES] } },
      preValidation: async (request) => {
        if (request.principal?.role !== Role.INSTRUTOR) await staffRead(request);
      },
      schema: {
        tags,
        summary: 'As aulas práticas do instrutor no período (hoje por padrão), com a anotação',
        querystring: instrutorAulasQuery,
        response: { 200: envelope(z.array(instrutorAula)), ...errors },
      },
    },
    async (request) => {
      if (request.principal?.role === Role.INSTRUTOR) {
        return {
          success: true as const,
          dados: await listAulasDoInstrutor(contextOf(request), request.query),
        };
      }
      const ctx = await schoolContext(request, request.query.schema);
      return { success: true as const, dados: await listAulasDoInstrutorStaff(ctx, request.query) };
    },
  );

  app.post(
    '/instrutor/aulas/:id/iniciar',
    {
      config: { access: INSTRUTOR },
      schema: {
        tags,
        summary: 'Inicia a aula: hodômetro e posição (cria a anotação)',
        params: aulaIdParam,
        body: iniciarAulaBody,
        response: { 200: envelope(instrutorAula), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await iniciarAula(contextOf(request), request.params.id, request.body),
      mensagem: request.t('aulasPraticas.iniciada'),
    }),
  );

  app.put(
    '/instrutor/aulas/:id/fotos/:momento',
    {
      config: { access: INSTRUTOR },
      schema: {
        tags,
        summary: 'Envia a foto do aluno no início ou no fim da aula (multipart, campo arquivo)',
        consumes: ['multipart/form-data'],
        params: aulaFotoParams,
        response: { 200: envelope(aulaFoto), ...errors },
      },
    },
    async (request) => {
      const image = await readImageUpload(request);
      const { id, momento } = request.params;
      return {
        success: true as const,
        dados: await salvarFotoAula(deps, contextOf(request), id, momento, image),
        mensagem: request.t('aulasPraticas.fotoSalva'),
      };
    },
  );

  app.post(
    '/instrutor/aulas/:id/posicoes',
    {
      config: { access: INSTRUTOR },
      schema: {
        tags,
        summary: 'Recebe um lote de posições GPS da aula (reenviar o mesmo lote não duplica)',
        params: aulaIdParam,
        body: posicoesBody,
        response: { 200: envelope(posicoesRecebidas), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await registrarPosicoes(contextOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/instrutor/aulas/:id/finalizar',
    {
      config: { access: INSTRUTOR },
      schema: {
        tags,
        summary: 'Finaliza a aula: hodômetro final e posição (a anotação não muda mais)',
        params: aulaIdParam,
        body: finalizarAulaBody,
        response: { 200: envelope(instrutorAula), ...errors },
      },
    },
    async (request) => {
      const dados = await finalizarAula(contextOf(request), request.params.id, request.body);
      // A given lesson may make the student apto for the practical exam: worked out and told now.
      await avaliarAptidaoAgora(app.jobs, request.log);
      return { success: true as const, dados, mensagem: request.t('aulasPraticas.finalizada') };
    },
  );
};
