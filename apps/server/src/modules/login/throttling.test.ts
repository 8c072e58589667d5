import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { outbox, startTestPlatform } from '../../test/platform.ts';
import { ADDRESS_FREE_FAILURES, MAX_DELAY_SECONDS, PAIR_FREE_FAILURES } from './attempts.ts';
import { LOGIN_FAILED } from './audit-actions.ts';

const engines = await testEngines();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('login throttle by account and address on $name', (engine) => {
  let platform: Platform;

  const login = (email: string, password: string, address: string) =>
    platform.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress: address,
      payload: { email, password, encerrar_outra_sessao: true },
    });
  const loginCpf = (cpf: string, password: string, address: string) =>
    platform.app.inject({
      method: 'POST',
      url: '/api/v1/login/aluno',
      remoteAddress: address,
      payload: { cpf, password, encerrar_outra_sessao: true },
    });

  /**
   * Failures as the login records them, at a time the test chooses (by the database's clock), so
   * that long waits are checked without sleeping through them.
   */
  async function pastFailures(account: string, address: string, count: number, secondsAgo = 0) {
    await platform.database.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: count }, () => ({
          acao: LOGIN_FAILED,
          entidade: 'login',
          entidade_id: account,
          dados: JSON.stringify({ tipo: 'staff' }),
          ip: address,
          created_at: sql<Date>`now() - make_interval(secs => ${secondsAgo})`,
        })),
      )
      .execute();
  }

  function expectWait(reply: Awaited<ReturnType<typeof login>>, seconds: number, text: string) {
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toEqual({
      success: false,
      mensagem: `Muitas tentativas. Aguarde ${text} e tente novamente.`,
    });
    expect(reply.headers['retry-after']).toBe(String(seconds));
  }

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true });
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('never locks the real user out while an attacker elsewhere hammers the account', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      expect((await login('admin@modelo.cfc', `chute-${i}`, attacker)).statusCode).toBe(401);
    }
    expectWait(await login('admin@modelo.cfc', 'chute-4', attacker), 1, '1 segundo');
    // Hours of guessing from that address: the attacker waits the longest.
    await pastFailures('admin@modelo.cfc', attacker, 40);
    expectWait(await login('admin@modelo.cfc', 'demo1234', attacker), MAX_DELAY_SECONDS, '15 minutos');

    // The owner, from an address that has not failed, gets in at once, and may even mistype first.
    const owner = '198.51.100.20';
    expect((await login('admin@modelo.cfc', 'errei', owner)).statusCode).toBe(401);
    const ownLogin = await login('admin@modelo.cfc', 'demo1234', owner);
    expect(ownLogin.statusCode).toBe(200);
    expect(ownLogin.json().dados.access_token).toMatch(/^ey/);

    // The same holds for the logins by CPF, whose account is the CPF's digits.
    await pastFailures('52998224725', attacker, 10);
    expect((await loginCpf('529.982.247-25', 'demo1234', attacker)).statusCode).toBe(429);
    expect((await loginCpf('529.982.247-25', 'demo1234', owner)).statusCode).toBe(200);
  });

  it('makes the same account and address wait longer after each failure', async () => {
    const address = '203.0.113.21';
    const account = 'financeiro@demo.cfc';
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      expect((await login(account, 'errada', address)).statusCode).toBe(401);
    }
    // Even the right password waits: the throttle answers before the password is checked.
    expectWait(await login(account, 'demo1234', address), 1, '1 segundo');
    await wait(1100);
    expect((await login(account, 'errada', address)).statusCode).toBe(401);
    expectWait(await login(account, 'errada', address), 2, '2 segundos');

    // Eight failures: 2^(8 - 3) = 32 seconds after the last one.
    await pastFailures(account, address, 4);
    expectWait(await login(account, 'demo1234', address), 32, '32 segundos');
    // Past 15 minutes the wait stops growing.
    await pastFailures(account, address, 10);
    expectWait(await login(account, 'demo1234', address), MAX_DELAY_SECONDS, '15 minutos');
  });

  it('counts only recent failures, and forgets them once the account signs in from that address', async () => {
    const address = '203.0.113.33';
    const account = 'comercial@demo.cfc';
    // A day and more ago: outside the window, or these 26 failures would make it wait 15 minutes.
    await pastFailures(account, address, 20, 25 * 3600);
    // Six failures, the last 40 s ago: its 8 s of wait are over.
    await pastFailures(account, address, 6, 40);
    expect((await login(account, 'demo1234', address)).statusCode).toBe(200);
    // Forgotten: a seventh failure would make the next attempt wait 16 s.
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      expect((await login(account, 'errada', address)).statusCode).toBe(401);
    }
    expect((await login(account, 'errada', address)).statusCode).toBe(429);
  });

  it('slows an address that fails with many accounts, without locking those accounts elsewhere', async () => {
    const sprayer = '203.0.113.45';
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) await pastFailures(`vitima${i}@demo.cfc`, sprayer, 1);
    expectWait(await login('outra-vitima@demo.cfc', 'senha', sprayer), 1, '1 segundo');
    for (let i = 0; i < 5; i++) await pastFailures(`mais${i}@demo.cfc`, sprayer, 1);
    // 35 failures: 2^5 = 32 seconds, for any account tried from that address.
    expectWait(await login('suporte@demo.cfc', 'demo1234', sprayer), 32, '32 segundos');
    expect((await login('suporte@demo.cfc', 'demo1234', '198.51.100.45')).statusCode).toBe(200);
    // Older than 15 minutes, the address's failures no longer slow it.
    const patient = '203.0.113.46';
    for (let i = 0; i < 40; i++) await pastFailures(`antiga${i}@demo.cfc`, patient, 1, 16 * 60);
    expect((await login('suporte@demo.cfc', 'demo1234', patient)).statusCode).toBe(200);
  });

  it('keeps the password reset working during a login throttle, and a new password clears it', async () => {
    const address = '203.0.113.60';
    const account = 'gestor@demo.cfc';
    await pastFailures(account, address, 12);
    expectWait(await login(account, 'demo1234', address), 512, '9 minutos');

    const reset = await platform.app.inject({
      method: 'POST',
      url: '/api/v1/login/reset-password',
      remoteAddress: address,
      payload: { email: account },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await outbox(platform, 1);
    const token = /nova-senha\/([\w-]+)/.exec(mails.find((mail) => mail.to === account)?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const changed = await platform.app.inject({
      method: 'PATCH',
      url: '/api/v1/login/reset-password',
      remoteAddress: address,
      payload: { token, password: 'Trem-Azul-Noturno-42', password_confirmation: 'Trem-Azul-Noturno-42' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(account, 'Trem-Azul-Noturno-42', address)).statusCode).toBe(200);
  });
});
