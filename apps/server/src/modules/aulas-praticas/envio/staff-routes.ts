import {
  alunoAulasQuery,
  atualizarEnvioBody,
  atualizarHorarioBody,
  atualizarStatusAulaBody,
  aulaDoAluno,
  aulaStaffDetalhe,
  aulaStaffQuery,
  envelope,
  errorReply,
  removerAnotacaoBody,
  removerAnotacaoReply,
  successReply,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES, schoolContext, staffRead, staffWrite } from '../staff-scope.ts';
import {
  ANOTACAO_REMOVIDA,
  atualizarEnvio,
  atualizarHorario,
  atualizarStatusAula,
  aulasDoAluno,
  detalhesAula,
  removerAnotacao,
} from './staff-service.ts';

/**
 * The staff calls on practical lessons of SPEC §7, used by the send screen (/suporte/envios-praticas,
 * monitoring) and the admin area. `schema` selects the school among those the principal may see.
 */
const ACCESS = { roles: STAFF_ROLES } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const tags = ['aulas-praticas'];

export const aulasStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/aulas/praticas/detalhes',
    {
      config: { access: ACCESS },
      preValidation: staffRead,
      schema: {
        tags,
        summary: 'Detalhe de uma aula prática com as opções de instrutor e veículo',
        querystring: aulaStaffQuery,
        response: { 200: envelope(aulaStaffDetalhe), ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.query.schema);
      return { success: true as const, dados: await detalhesAula(ctx, request.query.id) };
    },
  );

  app.get(
    '/alunos/consultar/aulas-praticas',
    {
      config: { access: ACCESS },
      preValidation: staffRead,
      schema: {
        tags,
        summary: 'Aulas práticas de um aluno (histórico do envio)',
        querystring: alunoAulasQuery,
        response: { 200: envelope(z.array(aulaDoAluno)), ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.query.schema);
      return { success: true as const, dados: await aulasDoAluno(ctx, request.query.id) };
    },
  );

  app.post(
    '/dashboard/aulas/praticas/atualizarStatusAula',
    {
      config: { access: ACCESS },
      preValidation: staffWrite,
      schema: {
        tags,
        summary: 'Altera o status (texto livre) de uma aula prática',
        body: atualizarStatusAulaBody,
        response: { 200: successReply, ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.body.schema);
      await atualizarStatusAula(ctx, request.body.aulaId, request.body.status);
      return { success: true as const, mensagem: request.t('aulasPraticas.statusAtualizado') };
    },
  );

  app.post(
    '/dashboard/aulas/praticas/atualizarHorario',
    {
      config: { access: ACCESS },
      preValidation: staffWrite,
      schema: {
        tags,
        summary: 'Corrige o início e o fim de uma anotação e envia a aula ao GETRAN',
        body: atualizarHorarioBody,
        response: { 200: successReply, ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.body.schema);
      await atualizarHorario(ctx, request.body);
      return { success: true as const, mensagem: request.t('aulasPraticas.horarioAtualizado') };
    },
  );

  // Both forms of SPEC §7 remove the same way (the second one was faulty in the old product).
  for (const url of ['/dashboard/aulas/praticas/removerAnotacao', '/aulas/praticas/removerAnotacao']) {
    app.post(
      url,
      {
        config: { access: ACCESS },
        preValidation: staffWrite,
        schema: {
          tags,
          summary: 'Remove a anotação de uma aula (irreversível)',
          body: removerAnotacaoBody,
          response: { 200: removerAnotacaoReply, ...errors },
        },
      },
      async (request) => {
        const ctx = await schoolContext(request, request.body.schema);
        await removerAnotacao(ctx, request.body.id);
        return { success: true as const, msg: request.t(ANOTACAO_REMOVIDA) };
      },
    );
  }

  app.post(
    '/dashboard/aulas/praticas/atualizarenvio',
    {
      config: { access: ACCESS },
      preValidation: staffWrite,
      schema: {
        tags,
        summary: 'Modifica instrutor, veículo e horário de uma aula e da sua anotação',
        body: atualizarEnvioBody,
        response: { 200: successReply, ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.body.schema);
      await atualizarEnvio(ctx, request.body);
      return { success: true as const, mensagem: request.t('aulasPraticas.alterada') };
    },
  );
};
