import type {
  FinalizarAulaBody,
  IniciarAulaBody,
  InstrutorAula,
  MomentoFoto,
  PosicoesRecebidas,
} from '@cfc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { useSession } from '../../session/session.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';
import type { Lote } from './posicoes-queue.ts';
import type { Envio } from './posicoes-store.ts';

/** Staff may book a lesson for today at any time: the list of the day is read again now and then. */
const REFRESH_MS = 60_000;

const keys = {
  all: ['instrutor-aulas'] as const,
  day: (dia: string) => ['instrutor-aulas', dia] as const,
};

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
  const query = new URLSearchParams({
    id: String(instrutor?.id ?? ''),
    schema: instrutor?.schema ?? '',
    de: dia,
    ate: dia,
  });
  return useQuery({
    queryKey: keys.day(dia),
    queryFn: async () => (await api.get<InstrutorAula[]>(`/instrutor/aulas/praticas?${query}`)).dados,
    enabled: instrutor !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** The student's photo at the start or the end of the lesson (replaces one sent before). */
export function useEnviarFoto() {
  return useMutation({
    mutationFn: ({ aulaId, momento, file }: { aulaId: number; momento: MomentoFoto; file: File }) => {
      const body = new FormData();
      body.append(FOTO_FIELD, file);
      return api.request<unknown>('PUT', `/instrutor/aulas/${aulaId}/fotos/${momento}`, body);
    },
  });
}

export function useIniciarAula() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ aulaId, body }: { aulaId: number; body: IniciarAulaBody }) =>
      api.post<InstrutorAula>(`/instrutor/aulas/${aulaId}/iniciar`, body),
    onSuccess: invalidate,
  });
}

export function useFinalizarAula() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ aulaId, body }: { aulaId: number; body: FinalizarAulaBody }) =>
      api.post<InstrutorAula>(`/instrutor/aulas/${aulaId}/finalizar`, body),
    onSuccess: invalidate,
  });
}

/** One batch of the GPS track; never throws, the queue decides what a failure means. */
export async function enviarLote(lote: Lote): Promise<Envio> {
  try {
    await api.post<PosicoesRecebidas>(`/instrutor/aulas/${lote.aulaId}/posicoes`, {
      posicoes: lote.posicoes,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0 };
  }
}
