import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

describe.each(engines)('the three logins and their sessions on $name', (engine) => {
  let platform: Platform;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    platform.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const get = (url: string, headers: Record<string, string>) =>
    platform.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('signs staff in by e-mail with the reply of SPEC §7', async () => {
    const reply = await post('/login', { email: ' Admin@Demo.CFC ', password: 'demo1234' });
    expect(reply.statusCode).toBe(200);
    const { dados } = reply.json();
    expect(dados).toMatchObject({
      usuario: { nome: 'Ana Administradora', id_funcao_usuario: 1 },
      id_role: 1,
      role: { id_role: 1, nome: 'Administrador', id_funcao_usuario: 1 },
      schema: 'autoescolademo',
      cfc: 'autoescolademo',
      url: 'http://cfc.test/autoescolademo',
      email: 'admin@demo.cfc',
      nome_fantasia: 'Autoescola Demo',
      gratuidade_teorica: false,
      gratuidade_pratica: false,
    });
    expect(dados.role.permissions).toContain('user_list');
    expect(dados.permissions.user_edit).toBe(true);
    expect(dados.access_token).toMatch(/^ey/);
    expect(dados.refresh_token.length).toBeGreaterThan(30);
    expect(dados.aluno).toBeUndefined();
  });

  it('signs students and instructors in by CPF, with or without mask', async () => {
    const aluno = await post('/login/aluno', {
      cpf: '52998224725',
      password: 'demo1234',
      autoescola: 'autoescolademo',
    });
    expect(aluno.json().dados).toMatchObject({
      id_role: 4,
      schema: 'autoescolademo',
      aluno: { cpf: '52998224725', nome: 'Alice Aluna' },
    });
    const record = await platform.database.db
      .selectFrom('alunos')
      .select('id')
      .where('cpf', '=', '52998224725')
      .executeTakeFirstOrThrow();
    expect(aluno.json().dados.aluno.id_aluno).toBe(record.id);
    const instrutor = await post('/login/instrutor', { cpf: '111.444.777-35', password: 'demo1234' });
    expect(instrutor.json().dados).toMatchObject({
      id_role: 3,
      instrutor: { cpf: '11144477735', nome: 'Ivo Instrutor' },
    });
    // A student is not an instructor.
    expect((await post('/login/instrutor', { cpf: '529.982.247-25', password: 'demo1234' })).statusCode).toBe(
      401,
    );
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const wrong = await post('/login', { email: 'gestor@demo.cfc', password: 'errada' });
    const unknown = await post('/login', { email: 'ninguem@demo.cfc', password: 'errada' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, mensagem: 'E-mail ou senha inválidos.' });
    expect(unknown.json()).toEqual(wrong.json());
    const aluno = await post('/login/aluno', { cpf: '529.982.247-25', password: 'errada' });
    expect(aluno.json()).toEqual({
      success: false,
      mensagem: 'CPF ou senha inválidos.',
      dados: 'CPF ou senha inválidos.',
    });
    const invalid = await post('/login/aluno', { cpf: '123', password: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      cpf: ['CPF deve ter 11 dígitos.'],
      password: ['Informe a senha.'],
    });
  });

  it('lets a user into another school only among those it may see', async () => {
    const suporte = await post('/login', {
      email: 'suporte@demo.cfc',
      password: 'demo1234',
      autoescola: 'cfcmodelo',
      encerrar_outra_sessao: true,
    });
    expect(suporte.json().dados).toMatchObject({ schema: 'cfcmodelo', nome_fantasia: 'CFC Modelo' });
    const admin = await post('/login', {
      email: 'admin@demo.cfc',
      password: 'demo1234',
      autoescola: 'cfcmodelo',
      encerrar_outra_sessao: true,
    });
    expect(admin.statusCode).toBe(403);
  });

  it('keeps one session per account: a second login asks first, then ends the other', async () => {
    const first = await sessionFor(platform, 'comercial@demo.cfc');
    const asked = await post('/login', { email: 'comercial@demo.cfc', password: 'demo1234' });
    // A question, not an error: the browser of a user signing in again logs no failed request.
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      dados: {
        sessao_ativa: true,
        codigo: 'SESSAO_ATIVA',
        mensagem: 'Este usuário já está conectado em outro dispositivo.',
      },
    });
    expect((await get('/user/dados', first.headers)).statusCode).toBe(200);

    const second = await sessionFor(platform, 'comercial@demo.cfc');
    expect((await get('/user/dados', first.headers)).statusCode).toBe(401);
    expect((await post('/login/refresh-token', { refresh_token: first.refreshToken })).statusCode).toBe(400);
    expect((await get('/user/dados', second.headers)).json()).toEqual({
      success: true,
      dados: { schema: 'public', email: 'comercial@demo.cfc', id_funcao_usuario: null },
    });
  });

  it('rotates refresh tokens, and a reused one ends the whole session', async () => {
    const session = await sessionFor(platform, 'gestor@demo.cfc');
    const renewed = await post('/login/refresh-token', { refresh_token: session.refreshToken });
    expect(renewed.statusCode).toBe(200);
    const { data } = renewed.json();
    expect(data.refresh_token).not.toBe(session.refreshToken);
    const headers = { ...session.headers, authorization: `Bearer ${data.access_token}` };
    expect((await get('/login/autenticate', headers)).json().dados).toEqual({
      autenticado: true,
      id_usuario: session.usuarioId,
      id_role: 5,
    });

    const reused = await post('/login/refresh-token', { refresh_token: session.refreshToken });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().mensagem).toBe('Sessão expirada. Faça login novamente.');
    expect((await get('/login/autenticate', headers)).statusCode).toBe(401);
    expect((await post('/login/refresh-token', { refresh_token: data.refresh_token })).statusCode).toBe(400);
    expect((await post('/login/refresh-token', { refresh_token: 'desconhecido' })).statusCode).toBe(400);
  });

  it('refuses an expired refresh token', async () => {
    const session = await sessionFor(platform, 'financeiro@demo.cfc');
    await platform.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('used_at', 'is', null)
      .execute();
    expect((await post('/login/refresh-token', { refresh_token: session.refreshToken })).statusCode).toBe(
      400,
    );
  });

  it('does not count a session that ran out as open', async () => {
    const session = await sessionFor(platform, 'detran@demo.cfc');
    await platform.database.db
      .updateTable('sessoes')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('usuario_id', '=', session.usuarioId)
      .execute();
    const again = await post('/login', { email: 'detran@demo.cfc', password: 'demo1234' });
    expect(again.statusCode).toBe(200);
    expect(again.json().dados).toMatchObject({ schema: '', nome_fantasia: 'DETRAN-MA' });
  });

  it('logs out through the logout of the role', async () => {
    const instrutor = await sessionFor(platform, '111.444.777-35');
    expect((await post('/login/logout', {}, instrutor.headers)).statusCode).toBe(403);
    const out = await post('/login/instrutor/logout', {}, instrutor.headers);
    expect(out.json()).toEqual({ success: true, mensagem: 'Sessão encerrada.' });
    expect((await get('/user/dados', instrutor.headers)).statusCode).toBe(401);
    expect((await post('/login/refresh-token', { refresh_token: instrutor.refreshToken })).statusCode).toBe(
      400,
    );
    // The next login is not asked to end a session that is already over.
    expect((await post('/login/instrutor', { cpf: '11144477735', password: 'demo1234' })).statusCode).toBe(
      200,
    );
  });

  it('records logins, failures and logouts in the audit log', async () => {
    const actions = await platform.database.db.selectFrom('audit_log').select(['acao']).distinct().execute();
    expect(actions.map((row) => row.acao)).toEqual(
      expect.arrayContaining(['login', 'login_falhou', 'logout', 'refresh_reutilizado']),
    );
  });
});
