import { EVENTO_NOTIFICACAO, type Notificacao } from '@cfc/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import type { Realtime, SignalHandler } from '../../platform/realtime/realtime.ts';
import * as repository from './repository.ts';
import { toAnexo, toNotificacao } from './service.ts';

/** The realtime signal of a new notification: `{ id }`, small enough for NOTIFY whatever the audience. */
export const NOTIFICACAO_TOPIC = 'notificacao';

/**
 * Runs on every instance when a notification is created: among the users connected to this
 * instance, those who received it get `GetNotificacao` with `{ notificacao }`, the item as the list
 * gives it to them, except that attachments come without their content (`file` empty; `url`
 * downloads it): the event stays small however large the files.
 */
export function entregarNotificacoes(deps: { db: Kysely<DB>; realtime: Realtime }): SignalHandler {
  return async (payload) => {
    const id = payload.id;
    if (typeof id !== 'number') return;
    const online = deps.realtime.localUserIds();
    if (online.length === 0) return;
    const found = await withSystem(deps.db, async () => {
      const estados = await repository.estadosDe(id, online);
      if (estados.length === 0) return null;
      const notificacao = await repository.notificacaoParaEntrega(id);
      return notificacao && { ...notificacao, estados };
    });
    if (!found) return;
    const anexos = found.anexos.map((anexo) => toAnexo(anexo, ''));
    // One item per distinct state (at creation, all unread): each is encoded once for all its users.
    const grupos = new Map<string, { notificacao: Notificacao; usuarios: number[] }>();
    for (const estado of found.estados) {
      const notificacao = toNotificacao({ ...found.notificacao, ...estado }, anexos);
      const key = `${notificacao.is_read}:${notificacao.is_archived}`;
      const grupo = grupos.get(key) ?? { notificacao, usuarios: [] };
      grupo.usuarios.push(estado.usuario_id);
      grupos.set(key, grupo);
    }
    for (const { notificacao, usuarios } of grupos.values()) {
      deps.realtime.sendToUsers(usuarios, EVENTO_NOTIFICACAO, { notificacao });
    }
  };
}
