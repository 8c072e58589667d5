import { Role } from '@cfc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from '../processos/processos.fixtures.ts';

const engines = await testEngines();

const ADMIN = '/relatorios/admin';
/** A past month no demo record reaches. */
const MAIO = 'de=2019-05-01&ate=2019-05-31';
const CAMPOS = [
  'logins',
  'logins_falhos',
  'acoes',
  'aulas_agendadas',
  'aulas_remarcadas',
  'aulas_canceladas',
];

describe.each(engines)('relatório da equipe on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const { call } = fixtures(() => platform);
  let gestorId: number;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    const { db } = platform.database;
    const usuario = (email: string) =>
      db
        .selectFrom('usuarios')
        .select(['id', 'autoescola_id'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const demoAdmin = await usuario('admin@demo.cfc');
    const gestor = await usuario('gestor@demo.cfc');
    const modeloAdmin = await usuario('admin@modelo.cfc');
    gestorId = gestor.id;
    const quando = (dia: string) => new Date(`${dia}T10:00:00-03:00`);
    const linha = (u: { id: number; autoescola_id: number | null }, acao: string, dia: string) => ({
      autoescola_id: u.autoescola_id,
      usuario_id: u.id,
      id_role: 1,
      acao,
      created_at: quando(dia),
    });
    await db
      .insertInto('audit_log')
      .values([
        linha(gestor, 'login', '2019-05-02'),
        linha(gestor, 'login', '2019-05-09'),
        linha(gestor, 'login_falhou', '2019-05-09'),
        linha(gestor, 'aluno_criado', '2019-05-09'),
        linha(gestor, 'veiculo_atualizado', '2019-05-10'),
        linha(gestor, 'logout', '2019-05-10'),
        linha(demoAdmin, 'login', '2019-05-03'),
        linha(demoAdmin, 'login', '2019-06-03'),
        linha(modeloAdmin, 'login', '2019-05-03'),
        linha(modeloAdmin, 'aluno_criado', '2019-05-03'),
      ])
      .execute();
    const aula = await db
      .selectFrom('aulas_praticas')
      .select(['id', 'autoescola_id'])
      .where('autoescola_id', '=', gestor.autoescola_id ?? 0)
      .limit(1)
      .executeTakeFirstOrThrow();
    const historico = (acao: 'agendada' | 'remarcada' | 'cancelada', dia: string) => ({
      autoescola_id: aula.autoescola_id,
      aula_id: aula.id,
      acao,
      usuario_id: gestor.id,
      created_at: quando(dia),
    });
    await db
      .insertInto('aula_historico')
      .values([
        historico('agendada', '2019-05-04'),
        historico('agendada', '2019-05-05'),
        historico('remarcada', '2019-05-06'),
        historico('cancelada', '2019-05-07'),
      ])
      .execute();
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it("lists the school's staff with their sign-ins, actions and lessons of the period; totals are the rows' sums", async () => {
    const reply = await call('GET', `${ADMIN}?${MAIO}&per_page=100`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const { dados } = reply.json();
    const gestor = dados.data.find((row: { usuario_id: number }) => row.usuario_id === gestorId);
    expect(gestor).toMatchObject({
      id_role: Role.GESTOR,
      logins: 2,
      logins_falhos: 1,
      acoes: 2,
      aulas_agendadas: 2,
      aulas_remarcadas: 1,
      aulas_canceladas: 1,
    });
    // Students are not staff; every row is of the demo school.
    expect(dados.data.every((row: { id_role: number }) => row.id_role !== Role.ALUNO)).toBe(true);
    const somas = Object.fromEntries(
      CAMPOS.map((campo) => [
        campo,
        dados.data.reduce((total: number, row: Record<string, number>) => total + (row[campo] ?? 0), 0),
      ]),
    );
    expect(dados.totais).toEqual({ usuarios: dados.data.length, ...somas });
    expect(dados.totais).toMatchObject({ logins: 3, acoes: 2, aulas_agendadas: 2 });
    // The demo administrator signed in since: their last sign-in is the newest one, whatever the period.
    const eu = dados.data.find((row: { nome: string; ultimo_login: string | null }) => row.ultimo_login);
    expect(eu?.ultimo_login).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const outra = (await call('GET', `${ADMIN}?${MAIO}&per_page=100`, modelo)).json().dados;
    expect(outra.data.map((row: { usuario_id: number }) => row.usuario_id)).not.toContain(gestorId);
    expect(outra.totais).toMatchObject({ logins: 1, acoes: 1, aulas_agendadas: 0 });
  });

  it('filters by role and name, and refuses the student role', async () => {
    const gestores = (await call('GET', `${ADMIN}?${MAIO}&id_role=${Role.GESTOR}`, admin)).json().dados;
    expect(gestores.data.length).toBeGreaterThan(0);
    expect(gestores.data.every((row: { id_role: number }) => row.id_role === Role.GESTOR)).toBe(true);
    const alunos = await call('GET', `${ADMIN}?id_role=${Role.ALUNO}`, admin);
    expect(alunos.statusCode).toBe(422);
    expect(alunos.json().errors.id_role).toEqual(['Perfil inválido.']);
  });

  it('exports the staff with the totals as the last row', async () => {
    const csv = await call('GET', `${ADMIN}/xlsx/-/-?${MAIO}&id_role=${Role.GESTOR}&formato=csv`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv
      .json()
      .dados.replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Usuário;Perfil;Ativo;Acessos;Falhas de acesso;Ações;Aulas agendadas;Remarcadas;Canceladas;Último acesso',
    );
    expect(lines.at(-1)).toMatch(/^Total;\d+ usuário\(s\);;2;1;2;2;1;1;$/);
    const pdf = await call('GET', `${ADMIN}/pdf/-/-?${MAIO}`, admin);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().arquivo).toBe('relatorio-admin.pdf');
  });
});
