import type { KeyValueStorage } from '../../session/session-store.ts';
import {
  confirmarLote,
  descartaAposFalha,
  descartarLote,
  type Fila,
  type Lote,
  nextLote,
  parseFila,
  serializeFila,
} from './posicoes-queue.ts';

/** The queue of one instructor's account on this phone (another account's positions are not sent with this login). */
export const filaKey = (usuarioId: number) => `posicoes_pendentes_${usuarioId}`;

export interface FilaStore {
  get(): Fila;
  update(change: (fila: Fila) => Fila): void;
  subscribe(listener: () => void): () => void;
}

/** The queue in memory, written through to the storage on every change. */
export function createFilaStore(storage: KeyValueStorage | undefined, key: string): FilaStore {
  let current = parseFila(storage?.getItem(key));
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    update(change) {
      const next = change(current);
      if (next === current) return;
      current = next;
      try {
        storage?.setItem(key, serializeFila(next));
      } catch {
        // A full or refused storage (private browsing): the queue goes on in memory for this visit.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What became of one batch: the server took it, or refused it with an HTTP status (0: unreachable). */
export type Envio = { readonly ok: true } | { readonly ok: false; readonly status: number };

export interface SenderDeps {
  readonly store: FilaStore;
  readonly send: (lote: Lote) => Promise<Envio>;
  readonly isOnline: () => boolean;
}

/**
 * Sends the queue batch after batch while the phone is online. One run at a time: a flush asked
 * for during a run joins it. A batch that may pass later stays and ends the run (the next tick
 * or the `online` event tries again); one the server will never take is dropped.
 */
export function createSender({ store, send, isOnline }: SenderDeps) {
  let running: Promise<void> | undefined;

  async function run(): Promise<void> {
    // Each turn takes at least one position out; the bound only guards against a store that keeps nothing.
    let turns = store.get().posicoes.length + 1;
    while (turns-- > 0 && isOnline()) {
      const lote = nextLote(store.get());
      if (!lote) return;
      const envio = await send(lote).catch((): Envio => ({ ok: false, status: 0 }));
      if (envio.ok) store.update((fila) => confirmarLote(fila, lote));
      else if (descartaAposFalha(envio.status)) store.update((fila) => descartarLote(fila, lote));
      else return;
    }
  }

  return {
    flush(): Promise<void> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
