import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { alunoCompleto, auditOf, novoCpf } from './alunos.fixtures.ts';

const engines = await testEngines();

describe.each(engines)('students registry on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  let monitor: Session;
  const call = apiCaller(() => platform);
  const create = async (body: object, session = admin) => {
    const reply = await call('POST', '/alunos', session, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados;
  };

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('registers a student with the full form, active, with the first line of its history', async () => {
    const body = alunoCompleto('Quixote Completo da Silva');
    const reply = await call('POST', '/alunos', admin, body);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      success: true,
      mensagem: 'Aluno cadastrado.',
      dados: {
        nome: 'Quixote Completo da Silva',
        cpf: body.cpf,
        data_nascimento: '2001-05-20',
        email: 'aluno@exemplo.com',
        telefone: '98988887777',
        cep: '65000000',
        complemento: null,
        uf: 'MA',
        renach: 'MA123456789',
        situacao: 'ativo',
        tem_foto: false,
        gratuidade_teorica: true,
        gratuidade_pratica: false,
      },
    });
    const { id_aluno: id, created_at: createdAt } = reply.json().dados;
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect((await call('GET', `/alunos/${id}`, admin)).json().dados).toEqual(reply.json().dados);

    const historico = (await call('GET', `/alunos/${id}/situacoes`, admin)).json().dados;
    expect(historico).toEqual([
      {
        situacao: 'ativo',
        motivo: 'Cadastro do aluno.',
        usuario: 'Ana Administradora',
        created_at: createdAt,
      },
    ]);
    expect(await auditOf(platform, id)).toEqual([
      expect.objectContaining({ acao: 'aluno_criado', usuario_id: admin.usuarioId }),
    ]);
  });

  it("accepts the basic screen's body: name, CPF and phone only", async () => {
    const cpf = novoCpf();
    const dados = await create({
      nome: 'Quixote Básico',
      cpf: cpf.replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
      telefone: '9833334444',
    });
    expect(dados).toMatchObject({
      nome: 'Quixote Básico',
      cpf,
      telefone: '9833334444',
      renach: null,
      email: null,
    });
  });

  it('lists, filters by name, CPF digits and RENACH, pages and sorts', async () => {
    const cpfs = [novoCpf(), novoCpf(), novoCpf()];
    await create(alunoCompleto('Zuleica Listagem Três', { cpf: cpfs[0], renach: 'PI987654321' }));
    await create(alunoCompleto('Zuleica Listagem Um', { cpf: cpfs[1], renach: null }));
    await create(alunoCompleto('Zuleica Listagem Dois', { cpf: cpfs[2], renach: null }));

    const first = (await call('GET', '/alunos?filtro=zuleica&per_page=2&sort=nome', admin)).json().dados;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.data.map((a: { nome: string }) => a.nome)).toEqual([
      'Zuleica Listagem Dois',
      'Zuleica Listagem Três',
    ]);
    const second = (await call('GET', '/alunos?filtro=zuleica&per_page=2&page=2&sort=nome', admin)).json()
      .dados;
    expect(second.data.map((a: { nome: string }) => a.nome)).toEqual(['Zuleica Listagem Um']);
    const desc = (await call('GET', '/alunos?filtro=zuleica&sort=-nome', admin)).json().dados;
    expect(desc.data[0].nome).toBe('Zuleica Listagem Um');

    const formatted = `${cpfs[1]?.slice(0, 3)}.${cpfs[1]?.slice(3, 6)}.${cpfs[1]?.slice(6, 9)}`;
    const byCpf = (await call('GET', `/alunos?filtro=${formatted}`, admin)).json().dados;
    expect(byCpf.data.map((a: { cpf: string }) => a.cpf)).toEqual([cpfs[1]]);
    const byRenach = (await call('GET', '/alunos?filtro=pi987654', admin)).json().dados;
    expect(byRenach.data.map((a: { nome: string }) => a.nome)).toEqual(['Zuleica Listagem Três']);
    expect((await call('GET', '/alunos?filtro=100%25', admin)).json().dados.total).toBe(0);
    expect((await call('GET', '/alunos?per_page=101', admin)).statusCode).toBe(422);
  });

  it('edits a student and changes its situation with a history of who and why', async () => {
    const { id_aluno: id, cpf } = await create(alunoCompleto('Quixote Edição'));
    const edited = await call(
      'PUT',
      `/alunos/${id}`,
      admin,
      alunoCompleto('Quixote Editado', { cpf, renach: '' }),
    );
    expect(edited.json()).toMatchObject({
      mensagem: 'Aluno alterado.',
      dados: { nome: 'Quixote Editado', renach: null },
    });

    const suspended = await call('PATCH', `/alunos/${id}/situacao`, admin, {
      situacao: 'suspenso',
      motivo: ' Inadimplente ',
    });
    expect(suspended.json()).toMatchObject({
      mensagem: 'Situação do aluno alterada.',
      dados: { situacao: 'suspenso' },
    });
    const same = await call('PATCH', `/alunos/${id}/situacao`, admin, { situacao: 'suspenso' });
    expect(same.json().errors).toEqual({ situacao: ['O aluno já está nesta situação.'] });
    const gestor = await sessionFor(platform, 'gestor@demo.cfc');
    await call('PATCH', `/alunos/${id}/situacao`, gestor, { situacao: 'concluido' });
    expect((await call('PATCH', `/alunos/${id}/situacao`, admin, { situacao: 'cancelado' })).statusCode).toBe(
      422,
    );

    const historico = (await call('GET', `/alunos/${id}/situacoes`, admin)).json().dados;
    expect(historico.map(({ created_at: _at, ...linha }: { created_at: string }) => linha)).toEqual([
      { situacao: 'concluido', motivo: null, usuario: 'Gabriela Gestora' },
      { situacao: 'suspenso', motivo: 'Inadimplente', usuario: 'Ana Administradora' },
      { situacao: 'ativo', motivo: 'Cadastro do aluno.', usuario: 'Ana Administradora' },
    ]);
    const concluidos = (await call('GET', '/alunos?filtro=quixote&situacao=concluido', admin)).json().dados;
    expect(concluidos.data.map((a: { id_aluno: number }) => a.id_aluno)).toEqual([id]);
    expect((await auditOf(platform, id)).map((row) => row.acao)).toEqual([
      'aluno_criado',
      'aluno_alterado',
      'aluno_situacao',
      'aluno_situacao',
    ]);
    expect((await auditOf(platform, id))[2]?.dados).toEqual({
      de: 'ativo',
      para: 'suspenso',
      motivo: 'Inadimplente',
    });
  });

  it('explains what is wrong, field by field', async () => {
    const invalid = async (body: object, id?: number) => {
      const reply = await call(id ? 'PUT' : 'POST', id ? `/alunos/${id}` : '/alunos', admin, body);
      expect(reply.statusCode).toBe(422);
      return reply.json().errors;
    };
    const base = alunoCompleto('Quixote Inválido');
    expect(await invalid({ ...base, cpf: '390.533.447-06' })).toEqual({ cpf: ['CPF inválido.'] });
    expect((await invalid({ ...base, cpf: '3905334470' })).cpf[0]).toBe('CPF deve ter 11 dígitos.');
    expect(await invalid({ ...base, data_nascimento: '1899-12-31' })).toEqual({
      data_nascimento: ['A data deve estar entre 01/01/1900 e 31/12/9999.'],
    });
    expect(await invalid({ ...base, data_nascimento: '2001-02-30' })).toEqual({
      data_nascimento: ['Data inválida.'],
    });
    expect(await invalid({ ...base, renach: 'XX12345' })).toEqual({
      renach: ['RENACH inválido (UF seguida de 9 dígitos).'],
    });
    expect(Object.keys(await invalid({})).sort()).toEqual(['cpf', 'nome']);

    const { id_aluno: id, cpf } = await create(base);
    expect(await invalid({ ...alunoCompleto('Quixote Repetido'), cpf })).toEqual({
      cpf: ['Já existe um aluno com este CPF nesta autoescola.'],
    });
    const other = await create(alunoCompleto('Quixote Outro'));
    expect(await invalid({ ...base, cpf: other.cpf }, id)).toEqual({
      cpf: ['Já existe um aluno com este CPF nesta autoescola.'],
    });
    // Another school may have a student with the same CPF.
    expect((await create({ nome: 'Quixote em Outra Escola', cpf }, modelo)).cpf).toBe(cpf);
  });

  it('lets the database settle two registrations of the same CPF at once', async () => {
    const body = alunoCompleto('Quixote Concorrente');
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', '/alunos', admin, body)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 422, 422]);
    for (const reply of replies.filter((r) => r.statusCode === 422)) {
      expect(reply.json().errors).toEqual({ cpf: ['Já existe um aluno com este CPF nesta autoescola.'] });
    }
  });

  it("keeps each school's students to itself", async () => {
    const { id_aluno: id, cpf } = await create(alunoCompleto('Quixote Isolado Demo'));
    const outro = await create(alunoCompleto('Quixote Isolado Modelo'), modelo);
    const paths = ['', '/situacoes', '/exames', '/foto'];
    for (const path of paths)
      expect((await call('GET', `/alunos/${id}${path}`, modelo)).statusCode).toBe(404);
    expect((await call('PUT', `/alunos/${id}`, modelo, alunoCompleto('Invasor', { cpf }))).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/alunos/${id}/situacao`, modelo, { situacao: 'suspenso' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/alunos/${id}`, modelo)).statusCode).toBe(404);
    const seen = (await call('GET', '/alunos?filtro=quixote%20isolado&per_page=100', modelo)).json().dados;
    expect(seen.data.map((a: { id_aluno: number }) => a.id_aluno)).toEqual([outro.id_aluno]);

    // Without a CFC header the monitor sees every school granted to it.
    const nomes = async (cfc = '') =>
      (await call('GET', '/alunos?filtro=quixote%20isolado', monitor, undefined, { cfc }))
        .json()
        .dados.data.map((a: { nome: string }) => a.nome);
    expect(await nomes('cfcmodelo')).toEqual(['Quixote Isolado Modelo']);
    expect(await nomes('autoescolademo')).toEqual(['Quixote Isolado Demo']);
    expect(await nomes()).toEqual(['Quixote Isolado Demo', 'Quixote Isolado Modelo']);
    expect((await call('GET', `/alunos/${id}`, monitor, undefined, { cfc: 'cfcmodelo' })).statusCode).toBe(
      404,
    );
    // The monitor changes a demo student while looking at the demo school; the audit names that school.
    const changed = await call(
      'PATCH',
      `/alunos/${id}/situacao`,
      monitor,
      { situacao: 'suspenso' },
      { cfc: 'autoescolademo' },
    );
    expect(changed.statusCode).toBe(200);
    const [school] = await platform.database.db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', 'autoescolademo')
      .execute();
    // The school admin does not see operator staff, only that the platform's team did it.
    const quem = async (session: Session, cfc = session.headers.cfc ?? '') =>
      (await call('GET', `/alunos/${id}/situacoes`, session, undefined, { cfc })).json().dados[0].usuario;
    expect(await quem(admin)).toBe('Equipe da plataforma');
    expect(await quem(monitor, 'autoescolademo')).toBe('Marcos Monitoramento');
    expect((await auditOf(platform, id)).at(-1)).toMatchObject({
      acao: 'aluno_situacao',
      autoescola_id: school?.id,
    });
  });

  it('refuses who may not manage students', async () => {
    const instrutor = await sessionFor(platform, '111.444.777-35');
    const aluna = await sessionFor(platform, '529.982.247-25');
    for (const session of [instrutor, aluna]) {
      expect((await call('GET', '/alunos', session)).statusCode).toBe(403);
      expect((await call('POST', '/alunos', session, alunoCompleto('Quixote Proibido'))).statusCode).toBe(
        403,
      );
    }
    const anonymous = await platform.app.inject({ method: 'GET', url: '/api/v1/alunos' });
    expect(anonymous.statusCode).toBe(401);
  });
});
