import { alunosApi, autoescolasApi, loginApi, realtimeApi } from '@cfc/contract';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session/session-store.ts';
import { checkStoredSession } from '../session/stored-session.ts';
import { loginReplyFixture, memoryStorage } from '../session/testing.ts';
import { ApiError, createApiClient } from './http-client.ts';

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ok = (dados: unknown) => json(200, { success: true, dados });
const unauthorized = () => json(401, { success: false, mensagem: 'Não autenticado.' });
const renewed = (n: number) =>
  json(200, { success: true, data: { access_token: `access-${n}`, refresh_token: `refresh-${n}` } });

function headerOf(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

/** A client over a fake server, logged in as the fixture's admin with access-1 / refresh-1. */
function setup(handler: Handler, language?: () => string) {
  const session = createSessionStore(memoryStorage(), checkStoredSession);
  session.save(loginReplyFixture());
  const calls: { path: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('/api/v1', '');
    calls.push({ path, init });
    return handler(path, init);
  });
  const onSessionExpired = vi.fn();
  const onAuthenticated = vi.fn();
  const client = createApiClient({
    fetch,
    session,
    onSessionExpired,
    onAuthenticated,
    ...(language ? { language } : {}),
  });
  const refreshCalls = () => calls.filter((call) => call.path === '/login/refresh-token');
  return { client, session, calls, refreshCalls, onSessionExpired, onAuthenticated };
}

/** A server whose access token `access-1` has expired and that renews it with `refreshReply`. */
function expiringServer(refreshReply: () => Response | Promise<Response>): Handler {
  return (path, init) => {
    if (path === '/login/refresh-token') return refreshReply();
    return headerOf(init, 'Authorization') === 'Bearer access-1' ? unauthorized() : ok(path);
  };
}

