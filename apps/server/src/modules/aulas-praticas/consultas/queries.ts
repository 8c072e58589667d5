import type { AulaPratica, AulaPraticaDetalhe, agendaQuery, aulasPraticasQuery, Page } from '@cfc/contract';
import { addDays, atSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { publicView } from '../agendamento/booking.ts';
import * as repository from '../repository.ts';

type ListQuery = z.output<typeof aulasPraticasQuery>;
type AgendaQuery = z.output<typeof agendaQuery>;

/** The lists of agendamento/agendadas and agendamento/realizadas: dates are São Paulo days, both ends included. */
export async function listAulasPraticas(ctx: RequestContext, query: ListQuery): Promise<Page<AulaPratica>> {
  const result = await ctx.tenant(() =>
    repository.list({
      page: query.page,
      per_page: query.per_page,
      sort: query.sort,
      from: query.de ? atSaoPaulo(query.de) : null,
      to: query.ate ? atSaoPaulo(addDays(query.ate, 1)) : null,
      status: query.status,
      instrutor_id: query.instrutor_id,
      veiculo_id: query.veiculo_id,
      aluno_id: query.aluno_id,
      processo_id: query.processo_id,
      filtro: query.filtro,
    }),
  );
  return { ...result, data: result.data.map(publicView) };
}

/** The calendar of agendamento/agenda: live lessons of the days, by instructor, vehicle, student or all. */
export async function agendaAulasPraticas(ctx: RequestContext, query: AgendaQuery): Promise<AulaPratica[]> {
  const rows = await ctx.tenant(() =>
    repository.agenda({
      from: atSaoPaulo(query.de),
      to: atSaoPaulo(addDays(query.ate, 1)),
      por: query.por,
      id: query.id,
    }),
  );
  return rows.map(publicView);
}

export async function getAulaPratica(ctx: RequestContext, id: number): Promise<AulaPraticaDetalhe> {
  const found = await ctx.tenant(async () => {
    const aula = await repository.find(id);
    return aula ? { ...publicView(aula), historico: await repository.historico(id) } : undefined;
  });
  if (!found) throw notFound('aulasPraticas.aulaNaoEncontrada');
  return found;
}
