import { type AulaPratica, contaComoEnviada } from '@cfc/contract';
import { checkContingencia, monthInSaoPaulo } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { stateProfileForSchool } from '../../estado-perfis/service.ts';
import { addHistorico, lockAula } from '../aula-repository.ts';
import { AULA_NAO_ENCONTRADA, refused } from '../refusal.ts';
import * as repository from './repository.ts';
import { lessonsOfMonth, reloaded } from './shared.ts';

const NOT_MARKED = 'aulasPraticas.contingenciaRecusada';

/**
 * Marks a booked lesson as a contingency one (docs/regulation.md: given while the evidence system
 * failed), or unmarks it, with the reason. Marking checks the month's share with the lesson counted
 * (checkContingencia), serialised with the school's other changes to that month's share; unmarking
 * only lowers it.
 */
export async function setContingencia(
  ctx: RequestContext,
  id: number,
  input: { contingencia: boolean; motivo: string },
): Promise<AulaPratica> {
  return ctx.tenant(async () => {
    const aula = await lockAula(id);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
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
    await addHistorico(aula.autoescola_id, {
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
      dados: { de, para, motivo: input.motivo, inicio: aula.inicio },
    });
    return reloaded(id);
  });
}
