// One thread of the face engine (faces.ts): loads the models at its first job, then answers each
// `{ id, image }` with `{ id, analysis }` or `{ id, failure }`, one job at a time.
import { parentPort } from 'node:worker_threads';
import { type Analyser, createAnalyser, UndecodableImage } from './analyser.ts';
import type { JobReply, JobRequest } from './faces.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread of the face engine');

let analyser: Promise<Analyser> | null = null;

port.on('message', async ({ id, image }: JobRequest) => {
  let reply: JobReply;
  try {
    // Models that failed to load are tried again at the next photo.
    analyser ??= createAnalyser().catch((error: unknown) => {
      analyser = null;
      throw error;
    });
    reply = { id, analysis: await (await analyser).analyse(image) };
  } catch (error) {
    reply =
      error instanceof UndecodableImage
        ? { id, failure: 'image' }
        : { id, failure: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
