import { useCallback, useEffect, useState } from 'react';

/** Why the camera did not open, each with its guidance (widgets.camera.*). */
export type CameraProblem = 'negada' | 'ausente' | 'ocupada' | 'insegura' | 'outra';

/** The guidance for a getUserMedia (or getDisplayMedia) failure. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'negada';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'ausente';
    case 'NotReadableError':
    case 'AbortError':
      return 'ocupada';
    default:
      return 'outra';
  }
}

/** A face photo needs no more than this; a small frame keeps the upload light on a phone. */
const FRAME = { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' } as const;

export interface CameraState {
  readonly stream: MediaStream | null;
  readonly problem: CameraProblem | null;
  /** True while the browser asks for permission or opens the device. */
  readonly opening: boolean;
  readonly retry: () => void;
}

/**
 * The user's camera (and microphone when `audio`), open while `enabled`, closed when the screen goes.
 * A refusal becomes a `problem` with its Portuguese guidance (widgets.camera.*).
 */
export function useCamera({
  enabled = true,
  audio = false,
}: {
  enabled?: boolean;
  audio?: boolean;
} = {}): CameraState {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [opening, setOpening] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (`attempt`) asks for the camera again.
  useEffect(() => {
    if (!enabled) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('insegura');
      return;
    }
    let cancelled = false;
    let opened: MediaStream | null = null;
    setOpening(true);
    setProblem(null);
    navigator.mediaDevices
      .getUserMedia({ video: FRAME, audio })
      .then((media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        opened = media;
        setStream(media);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(cameraProblemOf(error));
      })
      .finally(() => {
        if (!cancelled) setOpening(false);
      });
    return () => {
      cancelled = true;
      for (const track of opened?.getTracks() ?? []) track.stop();
      setStream(null);
    };
  }, [enabled, audio, attempt]);

  return { stream, problem, opening, retry };
}

/** How long a camera just opened may take to show its first frame. */
const FIRST_FRAME_MS = 5000;

/** Resolves once the <video> has a frame to draw (a camera just opened shows none for a moment). */
function firstFrame(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0)
    return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('A câmera ainda não mostra imagem.')), FIRST_FRAME_MS);
    video.addEventListener(
      'loadeddata',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** One frame of the camera's <video> as a JPEG (the face check's photo). */
export async function captureJpeg(video: HTMLVideoElement, quality = 0.9): Promise<Blob> {
  await firstFrame(video);
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) throw new Error('A câmera ainda não mostra imagem.');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível capturar a foto.'))),
      'image/jpeg',
      quality,
    );
  });
}
