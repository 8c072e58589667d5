import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render.tsx';
import { HlsPlayer, type HlsPlayerStatus, HlsPlayerView } from './HlsPlayer.tsx';

const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n';

/** A real HTTP server standing in for the stream's address: 404 until the broadcast starts. */
let server: Server;
let origin: string;
let broadcasting = false;
const authorizations: (string | undefined)[] = [];

beforeEach(async () => {
  broadcasting = false;
  authorizations.length = 0;
  server = createServer((request, reply) => {
    authorizations.push(request.headers.authorization);
    reply.setHeader('Access-Control-Allow-Origin', '*');
    reply.setHeader('Access-Control-Allow-Headers', 'Authorization');
    if (request.method === 'OPTIONS') {
      reply.writeHead(204).end();
    } else if (broadcasting) {
      reply.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl' }).end(PLAYLIST);
    } else {
      reply.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const STATUS: HlsPlayerStatus = {
  state: 'reproduzindo',
  engine: 'hls.js',
  latency: 2.4,
  buffer: 2,
  stalls: 0,
};

function renderView(props: Partial<Parameters<typeof HlsPlayerView>[0]> = {}) {
  return renderWidget(
    <HlsPlayerView
      status={STATUS}
      live
      needsSound={false}
      onSound={() => {}}
      label="Transmissão da aula"
      {...props}
    >
      <div />
    </HlsPlayerView>,
  );
}

describe('HlsPlayer (issue 18: the lesson is played over HLS)', () => {
  it('waits while the playlist is not there, asking with the session, until the broadcast starts', async () => {
    const statuses: HlsPlayerStatus[] = [];
    renderWidget(
      <HlsPlayer
        src={`${origin}/api/v1/ead/aulas/7/hls/live.m3u8`}
        authToken={() => 'token-do-aluno'}
        live
        retryMs={20}
        onStatus={(status) => statuses.push(status)}
      />,
    );
    expect(await screen.findByText('Aguardando a transmissão…')).toBeTruthy();
    await waitFor(() => expect(authorizations.length).toBeGreaterThan(1));
    expect(authorizations.every((value) => value === 'Bearer token-do-aluno')).toBe(true);

    broadcasting = true;
    // jsdom has neither Media Source Extensions nor a native HLS player: once the playlist is
    // there, the player says the browser cannot play it.
    expect(await screen.findByText(/Este navegador não reproduz a transmissão/)).toBeTruthy();
    expect(screen.queryByText('Aguardando a transmissão…')).toBeNull();
    const states = statuses.map((status) => status.state);
    expect(states[0]).toBe('carregando');
    expect(states).toContain('aguardando');
    expect(states.at(-1)).toBe('sem_suporte');
  });

  it('sends no Authorization header without a token', async () => {
    renderWidget(<HlsPlayer src={`${origin}/live.m3u8`} authToken={() => null} retryMs={20} />);
    expect(await screen.findByText('Aguardando a transmissão…')).toBeTruthy();
    expect(authorizations[0]).toBeUndefined();
  });
});

describe('HlsPlayerView', () => {
  it('shows the live badge while a live stream plays', () => {
    renderView();
    expect(screen.getByText('Ao vivo')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Transmissão da aula' })).toBeTruthy();
  });

  it('has no live badge on a recording, nor while waiting', () => {
    renderView({ live: false });
    expect(screen.queryByText('Ao vivo')).toBeNull();
    renderView({ status: { ...STATUS, state: 'aguardando' } });
    expect(screen.queryByText('Ao vivo')).toBeNull();
    expect(screen.getByText('A aula aparece aqui assim que o instrutor começar.')).toBeTruthy();
  });

  it('offers to go back to the live edge when far behind, and to turn the sound on', async () => {
    const onJumpToLive = vi.fn();
    const onSound = vi.fn();
    const { user } = renderView({ onJumpToLive, needsSound: true, onSound });
    await user.click(screen.getByRole('button', { name: 'Voltar ao vivo' }));
    await user.click(screen.getByRole('button', { name: 'Ativar o som' }));
    expect(onJumpToLive).toHaveBeenCalledOnce();
    expect(onSound).toHaveBeenCalledOnce();
  });
});
