import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { outbox, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

const novo = {
  nome: 'Bruno Secretário',
  email: 'bruno@demo.cfc',
  cpf: '390.533.447-05',
  id_role: 5,
  permissoes: ['alunos_list', 'alunos_edit'],
};

describe.each(engines)('users administration on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, session: Session, payload?: object) =>
    platform.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true });
    admin = await sessionFor(platform, 'admin@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it("lists the staff of the admin's school only, paged and filtered", async () => {
    const reply = await call('GET', '/usuarios?per_page=5&sort=nome', admin);
    expect(reply.statusCode).toBe(200);
    const { dados } = reply.json();
    expect(dados).toMatchObject({ current_page: 1, per_page: 5, total: 2 });
    expect(dados.data.map((user: { nome: string }) => user.nome)).toEqual([
      'Ana Administradora',
      'Gabriela Gestora',
    ]);
    const filtered = await call('GET', '/usuarios?filtro=gabri', admin);
    expect(filtered.json().dados.data).toHaveLength(1);
  });

  it('offers a school admin only the school roles', async () => {
    const papeis = await call('GET', '/usuarios/papeis', admin);
    expect(papeis.json().dados).toEqual([
      { id_role: 1, nome: 'Administrador' },
      { id_role: 5, nome: 'Gestor' },
    ]);
  });

  it('creates a user, mails the link to set a password, and records it', async () => {
    const created = await call('POST', '/usuarios', admin, novo);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      mensagem: 'Usuário criado. Enviamos um e-mail para que ele defina a senha.',
      dados: {
        nome: 'Bruno Secretário',
        email: 'bruno@demo.cfc',
        cpf: '39053344705',
        id_role: 5,
        autoescola: 'autoescolademo',
        ativo: true,
      },
    });
    const mails = await outbox(platform, 1);
    expect(mails[0]).toMatchObject({ to: 'bruno@demo.cfc', subject: 'Seu acesso à CFC Plataforma' });
    expect(mails[0]?.text).toMatch(/http:\/\/cfc\.test\/nova-senha\/[\w-]+/);

    const audit = await platform.database.db
      .selectFrom('audit_log')
      .select(['acao', 'usuario_id'])
      .where('acao', '=', 'usuario_criado')
      .execute();
    expect(audit).toEqual([{ acao: 'usuario_criado', usuario_id: admin.usuarioId }]);
  });

  it('explains what is wrong, field by field', async () => {
    const taken = await call('POST', '/usuarios', admin, { ...novo, email: 'admin@modelo.cfc', cpf: '' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Este e-mail já está cadastrado.'] });
    const wrong = await call('POST', '/usuarios', admin, {
      ...novo,
      email: 'outro@demo.cfc',
      cpf: '390.533.447-06',
      id_role: 2,
    });
    expect(wrong.json().errors).toEqual({
      cpf: ['CPF inválido.'],
      id_role: ['Você não pode atribuir este perfil.'],
    });
    const empty = await call('POST', '/usuarios', admin, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'id_role', 'nome']);
  });

  it('edits and deactivates a user, whose session ends at once', async () => {
    const list = await call('GET', '/usuarios?filtro=bruno', admin);
    const id = list.json().dados.data[0].id_usuario;
    const edited = await call('PUT', `/usuarios/${id}`, admin, { ...novo, nome: 'Bruno Souza' });
    expect(edited.json().dados.nome).toBe('Bruno Souza');

    const gestor = await sessionFor(platform, 'gestor@demo.cfc');
    const gestorId = gestor.usuarioId;
    const off = await call('PATCH', `/usuarios/${gestorId}/ativo`, admin, { ativo: false });
    expect(off.json()).toEqual({ success: true, mensagem: 'Usuário desativado.' });
    expect((await call('GET', '/user/dados', gestor)).statusCode).toBe(401);
    const login = await platform.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'gestor@demo.cfc', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(401);
    await call('PATCH', `/usuarios/${gestorId}/ativo`, admin, { ativo: true });

    const self = await call('PATCH', `/usuarios/${admin.usuarioId}/ativo`, admin, { ativo: false });
    expect(self.json().errors).toEqual({ ativo: ['Você não pode desativar o seu próprio usuário.'] });
  });

  it('edits staff only, with roles of their own school, and nobody changes their own role', async () => {
    const gestor = await sessionFor(platform, 'gestor@demo.cfc');
    const me = { nome: 'Gabriela Gestora', email: 'gestor@demo.cfc', cpf: '', id_role: 1, permissoes: [] };
    const promote = await call('PUT', `/usuarios/${gestor.usuarioId}`, gestor, me);
    expect(promote.json().errors).toEqual({ id_role: ['Você não pode alterar o seu próprio perfil.'] });

    const aluno = await platform.database.db
      .selectFrom('usuarios')
      .select('id')
      .where('id_role', '=', 4)
      .where('cpf', '=', '52998224725')
      .executeTakeFirstOrThrow();
    const student = await call('PUT', `/usuarios/${aluno.id}`, admin, {
      ...novo,
      email: 'aluno@demo.cfc',
      cpf: '',
    });
    expect(student.statusCode).toBe(404);

    // The operator may see Autoescola Demo, but an operator role there makes no sense.
    const monitor = await sessionFor(platform, 'monitor@demo.cfc');
    const { cfc: _own, ...anySchool } = monitor.headers;
    const target = await platform.app.inject({
      method: 'PUT',
      url: `/api/v1/usuarios/${gestor.usuarioId}`,
      headers: anySchool,
      payload: { ...me, id_role: 2 },
    });
    expect(target.json().errors).toEqual({ id_role: ['Você não pode atribuir este perfil.'] });
  });

  it("does not reach another school's users", async () => {
    const modelo = await sessionFor(platform, 'admin@modelo.cfc');
    expect((await call('GET', `/usuarios/${admin.usuarioId}`, modelo)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/usuarios/${admin.usuarioId}`, modelo, { ...novo, email: 'x@modelo.cfc', cpf: '' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/usuarios/${admin.usuarioId}/ativo`, modelo, { ativo: false })).statusCode,
    ).toBe(404);
  });

  it('lets the operator set permission flags', async () => {
    const monitor = await sessionFor(platform, 'monitor@demo.cfc');
    const papeis = (await call('GET', '/usuarios/papeis', monitor))
      .json()
      .dados.map((papel: { id_role: number }) => papel.id_role);
    expect(papeis).toEqual([1, 2, 5, 6, 7, 8]);
    const changed = await call('PUT', `/usuarios/${monitor.usuarioId}/permissoes`, monitor, {
      permissoes: ['user_list', 'user_edit', 'permissoes'],
    });
    expect(changed.json()).toEqual({ success: true, mensagem: 'Permissões atualizadas.' });
    const unknownFlag = await call('PUT', `/usuarios/${monitor.usuarioId}/permissoes`, monitor, {
      permissoes: ['voar'],
    });
    expect(unknownFlag.statusCode).toBe(422);
  });
});
