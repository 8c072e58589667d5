import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../session/session-store.ts';
import { enqueue, enviadas, type Lote, type PosicaoPendente, pendentes } from './posicoes-queue.ts';
import { createFilaStore, createSender, type Envio, filaKey } from './posicoes-store.ts';

function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const posicao = (aulaId: number, n: number): PosicaoPendente => ({
  aulaId,
  registrado_em: new Date(Date.UTC(2026, 10, 21, 11, 0, n * 15)).toISOString(),
  latitude: -2.53,
  longitude: -44.3,
  precisao_metros: 10,
});

/** A server that answers each batch with the next scripted reply (ok once the script runs out). */
function fakeServer(script: Envio[] = []) {
  const received: Lote[] = [];
  return {
    received,
    send: async (lote: Lote): Promise<Envio> => {
      received.push(lote);
      return script.shift() ?? { ok: true };
    },
  };
}

describe('the stored queue and its sender', () => {
  it('writes every change through, so a new page (a reload) finds the same queue', () => {
    const storage = memoryStorage();
    const key = filaKey(42);
    const store = createFilaStore(storage, key);
    let heard = 0;
    store.subscribe(() => heard++);
    store.update((fila) => enqueue(fila, posicao(7, 0)));
    store.update((fila) => enqueue(fila, posicao(7, 0)));
    expect(heard).toBe(1);
    expect(pendentes(createFilaStore(storage, key).get())).toBe(1);
    expect(pendentes(createFilaStore(storage, filaKey(43)).get())).toBe(0);
  });

  it('keeps going in memory when the storage refuses to write', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createFilaStore(storage, filaKey(1));
    store.update((fila) => enqueue(fila, posicao(7, 0)));
    expect(pendentes(store.get())).toBe(1);
  });

  it('sends nothing offline, then drains batch after batch once online', async () => {
    const store = createFilaStore(memoryStorage(), filaKey(1));
    for (let n = 0; n < 3; n++) store.update((fila) => enqueue(fila, posicao(7, n)));
    store.update((fila) => enqueue(fila, posicao(8, 3)));
    let online = false;
    const server = fakeServer();
    const sender = createSender({ store, send: server.send, isOnline: () => online });

    await sender.flush();
    expect(server.received).toHaveLength(0);
    expect(pendentes(store.get())).toBe(4);

    online = true;
    await sender.flush();
    expect(server.received.map((lote) => [lote.aulaId, lote.posicoes.length])).toEqual([
      [7, 3],
      [8, 1],
    ]);
    expect(pendentes(store.get())).toBe(0);
    expect(enviadas(store.get(), 7)).toBe(3);
  });

  it('keeps a batch that may pass later and stops; the next flush sends it again', async () => {
    const store = createFilaStore(memoryStorage(), filaKey(1));
    store.update((fila) => enqueue(fila, posicao(7, 0)));
    const server = fakeServer([
      { ok: false, status: 0 },
      { ok: false, status: 503 },
    ]);
    const sender = createSender({ store, send: server.send, isOnline: () => true });
    await sender.flush();
    await sender.flush();
    expect(pendentes(store.get())).toBe(1);
    await sender.flush();
    expect(pendentes(store.get())).toBe(0);
    expect(server.received).toHaveLength(3);
  });

  it('drops a batch the server will never take and goes on with the next lesson', async () => {
    const store = createFilaStore(memoryStorage(), filaKey(1));
    store.update((fila) => enqueue(fila, posicao(7, 0)));
    store.update((fila) => enqueue(fila, posicao(8, 1)));
    const server = fakeServer([{ ok: false, status: 422 }]);
    await createSender({ store, send: server.send, isOnline: () => true }).flush();
    expect(pendentes(store.get())).toBe(0);
    expect(enviadas(store.get(), 7)).toBe(0);
    expect(enviadas(store.get(), 8)).toBe(1);
  });

  it('runs one flush at a time: a second call joins the first', async () => {
    const store = createFilaStore(memoryStorage(), filaKey(1));
    store.update((fila) => enqueue(fila, posicao(7, 0)));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const sender = createSender({
      store,
      send: async () => {
        calls++;
        await gate;
        return { ok: true };
      },
      isOnline: () => true,
    });
    const first = sender.flush();
    const second = sender.flush();
    expect(second).toBe(first);
    release();
    await first;
    expect(calls).toBe(1);
  });

  it('treats a send that throws as an unreachable server', async () => {
    const store = createFilaStore(memoryStorage(), filaKey(1));
    store.update((fila) => enqueue(fila, posicao(7, 0)));
    const sender = createSender({
      store,
      send: () => Promise.reject(new TypeError('Failed to fetch')),
      isOnline: () => true,
    });
    await sender.flush();
    expect(pendentes(store.get())).toBe(1);
  });
});
