import { candidatoAulasPraticas, candidatoAulasQuery, envelope, errorReply, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { candidatoAulasPraticas as aulasDoCandidato } from './execucao-queries.ts';

/** The student's area /candidato/aulas-praticas/:status?: its lessons, hours and next lesson. */
const ALUNO = { roles: [Role.ALUNO] } as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

export const candidatoAulasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidato/aulas-praticas',
    {
      config: { access: ALUNO },
      schema: {
        tags: ['aulas-praticas'],
        summary: 'As aulas práticas do aluno, as horas feitas e exigidas e a próxima aula',
        querystring: candidatoAulasQuery,
        response: { 200: envelope(candidatoAulasPraticas), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await aulasDoCandidato(contextOf(request), request.query.status),
    }),
  );
};
