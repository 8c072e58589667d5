import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localStorage, type Storage, s3Storage } from '../storage/storage.ts';
import { ffmpegPath } from './ffmpeg.ts';
import { createLiveStreams, type LivePublisher, type StreamingLog } from './live-streams.ts';
import { mediaPlaylist, type Segmento, segmentName } from './playlist.ts';

const FFMPEG = ffmpegPath(process.env.FFMPEG_PATH ?? null);
const BUCKET = 'cfc-transmissoes';
/** Segments of 1 s take their time on a busy machine: wait long, assert nothing about time. */
const PATIENCE = { timeout: 90_000, interval: 200 };
/** A test runs ffmpeg a few times over: more than the default minute on a loaded machine. */
const FFMPEG_TEST_MS = 240_000;

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-streaming-'));
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(tempDir, 's3rver'),
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let endpoint = '';
/** What an instructor's browser sends: WebM with VP8 and Opus, made by ffmpeg itself. */
let webm = Buffer.alloc(0);

beforeAll(async () => {
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  const file = path.join(tempDir, 'aula.webm');
  await promisify(execFile)(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', '6', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k'],
    ...['-c:a', 'libopus', '-f', 'webm', file],
  ]);
  webm = fs.readFileSync(file);
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** The recording in chunks, as MediaRecorder hands them over (about 250 ms each). */
function send(publisher: LivePublisher): void {
  const chunk = Math.ceil(webm.length / 24);
  for (let at = 0; at < webm.length; at += chunk) publisher.write(webm.subarray(at, at + chunk));
}

const segmentsIn = (playlist: string | null) =>
  (playlist ?? '').split('\n').filter((line) => line.endsWith('.ts'));

/** Errors the module logs, kept to be read by the test. */
function errorLog(): StreamingLog & { messages: string[] } {
  const messages: string[] = [];
  return { messages, error: (_details, message) => messages.push(message) };
}

const backends: { name: string; open: () => Storage }[] = [
  { name: 'a local folder', open: () => localStorage(path.join(tempDir, 'uploads')) },
  {
    name: 'an S3 bucket',
    open: () =>
      s3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  },
];

