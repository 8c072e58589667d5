import type { HorarioLivre, horariosLivresQuery } from '@cfc/contract';
import { atSaoPaulo, HORA_AULA_MINUTOS, plannedEnd, utcIso } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { loadDayContext, violationsOf } from './rules.ts';

/** The scheduling day, São Paulo time: lessons start from 06:00 and end by 22:00. */
const DIA_INICIO_MINUTOS = 6 * 60;
const DIA_FIM_MINUTOS = 22 * 60;

/**
 * The day's 50-minute slots for a lesson of this process, instructor and vehicle, each with every
 * reason it cannot be booked (the same rules a booking runs), so the screen shows why.
 */
export async function listHorariosLivres(
  ctx: RequestContext,
  query: z.output<typeof horariosLivresQuery>,
): Promise<HorarioLivre[]> {
  const context = await ctx.tenant(() =>
    loadDayContext({
      processoId: query.processo_id,
      instrutorId: query.instrutor_id,
      veiculoId: query.veiculo_id,
      data: query.data,
      lock: false,
      withTheory: true,
    }),
  );
  const now = new Date();
  const length = query.horas_aula * HORA_AULA_MINUTOS;
  const slots: HorarioLivre[] = [];
  for (let start = DIA_INICIO_MINUTOS; start + length <= DIA_FIM_MINUTOS; start += HORA_AULA_MINUTOS) {
    const inicio = atSaoPaulo(query.data, start);
    const motivos = violationsOf(context, { inicio, horasAula: query.horas_aula, tipo: query.tipo }, now).map(
      (found) => found.mensagem,
    );
    slots.push({
      inicio: utcIso(inicio),
      fim: utcIso(plannedEnd(inicio.toISOString(), query.horas_aula)),
      livre: motivos.length === 0,
      motivos,
    });
  }
  return slots;
}
