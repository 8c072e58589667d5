import { portuguese } from '@cfc/contract';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { type Aula, addHistorico, aulaIdOfAnotacao, lockAula, setStatus } from '../aula-repository.ts';
import * as repository from './repository.ts';

const ANOTACAO_NAO_ENCONTRADA = 'aulasPraticas.anotacaoNaoEncontrada';
/** The reply of an annotation removed (SPEC §7: `msg`). */
export const ANOTACAO_REMOVIDA = 'aulasPraticas.anotacaoRemovida';
/** The question's Portuguese text, as a client that asks for no language reads it. */
export const CONFIRM_ANNOTATION_REMOVAL = portuguese('aulasPraticas.confirmeRemocaoAnotacao');

/**
 * Removes the record of a given lesson, locked by the caller, irreversibly (SPEC §5 asks first). The
 * lesson is live again as 'agendada' (staff then cancel or reschedule it, or the instructor gives it
 * again); a cancelled lesson stays cancelled. Positions and photos stay as evidence.
 */
export async function removeAnotacaoOf(ctx: RequestContext, aula: Aula): Promise<void> {
  if (aula.anotacao_id === null || aula.begin_time === null) return;
  const status = aula.status === 'cancelada' ? 'cancelada' : 'agendada';
  await repository.deleteAnotacao(aula.anotacao_id);
  await setStatus(aula.id, status);
  const removida = {
    id_anotacao_pratica: aula.anotacao_id,
    begin_time: aula.begin_time,
    finish_time: aula.finish_time,
    hodo_start: aula.hodo_start,
    hodo_end: aula.hodo_end,
    status: aula.status,
  };
  await addHistorico(aula.autoescola_id, {
    aula_id: aula.id,
    acao: 'anotacao_removida',
    de: removida,
    para: { status },
    usuario_id: ctx.principal.usuarioId,
  });
  await auditChange(ctx, {
    entidade: 'anotacao_pratica',
    acao: 'anotacao_pratica_removida',
    autoescolaId: aula.autoescola_id,
    id: aula.anotacao_id,
    dados: { aula_id: aula.id, ...removida, status_aula: status },
  });
}

/** Removes an annotation (SPEC §7 'removerAnotacao'), under its lesson's lock. */
export async function removeAnotacao(ctx: RequestContext, anotacaoId: number): Promise<void> {
  await ctx.tenant(async () => {
    const aulaId = await aulaIdOfAnotacao(anotacaoId);
    const aula = aulaId === undefined ? undefined : await lockAula(aulaId);
    if (!aula || aula.anotacao_id !== anotacaoId) throw notFound(ANOTACAO_NAO_ENCONTRADA);
    await removeAnotacaoOf(ctx, aula);
  });
}
