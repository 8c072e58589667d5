import { POSICOES_MAX_LOTE, posicaoAula } from '@cfc/contract';
import { z } from 'zod';

/**
 * The GPS track of the lessons under way, kept on the phone until the server has it: positions
 * wait in a queue (saved in localStorage, so a reload or a phone offline for an hour loses
 * nothing) and leave in batches of one lesson. Pure functions; the store and the sender that use
 * them live in posicoes-store.ts.
 */

/** One position every 15 seconds while a lesson runs. */
export const INTERVALO_POSICAO_MS = 15_000;
/** Twelve hours of positions: past that, the oldest give way (a phone off the network for days). */
export const FILA_MAX_POSICOES = 2_880;

const pendente = posicaoAula.extend({
  aulaId: z.number().int().positive(),
  precisao_metros: z.number().min(0).max(100_000).nullable(),
});
export type PosicaoPendente = z.infer<typeof pendente>;
export type PosicaoEnviada = Omit<PosicaoPendente, 'aulaId'>;

export interface Fila {
  /** Waiting to be sent, in the order they were recorded. */
  readonly posicoes: readonly PosicaoPendente[];
  /** Positions the server confirmed, per lesson (what the screen counts as sent). */
  readonly enviadas: Readonly<Record<string, number>>;
}

export const FILA_VAZIA: Fila = { posicoes: [], enviadas: {} };

/** A batch: positions of one lesson, at most POSICOES_MAX_LOTE. */
export interface Lote {
  readonly aulaId: number;
  readonly posicoes: readonly PosicaoEnviada[];
}

const sameInstant = (a: PosicaoPendente, aulaId: number, registradoEm: string) =>
  a.aulaId === aulaId && a.registrado_em === registradoEm;

/** The stored queue; what is malformed (another version, a hand edit) is left out, never thrown. */
export function parseFila(raw: string | null | undefined): Fila {
  if (!raw) return FILA_VAZIA;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: nothing usable was stored.
    return FILA_VAZIA;
  }
  if (typeof value !== 'object' || value === null) return FILA_VAZIA;
  const { posicoes, enviadas } = value as { posicoes?: unknown; enviadas?: unknown };
  const valid = Array.isArray(posicoes)
    ? posicoes.flatMap((item) => {
        const parsed = pendente.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const counts = z.record(z.string(), z.number().int().min(0)).safeParse(enviadas);
  return { posicoes: valid, enviadas: counts.success ? counts.data : {} };
}

export function serializeFila(fila: Fila): string {
  return JSON.stringify(fila);
}

/** Adds a position; the same lesson and instant twice is kept once, and the queue never passes its cap. */
export function enqueue(fila: Fila, posicao: PosicaoPendente, max = FILA_MAX_POSICOES): Fila {
  if (fila.posicoes.some((item) => sameInstant(item, posicao.aulaId, posicao.registrado_em))) return fila;
  const posicoes = [...fila.posicoes, posicao];
  return { ...fila, posicoes: posicoes.slice(Math.max(0, posicoes.length - max)) };
}

/** The next batch to send: the oldest waiting lesson's positions, oldest first; null when none wait. */
export function nextLote(fila: Fila, max = POSICOES_MAX_LOTE): Lote | null {
  const first = fila.posicoes[0];
  if (!first) return null;
  const posicoes = fila.posicoes
    .filter((item) => item.aulaId === first.aulaId)
    .slice(0, max)
    .map(({ aulaId: _aulaId, ...rest }) => rest);
  return { aulaId: first.aulaId, posicoes };
}

function without(fila: Fila, lote: Lote): readonly PosicaoPendente[] {
  const sent = new Set(lote.posicoes.map((item) => item.registrado_em));
  return fila.posicoes.filter((item) => item.aulaId !== lote.aulaId || !sent.has(item.registrado_em));
}

/** The server has the batch: out of the queue, and counted as sent for its lesson. */
export function confirmarLote(fila: Fila, lote: Lote): Fila {
  const key = String(lote.aulaId);
  return {
    posicoes: without(fila, lote),
    enviadas: { ...fila.enviadas, [key]: (fila.enviadas[key] ?? 0) + lote.posicoes.length },
  };
}

/** The server will never take the batch (the lesson ended long ago, is not this instructor's): drop it. */
export function descartarLote(fila: Fila, lote: Lote): Fila {
  return { ...fila, posicoes: without(fila, lote) };
}

/**
 * What a failed send means for its batch. A refusal about the lesson itself (403, 404, 422: not
 * yours, gone, no longer taking positions) will not change by sending again; anything else (no
 * network, an expired session being renewed, a server error, too many requests) may pass later.
 */
export function descartaAposFalha(status: number): boolean {
  return status === 403 || status === 404 || status === 422;
}

/** Positions waiting, of one lesson or of all. */
export function pendentes(fila: Fila, aulaId?: number): number {
  if (aulaId === undefined) return fila.posicoes.length;
  return fila.posicoes.filter((item) => item.aulaId === aulaId).length;
}

export function enviadas(fila: Fila, aulaId: number): number {
  return fila.enviadas[String(aulaId)] ?? 0;
}

/** Forgets the sent counts of lessons no longer under way with nothing waiting (the count is for the screen). */
export function esquecerConcluidas(fila: Fila, emAndamento: readonly number[]): Fila {
  const keep = new Set([...emAndamento, ...fila.posicoes.map((item) => item.aulaId)].map(String));
  const entries = Object.entries(fila.enviadas);
  const kept = entries.filter(([key]) => keep.has(key));
  return kept.length === entries.length ? fila : { ...fila, enviadas: Object.fromEntries(kept) };
}
