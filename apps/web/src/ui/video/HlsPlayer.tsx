import { Badge, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconVolume } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where the player stands: fetching the playlist, waiting for the broadcast (the playlist is not
 * there yet: 404, retried), playing, waiting for data while playing, or unable to play at all.
 */
export type HlsPlayerState = 'carregando' | 'aguardando' | 'reproduzindo' | 'travado' | 'sem_suporte';

/** What the player reports as it goes (the lesson's screens show it and decide from it). */
export interface HlsPlayerStatus {
  readonly state: HlsPlayerState;
  /** hls.js, the browser's own HLS (Safari on iPhone) or none yet. */
  readonly engine: 'hls.js' | 'nativo' | null;
  /** Seconds behind the live edge (hls.js's estimate); null when unknown. */
  readonly latency: number | null;
  /** Seconds of media buffered ahead of what plays. */
  readonly buffer: number;
  /** Times playback stopped to wait for data since the player started. */
  readonly stalls: number;
}

export interface HlsPlayerProps {
  /** The playlist, e.g. /api/v1/ead/aulas/:id/hls/live.m3u8. */
  readonly src: string;
  /** The access token sent as `Authorization: Bearer` with every playlist and segment request. */
  readonly authToken: () => string | null;
  /** A live stream: the 'Ao vivo' badge, and the player keeps close to the live edge. */
  readonly live?: boolean;
  readonly muted?: boolean;
  readonly onStatus?: (status: HlsPlayerStatus) => void;
  /** How long to wait before asking again for a playlist that is not there yet (ms). */
  readonly retryMs?: number;
  /** The browser's own controls (pause, seek): for a recording. */
  readonly controls?: boolean;
  /** The position played (seconds), as the video reports it (`timeupdate`). */
  readonly onTime?: (seconds: number) => void;
}

const INITIAL: HlsPlayerStatus = { state: 'carregando', engine: null, latency: null, buffer: 0, stalls: 0 };
const HLS_TYPE = 'application/vnd.apple.mpegurl';
/** Seconds behind the live edge beyond which the 'Ao vivo' badge offers to jump back. */
const BEHIND_LIVE = 8;

type HlsModule = typeof import('hls.js/light');

function bufferedAhead(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime && currentTime <= buffered.end(i)) {
      return buffered.end(i) - currentTime;
    }
  }
  return 0;
}

