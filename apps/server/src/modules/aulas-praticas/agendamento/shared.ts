import type { AulaPratica } from '@cfc/contract';
import { dateInSaoPaulo, monthBoundsInSaoPaulo } from '@cfc/domain';
import { notFound } from '../../../platform/http/errors.ts';
import { type Aula, findAula, lockAula } from '../aula-repository.ts';
import { aulaPraticaOf } from '../aula-views.ts';
import { AULA_NAO_ENCONTRADA } from '../refusal.ts';
import * as repository from './repository.ts';
import { loadDayContext } from './rules.ts';

/** What the use cases of booking share: the month's lessons, the lesson locked for a change, the reply. */

/**
 * A school's live lessons of the São Paulo month `mes` ('YYYY-MM'), all of them and the contingency
 * ones, the school's other changes to that month's contingency share held off until the caller's
 * transaction ends.
 */
export async function lessonsOfMonth(autoescolaId: number, mes: string) {
  await repository.lockContingenciaDoMes(autoescolaId, mes);
  const { from, to } = monthBoundsInSaoPaulo(mes);
  return repository.lessonsInPeriod(autoescolaId, from, to);
}

/** The lesson as the lists show it, read again in the change's transaction. */
export async function reloaded(id: number): Promise<AulaPratica> {
  const aula = await findAula(id);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  return aulaPraticaOf(aula);
}

/**
 * The lesson locked for a change of its booking, with the rule context of its new day: the same lock
 * order as a booking (instructor, then student), then the lesson itself.
 */
export async function lockForChange(
  before: Aula,
  change: { instrutorId?: number; veiculoId?: number; inicio: Date },
) {
  const id = before.id;
  const context = await loadDayContext({
    processoId: before.processo_id,
    instrutorId: change.instrutorId ?? before.instrutor_id,
    veiculoId: change.veiculoId ?? before.veiculo_id,
    data: dateInSaoPaulo(change.inicio),
    exceptId: id,
    lock: true,
    withTheory: true,
  });
  const aula = await lockAula(id);
  return aula ? { aula, context } : undefined;
}
