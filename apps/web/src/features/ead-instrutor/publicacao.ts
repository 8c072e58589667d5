import { useEffect, useRef, useState } from 'react';
import { sessionStore } from '../../session/session.ts';

/** What the server packages (docs/streaming.md): VP8 + Opus in WebM, a chunk every 250 ms. */
const MIME = 'video/webm;codecs=vp8,opus';
const FATIA_MS = 250;
const VIDEO_BPS = 800_000;
const AUDIO_BPS = 64_000;
/** Wait before opening the socket again after it dropped. */
const RECONEXAO_MS = 2000;

export type EstadoPublicacao = 'parado' | 'conectando' | 'transmitindo' | 'reconectando' | 'recusada';

/** The server refused the publisher (not its instructor, lesson not live): trying again is useless. */
const RECUSADA = 4403;

export interface Publicacao {
  readonly estado: EstadoPublicacao;
  /** Seconds of media sent since the console started publishing. */
  readonly segundos: number;
  /** The browser has no MediaRecorder for WebM: it cannot publish. */
  readonly semGravador: boolean;
  /** Why the server refused (its message), when it did. */
  readonly recusa: string | null;
}

function enderecoDoSocket(aulaId: number): string {
  const { protocol, host } = window.location;
  const token = sessionStore.token() ?? '';
  const scheme = protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${host}/api/v1/ead/aulas/${aulaId}/transmissao?token=${encodeURIComponent(token)}`;
}

function tipoGravado(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  if (MediaRecorder.isTypeSupported(MIME)) return MIME;
  return MediaRecorder.isTypeSupported('video/webm') ? 'video/webm' : undefined;
}

/**
 * Publishes `stream` (camera and microphone, or the screen with the microphone) while `ativo`: a
 * WebSocket to the lesson's /transmissao, MediaRecorder chunks sent as they come. A dropped socket
 * opens again by itself (a new recorder, so a new WebM header, which the server takes); switching
 * the stream restarts the recorder on the same socket.
 */
export function usePublicacao(aulaId: number, stream: MediaStream | null, ativo: boolean): Publicacao {
  const [estado, setEstado] = useState<EstadoPublicacao>('parado');
  const [segundos, setSegundos] = useState(0);
  const [recusa, setRecusa] = useState<string | null>(null);
  const streamRef = useRef(stream);
  const reiniciar = useRef<() => void>(() => {});
  const semGravador = tipoGravado() === undefined;

  useEffect(() => {
    if (!ativo || semGravador) {
      setEstado('parado');
      return;
    }
    let parado = false;
    let socket: WebSocket | undefined;
    let gravador: MediaRecorder | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const pararGravador = () => {
      if (gravador && gravador.state !== 'inactive') gravador.stop();
      gravador = undefined;
    };
    const iniciarGravador = () => {
      pararGravador();
      const media = streamRef.current;
      if (!media || socket?.readyState !== WebSocket.OPEN) return;
      const atual = new MediaRecorder(media, {
        mimeType: tipoGravado(),
        videoBitsPerSecond: VIDEO_BPS,
        audioBitsPerSecond: AUDIO_BPS,
      });
      atual.ondataavailable = (event) => {
        // A chunk of a recorder already replaced is dropped: its stream was switched.
        if (atual !== gravador || event.data.size === 0 || socket?.readyState !== WebSocket.OPEN) return;
        socket.send(event.data);
        setSegundos((valor) => valor + FATIA_MS / 1000);
      };
      gravador = atual;
      atual.start(FATIA_MS);
    };
    reiniciar.current = iniciarGravador;

    const conectar = () => {
      const aberto = new WebSocket(enderecoDoSocket(aulaId));
      socket = aberto;
      aberto.onopen = () => {
        if (parado) return;
        setEstado('transmitindo');
        iniciarGravador();
      };
      aberto.onclose = (event) => {
        if (socket !== aberto) return;
        pararGravador();
        if (parado) return;
        if (event.code === RECUSADA) {
          setEstado('recusada');
          setRecusa(event.reason || null);
          return;
        }
        setEstado('reconectando');
        timer = setTimeout(conectar, RECONEXAO_MS);
      };
    };

    setEstado('conectando');
    setRecusa(null);
    conectar();
    return () => {
      parado = true;
      clearTimeout(timer);
      pararGravador();
      socket?.close(1000);
      reiniciar.current = () => {};
      setEstado('parado');
    };
  }, [aulaId, ativo, semGravador]);

  useEffect(() => {
    streamRef.current = stream;
    reiniciar.current();
  }, [stream]);

  return { estado, segundos, semGravador, recusa };
}
