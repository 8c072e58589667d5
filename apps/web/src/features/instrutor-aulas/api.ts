import {
  aulasPraticasApi,
  type FinalizarAulaBody,
  type IniciarAulaBody,
  type MomentoFoto,
} from '@cfc/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { useSession } from '../../session/session.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';
import type { Lote } from './posicoes-queue.ts';
import type { Envio } from './posicoes-store.ts';

/** Staff may book a lesson for today at any time: the list of the day is read again now and then. */
const REFRESH_MS = 60_000;

/** Who is asking (SPEC §7: the instructor's id and school go in the query). */
export function useInstrutorDaSessao() {
  const session = useSession();
  const instrutor = session?.instrutor;
  return instrutor && session.schema
    ? { id: instrutor.id_instrutor, schema: session.schema, usuarioId: session.usuario.id_usuario }
    : undefined;
}

/** The instructor's lessons of one São Paulo day. */
export function useAulasDoDia(dia: string) {
  const instrutor = useInstrutorDaSessao();
  return useEndpointQuery(
    aulasPraticasApi.listByInstrutor,
    { query: { id: instrutor?.id ?? '', schema: instrutor?.schema ?? '', de: dia, ate: dia } },
    { enabled: instrutor !== undefined, refetchInterval: REFRESH_MS },
  );
}

/** A start or a finish changes the day's lists (and the lesson's everywhere else). */
function useInvalidateAulas() {
  return useInvalidate(aulasPraticasApi.list.group);
}

/** The student's photo at the start or the end of the lesson (replaces one sent before). */
export function useUploadFoto() {
  return useMutation({
    mutationFn: ({ aulaId, momento, file }: { aulaId: number; momento: MomentoFoto; file: File }) => {
      const body = new FormData();
      body.append(FOTO_FIELD, file);
      return api.call(aulasPraticasApi.uploadFoto, { params: { id: aulaId, momento }, body });
    },
  });
}

export function useStartAula() {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: ({ aulaId, body }: { aulaId: number; body: IniciarAulaBody }) =>
      api.call(aulasPraticasApi.start, { params: { id: aulaId }, body }),
    onSuccess: invalidate,
  });
}

export function useFinishAula() {
  const invalidate = useInvalidateAulas();
  return useMutation({
    mutationFn: ({ aulaId, body }: { aulaId: number; body: FinalizarAulaBody }) =>
      api.call(aulasPraticasApi.finish, { params: { id: aulaId }, body }),
    onSuccess: invalidate,
  });
}

/** One batch of the GPS track; never throws, the queue decides what a failure means. */
export async function sendLote(lote: Lote): Promise<Envio> {
  try {
    await api.call(aulasPraticasApi.addPosicoes, {
      params: { id: lote.aulaId },
      body: { posicoes: [...lote.posicoes] },
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0 };
  }
}
