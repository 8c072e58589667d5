import {
  eadApi,
  type MensagemEad,
  type Reproducao,
  type Sinal,
  type SinalGravacao,
  type StatusTransmissao,
  type Verificacao,
} from '@cfc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../api/client.ts';
import { queryKeyOf, useEndpointQuery } from '../../api/queries.ts';
import { LINK_KEY } from '../../session/ead-entry.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';
import type { CameraProblem } from '../../ui/video/camera.ts';
import { dispositivoDaAba, juntarMensagens } from './sala.ts';

/** The student's page gives a sign of life this often (the server drops a connection silent for 45 s). */
export const SINAL_MS = 3000;
/** The lesson's link, decoded and kept by the entry (session/ead-entry.ts); null without one. */
export function linkDaAula(storage: Storage = window.sessionStorage): string | null {
  return storage.getItem(LINK_KEY);
}

/**
 * Tells the school once that the student's camera did not open (refused, missing, busy): the lesson's
 * trail records it. The student already reads what to do; a report that fails changes nothing for them.
 */
export function useRelatarCamera(problema: CameraProblem | null) {
  useEffect(() => {
    const link = linkDaAula();
    if (problema === null || link === null) return;
    api.call(eadApi.camera, { params: { link }, body: { problema } }).catch((error: unknown) => {
      console.warn('A falha da câmera não foi registrada.', error);
    });
  }, [problema]);
}

/** The live stream of a lesson, and its recording. */
export function hlsDaAula(idAula: number, arquivo: 'live.m3u8' | 'gravacao.m3u8' = 'live.m3u8'): string {
  return `/api/v1/ead/aulas/${idAula}/hls/${arquivo}`;
}

/** The lesson of a link as this tab asks for it: with the tab's device, so a reload finds its connection. */
const salaRequest = (link: string) => ({ params: { link }, query: { dispositivo: dispositivoDaAba() } });

/** The waiting room (and, once closed, the result); read again every few seconds while not connected. */
export function useSalaAluno(link: string, refetchInterval: number | false) {
  return useEndpointQuery(eadApi.salaAluno, salaRequest(link), { refetchInterval, retry: false });
}

export function useEntrar(link: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(eadApi.entrar, { params: { link }, body: { dispositivo: dispositivoDaAba() } }),
    onSuccess: ({ dados }) => {
      queryClient.setQueryData(queryKeyOf(eadApi.salaAluno, salaRequest(link)), dados.sala);
    },
  });
}

export function useSair() {
  return useMutation({ mutationFn: (id: number) => api.call(eadApi.sair, { params: { id } }) });
}

export function useMensagemAluno(idConexao: number) {
  return useMutation({
    mutationFn: (texto: string) =>
      api.call(eadApi.mensagemAluno, { params: { id: idConexao }, body: { texto } }),
  });
}

export function useMao(idConexao: number) {
  return useMutation({
    mutationFn: (levantada: boolean) =>
      api.call(eadApi.mao, { params: { id: idConexao }, body: { levantada } }),
  });
}

/** The face check's answer: a JPEG frame of the student's camera. */
export function useResponderVerificacao() {
  return useMutation({
    mutationFn: async ({ id, foto }: { id: number; foto: Blob }) => {
      const body = new FormData();
      body.append(FOTO_FIELD, new File([foto], 'verificacao.jpg', { type: 'image/jpeg' }));
      return (await api.call(eadApi.responderVerificacao, { params: { id }, body })).dados;
    },
  });
}

export interface SinalState {
  /** 'reconectando' while signs fail (network down, server restarting): it keeps trying. */
  readonly estado: 'conectando' | 'conectado' | 'reconectando';
  readonly transmissao: StatusTransmissao | null;
  readonly verificacao: Verificacao | null;
  readonly mensagens: readonly MensagemEad[];
  readonly mao: boolean;
  readonly minutos: number;
}

const INICIAL: SinalState = {
  estado: 'conectando',
  transmissao: null,
  verificacao: null,
  mensagens: [],
  mao: false,
  minutos: 0,
};

/** A closed connection: the lesson ended, or the server dropped it after 45 s without a sign. */
const FECHADA = new Set([409, 410]);

/**
 * The student's signs of life while connected (every SINAL_MS, one at a time): what they bring (a
 * face check to answer, new messages, the hand, the minutes counted). A 409/410 means the
 * connection was closed: `onFechada` decides (re-enter, or show the result).
 */
