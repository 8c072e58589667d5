import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines.ts';
import {
  apiCaller,
  type Session,
  sessionFor,
  startTestPlatform,
  type TestPlatform,
} from '../../test/platform.ts';

const engines = await testEngines();

const LISTS = ['alunos', 'aulas-praticas', 'turmas-teoricas', 'instrutores', 'veiculos'] as const;
const ID_OF: Record<(typeof LISTS)[number], string> = {
  alunos: 'id_aluno',
  'aulas-praticas': 'id_aula_pratica',
  'turmas-teoricas': 'id_turma',
  instrutores: 'id_instrutor',
  veiculos: 'id_veiculo',
};
const MASKED = /^\d{3}\.\d{3}\.\d{3}-\*\*$/;
const WHOLE = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

describe.each(engines)("the traffic authority's area on $name", (engine) => {
  let platform: TestPlatform;
  const call = apiCaller(() => platform);
  let detran: Session;
  let monitor: Session;
  let modelo: Session;
  let admin: Session;

  /** How many reads of the authority are recorded. */
  const recorded = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from acessos_autoridade`.execute(
          platform.database.db,
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    detran = await sessionFor(platform, 'detran@demo.cfc');
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    admin = await sessionFor(platform, 'admin@demo.cfc');
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it("lists only its state's schools, CPFs masked, and opens a record whole", async () => {
    for (const lista of LISTS) {
      const reply = await call('GET', `/detran/${lista}?per_page=100`, detran);
      expect(reply.statusCode, reply.body).toBe(200);
      const { data, total } = reply.json().dados;
      expect(total, lista).toBeGreaterThan(0);
      expect(new Set(data.map((row: { autoescola: string }) => row.autoescola)), lista).toEqual(
        new Set(['Autoescola Demo']),
      );
      const first = data[0];
      if ('cpf' in first) expect(first.cpf, lista).toMatch(MASKED);
      const detail = await call('GET', `/detran/${lista}/${first[ID_OF[lista]]}`, detran);
      expect(detail.statusCode, detail.body).toBe(200);
      if ('cpf' in first) expect(detail.json().dados.cpf, lista).toMatch(WHOLE);
    }
    const aula = (await call('GET', '/detran/aulas-praticas?status=realizada&per_page=1', detran)).json()
      .dados.data[0];
    const detalhe = (await call('GET', `/detran/aulas-praticas/${aula.id_aula_pratica}`, detran)).json()
      .dados;
    expect(detalhe).toMatchObject({ status: 'realizada', slug: 'autoescolademo' });
    expect(detalhe.hodometro_fim).toBeGreaterThan(detalhe.hodometro_inicio);
  });

  it("never sees another state's records: a CFC Modelo (PI) student is not found", async () => {
    const deModelo = (await call('GET', '/alunos?per_page=1', modelo)).json().dados.data[0];
    const reply = await call('GET', `/detran/alunos/${deModelo.id_aluno}`, detran);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().mensagem).toBe('Aluno não encontrado nas autoescolas do seu estado.');
    const escolha = await call('GET', '/detran/alunos', detran, undefined, { cfc: 'cfcmodelo' });
    expect(escolha.statusCode).toBe(403);
  });

  it('filters by name or CPF, status and period', async () => {
    const alice = await call('GET', '/detran/alunos?filtro=529.982', detran);
    expect(alice.json().dados.data.map((row: { cpf: string }) => row.cpf)).toEqual(['529.982.247-**']);
    const ativos = (await call('GET', '/detran/instrutores?status=ativos', detran)).json().dados.data;
    expect(ativos.every((row: { ativo: boolean }) => row.ativo)).toBe(true);
    const hoje = new Date().toISOString().slice(0, 10);
    const futuras = (await call('GET', `/detran/aulas-praticas?de=${hoje}&status=agendada`, detran)).json()
      .dados;
    expect(futuras.total).toBeGreaterThan(0);
    const bad = await call('GET', '/detran/aulas-praticas?de=2026-02-31', detran);
    expect(bad.statusCode).toBe(422);
  });

  it('exports each list as PDF and spreadsheet', async () => {
    for (const lista of LISTS) {
      const pdf = await call('GET', `/detran/${lista}/pdf/-/-`, detran);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
      const csv = await call('GET', `/detran/${lista}/xlsx/-/-?formato=csv`, detran);
      expect(csv.json().dados).toContain('Autoescola Demo');
      expect(csv.json().dados).not.toContain('CFC Modelo');
    }
  });

  it('is refused every write of the API, and other roles are refused its area', async () => {
    // Its own account's security (the second factor, the session) is not school data; checking a
    // copy of a contestation report uploads a file to read it, changing nothing.
    const writes = platform.app.accessTable.filter(
      (entry) =>
        entry.method !== 'GET' &&
        !('public' in entry.access) &&
        entry.access.roles !== undefined &&
        !entry.url.startsWith('/api/v1/login') &&
        entry.url !== '/api/v1/monitoramento/relatorio-contestacao/verificar',
    );
    expect(writes.length).toBeGreaterThan(50);
    for (const write of writes) {
      const url = write.url.replace('/api/v1', '').replace(/:(\w+)/g, '1');
      const reply = await call(write.method as 'POST', url, detran, {});
      expect(reply.statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    for (const other of [admin, monitor]) {
      expect((await call('GET', '/detran/alunos', other)).statusCode).toBe(403);
    }
  });

  it('records every read it makes, and the operator reads the record', async () => {
    const antes = await recorded();
    await call('GET', '/detran/alunos?filtro=Carla&per_page=5', detran);
    const aluno = (await call('GET', '/detran/alunos?per_page=1', detran)).json().dados.data[0];
    await call('GET', `/detran/alunos/${aluno.id_aluno}`, detran);
    await call('GET', '/detran/veiculos/pdf/-/-', detran);
    await call('GET', '/monitoramento/fotos?limite=3', detran);
    // Others' reads are not the authority's.
    await call('GET', '/alunos', admin);
    expect(await recorded()).toBe(antes + 5);

    const reply = await call('GET', '/monitoramento/acessos-autoridade?per_page=5', monitor);
    expect(reply.statusCode, reply.body).toBe(200);
    const [foto, pdf, detalhe, lista, filtrada] = reply.json().dados.data;
    expect(filtrada).toMatchObject({
      usuario: expect.any(String),
      uf: 'MA',
      rota: '/api/v1/detran/alunos',
      filtros: { filtro: 'Carla', per_page: 5 },
      status: 200,
    });
    expect(lista.registros).toBe(1);
    expect(detalhe).toMatchObject({ rota: '/api/v1/detran/alunos/:id', parametros: { id: aluno.id_aluno } });
    expect(filtrada.filtros).not.toHaveProperty('de');
    expect(detalhe.registros).toBe(1);
    expect(pdf).toMatchObject({ rota: '/api/v1/detran/veiculos/pdf/:id/:param', registros: null });
    expect(foto).toMatchObject({ rota: '/api/v1/monitoramento/fotos', registros: 3 });
    expect(foto.ip).toBeTruthy();
    expect((await call('GET', '/monitoramento/acessos-autoridade', detran)).statusCode).toBe(403);
    expect((await call('GET', '/monitoramento/acessos-autoridade', admin)).statusCode).toBe(403);
    // The record is never changed.
    await expect(sql`delete from acessos_autoridade`.execute(platform.database.db)).rejects.toThrow(
      'não pode ser alterado',
    );
  });
});
