import { type PresencaBody, turmasApi } from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';

/** A running session changes by the minute (the camera's snapshots, others marking): read it again. */
const REFRESH_MS = 30_000;

/**
 * The sessions of today and the next `dias` days (the calendar of the school, or the instructor's
 * classes), of one instructor when `instrutorId` is given.
 */
export function useSessoes(dias: number, instrutorId?: number) {
  const hoje = todayInSaoPaulo();
  const query = { de: hoje, ate: addDays(hoje, dias) };
  return useEndpointQuery(
    turmasApi.listCalendario,
    { query: instrutorId === undefined ? query : { ...query, id_instrutor: instrutorId } },
    { refetchInterval: REFRESH_MS },
  );
}

export function useAulaTeorica(id: number) {
  return useEndpointQuery(turmasApi.getAula, { params: { id } }, { refetchInterval: REFRESH_MS });
}

export function useEvidencias(id: number) {
  return useEndpointQuery(turmasApi.listEvidencias, { params: { id } }, { refetchInterval: REFRESH_MS });
}

/** One photo of the session (the image itself). */
export function useEvidenciaImagem(id: number, idEvidencia: number) {
  return useEndpointQuery(turmasApi.getEvidencia, { params: { id, idEvidencia } }, { staleTime: Infinity });
}

/** Every change to a session refreshes the group: the sheet, the lists and the calendar. */
function useInvalidateTurmas() {
  return useInvalidate(turmasApi.list.group);
}

export function useAbrirAula() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (id: number) => api.call(turmasApi.openAula, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useEncerrarAula() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: (id: number) => api.call(turmasApi.closeAula, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useMarcarPresenca() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PresencaBody }) =>
      api.call(turmasApi.markPresenca, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDesfazerPresenca() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: ({ id, idAluno }: { id: number; idAluno: number }) =>
      api.call(turmasApi.clearPresenca, { params: { id, idAluno } }),
    onSuccess: invalidate,
  });
}

export function useFotoAluno() {
  const invalidate = useInvalidateTurmas();
  return useMutation({
    mutationFn: ({ id, idAluno, file }: { id: number; idAluno: number; file: File }) => {
      const body = new FormData();
      body.append(FOTO_FIELD, file);
      return api.call(turmasApi.uploadFotoAluno, { params: { id, idAluno }, body });
    },
    onSuccess: invalidate,
  });
}
