/** The camera's failures a person can act on, by the DOMException's name (getUserMedia). */
export type FalhaCamera = 'negada' | 'ausente' | 'emUso' | 'insegura' | 'outra';

export function falhaCamera(error: unknown): FalhaCamera {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'negada';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'ausente';
    case 'NotReadableError':
    case 'AbortError':
      return 'emUso';
    default:
      return 'outra';
  }
}

/** JPEG quality of a captured frame: small enough to send, sharp enough to compare a face. */
const JPEG_QUALITY = 0.9;

/** The frame the <video> shows now, as a JPEG. */
export function capturarQuadro(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D indisponível.'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Quadro da câmera vazio.'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}
