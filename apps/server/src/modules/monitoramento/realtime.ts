import { EVENTO_AULA_ATUALIZADA } from '@cfc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import type { Realtime, SignalHandler } from '../../platform/realtime/realtime.ts';
import { esquecerPaineis } from './dashboard.ts';
import { observadoresDaEscola } from './realtime-repository.ts';

/** The realtime signal of a practical lesson that started or finished: `{ autoescolaId, aulaId, status }`. */
export const AULA_ATUALIZADA_TOPIC = 'aula-atualizada';

export interface AulaAtualizada {
  autoescolaId: number;
  aulaId: number;
  status: string;
}

/**
 * Tells every instance that a lesson started or finished, after its transaction committed. It never
 * fails its caller: the lesson changed whether or not the screens hear of it (they also poll).
 */
export async function avisarAulaAtualizada(
  deps: { realtime: Realtime; log: FastifyBaseLogger },
  aula: AulaAtualizada,
): Promise<void> {
  try {
    await deps.realtime.signal(AULA_ATUALIZADA_TOPIC, { ...aula });
  } catch (error) {
    deps.log.error({ err: error, ...aula }, 'tempo real: aviso de aula atualizada não enviado');
  }
}

/**
 * Runs on every instance: the users connected here who watch the lesson's school (its staff,
 * monitoring and commercial staff granted it) get `AulaAtualizada` with
 * `{ id_autoescola, id_aula_pratica, status }`; the dashboards read themselves again.
 */
export function entregarAulaAtualizada(deps: { db: Kysely<DB>; realtime: Realtime }): SignalHandler {
  return async ({ autoescolaId, aulaId, status }) => {
    if (typeof autoescolaId !== 'number' || typeof aulaId !== 'number') return;
    // The dashboards this instance keeps count lessons under way and given.
    esquecerPaineis(status === 'realizada');
    const online = deps.realtime.localUserIds();
    if (online.length === 0) return;
    const usuarios = await withSystem(deps.db, () => observadoresDaEscola(autoescolaId, online));
    if (usuarios.length === 0) return;
    deps.realtime.sendToUsers(usuarios, EVENTO_AULA_ATUALIZADA, {
      id_autoescola: autoescolaId,
      id_aula_pratica: aulaId,
      status: typeof status === 'string' ? status : null,
    });
  };
}

/** Runs on every instance when alerts are created or change: the open alerts the dashboards count. */
export const esquecerPaineisDeAlertas: SignalHandler = async () => esquecerPaineis(false);