describe('API client', () => {
  it('sends the session headers of SPEC §7', async () => {
    const { client, calls } = setup(() => ok({}));
    await client.call(loginApi.getUserDados);
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer access-1',
      Role: '1',
      CFC: 'autoescolademo',
    });
  });

  it("sends the interface's language as Accept-Language, as it is when each call leaves", async () => {
    let current = 'en';
    const { client, calls } = setup(
      () => ok({}),
      () => current,
    );
    await client.call(loginApi.getUserDados);
    current = 'es';
    await client.call(loginApi.signIn, { body: { email: 'a@b.c', password: 'x' } }, { auth: false });
    expect(calls.map((call) => headerOf(call.init, 'Accept-Language'))).toEqual(['en', 'es']);
  });

  it('leaves out the CFC header for a call across every school the user may see', async () => {
    const { client, calls } = setup(() => ok({}));
    await client.call(autoescolasApi.listVisible, undefined, { currentSchoolOnly: false });
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer access-1',
      Role: '1',
    });
  });

  it('sends no session on the open calls', async () => {
    const { client, calls } = setup(() => ok({}));
    await client.call(loginApi.signIn, { body: { email: 'a@b.c', password: 'x' } }, { auth: false });
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
  });

  it('refreshes once on a 401 and replays the call with the new token', async () => {
    const { client, session, calls, refreshCalls, onAuthenticated } = setup(expiringServer(() => renewed(2)));
    await expect(client.call(loginApi.getUserDados)).resolves.toMatchObject({ dados: '/user/dados' });
    const [refresh] = refreshCalls();
    expect(refresh?.init.method).toBe('POST');
    expect(refresh?.init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(refresh?.init.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(headerOf(calls.at(-1)?.init ?? {}, 'Authorization')).toBe('Bearer access-2');
    expect(session.refreshToken()).toBe('refresh-2');
    expect(onAuthenticated).toHaveBeenCalled();
  });

  it('shares one refresh among calls that fail at the same time', async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { client, refreshCalls } = setup(expiringServer(() => pending));
    const replies = Promise.all([
      client.call(loginApi.getUserDados),
      client.call(loginApi.authenticate),
      client.call(autoescolasApi.listVisible),
    ]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release(renewed(2));
    expect((await replies).map((reply) => reply.dados)).toEqual([
      '/user/dados',
      '/login/autenticate',
      '/autoescola',
    ]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('replays without refreshing when another call already renewed the token', async () => {
    const { client, session, refreshCalls } = setup((path, init) => {
      if (headerOf(init, 'Authorization') !== 'Bearer access-1') return ok(path);
      session.setTokens('access-9', 'refresh-9');
      return unauthorized();
    });
    await expect(client.call(loginApi.authenticate)).resolves.toMatchObject({ dados: '/login/autenticate' });
    expect(refreshCalls()).toHaveLength(0);
  });

  it.each([
    ['answers 400', () => json(400, { success: false, mensagem: 'Token inválido.' })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers without the tokens', () => ok({ access_token: 'access-2', refresh_token: 'refresh-2' })],
  ])('ends the session when the refresh %s', async (_, refreshReply) => {
    const { client, onSessionExpired, onAuthenticated } = setup(expiringServer(refreshReply));
    const failure = client.call(loginApi.getUserDados);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('refreshes for a logout too, but a dead session there raises no modal', async () => {
    const { client, refreshCalls, onSessionExpired } = setup(
      expiringServer(() => json(400, { success: false, mensagem: 'Sessão encerrada.' })),
    );
    const logout = client.call(loginApi.logout, undefined, { reportsExpiry: false });
    await expect(logout).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reports the failure of a call with its status, message and code', async () => {
    const { client } = setup(() =>
      json(409, { success: false, mensagem: 'Sessão ativa em outro dispositivo.', codigo: 'SESSAO_ATIVA' }),
    );
    const failure = client.call(
      loginApi.signIn,
      { body: { email: 'a@b.c', password: 'x' } },
      { auth: false },
    );
    await expect(failure).rejects.toMatchObject({
      status: 409,
      mensagem: 'Sessão ativa em outro dispositivo.',
      codigo: 'SESSAO_ATIVA',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.call(loginApi.getUserDados, undefined, { auth: false })).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('API client: files', () => {
  it('sends a FormData body as it is, leaving the multipart type to fetch', async () => {
    const { client, calls } = setup(() => ok({}));
    const form = new FormData();
    form.append('arquivo', new Blob(['x'], { type: 'image/png' }), 'foto.png');
    await client.call(alunosApi.uploadFoto, { params: { id: 1 }, body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(headerOf(calls[0]?.init ?? {}, 'Content-Type')).toBeUndefined();
  });

  it('fetches a file with the session, refreshing on a 401 like any call', async () => {
    const { client, calls } = setup((path, init) => {
      if (path === '/login/refresh-token') return renewed(2);
      if (headerOf(init, 'Authorization') === 'Bearer access-1') return unauthorized();
      return new Response('imagem', { status: 200, headers: { 'content-type': 'image/png' } });
    });
    const file = await client.call(alunosApi.getFoto, { params: { id: 1 } });
    expect(await file.text()).toBe('imagem');
    expect(file.type).toBe('image/png');
    expect(headerOf(calls.at(-1)?.init ?? {}, 'Authorization')).toBe('Bearer access-2');
  });

  it('answers a plain JSON reply (not the envelope) with the session, refreshing on a 401', async () => {
    const { client, calls } = setup((path, init) => {
      if (path === '/login/refresh-token') return renewed(2);
      if (headerOf(init, 'Authorization') === 'Bearer access-1') return unauthorized();
      return json(200, { auth: 'cfc-local:assinatura' });
    });
    const body = { socket_id: '1.2', channel_name: 'private-user.1' };
    const reply = await client.call(realtimeApi.authorize, { body });
    expect(reply).toEqual({ auth: 'cfc-local:assinatura' });
    expect(headerOf(calls.at(-1)?.init ?? {}, 'Authorization')).toBe('Bearer access-2');
    const refused = setup(() => json(403, { success: false, mensagem: 'Canal de outro usuário.' }));
    await expect(refused.client.call(realtimeApi.authorize, { body })).rejects.toMatchObject({
      status: 403,
      mensagem: 'Canal de outro usuário.',
    });
  });

  it('reports a missing file with the server message', async () => {
    const { client } = setup(() => json(404, { success: false, mensagem: 'Aluno sem foto.' }));
    await expect(client.call(alunosApi.getFoto, { params: { id: 1 } })).rejects.toMatchObject({
      status: 404,
      mensagem: 'Aluno sem foto.',
    });
  });
});
