import { type AlertaAtualizado, EVENTO_ALERTA } from '@cfc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import type { Realtime, SignalHandler } from '../../platform/realtime/realtime.ts';
import * as repository from './repository.ts';

/** The realtime signal of alerts created or changed: `{ ids }`, in chunks small enough for NOTIFY. */
export const ALERTAS_TOPIC = 'alertas';
const POR_SINAL = 500;

/** Tells every instance about these alerts; call it after the transaction commits. Never fails its caller. */
export async function avisarAlertas(
  realtime: Realtime,
  ids: readonly number[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (let i = 0; i < ids.length; i += POR_SINAL) {
    try {
      await realtime.signal(ALERTAS_TOPIC, { ids: ids.slice(i, i + POR_SINAL) });
    } catch (error) {
      log?.warn({ err: error }, 'tempo real: aviso de alertas não enviado');
    }
  }
}

/**
 * Runs on every instance: each alert goes, as `AlertaAtualizado`, to the users connected here who
 * may see its school (its staff, the operator staff granted it, the authority of its state).
 */
export function entregarAlertas(deps: { db: Kysely<DB>; realtime: Realtime }): SignalHandler {
  return async (payload) => {
    const ids = Array.isArray(payload.ids) ? payload.ids : [];
    const online = deps.realtime.localUserIds();
    if (ids.length === 0 || online.length === 0) return;
    const { alertas, destinos } = await withSystem(deps.db, async () => {
      const alertas = await repository.paraEntrega(ids);
      const escolas = [...new Set(alertas.map((alerta) => alerta.autoescola_id))];
      const destinos = escolas.length === 0 ? [] : await repository.destinatarios(escolas, online);
      return { alertas, destinos };
    });
    for (const alerta of alertas) {
      const usuarios = destinos
        .filter((d) => d.autoescola_id === alerta.autoescola_id)
        .map((d) => d.usuario_id);
      if (usuarios.length === 0) continue;
      const evento: AlertaAtualizado = {
        id_alerta: alerta.id,
        id_autoescola: alerta.autoescola_id,
        severidade: alerta.severidade,
        estado: alerta.estado,
      };
      deps.realtime.sendToUsers(usuarios, EVENTO_ALERTA, evento);
    }
  };
}
