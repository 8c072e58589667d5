import { type AulaPratica, type ContingenciaMes, contaComoEnviada } from '@cfc/contract';
import {
  checkContingencia,
  contingenciaPercentual,
  monthBoundsInSaoPaulo,
  monthInSaoPaulo,
  utcIso,
} from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { stateProfileFor, stateProfileForSchool } from '../../estado-perfis/service.ts';
import * as repository from '../repository.ts';
import { lessonsOfMonth, publicView } from './booking.ts';
import * as rules from './context-repository.ts';
import { refused } from './refusal.ts';

/**
 * Contingency lessons (docs/regulation.md): given while the evidence system (photos, GPS) failed,
 * capped per school and São Paulo month by the state profile's share. Staff mark or unmark a
 * booked lesson; monitoring and the school read each school's share of a month.
 */

const NOT_MARKED = 'aulasPraticas.contingenciaRecusada';

/**
 * Marks a booked lesson as a contingency one, or unmarks it, with the reason. Marking checks the
 * month's share with the lesson counted (checkContingencia), serialised with the school's other
 * changes to that month's share; unmarking only lowers it.
 */
export async function setContingencia(
  ctx: RequestContext,
  id: number,
  input: { contingencia: boolean; motivo: string },
): Promise<AulaPratica> {
  const changed = await ctx.tenant(async () => {
    const aula = await rules.lockAula(id);
    if (!aula) return undefined;
    if (aula.status === 'cancelada') throw conflict('aulasPraticas.contingenciaCancelada');
    if (contaComoEnviada(aula.getran_status)) throw conflict('aulasPraticas.contingenciaJaEnviada');
    if (aula.contingencia === input.contingencia) {
      throw conflict(
        input.contingencia ? 'aulasPraticas.contingenciaJaMarcada' : 'aulasPraticas.contingenciaNaoMarcada',
      );
    }
    if (input.contingencia) {
      const noMes = await lessonsOfMonth(aula.autoescola_id, monthInSaoPaulo(aula.inicio));
      const violacoes = checkContingencia(noMes, await stateProfileForSchool(aula.autoescola_id), true);
      if (violacoes.length > 0) throw refused(NOT_MARKED, violacoes);
    }

    await repository.setContingencia(id, input.contingencia);
    const de = { contingencia: aula.contingencia };
    const para = { contingencia: input.contingencia };
    await repository.addHistorico(aula.autoescola_id, {
      aula_id: id,
      acao: 'contingencia',
      de,
      para,
      motivo: input.motivo,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: input.contingencia ? 'aula_pratica_contingencia_marcada' : 'aula_pratica_contingencia_desmarcada',
      autoescolaId: aula.autoescola_id,
      id,
      dados: { de, para, motivo: input.motivo, inicio: utcIso(aula.inicio) },
    });
    return repository.find(id);
  });
  if (!changed) throw notFound('aulasPraticas.aulaNaoEncontrada');
  return publicView(changed);
}

/** One decimal, as the screens show a share. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Each school of the context's scope with its contingency lessons of the month `mes` (the current
 * São Paulo month when null) against all its live lessons, and its state's cap.
 */
export function contingenciaDoMes(ctx: RequestContext, mes: string | null): Promise<ContingenciaMes[]> {
  const month = mes ?? monthInSaoPaulo(Date.now());
  const { from, to } = monthBoundsInSaoPaulo(month);
  return ctx.tenant(async () => {
    const schools = await rules.contingenciaPorEscola(from, to);
    // One read per state, not per school: monitoring sees hundreds of schools in a few states.
    const maximos = new Map<string | null, number | null>();
    for (const uf of new Set(schools.map((school) => school.uf))) {
      maximos.set(uf, (await stateProfileFor(uf)).contingenciaPercentualMaximo);
    }
    return schools.map((school) => {
      const maximo = maximos.get(school.uf) ?? null;
      const percentual = contingenciaPercentual(school);
      return {
        schema: school.slug,
        nome_fantasia: school.nome_fantasia,
        uf: school.uf,
        mes: month,
        total: school.total,
        contingencia: school.contingencia,
        percentual: oneDecimal(percentual),
        maximo,
        acima_do_limite: maximo !== null && percentual > maximo,
      };
    });
  });
}
