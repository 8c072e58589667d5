import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { sendLote } from './api.ts';
import { type Fix, type GeoFailure, geoFailureOf, lerPosicao } from './geolocation.ts';
import { enqueue, esquecerConcluidas, type Fila, INTERVALO_POSICAO_MS, pendentes } from './posicoes-queue.ts';
import { createFilaStore, createSender, type FilaStore, filaKey } from './posicoes-store.ts';

/** The last reading of the phone's position while a lesson runs. */
export type GpsState =
  | { readonly kind: 'aguardando' }
  | { readonly kind: 'ok'; readonly em: string; readonly precisao: number | null }
  | { readonly kind: 'erro'; readonly motivo: GeoFailure };

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the queue lives in memory for this visit.
    return undefined;
  }
}

/** One store per account and page, shared by every component that shows the queue. */
const stores = new Map<string, FilaStore>();
function filaStoreOf(usuarioId: number): FilaStore {
  const key = filaKey(usuarioId);
  let store = stores.get(key);
  if (!store) {
    store = createFilaStore(browserStorage(), key);
    stores.set(key, store);
  }
  return store;
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a network (the `online`/`offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** Keeps the screen on while a lesson runs: a phone that sleeps stops recording the track. */
function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let done = false;
    const request = () => {
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (done) void lock.release();
          else sentinel = lock;
        })
        .catch(() => {
          // Refused (battery saver, page hidden): the track goes on while the screen stays on.
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, [active]);
}

export interface Trilha {
  readonly fila: Fila;
  readonly online: boolean;
  readonly gps: GpsState;
  /** Adds a position of a lesson (the start's or the finish's) and sends what waits. */
  registrar(aulaId: number, fix: Fix): void;
}

/**
 * The GPS track of the lessons under way: a position every 15 seconds for each of them, queued
 * on the phone and sent in batches; sending is tried again at each tick and when the network
 * comes back. `emAndamento` undefined: the lessons are still loading (nothing is forgotten).
 */
export function useTrilha(usuarioId: number, emAndamento: readonly number[] | undefined): Trilha {
  const store = filaStoreOf(usuarioId);
  const fila = useSyncExternalStore(store.subscribe, store.get);
  const online = useOnline();
  const [gps, setGps] = useState<GpsState>({ kind: 'aguardando' });
  const sender = useMemo(
    () => createSender({ store, send: sendLote, isOnline: () => navigator.onLine }),
    [store],
  );
  const recording = (emAndamento ?? []).join(',');
  const waiting = pendentes(fila) > 0;

  const registrar = useCallback(
    (aulaId: number, fix: Fix) => {
      const registrado_em = new Date().toISOString();
      store.update((current) => enqueue(current, { aulaId, registrado_em, ...fix }));
      void sender.flush();
    },
    [store, sender],
  );

  useEffect(() => {
    if (recording === '') return;
    const ids = recording.split(',').map(Number);
    let active = true;
    /** A slow GPS (longer than a tick) is not asked again while it still answers. */
    let reading = false;
    const tick = () => {
      if (reading) return;
      reading = true;
      lerPosicao()
        .then((fix) => {
          if (!active) return;
          const registrado_em = new Date().toISOString();
          for (const aulaId of ids)
            store.update((current) => enqueue(current, { aulaId, registrado_em, ...fix }));
          setGps({ kind: 'ok', em: registrado_em, precisao: fix.precisao_metros });
        })
        .catch((error: unknown) => {
          if (active) setGps({ kind: 'erro', motivo: geoFailureOf(error) });
        })
        .finally(() => {
          reading = false;
          void sender.flush();
        });
    };
    tick();
    const timer = window.setInterval(tick, INTERVALO_POSICAO_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [recording, store, sender]);

  // Nothing recording but positions still waiting (a lesson just finished offline): keep trying.
  useEffect(() => {
    if (recording !== '' || !waiting) return;
    void sender.flush();
    const timer = window.setInterval(() => void sender.flush(), INTERVALO_POSICAO_MS);
    return () => window.clearInterval(timer);
  }, [recording, waiting, sender]);

  useEffect(() => {
    const retry = () => void sender.flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [sender]);

  const loaded = emAndamento !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const ids = recording === '' ? [] : recording.split(',').map(Number);
    store.update((current) => esquecerConcluidas(current, ids));
  }, [loaded, recording, store]);

  useWakeLock(recording !== '');

  return { fila, online, gps, registrar };
}
