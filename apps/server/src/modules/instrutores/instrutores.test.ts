import { generateCnh, generateCpf } from '@brazilian-utils/brazilian-utils';
import { formatCpf } from '@cfc/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A CNH number with a wrong check digit. */
function wrongCnh(): string {
  const cnh = generateCnh();
  return `${cnh.slice(0, 10)}${(Number(cnh[10]) + 1) % 10}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Reply = { json(): { dados: { data: { id_instrutor: number; nome: string }[] } } };
const idsOf = (reply: Reply) => reply.json().dados.data.map((row) => row.id_instrutor);
const namesOf = (reply: Reply) => reply.json().dados.data.map((row) => row.nome);

const novo = (nome: string, extra: Record<string, unknown> = {}) => ({
  nome,
  cpf: formatCpf(generateCpf()),
  email: 'Instrutor@Exemplo.com.br',
  telefone: '(98) 98888-7777',
  cnh_numero: generateCnh(),
  cnh_categoria: 'AD',
  cnh_validade: '2031-05-10',
  credencial_numero: 'CRED-001',
  credencial_validade: '2030-12-31',
  ...extra,
});

describe.each(engines)('instructors registry on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const call = (method: Method, url: string, session: Session, payload?: object) =>
    platform.app.inject({ method, url: `/api/v1${url}`, headers: session.headers, payload });
  const list = (query: string) => call('GET', `/instrutores?${query}`, admin);
  const create = async (body: object, session = admin) => {
    const reply = await call('POST', '/instrutores', session, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados as { id_instrutor: number; cpf: string; cnh_numero: string };
  };
  const upload = (id: number, session: Session, content: Buffer, type: string) => {
    const boundary = `cfc${Date.now()}`;
    const part = `Content-Disposition: form-data; name="arquivo"; filename="foto"\r\nContent-Type: ${type}`;
    const head = Buffer.from(`--${boundary}\r\n${part}\r\n\r\n`);
    const payload = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return platform.app.inject({
      method: 'PUT',
      url: `/api/v1/instrutores/${id}/foto`,
      headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const auditOf = (acao: string, id: number) =>
    platform.database.db
      .selectFrom('audit_log')
      .select(['acao', 'usuario_id', 'entidade'])
      .where('acao', '=', acao)
      .where('entidade_id', '=', String(id))
      .execute();

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('registers an instructor with the categories the licence lets them teach, and records it', async () => {
    const body = novo('Carlos Condutor');
    const reply = await call('POST', '/instrutores', admin, body);
    expect(reply.statusCode).toBe(201);
    const { dados, mensagem } = reply.json();
    expect(mensagem).toBe('Instrutor cadastrado.');
    expect(dados).toMatchObject({
      nome: 'Carlos Condutor',
      cpf: body.cpf.replace(/\D/g, ''),
      email: 'instrutor@exemplo.com.br',
      telefone: '98988887777',
      cnh_categoria: 'AD',
      categorias_ensino: ['ACC', 'A', 'B', 'C', 'D'],
      credencial_validade: '2030-12-31',
      tem_foto: false,
      ativo: true,
    });
    expect(await auditOf('instrutor_criado', dados.id_instrutor)).toEqual([
      { acao: 'instrutor_criado', usuario_id: admin.usuarioId, entidade: 'instrutor' },
    ]);
    const b = await create(novo('Bia Carro', { cnh_categoria: 'B' }));
    const detalhe = await call('GET', `/instrutores/${b.id_instrutor}`, admin);
    expect(detalhe.json().dados.categorias_ensino).toEqual(['B']);
  });

  it('lists with filters on name, CPF and CNH, paging, sorting and situation', async () => {
    const zeca = await create(novo('Zeca Listado', { credencial_validade: '2029-01-01' }));
    const zilda = await create(novo('Zilda Listada', { credencial_validade: '2020-06-30' }));
    await create(novo('Zoe Listada', { credencial_validade: '2031-01-01' }));
    const first = await list('filtro=listad&per_page=2&sort=-credencial_validade');
    expect(first.json().dados).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(namesOf(first)).toEqual(['Zoe Listada', 'Zeca Listado']);
    const second = await list('filtro=listad&per_page=2&page=2&sort=-credencial_validade');
    // An expired credential is stored and listed with its date: the screen warns.
    expect(second.json().dados.data).toMatchObject([
      { nome: 'Zilda Listada', credencial_validade: '2020-06-30' },
    ]);

    expect(idsOf(await list(`filtro=${formatCpf(zeca.cpf)}`))).toEqual([zeca.id_instrutor]);
    expect(idsOf(await list(`filtro=${zilda.cnh_numero}`))).toEqual([zilda.id_instrutor]);

    await call('PATCH', `/instrutores/${zilda.id_instrutor}/ativo`, admin, { ativo: false });
    expect(namesOf(await list('filtro=listad&sort=nome'))).toEqual(['Zeca Listado', 'Zoe Listada']);
    const inativos = await list('filtro=listad&situacao=inativos');
    expect(inativos.json().dados.data).toMatchObject([{ nome: 'Zilda Listada', ativo: false }]);
    expect((await list('filtro=listad&situacao=todos')).json().dados.total).toBe(3);
  });

  it('edits, activates and deactivates, with audit rows', async () => {
    const { id_instrutor: id } = await create(novo('Edu Editado'));
    const edited = await call('PUT', `/instrutores/${id}`, admin, novo('Eduardo', { cnh_categoria: 'E' }));
    expect(edited.json()).toMatchObject({
      mensagem: 'Instrutor alterado.',
      dados: { nome: 'Eduardo', categorias_ensino: ['B', 'C', 'D', 'E'] },
    });
    const off = await call('PATCH', `/instrutores/${id}/ativo`, admin, { ativo: false });
    expect(off.json()).toEqual({ success: true, mensagem: 'Instrutor desativado.' });
    const on = await call('PATCH', `/instrutores/${id}/ativo`, admin, { ativo: true });
    expect(on.json()).toEqual({ success: true, mensagem: 'Instrutor ativado.' });
    expect(await auditOf('instrutor_alterado', id)).toHaveLength(1);
    expect(await auditOf('instrutor_desativado', id)).toHaveLength(1);
    expect(await auditOf('instrutor_ativado', id)).toHaveLength(1);
  });

  it('explains what is wrong, field by field', async () => {
    const wrong = await call('POST', '/instrutores', admin, {
      ...novo('Wagner Errado'),
      cpf: '390.533.447-06',
      cnh_numero: wrongCnh(),
      cnh_categoria: 'F',
      credencial_validade: '1899-12-31',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      cpf: ['CPF inválido.'],
      cnh_numero: ['Número da CNH inválido.'],
      cnh_categoria: ['Categoria da CNH inválida.'],
      credencial_validade: ['A data deve estar entre 01/01/1900 e 31/12/9999.'],
    });
    const empty = await call('POST', '/instrutores', admin, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['cnh_categoria', 'cnh_numero', 'cpf', 'credencial_numero', 'credencial_validade', 'nome'].sort(),
    );

    const first = await create(novo('Davi Duplicado'));
    const duplicate = await call('POST', '/instrutores', admin, novo('Outro Davi', { cpf: first.cpf }));
    expect(duplicate.statusCode).toBe(422);
    const taken = { cpf: ['Já existe um instrutor com este CPF nesta autoescola.'] };
    expect(duplicate.json().errors).toEqual(taken);
    const { id_instrutor: other } = await create(novo('Outro Davi'));
    const onEdit = await call('PUT', `/instrutores/${other}`, admin, novo('Outro Davi', { cpf: first.cpf }));
    expect(onEdit.json().errors).toEqual(taken);
    // Another school may register the same person.
    await create(novo('Davi no Modelo', { cpf: first.cpf }), modelo);
  });

  it("never shows or changes another school's instructors", async () => {
    const ours = await create(novo('Iara Isolada'));
    const theirs = await create(novo('Ivo Isolado'), modelo);
    for (const [method, url, payload] of [
      ['GET', `/instrutores/${ours.id_instrutor}`],
      ['PUT', `/instrutores/${ours.id_instrutor}`, novo('Iara Invadida')],
      ['PATCH', `/instrutores/${ours.id_instrutor}/ativo`, { ativo: false }],
      ['DELETE', `/instrutores/${ours.id_instrutor}`],
      ['GET', `/instrutores/${ours.id_instrutor}/foto`],
      ['DELETE', `/instrutores/${ours.id_instrutor}/foto`],
    ] as const) {
      expect((await call(method, url, modelo, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(ours.id_instrutor, modelo, PNG, 'image/png')).statusCode).toBe(404);
    const names = namesOf(await list('situacao=todos&per_page=100'));
    expect(names).toContain('Iara Isolada');
    expect(names).not.toContain('Ivo Isolado');
    expect((await list(`filtro=${theirs.cpf}`)).json().dados.total).toBe(0);
    const still = await call('GET', `/instrutores/${ours.id_instrutor}`, admin);
    expect(still.json().dados.nome).toBe('Iara Isolada');
  });

  it('stores, serves and removes the photo', async () => {
    const { id_instrutor: id } = await create(novo('Fábio Foto'));
    const none = await call('GET', `/instrutores/${id}/foto`, admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().mensagem).toBe('Instrutor sem foto.');
    const refused = await upload(id, admin, Buffer.from('não é imagem'), 'text/plain');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ arquivo: ['Envie uma imagem JPG, PNG ou WEBP de até 5 MB.'] });

    const sent = await upload(id, admin, PNG, 'image/png');
    expect(sent.statusCode, sent.body).toBe(200);
    const photo = await call('GET', `/instrutores/${id}/foto`, admin);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', `/instrutores/${id}`, admin)).json().dados.tem_foto).toBe(true);
    expect(await auditOf('instrutor_foto_alterada', id)).toHaveLength(1);

    expect((await call('DELETE', `/instrutores/${id}/foto`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/instrutores/${id}/foto`, admin)).json().mensagem).toBe('Instrutor sem foto.');
    expect((await call('GET', `/instrutores/${id}`, admin)).json().dados.tem_foto).toBe(false);
  });

  it("answers each active instructor's week, Sunday to Saturday", async () => {
    const ativo = await create(novo('Sílvia Semana'));
    const inativo = await create(novo('Saulo Semana'));
    await call('PATCH', `/instrutores/${inativo.id_instrutor}/ativo`, admin, { ativo: false });
    const reply = await call('GET', '/instrutores/dashboard?semana=2025-01-08', admin);
    expect(reply.statusCode).toBe(200);
    const { dados } = reply.json();
    const dias = [5, 6, 7, 8, 9, 10, 11].map((day) => `2025-01-${String(day).padStart(2, '0')}`);
    expect(dados).toMatchObject({ inicio: '2025-01-05', fim: '2025-01-11' });
    const ids = dados.instrutores.map((row: { id_instrutor: number }) => row.id_instrutor);
    expect(ids).toContain(ativo.id_instrutor);
    expect(ids).not.toContain(inativo.id_instrutor);
    const silvia = dados.instrutores.find(
      (row: { id_instrutor: number }) => row.id_instrutor === ativo.id_instrutor,
    );
    expect(silvia.dias).toEqual(dias.map((data) => ({ data, aulas: [] })));
    const saturday = await call('GET', '/instrutores/dashboard?semana=2025-01-11', admin);
    expect(saturday.json().dados.inicio).toBe('2025-01-05');
    const thisWeek = await call('GET', '/instrutores/dashboard', admin);
    expect(thisWeek.json().dados.instrutores.length).toBeGreaterThan(0);
    expect((await call('GET', '/instrutores/dashboard?semana=2025-02-30', admin)).statusCode).toBe(422);
  });

  it('deletes an instructor nobody references and refuses one that is referenced', async () => {
    const { id_instrutor: id } = await create(novo('Dora Deletada'));
    const deleted = await call('DELETE', `/instrutores/${id}`, admin);
    expect(deleted.json()).toEqual({ success: true, mensagem: 'Instrutor excluído.' });
    expect((await call('GET', `/instrutores/${id}`, admin)).statusCode).toBe(404);
    expect(await auditOf('instrutor_excluido', id)).toHaveLength(1);

    // A record that points at an instructor, as the practical lessons will.
    const kept = await create(novo('Rui Referido'));
    const db = platform.database.db;
    await sql`create table teste_referencia (autoescola_id bigint, instrutor_id bigint,
      foreign key (autoescola_id, instrutor_id) references instrutores (autoescola_id, id))`.execute(db);
    try {
      await sql`insert into teste_referencia select autoescola_id, id from instrutores
        where id = ${kept.id_instrutor}`.execute(db);
      const refused = await call('DELETE', `/instrutores/${kept.id_instrutor}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().mensagem).toMatch(/^Não é possível excluir/);
      expect((await call('GET', `/instrutores/${kept.id_instrutor}`, admin)).statusCode).toBe(200);
      expect(await auditOf('instrutor_excluido', kept.id_instrutor)).toEqual([]);
    } finally {
      await sql`drop table teste_referencia`.execute(db);
    }
  });

  it('exports the list as PDF, xlsx and CSV', async () => {
    const row = await create(novo('Xavier Exportado', { credencial_validade: '2027-03-09' }));
    const pdf = await call('GET', '/instrutores/pdf/-/Exportado', admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toMatchObject({ arquivo: 'instrutores.pdf', formato: 'pdf' });
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await call('GET', '/instrutores/xlsx/autoescolademo/-/true', admin);
    expect(Buffer.from(xlsx.json().dados, 'base64').subarray(0, 2).toString()).toBe('PK');
    const csv = await call('GET', '/instrutores/xlsx/-/Exportado?formato=csv', admin);
    const text: string = csv.json().dados;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, line, rest] = text.slice(1).trim().split(/\r?\n/);
    expect(header).toBe('Nome;CPF;CNH;Categoria;Credencial;Validade da credencial;Situação');
    const cpf = formatCpf(row.cpf);
    expect(line).toBe(`Xavier Exportado;${cpf};${row.cnh_numero};AD;CRED-001;09/03/2027;Ativo`);
    expect(rest).toBeUndefined();
    expect((await call('GET', '/instrutores/pdf/cfcmodelo/-', admin)).statusCode).toBe(403);
  });

  it('is refused to roles outside the admin layout', async () => {
    const instrutor = await sessionFor(platform, '111.444.777-35');
    expect((await call('GET', '/instrutores', instrutor)).statusCode).toBe(403);
    expect((await call('POST', '/instrutores', instrutor, novo('Nunca Criado'))).statusCode).toBe(403);
  });
});
