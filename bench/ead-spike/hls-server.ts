// Design A of the streaming spike: the instructor's browser records (MediaRecorder, WebM VP8 + Opus)
// and sends 100 ms chunks over a WebSocket; the server pipes them into ffmpeg (the binary shipped
// inside the @ffmpeg-installer npm packages), which encodes H.264 + AAC into 1 s HLS segments in a
// directory; the same Node process serves the playlist and the segments over HTTP to hls.js.
//
// Run by run.ts as its own process (so its CPU is measured apart from ffmpeg's and the load
// generator's); prints one JSON line per event on stdout: {"ready":url}, {"ffmpeg":pid}.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { WebSocketServer } from 'ws';
import { HLS_PLAYER, HLS_PUBLISHER } from '../ead/pages.ts';

const require = createRequire(import.meta.url);
const HLS_JS = fs.readFileSync(require.resolve('hls.js/dist/hls.min.js'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ead-hls-'));
let lastPlaylist: Buffer | undefined;

/** ffmpeg's arguments: low-latency H.264 with a key frame every second, 1 s segments, 6 listed. */
export function ffmpegArgs(outDir: string): string[] {
  return [
    ...[
      '-hide_banner',
      '-loglevel',
      process.env.SPIKE_FFMPEG_LOG ?? 'error',
      '-fflags',
      '+genpts',
      '-i',
      'pipe:0',
    ],
    ...['-map', '0:v', '-map', '0:a?'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-profile:v', 'baseline'],
    ...['-pix_fmt', 'yuv420p', '-r', '30', '-b:v', '800k', '-maxrate', '1000k', '-bufsize', '1000k'],
    ...['-g', '30', '-keyint_min', '30', '-sc_threshold', '0'],
    ...['-force_key_frames', 'expr:gte(t,n_forced*1)'],
    ...['-c:a', 'aac', '-b:a', '64k'],
    ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', '6'],
    ...['-hls_flags', 'delete_segments+independent_segments'],
    ...['-hls_segment_filename', path.join(outDir, 'seg%05d.ts'), path.join(outDir, 'index.m3u8')],
  ];
}

function say(event: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/publisher.html' || url === '/player.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(url === '/publisher.html' ? HLS_PUBLISHER : HLS_PLAYER);
    return;
  }
  if (url === '/lib/hls.min.js') {
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' });
    res.end(HLS_JS);
    return;
  }
  const match = /^\/live\/([\w-]+\.(m3u8|ts))$/.exec(url);
  if (!match?.[1]) {
    res.writeHead(404).end();
    return;
  }
  const playlist = match[2] === 'm3u8';
  fs.readFile(path.join(dir, match[1]), (error, read) => {
    let body: Buffer | undefined = read;
    if (playlist && body) {
      // ffmpeg 4.1 rewrites the playlist in place ("cannot use rename"): a read can catch it half
      // written. Serve the last complete one instead.
      if (/\.ts\n$/.test(body.toString())) lastPlaylist = body;
      else body = lastPlaylist;
    }
    if (error || !body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
      // The playlist changes every second; a segment never changes once listed.
      'cache-control': playlist ? 'no-cache' : 'max-age=60',
    });
    res.end(body);
  });
});

let ffmpeg: ChildProcess | undefined;
const wss = new WebSocketServer({ server, path: '/ingest' });
wss.on('connection', (socket) => {
  ffmpeg?.kill('SIGKILL');
  const child = spawn(ffmpegInstaller.path, ffmpegArgs(dir), { stdio: ['pipe', 'ignore', 'pipe'] });
  ffmpeg = child;
  child.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  child.stdin?.on('error', () => {});
  say({ ffmpeg: child.pid });
  socket.on('message', (data: Buffer) => child.stdin?.write(data));
  socket.on('close', () => child.stdin?.end());
});

function stop(): void {
  ffmpeg?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') say({ ready: `http://127.0.0.1:${address.port}` });
});
