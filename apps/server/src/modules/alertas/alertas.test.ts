import type { Alerta, AlertaDetalhe, AlertasResumo } from '@cfc/contract';
import { TIPOS_ALERTA } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { avaliarAulas, NOTA_RESOLVIDO_AUTOMATICAMENTE } from './avaliacao.ts';

const engines = await testEngines();

/** The exports' CSV (`;`, fields with a quote, `;` or a line break in quotes) as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

type Page = { data: Alerta[]; total: number; last_page: number };

describe.each(engines)('monitoring alerts on $name', (engine) => {
  let platform: Platform;
  const call = apiCaller(() => platform);
  const s = {} as Record<
    'admin' | 'gestor' | 'modelo' | 'monitor' | 'comercial' | 'detran' | 'instrutor',
    Session
  >;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    s.gestor = await sessionFor(platform, 'gestor@demo.cfc');
    s.modelo = await sessionFor(platform, 'admin@modelo.cfc');
    s.monitor = await sessionFor(platform, 'monitor@demo.cfc');
    s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    s.detran = await sessionFor(platform, 'detran@demo.cfc');
    s.instrutor = await sessionFor(platform, '111.444.777-35');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  async function list(session: Session, query = ''): Promise<Page> {
    const reply = await call('GET', `/alertas?per_page=100${query}`, session);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().dados as Page;
  }
  const schoolsOf = (page: Page) => [...new Set(page.data.map((a) => a.autoescola))].sort();

  it('the demo data has alerts of every kind, newest first, each with its school and evidence', async () => {
    const page = await list(s.monitor);
    expect(new Set(page.data.map((a) => a.tipo))).toEqual(new Set(TIPOS_ALERTA));
    const detected = page.data.map((a) => a.detectado_em);
    expect(detected).toEqual([...detected].sort().reverse());
    const trilha = page.data.find((a) => a.tipo === 'gps_lacuna');
    expect(trilha?.descricao).toMatch(/^360 s sem posição GPS .*; o limite é 120 s\.$/);
    expect(trilha?.evidencias[0]).toMatchObject({ tipo: 'aula', id: trilha?.id_aula_pratica });
    expect(new Set(page.data.map((a) => a.estado))).toEqual(
      new Set(['aberto', 'reconhecido', 'resolvido', 'contestado']),
    );
  });

  it('answers a repeated page from memory, and an alert written anywhere on the next read', async () => {
    const antes = await list(s.monitor, '&estado=aberto');
    const escola = await platform.database.db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', 'cfcmodelo')
      .executeTakeFirstOrThrow();
    // Straight to the database, as the engine on another instance would: no signal reaches this one.
    const novo = await platform.database.db
      .insertInto('alertas')
      .values({
        autoescola_id: escola.id,
        tipo: 'camera_offline',
        severidade: 'alta',
        chave: 'teste-versao',
        descricao: 'Câmera sem resposta durante a aula teórica.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const depois = await list(s.monitor, '&estado=aberto');
    expect(depois.total).toBe(antes.total + 1);
    expect(depois.data.some((a) => a.id_alerta === novo.id)).toBe(true);
    await platform.database.db.deleteFrom('alertas').where('id', '=', novo.id).execute();
    expect((await list(s.monitor, '&estado=aberto')).total).toBe(antes.total);
  });

  it('isolates by school and by state: DETRAN-MA sees Autoescola Demo only, commercial its granted schools', async () => {
    expect(schoolsOf(await list(s.admin))).toEqual(['autoescolademo']);
    expect(schoolsOf(await list(s.modelo))).toEqual(['cfcmodelo']);
    expect(schoolsOf(await list(s.monitor))).toEqual(['autoescolademo', 'cfcmodelo']);
    expect(schoolsOf(await list(s.detran))).toEqual(['autoescolademo']);
    expect(schoolsOf(await list(s.comercial))).toEqual(['autoescolademo', 'cfcmodelo']);
    const { db } = platform.database;
    const modelo = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', 'cfcmodelo')
      .executeTakeFirstOrThrow();
    const grant = { usuario_id: s.comercial.usuarioId, autoescola_id: modelo.id };
    await db
      .deleteFrom('usuario_autoescolas')
      .where('usuario_id', '=', grant.usuario_id)
      .where('autoescola_id', '=', grant.autoescola_id)
      .execute();
    try {
      const comercial = await sessionFor(platform, 'comercial@demo.cfc');
      expect(schoolsOf(await list(comercial))).toEqual(['autoescolademo']);
    } finally {
      await db.insertInto('usuario_autoescolas').values(grant).execute();
      s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    }
    // Another school's alert is not found.
    const alheio = (await list(s.modelo)).data[0];
    const reply = await call('GET', `/alertas/${alheio?.id_alerta}`, s.admin);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().mensagem).toBe('Alerta não encontrado.');
  });

  it('filters by state, severity, kind, school, period and lesson; a period backwards is 422', async () => {
    const altas = await list(s.monitor, '&severidade=alta&estado=aberto');
    expect(altas.total).toBeGreaterThan(0);
    expect(altas.data.every((a) => a.severidade === 'alta' && a.estado === 'aberto')).toBe(true);
    expect(schoolsOf(await list(s.monitor, '&autoescola=cfcmodelo'))).toEqual(['cfcmodelo']);
    const curta = (await list(s.monitor, '&tipo=aula_curta')).data[0];
    const daAula = await list(s.monitor, `&id_aula_pratica=${curta?.id_aula_pratica}`);
    expect(daAula.data.every((a) => a.id_aula_pratica === curta?.id_aula_pratica)).toBe(true);
    expect((await list(s.monitor, '&de=2000-01-01&ate=2000-01-02')).total).toBe(0);
    const reply = await call('GET', '/alertas?de=2026-03-10&ate=2026-03-01', s.monitor);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ ate: ['A data final não pode ser anterior à inicial.'] });
  });

  /** An export as CSV (the spreadsheet route with `formato=csv`): its alerts, without header and totals. */
  async function csv(session: Session, path: string, query = ''): Promise<string[][]> {
    const reply = await call('GET', `/alertas/xlsx/${path}?formato=csv${query}`, session);
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = parseCsv((reply.json().dados as string).replace(/^\uFEFF/, ''));
    // The header, the alerts, and the totals' line.
    expect(rows.at(-1)?.[0]).toBe(`${rows.length - 2} alertas`);
    return rows.slice(1, -1);
  }
  const AUTOESCOLA = 1;
  const SEVERIDADE = 3;

  it('exports across schools for monitoring and the authority, with the same filters; a school its own', async () => {
    const todas = await csv(s.monitor, '-/-');
    expect(todas).toHaveLength((await list(s.monitor)).total);
    expect(new Set(todas.map((row) => row[AUTOESCOLA]))).toEqual(new Set(['Autoescola Demo', 'CFC Modelo']));

    const filtradas = await csv(s.monitor, '-/-', '&autoescola=cfcmodelo&severidade=alta');
    const esperadas = await list(s.monitor, '&autoescola=cfcmodelo&severidade=alta');
    expect(esperadas.total).toBeGreaterThan(0);
    expect(filtradas).toHaveLength(esperadas.total);
    expect(filtradas.every((row) => row[AUTOESCOLA] === 'CFC Modelo' && row[SEVERIDADE] === 'Alta')).toBe(
      true,
    );
    // The school in the path narrows too, and heads the file.
    expect(new Set((await csv(s.monitor, 'cfcmodelo/-')).map((row) => row[AUTOESCOLA]))).toEqual(
      new Set(['CFC Modelo']),
    );
    const pdf = await call('GET', '/alertas/pdf/-/-?severidade=alta', s.monitor);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    expect(new Set((await csv(s.detran, '-/-')).map((row) => row[AUTOESCOLA]))).toEqual(
      new Set(['Autoescola Demo']),
    );
    expect((await call('GET', '/alertas/xlsx/cfcmodelo/-?formato=csv', s.detran)).statusCode).toBe(403);
    // A school's staff export their school's alerts whatever the filter says.
    expect(new Set((await csv(s.admin, '-/-')).map((row) => row[AUTOESCOLA]))).toEqual(
      new Set(['Autoescola Demo']),
    );
    expect(await csv(s.admin, '-/-', '&autoescola=cfcmodelo')).toEqual([]);
    expect((await call('GET', '/alertas/xlsx/cfcmodelo/-?formato=csv', s.admin)).statusCode).toBe(403);
  });

  it('holds a school manager to the monitoramento_relatorios flag: lists, summary and exports', async () => {
    const { db } = platform.database;
    const gestor = await db
      .selectFrom('usuarios')
      .select(['id', 'permissoes'])
      .where('email', '=', 'gestor@demo.cfc')
      .executeTakeFirstOrThrow();
    const semFlag = gestor.permissoes.filter((flag) => flag !== 'monitoramento_relatorios');
    const urls = ['/alertas', '/alertas/resumo', '/alertas/pdf/-/-', '/alertas/xlsx/-/-?formato=csv'];
    try {
      await db.updateTable('usuarios').set({ permissoes: semFlag }).where('id', '=', gestor.id).execute();
      let session = await sessionFor(platform, 'gestor@demo.cfc');
      for (const url of urls) expect((await call('GET', url, session)).statusCode, url).toBe(403);
      await db
        .updateTable('usuarios')
        .set({ permissoes: [...semFlag, 'monitoramento_relatorios'] })
        .where('id', '=', gestor.id)
        .execute();
      session = await sessionFor(platform, 'gestor@demo.cfc');
      for (const url of urls) expect((await call('GET', url, session)).statusCode, url).toBe(200);
    } finally {
      await db
        .updateTable('usuarios')
        .set({ permissoes: gestor.permissoes })
        .where('id', '=', gestor.id)
        .execute();
      s.gestor = await sessionFor(platform, 'gestor@demo.cfc');
    }
  });

  it('summarises the open alerts by severity, kind and school', async () => {
    const reply = await call('GET', '/alertas/resumo', s.monitor);
    expect(reply.statusCode).toBe(200);
    const resumo = reply.json().dados as AlertasResumo;
    const abertos = await list(s.monitor, '&estado=aberto');
    expect(resumo.total).toBe(abertos.total);
    expect(resumo.por_autoescola.map((e) => e.autoescola).sort()).toEqual(['autoescolademo', 'cfcmodelo']);
    const detran = (await call('GET', '/alertas/resumo', s.detran)).json().dados as AlertasResumo;
    expect(detran.por_autoescola.map((e) => e.autoescola)).toEqual(['autoescolademo']);
  });

  it('acknowledges then resolves with a note, in order, with history and audit; wrong order is 409', async () => {
    const alerta = (await list(s.admin, '&estado=aberto&tipo=aula_curta')).data[0];
    const id = alerta?.id_alerta;
    const semNota = await call('POST', `/alertas/${id}/resolver`, s.admin, { nota: ' a ' });
    expect(semNota.statusCode).toBe(422);
    expect(semNota.json().errors).toEqual({ nota: ['A nota deve ter ao menos 3 caracteres.'] });
    const reconhecido = await call('POST', `/alertas/${id}/reconhecer`, s.admin, {});
    expect(reconhecido.statusCode, reconhecido.body).toBe(200);
    expect(reconhecido.json().mensagem).toBe('Alerta reconhecido.');
    const again = await call('POST', `/alertas/${id}/reconhecer`, s.admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagem).toBe('Só um alerta aberto pode ser reconhecido.');
    const resolvido = await call('POST', `/alertas/${id}/resolver`, s.admin, {
      nota: 'Aula reposta com o aluno.',
    });
    expect(resolvido.statusCode).toBe(200);
    const detalhe = resolvido.json().dados as AlertaDetalhe;
    expect(detalhe).toMatchObject({
      estado: 'resolvido',
      nota: 'Aula reposta com o aluno.',
      tratado_por: 'Ana Administradora',
    });
    expect(detalhe.historico.map((h) => [h.de, h.para])).toEqual([
      [null, 'aberto'],
      ['aberto', 'reconhecido'],
      ['reconhecido', 'resolvido'],
    ]);
    expect(detalhe.fundamento).toContain('tempo mínimo da aula');
    const contestar = await call('POST', `/alertas/${id}/contestar`, s.admin, { nota: 'Tarde demais.' });
    expect(contestar.statusCode).toBe(409);
    expect(contestar.json().mensagem).toBe('Este alerta já foi encerrado (resolvido).');
    const audit = await platform.database.db
      .selectFrom('audit_log')
      .select('acao')
      .where('entidade', '=', 'alerta')
      .where('entidade_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.acao)).toEqual(['alerta_reconhecido', 'alerta_resolvido']);
  });

  it('the authority and commercial staff read but never write; other roles are refused', async () => {
    const alerta = (await list(s.detran, '&estado=aberto')).data[0];
    for (const session of [s.detran, s.comercial]) {
      const reply = await call('POST', `/alertas/${alerta?.id_alerta}/contestar`, session, {
        nota: 'Não pode.',
      });
      expect(reply.statusCode).toBe(403);
    }
    expect((await call('GET', '/alertas', s.instrutor)).statusCode).toBe(403);
    const contestado = await call('POST', `/alertas/${alerta?.id_alerta}/contestar`, s.monitor, {
      nota: 'Evidência conferida pelo monitoramento.',
    });
    expect(contestado.statusCode).toBe(200);
  });

  it('evaluating a lesson twice makes no duplicate, and a finding gone resolves its open alert by itself', async () => {
    const { db } = platform.database;
    const curta = await db
      .selectFrom('alertas')
      .select(['autoescola_id', 'aula_id'])
      .where('tipo', '=', 'foto_rosto_divergente')
      .where('estado', '=', 'aberto')
      .executeTakeFirstOrThrow();
    const item = { autoescolaId: curta.autoescola_id, aulaId: curta.aula_id ?? 0 };
    const count = async () =>
      (await db.selectFrom('alertas').select('id').where('aula_id', '=', item.aulaId).execute()).length;
    const before = await count();
    expect(await avaliarAulas(db, [item])).toEqual([]);
    expect(await avaliarAulas(db, [item, item])).toEqual([]);
    expect(await count()).toBe(before);

    await db
      .updateTable('aula_fotos')
      .set({ verificacao: 'confere', similaridade: 90 })
      .where('aula_id', '=', item.aulaId)
      .execute();
    const changed = await avaliarAulas(db, [item]);
    expect(changed).toHaveLength(1);
    const resolvido = await db
      .selectFrom('alertas')
      .select(['estado', 'nota', 'tratado_por'])
      .where('id', '=', changed[0] ?? 0)
      .executeTakeFirstOrThrow();
    expect(resolvido).toEqual({
      estado: 'resolvido',
      nota: NOTA_RESOLVIDO_AUTOMATICAMENTE,
      tratado_por: null,
    });
  });
});
