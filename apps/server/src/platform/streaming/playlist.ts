/** One finished segment of a stream, as the index in storage keeps it. */
export interface Segmento {
  /** The stream's own count from 0, continued across reconnects (EXT-X-MEDIA-SEQUENCE). */
  sequence: number;
  /** Its file name beside the playlist, and its key after the stream's prefix. */
  name: string;
  /** Seconds. */
  duration: number;
  /** The first segment of a new ffmpeg (a reconnect): timestamps start again. */
  discontinuity: boolean;
}

/** Segment names are safe storage keys and say their sequence: `seg-000042.ts`. */
export function segmentName(sequence: number): string {
  return `seg-${String(sequence).padStart(6, '0')}.ts`;
}

export const SEGMENT_NAME = /^seg-\d{6,}\.ts$/;

/**
 * An HLS media playlist of `segments`, built from the list rather than served from ffmpeg's own file
 * (ffmpeg 4.1 rewrites that one in place, so a read can catch it half written).
 * - `live`: the last `window` segments, no end: players stay at the live edge and reload it.
 * - `event`: every segment so far, no end: the recording while it is still being made.
 * - `vod`: every segment and ENDLIST: the recording.
 */
export function mediaPlaylist(
  segments: readonly Segmento[],
  kind: 'live' | 'event' | 'vod',
  window = 6,
): string {
  const listed = kind === 'live' ? segments.slice(-window) : segments;
  const first = listed[0];
  const skipped = first ? segments.slice(0, segments.indexOf(first)) : [];
  const longest = Math.max(1, ...listed.map((segment) => segment.duration));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first?.sequence ?? 0}`,
  ];
  // A live window that no longer lists a discontinuity counts it here, as HLS requires.
  const discontinuities = skipped.filter((segment) => segment.discontinuity).length;
  if (discontinuities > 0) lines.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`);
  if (kind !== 'live') lines.push(`#EXT-X-PLAYLIST-TYPE:${kind === 'vod' ? 'VOD' : 'EVENT'}`);
  lines.push('#EXT-X-INDEPENDENT-SEGMENTS');
  for (const segment of listed) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segment.name);
  }
  if (kind === 'vod') lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