/** The token in the address, for the browser's own player, which cannot send headers. */
function withToken(src: string, token: string | null): string {
  if (token === null) return src;
  return `${src}${src.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/**
 * Plays an HLS stream (the remote theory lessons, issue 18): hls.js where the browser has Media
 * Source Extensions, the browser's own HLS otherwise (Safari on older iPhones). hls.js loads only
 * when a player shows (a dynamic import: it stays out of every other screen's code). While the
 * playlist is not there (the instructor has not started, or the stream restarts) it shows
 * 'Aguardando a transmissão…' and asks again every `retryMs`.
 */
export function HlsPlayer({
  src,
  authToken,
  live = false,
  muted = false,
  onStatus,
  retryMs = 2000,
  controls = false,
  onTime,
}: HlsPlayerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<HlsPlayerStatus>(INITIAL);
  const [needsSound, setNeedsSound] = useState(false);
  const [jumpToLive, setJumpToLive] = useState<(() => void) | null>(null);
  // The latest callbacks, read by the running effect without restarting it.
  const tokenRef = useRef(authToken);
  tokenRef.current = authToken;
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  const onTimeRef = useRef(onTime);
  onTimeRef.current = onTime;

  useEffect(() => {
    onStatusRef.current?.(status);
  }, [status]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    let stalls = 0;
    let engine: HlsPlayerStatus['engine'] = null;
    let hls: InstanceType<HlsModule['default']> | undefined;
    const update = (patch: Partial<HlsPlayerStatus>) => {
      if (!stopped) setStatus((current) => ({ ...current, ...patch }));
    };
    const headers = (): Record<string, string> => {
      const token = tokenRef.current();
      return token === null ? {} : { Authorization: `Bearer ${token}` };
    };

    const onWaiting = () => {
      stalls += 1;
      update({ state: 'travado', stalls });
    };
    const onPlaying = () => update({ state: 'reproduzindo' });
    const onTimeUpdate = () => onTimeRef.current?.(video.currentTime);
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTimeUpdate);

    const play = () => {
      video.play().catch((error: unknown) => {
        // Browsers refuse to start a video with sound before the user touches the page: start it
        // muted and offer the sound.
        if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
          video.muted = true;
          setNeedsSound(true);
          void video.play().catch(() => undefined);
        }
      });
    };

    const report = () => {
      const latency = hls?.latency ?? null;
      update({
        engine,
        latency: latency !== null && Number.isFinite(latency) ? latency : null,
        buffer: bufferedAhead(video),
      });
      if (live && hls && latency !== null && latency > BEHIND_LIVE) {
        setJumpToLive(() => () => {
          const edge = hls?.liveSyncPosition;
          if (edge !== null && edge !== undefined) video.currentTime = edge;
        });
      } else {
        setJumpToLive(null);
      }
    };

    const retry = () => {
      hls?.destroy();
      hls = undefined;
      if (!stopped) timer = setTimeout(() => void start(), retryMs);
    };

    // The playlist is asked first with the session; until it is there, the player waits.
    async function playlistReady(): Promise<boolean> {
      try {
        const reply = await window.fetch(src, { headers: headers(), cache: 'no-store' });
        return reply.ok;
      } catch {
        return false;
      }
    }

    async function start(): Promise<void> {
      if (!(await playlistReady())) {
        update({ state: 'aguardando' });
        retry();
        return;
      }
      const { default: Hls } = await import('hls.js/light');
      if (stopped || !video) return;
      if (!Hls.isSupported() && video.canPlayType(HLS_TYPE) === '') {
        update({ state: 'sem_suporte' });
        return;
      }
      update({ state: 'carregando' });
      if (Hls.isSupported()) {
        engine = 'hls.js';
        const created = new Hls({
          // About two 1 s segments behind the live edge (docs/streaming.md), catching up gently.
          liveSyncDurationCount: 2,
          liveMaxLatencyDurationCount: 5,
          maxLiveSyncPlaybackRate: 1.2,
          backBufferLength: 30,
          xhrSetup: (xhr) => {
            for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
          },
        });
        hls = created;
        created.on(Hls.Events.MANIFEST_PARSED, play);
        created.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
            created.recoverMediaError();
            return;
          }
          // The playlist went away (the stream restarts) or the network dropped: wait and ask again.
          update({ state: 'aguardando' });
          retry();
        });
        created.loadSource(src);
        created.attachMedia(video);
      } else {
        engine = 'nativo';
        video.src = withToken(src, tokenRef.current());
        video.addEventListener('loadedmetadata', play, { once: true });
      }
      update({ engine });
    }

    ticker = setInterval(report, 1000);
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(ticker);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTimeUpdate);
      hls?.destroy();
      video.removeAttribute('src');
      setStatus(INITIAL);
    };
  }, [src, live, retryMs]);

  return (
    <HlsPlayerView
      status={status}
      live={live}
      needsSound={needsSound}
      onSound={() => {
        const video = videoRef.current;
        if (video) video.muted = false;
        setNeedsSound(false);
      }}
      onJumpToLive={jumpToLive ?? undefined}
      label={t('widgets.player.label')}
    >
      <video
        ref={videoRef}
        muted={muted}
        controls={controls}
        playsInline
        autoPlay
        aria-label={t('widgets.player.label')}
        style={{ width: '100%', height: '100%', display: 'block', background: 'black', objectFit: 'contain' }}
      />
    </HlsPlayerView>
  );
}

interface HlsPlayerViewProps {
  readonly status: HlsPlayerStatus;
  readonly live: boolean;
  readonly needsSound: boolean;
  readonly onSound: () => void;
  readonly onJumpToLive?: () => void;
  readonly label: string;
  /** The <video> itself, always mounted so the stream can attach to it. */
  readonly children: ReactNode;
}

/** The player's frame: the video, and over it what is happening (waiting, live, no support). */
export function HlsPlayerView({
  status,
  live,
  needsSound,
  onSound,
  onJumpToLive,
  label,
  children,
}: HlsPlayerViewProps) {
  const { t } = useTranslation();
  const playing = status.state === 'reproduzindo' || status.state === 'travado';
  return (
    <Box
      role="region"
      aria-label={label}
      pos="relative"
      bg="black"
      style={{
        aspectRatio: '16 / 9',
        width: '100%',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      {children}
      {status.state === 'aguardando' || status.state === 'carregando' ? (
        <Center pos="absolute" inset={0} c="white" p="md">
          <Stack align="center" gap="xs">
            <Loader color="white" type="dots" />
            {status.state === 'aguardando' ? (
              <>
                <Text fw={600} ta="center">
                  {t('widgets.player.waiting')}
                </Text>
                <Text size="sm" ta="center" c="gray.4">
                  {t('widgets.player.waitingHint')}
                </Text>
              </>
            ) : null}
          </Stack>
        </Center>
      ) : null}
      {status.state === 'sem_suporte' ? (
        <Center pos="absolute" inset={0} c="white" p="md">
          <Stack align="center" gap="xs">
            <IconAlertTriangle aria-hidden />
            <Text ta="center">{t('widgets.player.unsupported')}</Text>
          </Stack>
        </Center>
      ) : null}
      {live && playing ? (
        <Box pos="absolute" top={12} left={12}>
          {onJumpToLive ? (
            <Button size="compact-xs" color="gray" variant="white" onClick={onJumpToLive}>
              {t('widgets.player.backToLive')}
            </Button>
          ) : (
            <Badge color="red" variant="filled" leftSection="●">
              {t('widgets.player.live')}
            </Badge>
          )}
        </Box>
      ) : null}
      {needsSound ? (
        <Box pos="absolute" bottom={12} left={12}>
          <Button size="xs" leftSection={<IconVolume size={16} aria-hidden />} onClick={onSound}>
            {t('widgets.player.unmute')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
