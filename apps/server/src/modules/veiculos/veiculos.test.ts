import { generateLicensePlate, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { constraintViolation, isVeiculoVinculado } from './service.ts';

const engines = await testEngines();

type Vinculo = { inicio: string; fim: string | null };
const periodo = (inicio: string, fim: string | null = null): Vinculo => ({ inicio, fim });
const SEMPRE = [periodo('2000-01-01')];

const TAKEN = ['Já existe um veículo com esta placa nesta autoescola.'];
const OVERLAP = ['Os períodos de vínculo não podem se sobrepor.'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const novo = (modelo: string, extra: Record<string, unknown> = {}) => ({
  placa: generateLicensePlate(),
  renavam: generateRenavam(),
  marca: 'Fiat',
  modelo,
  ano_fabricacao: 2020,
  ano_modelo: 2021,
  categoria: 'B',
  hodometro: 12345,
  vinculos: SEMPRE,
  ...extra,
});

describe.each(engines)('vehicles registry on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const call = (method: Method, url: string, session: Session, payload?: object) =>
    platform.app.inject({ method, url: `/api/v1${url}`, headers: session.headers, payload });
  const get = async (url: string) => (await call('GET', url, admin)).json().dados;
  const ids = async (query: string) =>
    (await get(`/veiculos?${query}`)).data.map((row: { id_veiculo: number }) => row.id_veiculo);
  const create = async (body: object, session = admin) => {
    const reply = await call('POST', '/veiculos', session, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados as { id_veiculo: number; placa: string; renavam: string; vinculos: Vinculo[] };
  };
  const auditOf = (acao: string, id: number) =>
    platform.database.db
      .selectFrom('audit_log')
      .select(['acao', 'usuario_id', 'entidade'])
      .where('acao', '=', acao)
      .where('entidade_id', '=', String(id))
      .execute();
  const schoolId = async (slug: string) => {
    const query = platform.database.db.selectFrom('autoescolas').select('id').where('slug', '=', slug);
    return (await query.executeTakeFirstOrThrow()).id;
  };

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('registers a vehicle with its periods in order, linked today, and records it', async () => {
    const body = novo('Argo Cadastro', {
      placa: 'abc-1234',
      vinculos: [periodo('2024-06-01'), periodo('2023-01-01', '2023-12-31')],
    });
    const reply = await call('POST', '/veiculos', admin, body);
    expect(reply.statusCode).toBe(201);
    const { dados, mensagem } = reply.json();
    expect(mensagem).toBe('Veículo cadastrado.');
    expect(dados).toMatchObject({
      placa: 'ABC1234',
      renavam: body.renavam,
      modelo: 'Argo Cadastro',
      ano_modelo: 2021,
      hodometro: 12345,
      ativo: true,
      vinculos: [periodo('2023-01-01', '2023-12-31'), periodo('2024-06-01')],
      vinculado_hoje: true,
    });
    expect(await auditOf('veiculo_criado', dados.id_veiculo)).toEqual([
      { acao: 'veiculo_criado', usuario_id: admin.usuarioId, entidade: 'veiculo' },
    ]);
    const ended = await create(novo('Uno', { vinculos: [{ inicio: '2001-01-01', fim: '2001-12-31' }] }));
    expect((await get(`/veiculos/${ended.id_veiculo}`)).vinculado_hoje).toBe(false);
  });

  it('lists with periods, filters on plate, model, make and RENAVAM, pages and sorts', async () => {
    const alfa = await create(novo('Listado Alfa'));
    const beta = await create(novo('Listado Beta'));
    await create(novo('Listado Gama'));
    const first = await get('/veiculos?filtro=listado&per_page=2&sort=-modelo');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(first.data).toMatchObject([
      { modelo: 'Listado Gama', vinculos: SEMPRE, vinculado_hoje: true },
      { modelo: 'Listado Beta', vinculos: SEMPRE },
    ]);
    const plate = `${alfa.placa.slice(0, 3)}-${alfa.placa.slice(3)}`.toLowerCase();
    expect(await ids(`filtro=${plate}`)).toEqual([alfa.id_veiculo]);
    expect(await ids(`filtro=${beta.renavam}`)).toEqual([beta.id_veiculo]);
    expect((await ids('filtro=fiat')).length).toBeGreaterThanOrEqual(3);

    await call('PATCH', `/veiculos/${beta.id_veiculo}/ativo`, admin, { ativo: false });
    expect((await get('/veiculos?filtro=listado')).total).toBe(2);
    const inativos = await get('/veiculos?filtro=listado&situacao=inativos');
    expect(inativos.data).toMatchObject([{ modelo: 'Listado Beta', ativo: false }]);
    expect((await get('/veiculos?filtro=listado&situacao=todos')).total).toBe(3);
  });

  it('explains what is wrong, field by field', async () => {
    const wrong = await call('POST', '/veiculos', admin, {
      ...novo('Errado'),
      placa: 'AB-12',
      renavam: '12345678901',
      ano_fabricacao: 1800,
      vinculos: [{ inicio: '2024-05-10', fim: '2024-05-01' }, { inicio: '0999-01-01' }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      placa: ['Placa inválida (use ABC1234 ou ABC1D23).'],
      renavam: ['RENAVAM inválido.'],
      ano_fabricacao: ['Ano inválido.'],
      'vinculos.0.fim': ['O fim do vínculo deve ser depois do início.'],
      'vinculos.1.inicio': ['A data deve estar entre 01/01/1900 e 31/12/9999.'],
    });
    const none = await call('POST', '/veiculos', admin, novo('Sem Vínculo', { vinculos: [] }));
    const atLeastOne = ['Informe ao menos um período de vínculo com a autoescola.'];
    expect(none.json().errors).toEqual({ vinculos: atLeastOne });

    const first = await create(novo('Placa Repetida'));
    // Both ends count: a period that starts the day another ends overlaps it.
    const overlap = [periodo('2024-01-01', '2024-03-31'), periodo('2024-03-31')];
    const both = await call(
      'POST',
      '/veiculos',
      admin,
      novo('Outra', { placa: first.placa, vinculos: overlap }),
    );
    expect(both.json().errors).toEqual({ placa: TAKEN, vinculos: OVERLAP });
    const other = await create(novo('Outra'));
    const onEdit = await call(
      'PUT',
      `/veiculos/${other.id_veiculo}`,
      admin,
      novo('O', { placa: first.placa }),
    );
    expect(onEdit.json().errors).toEqual({ placa: TAKEN });
    // Another school may hold the same plate.
    await create(novo('No Modelo', { placa: first.placa }), modelo);
  });

  it('edits a vehicle and replaces its periods; a refused edit changes nothing', async () => {
    const { id_veiculo: id } = await create(novo('Editável'));
    const periods = [periodo('2022-01-01', '2022-12-31'), periodo('2023-02-01')];
    const edited = await call(
      'PUT',
      `/veiculos/${id}`,
      admin,
      novo('Editado', { hodometro: 9, vinculos: periods }),
    );
    expect(edited.json()).toMatchObject({
      mensagem: 'Veículo alterado.',
      dados: { modelo: 'Editado', hodometro: 9, vinculos: periods },
    });
    const overlapping = await call('PUT', `/veiculos/${id}`, admin, {
      ...novo('Sobreposto'),
      vinculos: [periodo('2022-01-01'), periodo('2025-01-01', '2025-02-01')],
    });
    expect(overlapping.json().errors).toEqual({ vinculos: OVERLAP });
    expect(await get(`/veiculos/${id}`)).toMatchObject({ modelo: 'Editado', vinculos: periods });
    expect(await auditOf('veiculo_alterado', id)).toHaveLength(1);
  });

  it('keeps the end of the yearly licensing, lists and sorts by it, and clears it', async () => {
    const { id_veiculo: id } = await create(novo('Licenciado', { licenciamento_validade: '2027-03-31' }));
    expect(await get(`/veiculos/${id}`)).toMatchObject({ licenciamento_validade: '2027-03-31' });
    const edited = await call(
      'PUT',
      `/veiculos/${id}`,
      admin,
      novo('Licenciado', { licenciamento_validade: '2027-04-30' }),
    );
    expect(edited.json().dados.licenciamento_validade).toBe('2027-04-30');
    const audit = await platform.database.db
      .selectFrom('audit_log')
      .select('dados')
      .where('acao', '=', 'veiculo_alterado')
      .where('entidade_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.dados).toMatchObject({ licenciamento_validade: '2027-04-30' });
    const page = await get('/veiculos?filtro=Licenciado&sort=licenciamento_validade');
    expect(page.data[0]).toMatchObject({ id_veiculo: id, licenciamento_validade: '2027-04-30' });

    // Left blank, it is not recorded (and not checked).
    const blank = await call(
      'PUT',
      `/veiculos/${id}`,
      admin,
      novo('Licenciado', { licenciamento_validade: '' }),
    );
    expect(blank.json().dados.licenciamento_validade).toBeNull();
    const wrong = await call(
      'PUT',
      `/veiculos/${id}`,
      admin,
      novo('Licenciado', { licenciamento_validade: '31/02/2027' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['licenciamento_validade']);
    expect(await get(`/veiculos/${id}`)).toMatchObject({ licenciamento_validade: null });
  });

  it('seeds every demo vehicle with a valid licensing, one about to expire in each school', async () => {
    const today = todayInSaoPaulo();
    const soon = addDays(today, 30);
    for (const session of [admin, modelo]) {
      const reply = await call('GET', '/veiculos?per_page=100&situacao=todos', session);
      const seeded = (
        reply.json().dados.data as { modelo: string; licenciamento_validade: string | null }[]
      ).filter((row) => row.modelo === 'Accelo 1016' || row.modelo === 'Gol 1.0');
      expect(seeded.length).toBeGreaterThanOrEqual(2);
      for (const row of seeded)
        expect(row.licenciamento_validade && row.licenciamento_validade >= today).toBe(true);
      const expiring = seeded.filter((row) => (row.licenciamento_validade ?? '') <= soon);
      expect(expiring.map((row) => row.modelo)).toEqual(['Accelo 1016']);
    }
  });

  it('saves nothing when a period is refused by the database', async () => {
    const { id_veiculo: id, placa } = await create(novo('Intacto'));
    const db = platform.database.db;
    // The database refuses one period: the vehicle and its other periods must roll back with it.
    await sql`alter table veiculo_vinculos
      add constraint teste_recusa check (inicio <> date '1950-01-01') not valid`.execute(db);
    try {
      const periods = [periodo('1940-01-01', '1940-12-31'), periodo('1950-01-01')];
      const created = await call('POST', '/veiculos', admin, novo('Meio Salvo', { vinculos: periods }));
      expect(created.statusCode).toBe(500);
      expect((await get('/veiculos?filtro=meio salvo&situacao=todos')).total).toBe(0);
      const edited = await call('PUT', `/veiculos/${id}`, admin, novo('Meio', { placa, vinculos: periods }));
      expect(edited.statusCode).toBe(500);
      expect(await get(`/veiculos/${id}`)).toMatchObject({ modelo: 'Intacto', vinculos: SEMPRE });
      expect(await auditOf('veiculo_alterado', id)).toEqual([]);
    } finally {
      await sql`alter table veiculo_vinculos drop constraint teste_recusa`.execute(db);
    }
  });

  it("maps the database's refusal of overlapping periods to the form's message", async () => {
    const { id_veiculo: id } = await create(novo('Exclusão'));
    const db = platform.database.db;
    const error = await sql`insert into veiculo_vinculos (autoescola_id, veiculo_id, inicio, fim)
      select autoescola_id, id, date '2010-01-01', date '2010-12-31' from veiculos where id = ${id}`
      .execute(db)
      .catch((caught: unknown) => caught);
    expect((error as { code?: string }).code).toBe('23P01');
    const mapped = (() => {
      try {
        constraintViolation(error);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ statusCode: 422, extra: { errors: { vinculos: OVERLAP } } });
  });

  it('tells whether a vehicle is linked on a date', async () => {
    const { id_veiculo: id } = await create(
      novo('Vínculo', {
        vinculos: [periodo('2024-01-01', '2024-03-31'), periodo('2024-06-01')],
      }),
    );
    const linked = ['2024-01-01', '2024-02-15', '2024-03-31', '2024-06-01', '2030-01-01'];
    for (const data of [...linked, '2023-12-31', '2024-04-01', '2024-05-31']) {
      const vinculado = linked.includes(data);
      const reply = await call('GET', `/veiculos/${id}/vinculado?data=${data}`, admin);
      expect(reply.json(), data).toEqual({ success: true, dados: { vinculado } });
    }
    expect((await get(`/veiculos/${id}/vinculado`)).vinculado).toBe(true);
    expect((await call('GET', `/veiculos/${id}/vinculado?data=2024-13-01`, admin)).statusCode).toBe(422);

    // Other modules call the service inside their own tenant transaction.
    const inScope = async (slug: string) =>
      withTenant(platform.database.db, { usuarioId: null, autoescolaIds: [await schoolId(slug)] }, () =>
        isVeiculoVinculado({ veiculoId: id, data: '2024-02-15' }),
      );
    expect(await inScope('autoescolademo')).toBe(true);
    expect(await inScope('cfcmodelo')).toBe(false);
  });

  it("never shows or changes another school's vehicles", async () => {
    const ours = await create(novo('Isolado Nosso'));
    const theirs = await create(novo('Isolado Deles'), modelo);
    for (const [method, url, payload] of [
      ['GET', `/veiculos/${ours.id_veiculo}`],
      ['GET', `/veiculos/${ours.id_veiculo}/vinculado?data=2024-01-01`],
      ['PUT', `/veiculos/${ours.id_veiculo}`, novo('Invadido')],
      ['PATCH', `/veiculos/${ours.id_veiculo}/ativo`, { ativo: false }],
      ['DELETE', `/veiculos/${ours.id_veiculo}`],
    ] as const) {
      expect((await call(method, url, modelo, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await ids('filtro=isolado&situacao=todos')).toEqual([ours.id_veiculo]);
    expect(await ids(`filtro=${theirs.placa}`)).toEqual([]);
    expect((await get(`/veiculos/${ours.id_veiculo}`)).modelo).toBe('Isolado Nosso');
  });

  it('deletes a vehicle with its periods, and records it', async () => {
    const { id_veiculo: id } = await create(novo('Excluído'));
    const deleted = await call('DELETE', `/veiculos/${id}`, admin);
    expect(deleted.json()).toEqual({ success: true, mensagem: 'Veículo excluído.' });
    expect((await call('GET', `/veiculos/${id}`, admin)).statusCode).toBe(404);
    const left = platform.database.db
      .selectFrom('veiculo_vinculos')
      .select('id')
      .where('veiculo_id', '=', id);
    expect(await left.execute()).toEqual([]);
    expect(await auditOf('veiculo_excluido', id)).toHaveLength(1);
  });

  it('exports the list as PDF, xlsx and CSV', async () => {
    const row = await create(
      novo('Exportável', {
        marca: 'VW',
        categoria: 'A',
        hodometro: 321,
        licenciamento_validade: '2027-03-31',
      }),
    );
    const pdf = await call('GET', '/veiculos/pdf/-/Exportável', admin);
    expect(pdf.json()).toMatchObject({ arquivo: 'veiculos.pdf', formato: 'pdf' });
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await call('GET', '/veiculos/xlsx/autoescolademo/-/true', admin);
    expect(Buffer.from(xlsx.json().dados, 'base64').subarray(0, 2).toString()).toBe('PK');
    const csv = await call('GET', `/veiculos/xlsx/-/${row.placa}?formato=csv`, admin);
    const text: string = csv.json().dados;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).trim().split(/\r?\n/)).toEqual([
      'Placa;Marca/Modelo;Ano;Categoria;Hodômetro;Licenciamento até;Vinculado hoje;Situação',
      `${row.placa};VW Exportável;2020/2021;A;321;31/03/2027;Sim;Ativo`,
    ]);
  });
});
