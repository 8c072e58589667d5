import { aulasPraticasApi as api, message } from '@cfc/contract';
import { explained } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { STAFF_ROLES, schoolContext, staffWrite } from '../../../platform/auth/staff-scope.ts';
import { route } from '../../../platform/http/route.ts';
import { pedirAvaliacaoDaAula } from '../../alertas/index.ts';
import { SCHEDULE } from '../access.ts';
import {
  ANOTACAO_REMOVIDA,
  bookAula,
  cancelAula,
  listHorariosLivres,
  removeAnotacao,
  rescheduleAula,
  setContingencia,
  updateAula,
} from './service.ts';

/** The staff calls of the send screen (SPEC §7), for the school its `schema` names. */
const STAFF = { roles: STAFF_ROLES } as const;

/** Booking practical lessons: /admin/agendamento, and the send screen's changes of a booking. */
export const aulasAgendamentoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.listHorariosLivres, SCHEDULE, async (request) => ({
    success: true as const,
    dados: await listHorariosLivres(contextOf(request), request.query),
  }));

  route(app, api.book, SCHEDULE, async (request) => {
    const dados = await bookAula(contextOf(request), request.body);
    // A warning (simulator h/a past the cap) rides on the message the booking screen shows.
    const mensagem = [
      request.t('aulasPraticas.agendada'),
      ...dados.avisos.map((aviso) =>
        request.t(message('aulasPraticas.atencao', { aviso: explained(aviso) })),
      ),
    ].join(' ');
    return { success: true as const, dados, mensagem };
  });

  route(app, api.reschedule, SCHEDULE, async (request) => ({
    success: true as const,
    dados: await rescheduleAula(contextOf(request), request.params.id, request.body),
    mensagem: request.t('aulasPraticas.remarcada'),
  }));

  route(app, api.cancel, SCHEDULE, async (request) => ({
    success: true as const,
    dados: await cancelAula(contextOf(request), request.params.id, request.body.motivo, {
      removerAnotacao: request.body.remover_anotacao,
    }),
    mensagem: request.t('aulasPraticas.cancelada'),
  }));

  route(app, api.setContingencia, SCHEDULE, async (request) => {
    const dados = await setContingencia(contextOf(request), request.params.id, request.body);
    // The school's contingency share changed: its alerts are evaluated again.
    const school = request.currentSchool;
    if (school) {
      const aula = { autoescolaId: school.id, aulaId: request.params.id, escola: true };
      await pedirAvaliacaoDaAula(app.jobs, request.log, aula);
    }
    return {
      success: true as const,
      dados,
      mensagem: request.t(
        request.body.contingencia
          ? 'aulasPraticas.contingenciaMarcada'
          : 'aulasPraticas.contingenciaDesmarcada',
      ),
    };
  });

  route(
    app,
    api.update,
    STAFF,
    async (request) => {
      await updateAula(await schoolContext(request, request.body.schema), request.body);
      return { success: true as const, mensagem: request.t('aulasPraticas.alterada') };
    },
    { preValidation: staffWrite },
  );

  // Both paths of SPEC §7 remove the same way (the second one was faulty in the old product).
  for (const endpoint of [api.removeAnotacao, api.removeAnotacaoLegacy]) {
    route(
      app,
      endpoint,
      STAFF,
      async (request) => {
        await removeAnotacao(await schoolContext(request, request.body.schema), request.body.id);
        return { success: true as const, msg: request.t(ANOTACAO_REMOVIDA) };
      },
      { preValidation: staffWrite },
    );
  }
};
