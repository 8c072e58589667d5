import type { DashboardMonitoramento, RelatorioMonitoramento } from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { avisarAlertas } from '../alertas/realtime.ts';

const engines = await testEngines();

/** Every school the session may see: the CFC header left out, as the monitoring screens call. */
const acrossSchools = (session: Session) => {
  const { cfc: _cfc, ...headers } = session.headers;
  return headers;
};

describe.each(engines)('monitoring dashboard and lists on $name', (engine) => {
  let platform: Platform;
  let monitor: Session;
  let comercial: Session;
  const get = (url: string, session: Session, headers = acrossSchools(session)) =>
    platform.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const system = <T>(work: Parameters<typeof withSystem<T>>[1]) => withSystem(platform.database.db, work);
  const schoolId = (slug: string) =>
    system(async () => {
      const found = await systemDb()
        .selectFrom('autoescolas')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      return found.id;
    });

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
    comercial = await sessionFor(platform, 'comercial@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('shows the seeded lesson under way with its last GPS fix, and the offline cameras', async () => {
    const reply = await get('/monitoramento/dashboard', monitor);
    expect(reply.statusCode, reply.body).toBe(200);
    const dados: DashboardMonitoramento = reply.json().dados;
    expect(dados.aulas_em_andamento).toHaveLength(1);
    const [aula] = dados.aulas_em_andamento;
    expect(aula).toMatchObject({ autoescola: 'autoescolademo' });
    expect(aula?.ultima_posicao_em).not.toBeNull();
    expect(Date.parse(aula?.ultima_posicao_em ?? '')).toBeGreaterThan(Date.parse(aula?.iniciada_em ?? ''));
    // One of each school's two cameras is offline (seed).
    expect(dados.cameras_offline.map((camera) => camera.autoescola).sort()).toEqual([
      'autoescolademo',
      'cfcmodelo',
    ]);
    expect(dados.escolas.map((escola) => escola.autoescola)).toEqual(['autoescolademo', 'cfcmodelo']);
    expect(dados.dias).toHaveLength(14);
    expect(dados.dias.at(-1)).toBe(todayInSaoPaulo());
  });

  it('counts what the database holds: lessons per day, pending and rejected sends, open alerts', async () => {
    const demoId = await schoolId('autoescolademo');
    const desde = addDays(todayInSaoPaulo(), -13);
    const esperado = await system(async () => {
      const { rows } = await sql<{ dadas: number; pendentes: number; rejeitadas: number }>`
        select count(*)::int as dadas,
               count(*) filter (where getran_status is null)::int as pendentes,
               count(*) filter (where getran_status not in ('Aceito', 'Em análise', 'Transação efetuada com sucesso'))::int as rejeitadas
          from aulas_praticas where autoescola_id = ${demoId} and status = 'realizada'
           and inicio >= (${desde}::date)::timestamp at time zone 'America/Sao_Paulo'`.execute(systemDb());
      return rows[0];
    });
    const antes: DashboardMonitoramento = (await get('/monitoramento/dashboard', monitor)).json().dados;
    const demo = antes.escolas.find((escola) => escola.autoescola === 'autoescolademo');
    expect(demo?.aulas_por_dia.reduce((a, b) => a + b, 0)).toBe(esperado?.dadas);
    expect(demo?.envios_pendentes).toBe(esperado?.pendentes);
    expect(demo?.envios_rejeitados).toBe(esperado?.rejeitadas);
    expect(esperado?.rejeitadas).toBeGreaterThan(0);

    // Read twice within seconds, the dashboard is the same answer (each instance keeps it a moment).
    const outra: DashboardMonitoramento = (await get('/monitoramento/dashboard', monitor)).json().dados;
    expect(outra.gerado_em).toBe(antes.gerado_em);

    const alerta = await system(() =>
      systemDb()
        .insertInto('alertas')
        .values({
          autoescola_id: demoId,
          tipo: 'camera_offline',
          severidade: 'alta',
          chave: 'teste-painel',
          descricao: 'Câmera sem resposta durante a aula teórica.',
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    // The alerts engine tells every instance after it commits; the dashboards read themselves again.
    await avisarAlertas(platform.app.realtime, [alerta.id]);
    let depois = antes;
    await expect
      .poll(
        async () => {
          depois = (await get('/monitoramento/dashboard', monitor)).json().dados;
          return depois.alertas_abertos.alta;
        },
        { timeout: 10_000 },
      )
      .toBe(antes.alertas_abertos.alta + 1);
    const demoDepois = depois.escolas.find((escola) => escola.autoescola === 'autoescolademo');
    expect(demoDepois?.alertas_por_tipo.camera_offline).toBe(
      (demo?.alertas_por_tipo.camera_offline ?? 0) + 1,
    );
  });

  it('lists records across schools with their school, and narrows to one school', async () => {
    const todas = (await get('/monitoramento/alunos?per_page=100', monitor)).json().dados;
    const escolas = new Set(todas.data.map((aluno: { autoescola: string }) => aluno.autoescola));
    expect([...escolas].sort()).toEqual(['autoescolademo', 'cfcmodelo']);
    const modelo = (await get('/monitoramento/alunos?autoescola=cfcmodelo&per_page=100', monitor)).json()
      .dados;
    expect(modelo.total).toBeGreaterThan(0);
    expect(modelo.data.every((aluno: { autoescola: string }) => aluno.autoescola === 'cfcmodelo')).toBe(true);
    for (const lista of ['instrutores', 'veiculos', 'salas', 'turmas-teoricas', 'aulas-presenciais']) {
      const reply = await get(`/monitoramento/${lista}`, monitor);
      expect(reply.statusCode, `${lista}: ${reply.body}`).toBe(200);
      expect(reply.json().dados.total, lista).toBeGreaterThan(0);
    }
  });

  it('shows commercial staff only the schools granted to them', async () => {
    const [comercialId, modeloId] = [comercial.usuarioId, await schoolId('cfcmodelo')];
    await system(() =>
      systemDb()
        .deleteFrom('usuario_autoescolas')
        .where('usuario_id', '=', comercialId)
        .where('autoescola_id', '=', modeloId)
        .execute(),
    );
    const dados: DashboardMonitoramento = (await get('/monitoramento/dashboard', comercial)).json().dados;
    expect(dados.escolas.map((escola) => escola.autoescola)).toEqual(['autoescolademo']);
    expect(dados.cameras_offline.every((camera) => camera.autoescola === 'autoescolademo')).toBe(true);
    const modelo = (await get('/monitoramento/alunos?autoescola=cfcmodelo', comercial)).json().dados;
    expect(modelo.total).toBe(0);
    const relatorio = await get(
      `/monitoramento/relatorio?de=${addDays(todayInSaoPaulo(), -30)}&ate=${todayInSaoPaulo()}`,
      comercial,
    );
    expect(relatorio.json().dados.linhas.map((linha: { autoescola: string }) => linha.autoescola)).toEqual([
      'autoescolademo',
    ]);
    // The school picked with the CFC header must be one of theirs.
    const outra = await get('/monitoramento/dashboard', comercial, {
      ...comercial.headers,
      cfc: 'cfcmodelo',
    });
    expect(outra.statusCode).toBe(403);
  });

  it('refuses the traffic authority and the school roles', async () => {
    for (const login of ['detran@demo.cfc', 'admin@demo.cfc', 'gestor@demo.cfc']) {
      const session = await sessionFor(platform, login);
      for (const url of ['/monitoramento/dashboard', '/monitoramento/alunos', '/monitoramento/salas']) {
        expect((await get(url, session, session.headers)).statusCode, `${login} ${url}`).toBe(403);
      }
    }
    const detran = await sessionFor(platform, 'detran@demo.cfc');
    expect((await get('/monitoramento/salas-cameras', detran, detran.headers)).statusCode).toBe(403);
  });

  it('serves a room camera’s latest stored snapshot, never its address', async () => {
    const admin = await sessionFor(platform, 'admin@demo.cfc');
    const salas = (await get('/monitoramento/salas-cameras', admin, admin.headers)).json().dados;
    const camera = salas
      .flatMap((sala: { cameras: { id_camera: number; snapshot_em: string | null }[] }) => sala.cameras)
      .find((found: { snapshot_em: string | null }) => found.snapshot_em !== null);
    expect(camera).toBeDefined();
    expect(JSON.stringify(salas)).not.toContain('192.168');
    const image = await get(`/monitoramento/cameras/${camera.id_camera}/snapshot`, admin, admin.headers);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const modelo = await sessionFor(platform, 'admin@modelo.cfc');
    const fora = await get(`/monitoramento/cameras/${camera.id_camera}/snapshot`, modelo, modelo.headers);
    expect(fora.statusCode).toBe(404);
  });

  it('reports each school’s lessons, evidence, alerts and sends over a period, and exports it', async () => {
    const de = addDays(todayInSaoPaulo(), -30);
    const ate = todayInSaoPaulo();
    const reply = await get(`/monitoramento/relatorio?de=${de}&ate=${ate}`, monitor);
    expect(reply.statusCode, reply.body).toBe(200);
    const dados: RelatorioMonitoramento = reply.json().dados;
    const demo = dados.linhas.find((linha) => linha.autoescola === 'autoescolademo');
    expect(demo?.aulas_realizadas).toBeGreaterThan(0);
    expect(demo?.envios_rejeitados).toBeGreaterThan(0);
    expect(dados.totais.aulas_realizadas).toBe(
      dados.linhas.reduce((total, linha) => total + linha.aulas_realizadas, 0),
    );
    const invalid = await get(`/monitoramento/relatorio?de=${ate}&ate=${de}`, monitor);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.ate).toBeDefined();
    const pdf = await get(`/monitoramento/relatorio/pdf/-/-?de=${de}&ate=${ate}`, monitor);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ arquivo: 'relatorio-monitoramento.pdf', formato: 'pdf' });
  });
});
