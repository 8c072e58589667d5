import type { AulaPratica } from '@cfc/contract';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { addHistorico, lockAula } from '../aula-repository.ts';
import { AULA_NAO_ENCONTRADA } from '../refusal.ts';
import { removeAnotacaoOf } from './remover-anotacao.ts';
import * as repository from './repository.ts';
import { reloaded } from './shared.ts';

const ALREADY_CANCELLED = 'aulasPraticas.jaCancelada';

/**
 * Cancels a lesson with the reason: its slot is free again. A lesson given (or running) loses its
 * annotation in the same transaction, once the caller confirmed it (`removerAnotacao`).
 */
export async function cancelAula(
  ctx: RequestContext,
  id: number,
  motivo: string,
  options: { removerAnotacao?: boolean } = {},
): Promise<AulaPratica> {
  return ctx.tenant(async () => {
    const aula = await lockAula(id);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
    if (aula.status === 'cancelada') throw conflict(ALREADY_CANCELLED);
    if (aula.status !== 'agendada') {
      if (!options.removerAnotacao) throw conflict('aulasPraticas.confirmeRemocaoAnotacao');
      await removeAnotacaoOf(ctx, aula);
    }
    await repository.cancel(id, motivo);
    await addHistorico(aula.autoescola_id, {
      aula_id: id,
      acao: 'cancelada',
      de: { status: aula.status },
      para: { status: 'cancelada' },
      motivo,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: 'aula_pratica_cancelada',
      autoescolaId: aula.autoescola_id,
      id,
      dados: { motivo, inicio: aula.inicio, fim: aula.fim },
    });
    return reloaded(id);
  });
}
