// The face engine: detection, description (a 1024-number embedding) and liveness of a photo, run in
// a small pool of worker threads (worker.ts) so the API's thread stays free while models compute.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface FaceAnalysis {
  /** Faces found in the photo. */
  faces: number;
  /** The descriptor (embedding) of the face when exactly one was found; null otherwise. */
  descriptor: number[] | null;
  /** Detection confidence (0..1) of the best face; null when none. */
  confidence: number | null;
  /** Liveness (0..1, human's liveness model) and anti-spoofing "real" score (0..1, antispoof model); null when no face. */
  liveness: number | null;
  real: number | null;
}

export interface FaceEngine {
  /** JPEG or PNG bytes; throws FaceImageError for bytes that are not such an image. */
  analyse(image: Buffer): Promise<FaceAnalysis>;
  /** Stops the threads; analyses still waiting fail. */
  close(): Promise<void>;
}

/** The photo sent is not a JPEG or PNG image (or is a damaged one); its message is the user's. */
export class FaceImageError extends Error {
  override name = 'FaceImageError';

  constructor() {
    super('A foto enviada não é uma imagem JPEG ou PNG válida. Tire outra foto e envie de novo.');
  }
}

/** The analysis could not be made (its thread stopped, or the engine was closed). */
export class FaceEngineError extends Error {
  override name = 'FaceEngineError';
}

/** What faces.ts sends a worker, and what it answers. */
export interface JobRequest {
  id: number;
  image: Uint8Array;
}
export type JobReply =
  | { id: number; analysis: FaceAnalysis }
  | { id: number; failure: 'image' }
  | { id: number; failure: 'error'; message: string };

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

export const defaultThreads = () => Math.max(1, os.availableParallelism() - 1);

interface Job {
  id: number;
  image: Uint8Array<ArrayBuffer>;
  resolve: (analysis: FaceAnalysis) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * The worker is a .ts file: it loads through tsx as the server does (`node --import tsx`, inherited
 * from the server's own flags; added when absent, as under vitest).
 */
function workerFlags(): string[] {
  const flags = process.execArgv;
  const hasTsx = flags.some((flag) => flag === 'tsx' || flag.endsWith('=tsx') || /[\\/]tsx[\\/]/.test(flag));
  return hasTsx ? flags : [...flags, '--import', 'tsx'];
}

export interface FaceEngineOptions {
  /** Worker threads; by default one per core but one, left for the API. */
  threads?: number;
  /** A thread that takes longer than this on one photo is stopped (and replaced); its job fails. */
  timeoutMs?: number;
}

/** Far above the 0.1 to 0.5 s a photo takes: only a thread that hangs reaches it. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** Runs the analyses in worker threads (models loaded once per worker, lazily at first use), so the API stays responsive. */
export function createFaceEngine(options: FaceEngineOptions = {}): FaceEngine {
  const size = Math.max(1, options.threads ?? defaultThreads());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Thread {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { execArgv: workerFlags() });
    const thread: Thread = { worker, job: null, timer: null };
    /** Ends the thread's job; idle, the thread no longer keeps the process alive. */
    const finish = (): Job | null => {
      const job = thread.job;
      thread.job = null;
      if (thread.timer) clearTimeout(thread.timer);
      thread.timer = null;
      worker.unref();
      return job;
    };
    worker.unref();
    worker.on('message', (reply: JobReply) => {
      if (thread.job?.id !== reply.id) return;
      const job = finish();
      if (!job) return;
      if ('analysis' in reply) job.resolve(reply.analysis);
      else if (reply.failure === 'image') job.reject(new FaceImageError());
      else job.reject(new FaceEngineError(`A análise do rosto falhou: ${reply.message}`));
      dispatch();
    });
    worker.on('error', (error) => {
      finish()?.reject(new FaceEngineError(`A análise do rosto parou: ${error.message}`, { cause: error }));
    });
    worker.on('exit', (code) => {
      threads.delete(thread);
      finish()?.reject(new FaceEngineError(`A análise do rosto parou (código ${code}).`));
      // A thread that died is replaced by the next job that needs one.
      dispatch();
    });
    threads.add(thread);
    return thread;
  }

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const idle = [...threads].find((thread) => thread.job === null);
      const thread = idle ?? (threads.size < size ? spawn() : null);
      if (!thread) return;
      const job = queue.shift() as Job;
      thread.job = job;
      thread.timer = setTimeout(() => {
        // Out of the pool at once, so no other job is given to it while it stops.
        threads.delete(thread);
        const late = thread.job;
        thread.job = null;
        late?.reject(
          new FaceEngineError(`A análise do rosto passou de ${timeoutMs / 1000} s e foi interrompida.`),
        );
        void thread.worker.terminate();
      }, timeoutMs);
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, image: job.image } satisfies JobRequest, [job.image.buffer]);
    }
  }

  return {
    analyse(image) {
      if (closed) return Promise.reject(new FaceEngineError('O verificador de rostos foi encerrado.'));
      if (!startsWith(image, JPEG) && !startsWith(image, PNG)) return Promise.reject(new FaceImageError());
      return new Promise<FaceAnalysis>((resolve, reject) => {
        // A copy of its own, handed over to the thread without another copy.
        queue.push({ id: nextId++, image: new Uint8Array(image), resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new FaceEngineError('O verificador de rostos foi encerrado.'));
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * human's similarity of two descriptors, 0..1 (1 = same): its Euclidean distance with multiplier 25,
 * normalised to the range 0.2..0.8 and rounded to two decimals, as `human.match.similarity` does —
 * computed here so the API's thread needs no TensorFlow.
 */
export function similarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let index = 0; index < a.length; index++) {
    const diff = (a[index] as number) - (b[index] as number);
    sum += diff * diff;
  }
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const [min, max] = [0.2, 0.8];
  const normalised = (1 - Math.sqrt(distance) / 100 - min) / (max - min);
  return Math.round(100 * Math.max(Math.min(normalised, 1), 0)) / 100;
}
