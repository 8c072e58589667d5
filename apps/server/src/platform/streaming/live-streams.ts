import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Storage } from '../storage/storage.ts';
import { liveArgs } from './ffmpeg.ts';
import { mediaPlaylist, SEGMENT_NAME, type Segmento, segmentName } from './playlist.ts';

/**
 * Live lessons as HLS (docs/streaming.md): the instructor's browser sends MediaRecorder chunks
 * (WebM), one ffmpeg per live stream turns them into 1 s MPEG-TS segments, and every finished
 * segment goes to the platform's Storage under the stream's prefix with the stream's index
 * (`index.json`) and recording playlist (`gravacao.m3u8`) beside it. Every segment is kept: they are
 * the recording. The instance that encodes a stream serves it from memory; any other instance that
 * shares the storage serves it from the index there (pass the prefix).
 */
export interface LiveStreams {
  /** Starts (or resumes after a reconnect) the stream `id`, writing under `prefix` in storage. */
  publish(id: string, prefix: string): LivePublisher;
  /**
   * The live playlist (last N segments, no ENDLIST) while live; the whole recording (VOD, with
   * ENDLIST) once ended; null if unknown. `recording` while live: every segment so far (EVENT).
   * `prefix`: where to read a stream this instance does not encode (another instance's, or one
   * recorded before a restart).
   */
  playlist(id: string, kind: 'live' | 'recording', prefix?: string): Promise<string | null>;
  /** A segment's bytes (from storage), or null. Segment names are what the playlists list. */
  segment(id: string, name: string, prefix?: string): Promise<Buffer | null>;
  /** What this instance knows of the stream: null when it never published it. */
  status(
    id: string,
  ): { live: boolean; segments: number; startedAt: Date | null; endedAt: Date | null } | null;
  /** Kills every ffmpeg (the streams' recordings stay in storage as far as they got). */
  close(): Promise<void>;
}

export interface LivePublisher {
  /** One chunk of the instructor's recording, in order; ignored once the publisher ended. */
  write(chunk: Buffer): void;
  /** The instructor stopped (or disconnected): resolves once the last segment is stored. */
  end(): Promise<void>;
}

/** Where errors go: the app's logger (pino's `error(details, message)`). */
export interface StreamingLog {
  error(details: object, message: string): void;
}

export interface LiveStreamsOptions {
  storage: Storage;
  ffmpegPath: string;
  /** Segments in the live playlist (6 of 1 s: players start two behind the edge). */
  liveSegments?: number;
  log?: StreamingLog;
}

/**
 * The stream's state as kept in storage (`<prefix>index.json`), rewritten at every segment: each
 * segment as `[sequence, seconds, 1 after a discontinuity else 0]`, small enough for hours of lesson.
 */
interface Indice {
  id: string;
  startedAt: string | null;
  endedAt: string | null;
  /** When a segment was last added: a stream whose encoder vanished stops looking live. */
  updatedAt: string;
  segments: [number, number, 0 | 1][];
}

export const INDEX_FILE = 'index.json';
export const RECORDING_FILE = 'gravacao.m3u8';
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';
/** A stream whose index has not moved for this long was left by an instance that stopped. */
const ABANDONED_MS = 30_000;
/** How long another instance's index is reused before it is read again (live playlists change each second). */
const REMOTE_INDEX_MS = 1_000;
const REMOTE_INDEX_CACHE = 500;
/** Newest segments kept in memory beside the live window, so players at the edge do not hit storage. */
const RECENT_EXTRA = 3;
/** ffmpeg gets this long to write its last segment after its input ends. */
const FFMPEG_EXIT_MS = 15_000;
/** Input ffmpeg has not taken yet (about a minute of video): past it ffmpeg is stuck and is stopped. */
const MAX_BACKLOG_BYTES = 32 * 1024 * 1024;
const SAFE_PREFIX = /^[a-z0-9][a-z0-9/_.-]{0,150}\/$/;