export function useSinal(idConexao: number | null, onFechada: () => void): SinalState {
  const [state, setState] = useState<SinalState>(INICIAL);
  const fechada = useRef(onFechada);
  fechada.current = onFechada;

  useEffect(() => {
    if (idConexao === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ultima = 0;
    setState(INICIAL);
    const proximo = () => {
      if (!stopped) timer = setTimeout(() => void sinal(), SINAL_MS);
    };
    async function sinal(): Promise<void> {
      try {
        const { dados } = await api.call(eadApi.sinal, {
          params: { id: idConexao as number },
          body: ultima > 0 ? { desde_mensagem: ultima } : {},
        });
        if (stopped) return;
        const ultimaNova = dados.mensagens.at(-1)?.id_mensagem;
        if (ultimaNova !== undefined) ultima = Math.max(ultima, ultimaNova);
        setState((atual) => aplicarSinal(atual, dados));
        proximo();
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && FECHADA.has(error.status)) {
          fechada.current();
          return;
        }
        setState((atual) => ({ ...atual, estado: 'reconectando' }));
        proximo();
      }
    }
    void sinal();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [idConexao]);

  return state;
}

function aplicarSinal(atual: SinalState, sinal: Sinal): SinalState {
  return {
    estado: 'conectado',
    transmissao: sinal.transmissao,
    verificacao: sinal.verificacao_pendente,
    mensagens: juntarMensagens(atual.mensagens, sinal.mensagens),
    mao: sinal.mao_levantada,
    minutos: sinal.minutos_conectados,
  };
}

// ---------- Replaying the recording ----------

/** The player reports its position this often while the recording is open. */
export const SINAL_GRAVACAO_MS = 5000;

/** Starts (or resumes) the student's replay of the recording of the link's lesson. */
export function useIniciarGravacao(link: string) {
  return useMutation({
    mutationFn: async () => (await api.call(eadApi.gravacao, { params: { link } })).dados,
  });
}

export interface GravacaoState {
  /** 'reconectando' while reports fail: it keeps trying. */
  readonly estado: 'assistindo' | 'reconectando';
  readonly assistidos: number;
  readonly necessarios: number;
  readonly verificacao: Verificacao | null;
  readonly concluida: boolean;
  readonly presente: boolean;
  readonly motivo: string | null;
}

function gravacaoInicial(reproducao: Reproducao | null): GravacaoState {
  return {
    estado: 'assistindo',
    assistidos: reproducao?.assistidos_segundos ?? 0,
    necessarios: reproducao?.necessarios_segundos ?? 0,
    verificacao: reproducao?.verificacao_pendente ?? null,
    concluida: false,
    presente: false,
    motivo: null,
  };
}

/**
 * The player's reports while a replay is open (every SINAL_GRAVACAO_MS, one at a time): the
 * position from `posicao`, and back the time watched, the check to answer and the result. Stops
 * once the replay is over (`onConcluida` is told).
 */
export function useSinalGravacao(
  reproducao: Reproducao | null,
  posicao: () => number,
  onConcluida: (sinal: SinalGravacao) => void,
): GravacaoState {
  const [state, setState] = useState<GravacaoState>(() => gravacaoInicial(reproducao));
  const posicaoRef = useRef(posicao);
  posicaoRef.current = posicao;
  const concluida = useRef(onConcluida);
  concluida.current = onConcluida;

  useEffect(() => {
    if (reproducao === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState(gravacaoInicial(reproducao));
    const proximo = () => {
      if (!stopped) timer = setTimeout(() => void sinal(), SINAL_GRAVACAO_MS);
    };
    async function sinal(): Promise<void> {
      try {
        const { dados } = await api.call(eadApi.sinalGravacao, {
          params: { id: reproducao?.id_reproducao as number },
          body: { posicao: Math.max(0, posicaoRef.current()) },
        });
        if (stopped) return;
        setState({
          estado: 'assistindo',
          assistidos: dados.assistidos_segundos,
          necessarios: dados.necessarios_segundos,
          verificacao: dados.verificacao_pendente,
          concluida: dados.concluida,
          presente: dados.presente,
          motivo: dados.motivo,
        });
        if (dados.concluida) concluida.current(dados);
        else proximo();
      } catch {
        if (stopped) return;
        setState((atual) => ({ ...atual, estado: 'reconectando' }));
        proximo();
      }
    }
    void sinal();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reproducao]);

  return state;
}

/** Invalidates the student's view of the lesson (after the replay counted it). */
export function useAtualizarSala(link: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf(eadApi.salaAluno, salaRequest(link)) });
}
