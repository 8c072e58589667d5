import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_MAIL_JOB } from '../../platform/mail/jobs.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { outbox, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();
const linkIn = (text: string) => /http:\/\/cfc\.test\/nova-senha\/([\w-]+)/.exec(text)?.[1] ?? '';

describe.each(engines)('password reset by mail on $name', (engine) => {
  let platform: Platform;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    platform.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true });
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('answers the same whether or not the e-mail is registered, and mails only a registered one', async () => {
    const known = await call('POST', '/login/reset-password', { email: 'admin@modelo.cfc' });
    const unknown = await call('POST', '/login/reset-password', { email: 'nao-cadastrado@modelo.cfc' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().mensagem).toBe(
      'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.',
    );
    // Only the registered address was given to the mail job; the outbox then holds that one message.
    const queued = await sql<{ total: number }>`
      select count(*)::int as total from pgboss.job where name = ${SEND_MAIL_JOB}`.execute(
      platform.database.db,
    );
    expect(queued.rows[0]?.total).toBe(1);
    const mails = await outbox(platform, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'admin@modelo.cfc',
      subject: 'Redefinição de senha - CFC Plataforma',
    });
    expect(linkIn(mails[0]?.text ?? '')).not.toBe('');
  });

  it('sets a new password once with the link, ending open sessions', async () => {
    const session = await sessionFor(platform, 'admin@modelo.cfc');
    const [mail] = await outbox(platform, 1);
    const token = linkIn(mail?.text ?? '');
    expect((await call('GET', `/login/reset-password/${token}`)).statusCode).toBe(200);

    const mismatch = await call('PATCH', '/login/reset-password', {
      token,
      password: 'nova-senha-1',
      password_confirmation: 'outra',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['As senhas não conferem.'] });
    const short = await call('PATCH', '/login/reset-password', {
      token,
      password: 'curta',
      password_confirmation: 'curta',
    });
    expect(short.json().errors.password).toEqual(['A senha deve ter ao menos 8 caracteres.']);

    const done = await call('PATCH', '/login/reset-password', {
      token,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(done.json()).toEqual({
      success: true,
      mensagem: 'Senha redefinida com sucesso. Faça login com a nova senha.',
    });
    expect(
      (await platform.app.inject({ method: 'GET', url: '/api/v1/user/dados', headers: session.headers }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/login', { email: 'admin@modelo.cfc', password: 'demo1234' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/login', { email: 'admin@modelo.cfc', password: 'nova-senha-1' })).statusCode,
    ).toBe(200);

    const again = await call('PATCH', '/login/reset-password', {
      token,
      password: 'outra-senha-2',
      password_confirmation: 'outra-senha-2',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().mensagem).toBe('Este link expirou ou já foi usado. Peça um novo link.');
    expect((await call('GET', `/login/reset-password/${token}`)).statusCode).toBe(410);
  });

  it('refuses a link after 60 minutes', async () => {
    await call('POST', '/login/reset-password', { email: 'gestor@demo.cfc' });
    const mails = await outbox(platform, 2);
    const token = linkIn(mails.find((mail) => mail.to === 'gestor@demo.cfc')?.text ?? '');
    const stored = await platform.database.db
      .selectFrom('password_resets')
      .select(sql<number>`round(extract(epoch from expires_at - created_at) / 60)::int`.as('minutos'))
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(stored.minutos).toBe(60);
    await platform.database.db
      .updateTable('password_resets')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('used_at', 'is', null)
      .execute();
    expect((await call('GET', `/login/reset-password/${token}`)).statusCode).toBe(410);
    const late = await call('PATCH', '/login/reset-password', {
      token,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(late.statusCode).toBe(410);
  });

  it('limits reset requests per account', async () => {
    const email = 'financeiro@demo.cfc';
    for (let i = 0; i < 3; i++)
      expect((await call('POST', '/login/reset-password', { email })).statusCode).toBe(200);
    const blocked = await call('POST', '/login/reset-password', { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().mensagem).toBe('Muitas tentativas. Aguarde 60 minutos e tente novamente.');
    const invalid = await call('POST', '/login/reset-password', { email: 'nao-e-email' });
    expect(invalid.json()).toMatchObject({ errors: { email: ['Informe um e-mail válido.'] } });
  });

  it('refuses a password that is easy to guess, saying why, also from the name and e-mail', async () => {
    const before = (await outbox(platform, 0)).length;
    await call('POST', '/login/reset-password', { email: 'comercial@demo.cfc' });
    // Mails of the tests before may still be on their way: wait until this one is among them.
    let token = '';
    for (let count = before + 1; !token && count <= before + 4; count++) {
      token = linkIn(
        (await outbox(platform, count)).find((mail) => mail.to === 'comercial@demo.cfc')?.text ?? '',
      );
    }
    const common = await call('PATCH', '/login/reset-password', {
      token,
      password: '12345678',
      password_confirmation: '12345678',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: [
        'Senha fraca: escolha uma senha mais difícil de adivinhar. Esta é uma senha muito usada. Adicione mais palavras menos comuns.',
      ],
    });
    // Strong for anyone else, but it is Carlos Comercial's own e-mail.
    const personal = await call('PATCH', '/login/reset-password', {
      token,
      password: 'comercial@demo.cfc',
      password_confirmation: 'comercial@demo.cfc',
    });
    expect(personal.json().errors.password[0]).toContain('Senha não deve haver nenhum dado pessoal');
    // The link still works after a refusal.
    expect((await call('GET', `/login/reset-password/${token}`)).statusCode).toBe(200);
  });
});
