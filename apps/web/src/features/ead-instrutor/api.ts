import { eadApi, type MensagemEad, type SalaEad } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../api/client.ts';
import { queryKeyOf, useEndpointQuery } from '../../api/queries.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';
import { juntarMensagens } from '../ead/index.ts';

/** The console reads the room this often (students, checks, chat). */
export const SALA_MS = 3000;
const LISTA_MS = 15_000;

/** Today's and the coming remote lessons the caller may run, not yet closed, soonest first. */
export function useAulasEad() {
  return useEndpointQuery(
    eadApi.list,
    { query: { de: todayInSaoPaulo(), per_page: 100, page: 1 } },
    {
      refetchInterval: LISTA_MS,
      select: (pagina) =>
        pagina.data
          .filter((aula) => aula.transmissao !== 'encerrada')
          .sort((a, b) => a.inicio.localeCompare(b.inicio)),
    },
  );
}

/**
 * The room of a lesson, read every SALA_MS; the chat comes in pieces (only what is new since the
 * last message seen) and is kept whole here.
 */
export function useSalaConsole(id: number) {
  const mensagens = useRef<MensagemEad[]>([]);
  return useQuery({
    queryKey: queryKeyOf(eadApi.sala, { params: { id } }),
    queryFn: async (): Promise<SalaEad> => {
      const ultima = mensagens.current.at(-1)?.id_mensagem;
      const { dados } = await api.call(eadApi.sala, {
        params: { id },
        query: ultima === undefined ? {} : { desde_mensagem: ultima },
      });
      mensagens.current = juntarMensagens(mensagens.current, dados.mensagens);
      return { ...dados, mensagens: mensagens.current };
    },
    refetchInterval: SALA_MS,
  });
}

function useRefreshSala(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(eadApi.sala, { params: { id } }) }),
      queryClient.invalidateQueries({ queryKey: [eadApi.list.group, eadApi.list.id] }),
    ]);
}

/** The instructor's face check (at the opening, required to start, and at the close). */
export function useVerificarInstrutor(id: number) {
  const refresh = useRefreshSala(id);
  return useMutation({
    mutationFn: async (foto: Blob) => {
      const body = new FormData();
      body.append(FOTO_FIELD, new File([foto], 'instrutor.jpg', { type: 'image/jpeg' }));
      return (await api.call(eadApi.verificarInstrutor, { params: { id }, body })).dados;
    },
    onSettled: refresh,
  });
}

export function useIniciarAula(id: number) {
  const refresh = useRefreshSala(id);
  return useMutation({ mutationFn: () => api.call(eadApi.start, { params: { id } }), onSettled: refresh });
}

export function useEncerrarAula(id: number) {
  const refresh = useRefreshSala(id);
  return useMutation({ mutationFn: () => api.call(eadApi.end, { params: { id } }), onSettled: refresh });
}

/** A face check now: of one student, or of every connected one. */
export function useSolicitarVerificacao(id: number) {
  const refresh = useRefreshSala(id);
  return useMutation({
    mutationFn: async (idAluno?: number) =>
      (
        await api.call(eadApi.solicitarVerificacao, {
          params: { id },
          body: idAluno ? { id_aluno: idAluno } : {},
        })
      ).dados,
    onSettled: refresh,
  });
}

export function useMensagemEquipe(id: number) {
  const refresh = useRefreshSala(id);
  return useMutation({
    mutationFn: (texto: string) => api.call(eadApi.mensagemEquipe, { params: { id }, body: { texto } }),
    onSuccess: refresh,
  });
}
