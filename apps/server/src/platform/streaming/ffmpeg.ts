import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The ffmpeg binary: FFMPEG_PATH when set (a maintained build in production), else the static 4.1
 * build inside the @ffmpeg-installer npm packages. That package throws when this platform has no
 * binary, so it is only loaded when needed.
 */
export function ffmpegPath(configured: string | null = null): string {
  if (configured) return configured;
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** Segments of about this many seconds: a key frame starts each. */
export const SEGMENT_SECONDS = 1;

/** The file name ffmpeg gives its segments in its working folder (`%05d`: its own count from 0). */
export const FFMPEG_SEGMENT_PATTERN = 'seg%05d.ts';

/**
 * ffmpeg reading WebM (VP8/Opus from MediaRecorder) on stdin and writing MPEG-TS segments of
 * SEGMENT_SECONDS into `dir`: H.264 for low latency with a key frame every second, and AAC, which
 * browsers' Media Source Extensions and Safari play. The segment muxer prints one CSV line per
 * finished segment on stdout (`seg00003.ts,3.014,4.014`), so nothing reads a file ffmpeg is
 * still writing; the playlists are built from those lines (playlist.ts).
 */
export function liveArgs(dir: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-fflags', '+genpts', '-i', 'pipe:0'],
    ...['-map', '0:v', '-map', '0:a?'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-profile:v', 'baseline'],
    ...['-pix_fmt', 'yuv420p', '-r', '30', '-b:v', '800k', '-maxrate', '1000k', '-bufsize', '1000k'],
    ...['-g', '30', '-keyint_min', '30', '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
    ...['-c:a', 'aac', '-b:a', '64k', '-ar', '48000'],
    ...['-f', 'segment', '-segment_format', 'mpegts', '-segment_time', String(SEGMENT_SECONDS)],
    ...['-segment_list', 'pipe:1', '-segment_list_type', 'csv'],
    path.join(dir, FFMPEG_SEGMENT_PATTERN),
  ];
}
