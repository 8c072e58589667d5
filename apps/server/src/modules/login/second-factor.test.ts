import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();
const TOTP_PERIOD_SECONDS = 30;

/** The code an authenticator app shows now, or `steps` periods later (a code works only once). */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD_SECONDS });
/** A six-digit code that is not the one given. */
const otherThan = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe.each(engines)('second factor (TOTP) of staff logins on $name', (engine) => {
  let platform: Platform;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    platform.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const passwordStep = (email: string, remoteAddress = '127.0.0.1') =>
    platform.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress,
      payload: { email, password: 'demo1234', encerrar_outra_sessao: true },
    });
  const codeStep = (desafio: string, codigo: string, remoteAddress = '127.0.0.1') =>
    platform.app.inject({
      method: 'POST',
      url: '/api/v1/login/segundo-fator',
      remoteAddress,
      payload: { desafio, codigo },
    });

  /** Enrols a logged-in user; answers the secret and the recovery codes. */
  async function enrol(session: Session): Promise<{ secret: string; recovery: string[] }> {
    const started = await call('POST', '/login/segundo-fator/cadastro', undefined, session.headers);
    expect(started.statusCode).toBe(200);
    const secret: string = started.json().dados.segredo;
    const confirmed = await call(
      'POST',
      '/login/segundo-fator/cadastro/confirmar',
      { codigo: await codeOf(secret) },
      session.headers,
    );
    expect(confirmed.statusCode).toBe(200);
    return { secret, recovery: confirmed.json().dados.codigos_recuperacao };
  }

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('enrols with a QR code and the first code, then logs in with a current code', async () => {
    const session = await sessionFor(platform, 'monitor@demo.cfc');
    const started = await call('POST', '/login/segundo-fator/cadastro', undefined, session.headers);
    const { segredo, otpauth_uri, qr_code } = started.json().dados;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/CFC%20Plataforma:monitor%40demo\.cfc\?/);
    expect(otpauth_uri).toContain(`secret=${segredo}`);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    // The secret is stored sealed, never as it was shown.
    const stored = await platform.database.db
      .selectFrom('usuario_segundo_fator')
      .select('segredo_cifrado')
      .where('usuario_id', '=', session.usuarioId)
      .executeTakeFirstOrThrow();
    expect(stored.segredo_cifrado).toMatch(/^v1:/);
    expect(stored.segredo_cifrado).not.toContain(segredo);

    const wrong = await call(
      'POST',
      '/login/segundo-fator/cadastro/confirmar',
      { codigo: otherThan(await codeOf(segredo)) },
      session.headers,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.codigo[0]).toMatch(/^Código inválido/);
    const confirmed = await call(
      'POST',
      '/login/segundo-fator/cadastro/confirmar',
      { codigo: await codeOf(segredo) },
      session.headers,
    );
    expect(confirmed.statusCode).toBe(200);
    const recovery: string[] = confirmed.json().dados.codigos_recuperacao;
    expect(recovery).toHaveLength(10);
    for (const code of recovery) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect((await call('GET', '/login/segundo-fator', undefined, session.headers)).json().dados).toEqual({
      ativo: true,
      exigido: false,
      codigos_restantes: 10,
    });

    // The password alone now answers a challenge, not a session.
    const challenge = await passwordStep('monitor@demo.cfc');
    expect(challenge.statusCode).toBe(200);
    const { dados } = challenge.json();
    expect(dados).toEqual({ segundo_fator: 'totp', desafio: expect.any(String) });
    // A challenge is no access token.
    expect(
      (await call('GET', '/user/dados', undefined, { authorization: `Bearer ${dados.desafio}` })).statusCode,
    ).toBe(401);
    const refused = await codeStep(dados.desafio, otherThan(await codeOf(segredo, 1)));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().mensagem).toBe('Código inválido.');

    const nextCode = await codeOf(segredo, 1);
    const signedIn = await codeStep(dados.desafio, nextCode);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().dados).toMatchObject({ id_role: 2, email: 'monitor@demo.cfc' });
    // The login ended the session the code was set up from.
    expect((await call('GET', '/user/dados', undefined, session.headers)).statusCode).toBe(401);
    // A code works once, even with a new challenge.
    const again = await passwordStep('monitor@demo.cfc');
    expect((await codeStep(again.json().dados.desafio, nextCode)).statusCode).toBe(401);
    expect((await codeStep('nao-e-um-desafio', nextCode)).json().mensagem).toBe(
      'A verificação expirou. Faça login novamente.',
    );
  });

  it('logs in with a recovery code, which is then spent', async () => {
    const session = await sessionFor(platform, 'comercial@demo.cfc');
    const { recovery } = await enrol(session);
    const first = recovery[0] ?? '';
    const challenge = (await passwordStep('comercial@demo.cfc')).json().dados.desafio;
    // Typed in lower case, without the hyphen.
    const signedIn = await codeStep(challenge, first.replace('-', '').toLowerCase());
    expect(signedIn.statusCode).toBe(200);
    const headers = {
      authorization: `Bearer ${signedIn.json().dados.access_token}`,
      role: '8',
      cfc: 'public',
    };
    expect(
      (await call('GET', '/login/segundo-fator', undefined, headers)).json().dados.codigos_restantes,
    ).toBe(9);
    const next = (await passwordStep('comercial@demo.cfc')).json().dados.desafio;
    expect((await codeStep(next, first)).statusCode).toBe(401);
    expect((await codeStep(next, recovery[1] ?? '')).statusCode).toBe(200);
  });

  it('counts wrong codes toward the login throttle', async () => {
    const session = await sessionFor(platform, 'financeiro@demo.cfc');
    const { secret } = await enrol(session);
    const address = '203.0.113.90';
    const challenge = (await passwordStep('financeiro@demo.cfc', address)).json().dados.desafio;
    const wrong = otherThan(await codeOf(secret, 1));
    for (let i = 0; i < 3; i++) expect((await codeStep(challenge, wrong, address)).statusCode).toBe(401);
    const throttled = await codeStep(challenge, await codeOf(secret, 1), address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().mensagem).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    // The password step of that pair waits as well.
    expect((await passwordStep('financeiro@demo.cfc', address)).statusCode).toBe(429);
  });

  it('turns the second factor off with the password, not with a wrong one', async () => {
    const session = await sessionFor(platform, 'suporte@demo.cfc');
    await enrol(session);
    const wrong = await call('POST', '/login/segundo-fator/desativar', { senha: 'errada' }, session.headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ senha: ['Senha incorreta.'] });
    const off = await call('POST', '/login/segundo-fator/desativar', { senha: 'demo1234' }, session.headers);
    expect(off.json()).toEqual({ success: true, mensagem: 'Verificação em duas etapas desativada.' });
    expect((await passwordStep('suporte@demo.cfc')).json().dados.access_token).toMatch(/^ey/);
  });

  it("enrols at login the roles the school's administrator requires it of", async () => {
    const admin = await sessionFor(platform, 'admin@demo.cfc');
    expect((await call('GET', '/autoescola/segundo-fator', undefined, admin.headers)).json().dados).toEqual({
      roles: [],
    });
    const students = await call('PUT', '/autoescola/segundo-fator', { roles: [4] }, admin.headers);
    expect(students.statusCode).toBe(422);
    const saved = await call('PUT', '/autoescola/segundo-fator', { roles: [5, 5] }, admin.headers);
    expect(saved.json()).toMatchObject({ success: true, dados: { roles: [5] } });
    const detran = await sessionFor(platform, 'detran@demo.cfc');
    expect((await call('PUT', '/autoescola/segundo-fator', { roles: [] }, detran.headers)).statusCode).toBe(
      403,
    );

    const challenge = await passwordStep('gestor@demo.cfc');
    expect(challenge.json().dados).toEqual({ segundo_fator: 'cadastro', desafio: expect.any(String) });
    const { desafio } = challenge.json().dados;
    // That challenge takes no code: there is no authenticator yet.
    expect((await codeStep(desafio, '123456')).statusCode).toBe(401);
    const started = await call('POST', '/login/segundo-fator/desafio/cadastro', { desafio });
    expect(started.statusCode).toBe(200);
    const { segredo } = started.json().dados;
    const done = await call('POST', '/login/segundo-fator/desafio/confirmar', {
      desafio,
      codigo: await codeOf(segredo),
    });
    expect(done.statusCode).toBe(200);
    const { codigos_recuperacao, sessao } = done.json().dados;
    expect(codigos_recuperacao).toHaveLength(10);
    expect(sessao).toMatchObject({ id_role: 5, schema: 'autoescolademo' });
    const headers = { authorization: `Bearer ${sessao.access_token}`, role: '5', cfc: 'autoescolademo' };
    expect((await call('GET', '/login/segundo-fator', undefined, headers)).json().dados).toMatchObject({
      ativo: true,
      exigido: true,
    });
    const off = await call('POST', '/login/segundo-fator/desativar', { senha: 'demo1234' }, headers);
    expect(off.statusCode).toBe(409);
    // The next login asks for a code; the other school and the other roles are not concerned.
    expect((await passwordStep('gestor@demo.cfc')).json().dados.segundo_fator).toBe('totp');
    expect((await passwordStep('admin@modelo.cfc')).json().dados.access_token).toMatch(/^ey/);
    expect((await sessionFor(platform, '111.444.777-35')).accessToken).toMatch(/^ey/);
  });
});
