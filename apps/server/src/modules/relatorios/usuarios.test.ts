import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from '../processos/processos.fixtures.ts';

const engines = await testEngines();

const ACOES = '/relatorios/acoes-usuarios';
/** A past month no demo record reaches. */
const MAIO = 'de=2019-05-01&ate=2019-05-31';

describe.each(engines)('relatório de ações de usuários on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const { call, novoAluno } = fixtures(() => platform);
  let usuarios: { admin: number; gestor: number };

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    const { db } = platform.database;
    const idOf = async (email: string) =>
      await db
        .selectFrom('usuarios')
        .select(['id', 'autoescola_id'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const demoAdmin = await idOf('admin@demo.cfc');
    const gestor = await idOf('gestor@demo.cfc');
    const modeloAdmin = await idOf('admin@modelo.cfc');
    usuarios = { admin: demoAdmin.id, gestor: gestor.id };
    const linha = (
      usuario: { id: number; autoescola_id: number | null },
      acao: string,
      quando: string,
      extra: { entidade?: string; entidade_id?: string; dados?: object; ip?: string } = {},
    ) => ({
      autoescola_id: usuario.autoescola_id,
      usuario_id: usuario.id,
      id_role: 1,
      acao,
      entidade: extra.entidade ?? null,
      entidade_id: extra.entidade_id ?? null,
      dados: extra.dados ? JSON.stringify(extra.dados) : null,
      ip: extra.ip ?? '177.71.20.14',
      user_agent: 'Mozilla/5.0 (teste)',
      created_at: new Date(`${quando}:00-03:00`),
    });
    await db
      .insertInto('audit_log')
      .values([
        linha(demoAdmin, 'login', '2019-05-02T08:00'),
        linha(demoAdmin, 'veiculo_atualizado', '2019-05-02T08:10', {
          entidade: 'veiculo',
          entidade_id: '77',
          dados: { antes: { placa: 'ABC1234' }, depois: { placa: 'ABC1D23' } },
        }),
        linha(gestor, 'login', '2019-05-03T09:00', { ip: '189.40.88.201' }),
        linha(gestor, 'aluno_criado', '2019-05-03T09:05', {
          entidade: 'aluno',
          entidade_id: '12',
          ip: '189.40.88.201',
        }),
        // The first instant of June in São Paulo: outside May.
        linha(gestor, 'login', '2019-06-01T00:00'),
        linha(modeloAdmin, 'login', '2019-05-04T10:00'),
      ])
      .execute();
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it("lists the school's actions of the period, newest first, with totals equal to the rows'", async () => {
    const reply = await call('GET', `${ACOES}?${MAIO}`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const { dados } = reply.json();
    expect(dados.data.map((row: { acao: string }) => row.acao)).toEqual([
      'aluno_criado',
      'login',
      'veiculo_atualizado',
      'login',
    ]);
    expect(dados.data[2]).toMatchObject({
      created_at: '2019-05-02T11:10:00Z',
      usuario_id: usuarios.admin,
      usuario_nome: expect.any(String),
      entidade: 'veiculo',
      entidade_id: '77',
      dados: { antes: { placa: 'ABC1234' }, depois: { placa: 'ABC1D23' } },
      ip: '177.71.20.14',
      user_agent: 'Mozilla/5.0 (teste)',
    });
    const { totais } = dados;
    expect(totais).toMatchObject({ acoes: dados.data.length, usuarios: 2, ips: 2 });
    expect(totais.por_acao).toEqual([
      { acao: 'login', total: 2 },
      { acao: 'aluno_criado', total: 1 },
      { acao: 'veiculo_atualizado', total: 1 },
    ]);
    const somaPorUsuario = totais.por_usuario.reduce(
      (soma: number, row: { total: number }) => soma + row.total,
      0,
    );
    expect(somaPorUsuario).toBe(totais.acoes);

    // The other school sees only its own line.
    const outra = (await call('GET', `${ACOES}?${MAIO}`, modelo)).json().dados;
    expect(outra.totais.acoes).toBe(1);
    expect(outra.data.map((row: { acao: string }) => row.acao)).toEqual(['login']);
  });

  it('filters by user, action and text, and refuses a bad action code', async () => {
    const porUsuario = (await call('GET', `${ACOES}?${MAIO}&usuario_id=${usuarios.gestor}`, admin)).json()
      .dados;
    expect(porUsuario.totais).toMatchObject({ acoes: 2, usuarios: 1 });
    const logins = (await call('GET', `${ACOES}?${MAIO}&acao=login`, admin)).json().dados;
    expect(logins.total).toBe(2);
    const porIp = (await call('GET', `${ACOES}?${MAIO}&filtro=189.40.88.201`, admin)).json().dados;
    expect(porIp.totais.acoes).toBe(2);
    const porRegistro = (await call('GET', `${ACOES}?${MAIO}&filtro=veiculo`, admin)).json().dados;
    expect(porRegistro.data.map((row: { entidade_id: string }) => row.entidade_id)).toEqual(['77']);
    const invalida = await call('GET', `${ACOES}?acao=${encodeURIComponent("x' or 1=1")}`, admin);
    expect(invalida.statusCode).toBe(422);
    expect(invalida.json().errors.acao).toEqual(['Ação inválida.']);
  });

  it("records a change made through the API in the current month's report, with where it came from", async () => {
    const id = await novoAluno(admin, 'Yolanda Auditoria');
    const { dados } = (await call('GET', `${ACOES}?acao=aluno_criado&filtro=${id}`, admin)).json();
    expect(dados.data).toHaveLength(1);
    expect(dados.data[0]).toMatchObject({
      acao: 'aluno_criado',
      entidade_id: String(id),
      usuario_id: usuarios.admin,
    });
  });

  it('exports the actions with the data recorded', async () => {
    const csv = await call('GET', `${ACOES}/xlsx/-/-?${MAIO}&formato=csv`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv
      .json()
      .dados.replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Data e hora;Usuário;Perfil;Ação;Registro;IP;Navegador;Dados');
    expect(lines).toHaveLength(6);
    expect(lines[2]).toContain('veiculo_atualizado;veiculo nº 77;177.71.20.14');
    expect(lines[2]).toContain('ABC1D23');
    expect(lines[5]).toBe('Total;2 usuário(s);;4 ação(ões);;2 IP(s);;');
    const pdf = await call('GET', `${ACOES}/pdf/-/-?${MAIO}`, admin);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().arquivo).toBe('relatorio-acoes-usuarios.pdf');
  });
});
