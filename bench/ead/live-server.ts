// The benchmark's server: the platform's live streaming module (apps/server/src/platform/streaming)
// behind a small Fastify app, storage in a temporary local folder. One stream: the publisher page
// sends MediaRecorder chunks to /ingest (WebSocket); players read /live/index.m3u8 and the segments
// it lists. No login: the lesson module adds that on top of the same calls.
//
// Run by streaming.ts as its own process (so its CPU is measured apart from ffmpeg's, the browser's
// and the load generator's); prints {"ready":url} on stdout.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyReply } from 'fastify';
import { localStorage } from '../../apps/server/src/platform/storage/storage.ts';
import { ffmpegPath } from '../../apps/server/src/platform/streaming/ffmpeg.ts';
import { createLiveStreams } from '../../apps/server/src/platform/streaming/live-streams.ts';
import { HLS_PLAYER, hlsPublisher } from './pages.ts';

const STREAM = 'aula-bench';
const PREFIX = 'ead/bench/aula/';
/** MediaRecorder's chunk, as the instructor's console sends them. */
const CHUNK_MS = 250;

const require = createRequire(import.meta.url);
const HLS_JS = fs.readFileSync(require.resolve('hls.js/dist/hls.min.js'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-bench-ead-'));
const streams = createLiveStreams({
  storage: localStorage(dir),
  ffmpegPath: ffmpegPath(process.env.FFMPEG_PATH ?? null),
  log: { error: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`) },
});

const app = Fastify();
await app.register(websocket);
const html = (body: string) => (_request: unknown, reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').send(body);
app.get('/publisher.html', html(hlsPublisher(CHUNK_MS)));
app.get('/player.html', html(HLS_PLAYER));
app.get('/lib/hls.min.js', (_request, reply) =>
  reply.type('text/javascript').header('cache-control', 'max-age=3600').send(HLS_JS),
);
app.get('/ingest', { websocket: true }, (socket) => {
  const publisher = streams.publish(STREAM, PREFIX);
  socket.on('message', (data: Buffer) => publisher.write(data));
  socket.on('close', () => void publisher.end());
});
app.get('/live/index.m3u8', async (_request, reply) => {
  const playlist = await streams.playlist(STREAM, 'live');
  if (playlist === null) return reply.code(404).send();
  // The playlist changes every second; a segment never changes once listed.
  return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-cache').send(playlist);
});
app.get<{ Params: { name: string } }>('/live/:name', async (request, reply) => {
  const segment = await streams.segment(STREAM, request.params.name);
  if (segment === null) return reply.code(404).send();
  return reply.type('video/mp2t').header('cache-control', 'max-age=60').send(segment);
});

async function stop(): Promise<void> {
  await streams.close();
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: url })}\n`);