describe.each(backends)('live streams in $name', ({ open }) => {
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });

  it(
    'lists segments while live and keeps every one as the recording, ENDLIST at the end',
    async () => {
      const log = errorLog();
      const streams = createLiveStreams({ storage, ffmpegPath: FFMPEG, liveSegments: 3, log });
      try {
        const publisher = streams.publish('aula-1', 'ead/1/10/');
        send(publisher);

        // ffmpeg holds the last segment until the input ends: the ones before it are listed.
        await vi.waitFor(async () => {
          expect(segmentsIn(await streams.playlist('aula-1', 'live'))).toHaveLength(3);
        }, PATIENCE);
        const live = (await streams.playlist('aula-1', 'live')) ?? '';
        expect(live).toMatch(
          /^#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:\d+\n#EXT-X-MEDIA-SEQUENCE:\d+\n/,
        );
        expect(live).toMatch(/#EXTINF:\d+\.\d{3},\nseg-\d{6}\.ts/);
        expect(live).not.toContain('#EXT-X-ENDLIST');
        expect(streams.status('aula-1')).toMatchObject({ live: true, endedAt: null });

        const newest = segmentsIn(live).at(-1) ?? '';
        expect(newest).toMatch(/^[a-z0-9._-]+$/);
        const bytes = await streams.segment('aula-1', newest);
        // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
        expect(bytes?.[0]).toBe(0x47);
        expect(bytes?.[188]).toBe(0x47);

        await publisher.end();
        const status = streams.status('aula-1');
        expect(status).toMatchObject({ live: false });
        expect(status?.endedAt).toBeInstanceOf(Date);
        const recording = (await streams.playlist('aula-1', 'recording')) ?? '';
        expect(recording).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
        expect(recording).toContain('#EXT-X-MEDIA-SEQUENCE:0\n');
        expect(recording.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
        const names = segmentsIn(recording);
        expect(names).toHaveLength(status?.segments ?? -1);
        expect(names[0]).toBe('seg-000000.ts');
        // Six seconds of input, in segments of about one.
        const seconds = [...recording.matchAll(/#EXTINF:([\d.]+),/g)].reduce(
          (sum, m) => sum + Number(m[1]),
          0,
        );
        expect(seconds).toBeGreaterThan(5);
        expect(seconds).toBeLessThan(7);
        // Once ended, the live playlist is the recording too: players stop at its end.
        expect(await streams.playlist('aula-1', 'live')).toBe(recording);

        // Everything is in storage: the segments, the index and the recording's playlist.
        expect((await storage.get('ead/1/10/gravacao.m3u8'))?.content.toString()).toBe(recording);
        expect(await storage.get('ead/1/10/index.json')).not.toBeNull();
        for (const name of names) {
          expect(
            (await storage.get(`ead/1/10/${name}`))?.content.equals(
              (await streams.segment('aula-1', name)) ?? Buffer.alloc(0),
            ),
          ).toBe(true);
        }
        expect(log.messages).toEqual([]);
      } finally {
        await streams.close();
      }
    },
    FFMPEG_TEST_MS,
  );

  it(
    'serves the recording from another instance sharing the storage, given the prefix',
    async () => {
      const first = createLiveStreams({ storage, ffmpegPath: FFMPEG });
      const publisher = first.publish('aula-2', 'ead/1/20/');
      send(publisher);
      await publisher.end();
      const recording = await first.playlist('aula-2', 'recording');
      await first.close();

      const other = createLiveStreams({ storage, ffmpegPath: FFMPEG });
      expect(await other.playlist('aula-2', 'recording')).toBeNull();
      expect(await other.playlist('aula-2', 'recording', 'ead/1/20/')).toBe(recording);
      expect(await other.playlist('aula-2', 'live', 'ead/1/20/')).toBe(recording);
      // Another stream's prefix does not serve this one.
      expect(await other.playlist('aula-2', 'recording', 'ead/1/10/')).toBeNull();
      const names = segmentsIn(recording);
      expect(names.length).toBeGreaterThan(3);
      for (const name of names) {
        const bytes = await other.segment('aula-2', name, 'ead/1/20/');
        expect(bytes?.[0]).toBe(0x47);
      }
      expect(await other.segment('aula-2', 'index.json', 'ead/1/20/')).toBeNull();
      expect(await other.segment('aula-2', 'seg-999999.ts', 'ead/1/20/')).toBeNull();
      expect(other.status('aula-2')).toBeNull();
      await other.close();
    },
    FFMPEG_TEST_MS,
  );

  it(
    'serves a stream live from another instance while the first one encodes it',
    async () => {
      const encoder = createLiveStreams({ storage, ffmpegPath: FFMPEG, liveSegments: 3 });
      const reader = createLiveStreams({ storage, ffmpegPath: FFMPEG, liveSegments: 3 });
      try {
        const publisher = encoder.publish('aula-3', 'ead/1/30/');
        send(publisher);
        await vi.waitFor(async () => {
          expect(segmentsIn(await reader.playlist('aula-3', 'live', 'ead/1/30/')).length).toBeGreaterThan(1);
        }, PATIENCE);
        const live = (await reader.playlist('aula-3', 'live', 'ead/1/30/')) ?? '';
        expect(live).not.toContain('#EXT-X-ENDLIST');
        const newest = segmentsIn(live).at(-1) ?? '';
        expect((await reader.segment('aula-3', newest, 'ead/1/30/'))?.[0]).toBe(0x47);
        await publisher.end();
        await vi.waitFor(async () => {
          expect(await reader.playlist('aula-3', 'live', 'ead/1/30/')).toContain('#EXT-X-ENDLIST');
        }, PATIENCE);
      } finally {
        await encoder.close();
        await reader.close();
      }
    },
    FFMPEG_TEST_MS,
  );

  it(
    'continues the recording after a reconnect, on the same or another instance',
    async () => {
      const first = createLiveStreams({ storage, ffmpegPath: FFMPEG });
      const once = first.publish('aula-4', 'ead/1/40/');
      send(once);
      await once.end();
      const before = first.status('aula-4')?.segments ?? 0;

      // The instructor's connection dropped and came back to the same instance.
      const again = first.publish('aula-4', 'ead/1/40/');
      send(again);
      await again.end();
      const afterReconnect = first.status('aula-4')?.segments ?? 0;
      expect(afterReconnect).toBeGreaterThan(before);
      await first.close();

      // Then to another instance: it reads the index and goes on from there.
      const other = createLiveStreams({ storage, ffmpegPath: FFMPEG });
      const elsewhere = other.publish('aula-4', 'ead/1/40/');
      send(elsewhere);
      await elsewhere.end();
      const recording = (await other.playlist('aula-4', 'recording')) ?? '';
      await other.close();

      const names = segmentsIn(recording);
      expect(names.length).toBeGreaterThan(afterReconnect);
      expect(names).toEqual(names.map((_, sequence) => `seg-${String(sequence).padStart(6, '0')}.ts`));
      expect(recording.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(2);
      // The first segment of the second ffmpeg follows the tag (then its EXTINF).
      const lines = recording.split('\n');
      expect(lines[lines.indexOf(`seg-${String(before).padStart(6, '0')}.ts`) - 2]).toBe(
        '#EXT-X-DISCONTINUITY',
      );
      expect(recording.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    },
    FFMPEG_TEST_MS,
  );

  it(
    'ends the publisher and logs when ffmpeg dies, and close() stops every ffmpeg',
    async () => {
      const log = errorLog();
      const streams = createLiveStreams({ storage, ffmpegPath: FFMPEG, log });
      const broken = streams.publish('aula-5', 'ead/1/50/');
      // Not a video: ffmpeg gives up once it has probed 5 MB without finding a format.
      broken.write(Buffer.alloc(6_000_000, 'x'));
      await vi.waitFor(() => expect(streams.status('aula-5')?.endedAt).toBeInstanceOf(Date), PATIENCE);
      expect(streams.status('aula-5')).toMatchObject({ live: false, segments: 0 });
      expect(log.messages).toContain('ffmpeg parou durante a transmissão');
      broken.write(webm);
      await broken.end();

      const open = streams.publish('aula-6', 'ead/1/60/');
      send(open);
      await vi.waitFor(() => expect(streams.status('aula-6')?.segments).toBeGreaterThan(0), PATIENCE);
      await streams.close();
      expect(streams.status('aula-6')).toMatchObject({ live: false });
      await open.end();
    },
    FFMPEG_TEST_MS,
  );
});

describe('live streams on a storage that cannot be read', () => {
  it(
    'refuse the publish rather than start over on top of a recording, and log why',
    async () => {
      const log = errorLog();
      const missingBucket = s3Storage({
        bucket: 'cfc-sem-balde',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const streams = createLiveStreams({ storage: missingBucket, ffmpegPath: FFMPEG, log });
      const publisher = streams.publish('aula-7', 'ead/1/70/');
      send(publisher);
      await publisher.end();
      expect(log.messages).toEqual(['Falha ao ler o índice da transmissão no armazenamento']);
      expect(streams.status('aula-7')).toBeNull();
      expect(await streams.playlist('aula-7', 'live')).toBeNull();
      await streams.close();
    },
    FFMPEG_TEST_MS,
  );
});

describe('playlists', () => {
  const segments: Segmento[] = [0, 1, 2, 3, 4, 5].map((sequence) => ({
    sequence,
    name: segmentName(sequence),
    duration: sequence === 3 ? 1.2 : 1,
    // A reconnect before segment 2 and another before 4.
    discontinuity: sequence === 2 || sequence === 4,
  }));

  it('lists the live window with its media and discontinuity sequences', () => {
    expect(mediaPlaylist(segments, 'live', 3)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:3',
        // The discontinuity before segment 2 left the window: counted, no longer tagged.
        '#EXT-X-DISCONTINUITY-SEQUENCE:1',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXTINF:1.200,',
        'seg-000003.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:1.000,',
        'seg-000004.ts',
        '#EXTINF:1.000,',
        'seg-000005.ts',
        '',
      ].join('\n'),
    );
  });

  it('lists the whole recording, ended or still growing', () => {
    const vod = mediaPlaylist(segments, 'vod');
    expect(vod).toContain('#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n');
    expect(vod.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(2);
    expect(vod.match(/\.ts\n/g)).toHaveLength(6);
    expect(vod.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
    const event = mediaPlaylist(segments, 'event');
    expect(event).toContain('#EXT-X-PLAYLIST-TYPE:EVENT\n');
    expect(event).not.toContain('#EXT-X-ENDLIST');
  });
});

describe('ffmpeg', () => {
  it('is FFMPEG_PATH when set, else the binary of the npm package', () => {
    expect(ffmpegPath('/opt/ffmpeg/bin/ffmpeg')).toBe('/opt/ffmpeg/bin/ffmpeg');
    expect(fs.existsSync(ffmpegPath())).toBe(true);
  });
});