interface Transmissao {
  id: string;
  prefix: string;
  startedAt: Date | null;
  endedAt: Date | null;
  segments: Segmento[];
  recent: Map<string, Buffer>;
  /** The ffmpeg run now publishing, if any. */
  current: Publicacao | null;
  /** Storage writes one after another, so the index always grows in order. */
  queue: Promise<void>;
  /** The index found in storage at the first publish here (another instance's, or before a restart). */
  loaded: Promise<boolean>;
  /** The next stored segment follows a gap or a new ffmpeg. */
  discontinuity: boolean;
}

interface Publicacao extends LivePublisher {
  kill(): Promise<void>;
}

const segmentsOf = (indice: Indice): Segmento[] =>
  indice.segments.map(([sequence, duration, discontinuity]) => ({
    sequence,
    name: segmentName(sequence),
    duration,
    discontinuity: discontinuity === 1,
  }));

const rounded = (seconds: number) => Math.round(seconds * 1000) / 1000;

export function createLiveStreams(options: LiveStreamsOptions): LiveStreams {
  const { storage, ffmpegPath } = options;
  const window = options.liveSegments ?? 6;
  const log: StreamingLog = options.log ?? {
    error: (details, message) => console.error(message, details),
  };
  const streams = new Map<string, Transmissao>();
  /** Every ffmpeg run not yet over, a replaced one still finishing its last segment included. */
  const active = new Set<Publicacao>();
  const remote = new Map<string, { at: number; ended: boolean; indice: Promise<Indice | null> }>();

  function assertPrefix(prefix: string): void {
    if (!SAFE_PREFIX.test(prefix) || prefix.includes('..')) {
      throw new Error(`Prefixo de transmissão inválido: ${prefix}`);
    }
  }

  async function readIndex(prefix: string): Promise<Indice | null> {
    const file = await storage.get(`${prefix}${INDEX_FILE}`);
    return file ? (JSON.parse(file.content.toString('utf8')) as Indice) : null;
  }

  /** The index, and once the stream ended its recording's playlist (a file a CDN can serve as is). */
  async function persist(stream: Transmissao): Promise<void> {
    const indice: Indice = {
      id: stream.id,
      startedAt: stream.startedAt?.toISOString() ?? null,
      endedAt: stream.endedAt?.toISOString() ?? null,
      updatedAt: new Date().toISOString(),
      segments: stream.segments.map((segment) => [
        segment.sequence,
        segment.duration,
        segment.discontinuity ? 1 : 0,
      ]),
    };
    await storage.put(
      `${stream.prefix}${INDEX_FILE}`,
      Buffer.from(JSON.stringify(indice)),
      'application/json',
    );
    if (stream.endedAt) {
      const recording = mediaPlaylist(stream.segments, 'vod');
      await storage.put(`${stream.prefix}${RECORDING_FILE}`, Buffer.from(recording), PLAYLIST_TYPE);
    }
  }

  function enqueue(stream: Transmissao, task: () => Promise<void>): Promise<void> {
    stream.queue = stream.queue.then(task).catch((error: unknown) => {
      log.error({ err: error, stream: stream.id }, 'Falha ao gravar a transmissão no armazenamento');
    });
    return stream.queue;
  }

  /** Moves one finished segment from ffmpeg's folder into storage and the index. */
  function store(stream: Transmissao, file: string, duration: number): Promise<void> {
    return enqueue(stream, async () => {
      const sequence = (stream.segments.at(-1)?.sequence ?? -1) + 1;
      const name = segmentName(sequence);
      let content: Buffer;
      try {
        content = await fs.readFile(file);
        await storage.put(`${stream.prefix}${name}`, content, SEGMENT_TYPE);
      } catch (error) {
        // The segment is lost; the next one is marked so players jump the gap.
        stream.discontinuity = true;
        throw error;
      } finally {
        await fs.rm(file, { force: true });
      }
      stream.segments.push({
        sequence,
        name,
        duration: rounded(duration),
        discontinuity: stream.discontinuity,
      });
      stream.discontinuity = false;
      stream.recent.set(name, content);
      for (const old of stream.recent.keys()) {
        if (stream.recent.size <= window + RECENT_EXTRA) break;
        stream.recent.delete(old);
      }
      await persist(stream);
    });
  }

  /** One ffmpeg run: from a publish to its end, its death or close(). */
  function startPublication(stream: Transmissao, previous: Publicacao | null): Publicacao {
    const pending: Buffer[] = [];
    let child: ChildProcess | null = null;
    let ending = false;
    let killed = false;
    let resolveExit: () => void = () => {};
    const exited = new Promise<void>((resolve) => {
      resolveExit = resolve;
    });

    const finish = async () => {
      await stream.queue;
      if (stream.current !== publication) return;
      stream.current = null;
      // Killed at shutdown: the lesson may go on elsewhere. Index unreadable: nothing to overwrite.
      if (killed || !(await stream.loaded)) return;
      stream.endedAt = new Date();
      // Players of the recording read storage like any other instance's.
      stream.recent.clear();
      await enqueue(stream, () => persist(stream));
    };

    const run = async (): Promise<void> => {
      await previous?.end();
      // Ended before ffmpeg started: what was sent still becomes segments.
      if (!(await stream.loaded) || killed || (ending && pending.length === 0)) {
        resolveExit();
        return;
      }
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cfc-ead-'));
      stream.startedAt ??= new Date();
      stream.endedAt = null;
      // Timestamps start again with every ffmpeg: the first segment of a reconnect says so.
      if (stream.segments.length > 0) stream.discontinuity = true;
      const ffmpeg = spawn(ffmpegPath, liveArgs(dir), { stdio: ['pipe', 'pipe', 'pipe'] });
      child = ffmpeg;
      let errors = '';
      ffmpeg.stderr?.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-2000);
      });
      // ffmpeg gone: writes to its input fail, and are dropped.
      ffmpeg.stdin?.on('error', () => {});
      const lines = readline.createInterface({ input: ffmpeg.stdout as NodeJS.ReadableStream });
      const allRead = new Promise<void>((resolve) => lines.once('close', () => resolve()));
      lines.on('line', (line) => {
        const [file, start, end] = line.split(',');
        const duration = Number(end) - Number(start);
        if (!file || !Number.isFinite(duration)) return;
        void store(stream, path.join(dir, path.basename(file)), Math.max(0, duration));
      });
      const closed = new Promise<void>((resolve) => {
        ffmpeg.on('error', (error) => {
          log.error({ err: error, stream: stream.id, ffmpeg: ffmpegPath }, 'ffmpeg não pôde ser iniciado');
          resolve();
        });
        ffmpeg.on('close', (code, signal) => {
          if (!ending && !killed) {
            log.error(
              { stream: stream.id, code, signal, stderr: errors },
              'ffmpeg parou durante a transmissão',
            );
          } else if (code !== 0 && !killed) {
            log.error({ stream: stream.id, code, signal, stderr: errors }, 'ffmpeg terminou com erro');
          }
          resolve();
        });
      });
      for (const chunk of pending.splice(0)) ffmpeg.stdin?.write(chunk);
      if (ending) ffmpeg.stdin?.end();
      await closed;
      // Every line read before the segments are moved and the folder removed.
      await allRead;
      ending = true;
      await stream.queue;
      await fs.rm(dir, { recursive: true, force: true });
      resolveExit();
    };

    const running = run()
      .catch((error: unknown) => {
        log.error({ err: error, stream: stream.id }, 'Falha na transmissão');
        resolveExit();
      })
      .then(finish)
      .finally(() => active.delete(publication));

    const publication: Publicacao = {
      write(chunk) {
        if (ending || killed) return;
        if (!child) {
          pending.push(chunk);
        } else if ((child.stdin?.writableLength ?? 0) > MAX_BACKLOG_BYTES) {
          log.error({ stream: stream.id }, 'ffmpeg não acompanha a transmissão');
          ending = true;
          child.kill('SIGKILL');
        } else {
          child.stdin?.write(chunk);
        }
      },
      async end() {
        if (!ending) {
          ending = true;
          child?.stdin?.end();
          const timer = setTimeout(() => child?.kill('SIGKILL'), FFMPEG_EXIT_MS);
          await exited;
          clearTimeout(timer);
        }
        await running;
      },
      async kill() {
        killed = true;
        child?.kill('SIGKILL');
        await exited;
        await running;
      },
    };
    active.add(publication);
    return publication;
  }

  function streamFor(id: string, prefix: string): Transmissao {
    const known = streams.get(id);
    if (known) {
      if (known.prefix !== prefix) throw new Error(`A transmissão ${id} grava em ${known.prefix}`);
      return known;
    }
    const stream: Transmissao = {
      id,
      prefix,
      startedAt: null,
      endedAt: null,
      segments: [],
      recent: new Map(),
      current: null,
      queue: Promise.resolve(),
      loaded: Promise.resolve(true),
      discontinuity: false,
    };
    // A stream another instance (or this one before a restart) began goes on where it stopped.
    stream.loaded = readIndex(prefix).then(
      (indice) => {
        if (indice && indice.id === id) {
          stream.segments = segmentsOf(indice);
          stream.startedAt = indice.startedAt ? new Date(indice.startedAt) : null;
        }
        return true;
      },
      (error: unknown) => {
        // Starting over would overwrite the stored segments: this publish fails instead.
        log.error({ err: error, stream: id }, 'Falha ao ler o índice da transmissão no armazenamento');
        streams.delete(id);
        return false;
      },
    );
    streams.set(id, stream);
    return stream;
  }

  function remoteIndex(prefix: string): Promise<Indice | null> {
    const cached = remote.get(prefix);
    // An ended stream's index no longer changes.
    if (cached && (cached.ended || Date.now() - cached.at < REMOTE_INDEX_MS)) return cached.indice;
    const entry = { at: Date.now(), ended: false, indice: readIndex(prefix) };
    entry.indice.then(
      (indice) => {
        entry.ended = indice?.endedAt != null;
      },
      () => {
        if (remote.get(prefix) === entry) remote.delete(prefix);
      },
    );
    remote.delete(prefix);
    remote.set(prefix, entry);
    if (remote.size > REMOTE_INDEX_CACHE) {
      const oldest = remote.keys().next().value;
      if (oldest !== undefined) remote.delete(oldest);
    }
    return entry.indice;
  }

  function playlistOf(segments: readonly Segmento[], ended: boolean, kind: 'live' | 'recording'): string {
    if (ended) return mediaPlaylist(segments, 'vod');
    return kind === 'live' ? mediaPlaylist(segments, 'live', window) : mediaPlaylist(segments, 'event');
  }

  return {
    publish(id, prefix) {
      assertPrefix(prefix);
      const stream = streamFor(id, prefix);
      const publication = startPublication(stream, stream.current);
      stream.current = publication;
      return publication;
    },

    async playlist(id, kind, prefix) {
      const stream = streams.get(id);
      if (stream && (await stream.loaded) && stream.startedAt) {
        return playlistOf(stream.segments, stream.endedAt !== null, kind);
      }
      if (!prefix) return null;
      assertPrefix(prefix);
      const indice = await remoteIndex(prefix);
      if (!indice || indice.id !== id) return null;
      const abandoned = Date.now() - Date.parse(indice.updatedAt) > ABANDONED_MS;
      return playlistOf(segmentsOf(indice), indice.endedAt !== null || abandoned, kind);
    },

    async segment(id, name, prefix) {
      if (!SEGMENT_NAME.test(name)) return null;
      const stream = streams.get(id);
      const recent = stream?.recent.get(name);
      if (recent) return recent;
      const where = stream?.prefix ?? prefix;
      if (!where) return null;
      assertPrefix(where);
      return (await storage.get(`${where}${name}`))?.content ?? null;
    },

    status(id) {
      const stream = streams.get(id);
      if (!stream) return null;
      return {
        live: stream.current !== null && stream.endedAt === null,
        segments: stream.segments.length,
        startedAt: stream.startedAt,
        endedAt: stream.endedAt,
      };
    },

    async close() {
      await Promise.all([...active].map((publication) => publication.kill()));
    },
  };
}
