import { ANEXO_MAX_BYTES, type Notificacao } from '@cfc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb, withTenant } from '../../platform/db/tenant.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { ANEXOS_DEMAIS } from './anexos.ts';
import { SEM_DESTINATARIOS } from './avisos.ts';
import { ANEXO_INLINE_MAX_BYTES } from './service.ts';
import { caller, PDF, PNG, sendAviso } from './test-fixtures.ts';

const engines = await testEngines();

describe.each(engines)('notifications and notices on $name', (engine) => {
  let platform: Platform;
  const s = {} as Record<
    'monitor' | 'admin' | 'gestor' | 'modelo' | 'financeiro' | 'suporte' | 'detran' | 'instrutor' | 'aluno',
    Session
  >;
  const call = caller(() => platform);
  let sequence = 0;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    s.monitor = await sessionFor(platform, 'monitor@demo.cfc');
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    s.gestor = await sessionFor(platform, 'gestor@demo.cfc');
    s.modelo = await sessionFor(platform, 'admin@modelo.cfc');
    s.financeiro = await sessionFor(platform, 'financeiro@demo.cfc');
    s.suporte = await sessionFor(platform, 'suporte@demo.cfc');
    s.detran = await sessionFor(platform, 'detran@demo.cfc');
    s.instrutor = await sessionFor(platform, '111.444.777-35');
    s.aluno = await sessionFor(platform, '529.982.247-25');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  /** A notice with a title no other test uses; returns its id. */
  async function aviso(
    fields: Record<string, string | string[]> = {},
    files: Parameters<typeof sendAviso>[3] = [],
  ) {
    sequence += 1;
    const reply = await sendAviso(
      platform,
      s.monitor,
      { titulo: `Aviso ${sequence} de teste`, descricao: '<p>Mensagem</p>', ...fields },
      files,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados as { id: number; destinatarios: number };
  }

  async function list(session: Session, query = '') {
    const reply = await call('GET', `/notificacoes?limit=100${query}`, session);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().dados as {
      data: Notificacao[];
      total: number;
      unread: number;
      current_page: number;
      last_page: number;
      per_page: number;
    };
  }
  const idsOf = async (session: Session, query = '') => (await list(session, query)).data.map((n) => n.id);
  const item = async (session: Session, id: number) => (await list(session)).data.find((n) => n.id === id);

  it("sends a notice to every school's staff, sanitised, and each sees it unread", async () => {
    const before = (await list(s.admin)).unread;
    const reply = await sendAviso(platform, s.monitor, {
      titulo: '  Manutenção programada  ',
      descricao:
        '<p onclick="steal()">Sistema fora do ar <strong>sábado</strong>.</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">clique</a>' +
        '<a href="https://cfc.test/status">status</a>',
      destino: 'todas',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { id, destinatarios } = reply.json().dados;
    expect(reply.json().mensagem).toBe(`Aviso enviado para ${destinatarios} usuários.`);

    // The staff (not instructors nor students) of the schools the monitor may see, not the operator's.
    const { count } = await platform.database.db
      .selectFrom('usuarios as u')
      .innerJoin('autoescolas as a', 'a.id', 'u.autoescola_id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('u.ativo', '=', true)
      .where('a.operadora', '=', false)
      .where('u.id_role', 'not in', [3, 4])
      .executeTakeFirstOrThrow();
    expect(destinatarios).toBe(count);

    const page = await list(s.admin);
    expect(page.unread).toBe(before + 1);
    const recebida = page.data[0];
    expect(recebida).toMatchObject({
      id,
      title: 'Manutenção programada',
      is_read: false,
      is_archived: false,
      type: 'geral',
      anexos: [],
    });
    expect(recebida?.description).toBe(
      '<p>Sistema fora do ar <strong>sábado</strong>.</p><a target="_blank" rel="noopener noreferrer">clique</a>' +
        '<a href="https://cfc.test/status" target="_blank" rel="noopener noreferrer">status</a>',
    );
    expect(Date.parse(recebida?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await idsOf(s.gestor)).toContain(id);
    expect(await idsOf(s.modelo)).toContain(id);
    for (const other of [s.monitor, s.financeiro, s.instrutor, s.aluno, s.detran]) {
      expect(await idsOf(other)).not.toContain(id);
    }
  });

  it("keeps each recipient's read, archived and deleted state apart", async () => {
    const { id } = await aviso({ destino: 'autoescolas', autoescolas: ['autoescolademo'] });
    const read = await call('POST', '/notificacoes/read-many', s.admin, { ids: [id] });
    expect(read.json()).toEqual({
      success: true,
      mensagem: 'Notificações marcadas como lidas.',
      dados: { atualizadas: 1 },
    });
    expect(await item(s.admin, id)).toMatchObject({ is_read: true });
    expect(await item(s.gestor, id)).toMatchObject({ is_read: false });

    const archived = await call('PATCH', `/notificacoes/${id}/archive`, s.admin);
    expect(archived.json()).toEqual({
      success: true,
      mensagem: 'Notificação arquivada.',
      dados: { id, is_archived: true },
    });
    expect(await idsOf(s.admin)).not.toContain(id);
    expect(await idsOf(s.admin, '&status=archived')).toContain(id);
    expect(await idsOf(s.gestor)).toContain(id);
    expect(await idsOf(s.gestor, '&status=archived')).not.toContain(id);
    const unarchived = await call('PATCH', `/notificacoes/${id}/archive`, s.admin);
    expect(unarchived.json().mensagem).toBe('Notificação desarquivada.');
    expect(await idsOf(s.admin, '&status=read')).toContain(id);

    const deleted = await call('POST', '/notificacoes/delete-many', s.admin, { ids: [id] });
    expect(deleted.json()).toEqual({
      success: true,
      mensagem: 'Notificações excluídas.',
      dados: { excluidas: 1 },
    });
    expect(await idsOf(s.admin)).not.toContain(id);
    expect(await idsOf(s.admin, '&status=archived')).not.toContain(id);
    expect(await item(s.gestor, id)).toMatchObject({ is_read: false, is_archived: false });

    // Nobody changes what it did not receive, or what it deleted.
    expect((await call('PATCH', `/notificacoes/${id}/archive`, s.admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/notificacoes/${id}/archive`, s.financeiro)).statusCode).toBe(404);
    const others = await call('POST', '/notificacoes/read-many', s.financeiro, { ids: [id] });
    expect(others.json().dados).toEqual({ atualizadas: 0 });
    expect((await call('POST', '/notificacoes/delete-many', s.modelo, { ids: [id] })).json().dados).toEqual({
      excluidas: 0,
    });
    expect(await item(s.gestor, id)).toMatchObject({ is_read: false });
  });

  it('lists by status, type and accent-insensitive text, 15 to a page by default', async () => {
    const marker = `Vistoria ${engine.name}`;
    const ids: number[] = [];
    for (let n = 0; n < 17; n++) {
      ids.push(
        (await aviso({ titulo: `${marker} número ${n}`, descricao: `<p>Inspeção anual ${n}</p>` })).id,
      );
    }
    const page1 = await call('GET', `/notificacoes?filter=${encodeURIComponent('INSPECAO ANUAL')}`, s.gestor);
    const dados = page1.json().dados;
    expect(dados).toMatchObject({ current_page: 1, last_page: 2, per_page: 15, total: 17 });
    expect(dados.data.map((n: Notificacao) => n.id)).toEqual(ids.slice(2).reverse());
    const page2 = (
      await call('GET', `/notificacoes?filter=vistoria%20${engine.name}&page=2`, s.gestor)
    ).json().dados;
    expect(page2.data.map((n: Notificacao) => n.id)).toEqual([ids[1], ids[0]]);
    expect((await list(s.gestor, '&filter=n%C3%BAmero%2016')).data.map((n) => n.id)).toEqual([ids[16]]);
    expect((await list(s.gestor, '&filter=100%25')).total).toBe(0);

    await call('POST', '/notificacoes/read-many', s.gestor, { ids: [ids[0], ids[1]] });
    await call('PATCH', `/notificacoes/${ids[2]}/archive`, s.gestor);
    const filtro = `&filter=${encodeURIComponent(marker)}`;
    expect(await idsOf(s.gestor, `&status=read${filtro}`)).toEqual([ids[1], ids[0]]);
    expect(await idsOf(s.gestor, `&status=archived${filtro}`)).toEqual([ids[2]]);
    expect((await idsOf(s.gestor, `&status=unread${filtro}`)).length).toBe(14);
    expect((await list(s.gestor, filtro)).total).toBe(16);
    expect((await list(s.gestor, `&type=version_control${filtro}`)).total).toBe(0);
    expect((await list(s.gestor, `&type=geral${filtro}`)).total).toBe(16);

    const invalid = await call('GET', '/notificacoes?status=lidas', s.gestor);
    expect(invalid.statusCode).toBe(422);
  });

  it('sends to chosen schools or chosen roles, within the schools the sender may see', async () => {
    const modelo = await aviso({ destino: 'autoescolas', autoescolas: ['cfcmodelo'] });
    expect(modelo.destinatarios).toBe(1);
    expect(await idsOf(s.modelo)).toContain(modelo.id);
    expect(await idsOf(s.admin)).not.toContain(modelo.id);

    // The operator's own staff count among the schools the monitor sees.
    const finance = await aviso({ destino: 'papeis', papeis: ['6', '9'] });
    expect(await idsOf(s.financeiro)).toContain(finance.id);
    // The traffic authority of the states of those schools (the demo school is in MA).
    expect(await idsOf(s.detran)).toContain(finance.id);
    for (const other of [s.admin, s.gestor, s.monitor, s.suporte]) {
      expect(await idsOf(other)).not.toContain(finance.id);
    }
    const alunos = await aviso({ destino: 'papeis', papeis: ['4'] });
    expect(await idsOf(s.aluno)).toContain(alunos.id);
    expect(await idsOf(s.instrutor)).not.toContain(alunos.id);

    const unknown = await sendAviso(platform, s.monitor, {
      titulo: 'Para ninguém',
      descricao: 'x',
      destino: 'autoescolas',
      autoescolas: ['naoexiste'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ autoescolas: ['Autoescola não encontrada: naoexiste.'] });

    // A school the sender is not granted is out of its reach.
    await platform.database.db
      .deleteFrom('usuario_autoescolas')
      .where('autoescola_id', '=', sql<number>`(select id from autoescolas where slug = 'cfcmodelo')`)
      .execute();
    const outside = await sendAviso(platform, s.monitor, {
      titulo: 'Fora do alcance',
      descricao: 'x',
      destino: 'autoescolas',
      autoescolas: ['cfcmodelo'],
    });
    expect(outside.statusCode).toBe(422);
    await platform.database.db
      .insertInto('usuario_autoescolas')
      .columns(['usuario_id', 'autoescola_id'])
      .expression(
        platform.database.db
          .selectFrom('usuarios as u')
          .innerJoin('autoescolas as a', (join) => join.on('a.slug', '=', 'cfcmodelo'))
          .select(['u.id', 'a.id as autoescola_id'])
          .where('u.email', '=', 'monitor@demo.cfc'),
      )
      .execute();

    // A school without staff (granted to the monitor): nobody receives, nothing is saved.
    const { db } = platform.database;
    const vazia = await db
      .insertInto('autoescolas')
      .values({ nome_fantasia: 'CFC Vazio', slug: `cfcvazio${engine.name}`, uf: 'MA' })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('usuario_autoescolas')
      .values({ usuario_id: s.monitor.usuarioId, autoescola_id: vazia.id })
      .execute();
    const ninguem = await sendAviso(platform, s.monitor, {
      titulo: 'Sem destinatários',
      descricao: 'x',
      destino: 'autoescolas',
      autoescolas: [vazia.slug],
    });
    expect(ninguem.statusCode).toBe(422);
    expect(ninguem.json().errors).toEqual({ destino: [SEM_DESTINATARIOS] });
    const saved = await db
      .selectFrom('notificacoes')
      .select('id')
      .where('titulo', '=', 'Sem destinatários')
      .execute();
    expect(saved).toEqual([]);

    const missing = await sendAviso(platform, s.monitor, {
      titulo: 'Só título',
      descricao: '<script>x</script>',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ descricao: ['Informe a mensagem.'] });
    const empty = await sendAviso(platform, s.monitor, { titulo: 'x', descricao: '', destino: 'papeis' });
    expect(empty.json().errors).toMatchObject({
      titulo: ['Informe o título.'],
      descricao: ['Informe a mensagem.'],
      papeis: ['Selecione ao menos um perfil.'],
    });
  });

  it('publishes changelog entries to every active user', async () => {
    const { id, destinatarios } = await aviso({ tipo: 'version_control', titulo: 'Versão 2.4: novidades' });
    const { count } = await platform.database.db
      .selectFrom('usuarios')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('ativo', '=', true)
      .executeTakeFirstOrThrow();
    expect(destinatarios).toBe(count);
    for (const session of Object.values(s)) {
      const changelog = await list(session, '&type=version_control');
      expect(changelog.data.find((n) => n.id === id)).toMatchObject({ type: 'version_control' });
      expect(await idsOf(session, '&type=geral')).not.toContain(id);
    }
  });

  it('carries attachments in the list and serves them only to recipients', async () => {
    const { id } = await aviso({ destino: 'autoescolas', autoescolas: ['autoescolademo'] }, [
      { filename: 'Circular nº 5 – Atenção.pdf', contentType: 'application/pdf', content: PDF },
      { filename: 'logo.png', contentType: 'image/png', content: PNG },
    ]);
    const recebida = await item(s.admin, id);
    const anexos = recebida?.anexos ?? [];
    expect(
      anexos.map((a) => [
        a.mimetype,
        Buffer.from(a.file, 'base64').equals(a.filename.endsWith('.pdf') ? PDF : PNG),
      ]),
    ).toEqual([
      ['application/pdf', true],
      ['image/png', true],
    ]);
    const [pdf, png] = anexos;
    expect(pdf?.filename).toBe(`${pdf?.id}-Circular nº 5 – Atenção.pdf`);
    expect(png?.url).toBe(`/api/v1/notificacoes/anexos/${png?.id}`);

    const download = await platform.app.inject({
      method: 'GET',
      url: pdf?.url ?? '',
      headers: s.gestor.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Circular n_ 5 _ Atencao.pdf"; filename*=UTF-8''${encodeURIComponent('Circular nº 5 – Atenção.pdf')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    for (const outsider of [s.modelo, s.financeiro, s.aluno]) {
      const refused = await platform.app.inject({
        method: 'GET',
        url: pdf?.url ?? '',
        headers: outsider.headers,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().mensagem).toBe('Anexo não encontrado.');
    }
    await call('POST', '/notificacoes/delete-many', s.gestor, { ids: [id] });
    expect(
      (await platform.app.inject({ method: 'GET', url: pdf?.url ?? '', headers: s.gestor.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await platform.app.inject({ method: 'GET', url: pdf?.url ?? '', headers: s.admin.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('leaves a large attachment out of the list, to be downloaded from its url', async () => {
    const grande = Buffer.concat([PDF, Buffer.alloc(ANEXO_INLINE_MAX_BYTES)]);
    const { id } = await aviso({ destino: 'autoescolas', autoescolas: ['autoescolademo'] }, [
      { filename: 'manual.pdf', contentType: 'application/pdf', content: grande },
    ]);
    const [anexo] = (await item(s.admin, id))?.anexos ?? [];
    expect(anexo).toMatchObject({
      file: '',
      filename: `${anexo?.id}-manual.pdf`,
      mimetype: 'application/pdf',
    });
    const download = await platform.app.inject({
      method: 'GET',
      url: anexo?.url ?? '',
      headers: s.admin.headers,
    });
    expect(download.rawPayload.equals(grande)).toBe(true);
  });

  it('refuses attachments of unknown type, with the wrong bytes, too many or too large', async () => {
    const base = { titulo: 'Com anexo', descricao: 'x' };
    const exe = await sendAviso(platform, s.monitor, base, [
      { filename: 'setup.exe', contentType: 'application/octet-stream', content: Buffer.from('MZ') },
    ]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.anexos[0]).toMatch(/^setup\.exe: Envie arquivos PDF, PNG/);
    const fake = await sendAviso(platform, s.monitor, base, [
      { filename: 'nota.pdf', contentType: 'application/pdf', content: Buffer.from('<html><script>') },
    ]);
    expect(fake.statusCode).toBe(422);
    const many = await sendAviso(
      platform,
      s.monitor,
      base,
      Array.from({ length: 6 }, (_, n) => ({
        filename: `a${n}.pdf`,
        contentType: 'application/pdf',
        content: PDF,
      })),
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual({ anexos: [ANEXOS_DEMAIS] });
    const large = await sendAviso(platform, s.monitor, base, [
      {
        filename: 'grande.pdf',
        contentType: 'application/pdf',
        content: Buffer.concat([PDF, Buffer.alloc(ANEXO_MAX_BYTES)]),
      },
    ]);
    expect(large.statusCode).toBe(422);
    const count = await platform.database.db
      .selectFrom('notificacoes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('titulo', '=', 'Com anexo')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('lets only the notification sender group (role 2) send notices', async () => {
    for (const session of [s.admin, s.gestor, s.suporte, s.financeiro, s.detran, s.aluno]) {
      const refused = await sendAviso(platform, session, { titulo: 'Tentativa', descricao: 'x' });
      expect(refused.statusCode).toBe(403);
    }
    // Role 2 without the sender function is refused as well.
    await platform.database.db
      .updateTable('usuarios')
      .set({ id_funcao_usuario: null })
      .where('email', '=', 'monitor@demo.cfc')
      .execute();
    try {
      expect((await sendAviso(platform, s.monitor, { titulo: 'Tentativa', descricao: 'x' })).statusCode).toBe(
        403,
      );
    } finally {
      await platform.database.db
        .updateTable('usuarios')
        .set({ id_funcao_usuario: 2 })
        .where('email', '=', 'monitor@demo.cfc')
        .execute();
    }
    const anonymous = await platform.app.inject({ method: 'GET', url: '/api/v1/notificacoes' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the older dropdown and its read call', async () => {
    const { id } = await aviso({
      destino: 'autoescolas',
      autoescolas: ['autoescolademo'],
      descricao: '<b>Olá</b>',
    });
    const antigas = await call('GET', '/autoescola/notificacoes', s.gestor);
    expect(antigas.statusCode).toBe(200);
    const antiga = antigas.json().dados.find((n: { id: number }) => n.id === id);
    expect(antiga).toEqual({
      id,
      data: { titulo: expect.stringMatching(/^Aviso \d+ de teste$/), descricao: '<b>Olá</b>' },
      read_at: null,
      created_at: expect.any(String),
    });
    expect(antigas.json().dados.length).toBeLessThanOrEqual(15);
    const read = await call('POST', '/autoescola/notification-read', s.gestor, { id });
    expect(read.json()).toEqual({ success: true, mensagem: 'Notificação marcada como lida.' });
    const after = (await call('GET', '/autoescola/notificacoes', s.gestor)).json().dados;
    expect(after.find((n: { id: number }) => n.id === id).read_at).toEqual(expect.any(String));
    expect((await call('POST', '/autoescola/notification-read', s.modelo, { id })).statusCode).toBe(404);
  });

  it('keeps a user to its own rows even with hand-written SQL in a tenant transaction', async () => {
    const { id } = await aviso({ destino: 'autoescolas', autoescolas: ['autoescolademo'] });
    const { db } = platform.database;
    const scope = { usuarioId: s.admin.usuarioId, autoescolaIds: [] };
    const seen = await withTenant(db, scope, async () => {
      const trx = tenantDb();
      const rows = await sql<{
        usuario_id: number;
      }>`select usuario_id from notificacao_destinatarios`.execute(trx);
      const changed = await sql`update notificacao_destinatarios set read_at = now()
                                 where usuario_id = ${s.gestor.usuarioId}`.execute(trx);
      const notificacoes = await sql<{ id: number }>`select id from notificacoes`.execute(trx);
      return {
        users: [...new Set(rows.rows.map((row) => row.usuario_id))],
        changed: Number(changed.numAffectedRows),
        notificacoes: notificacoes.rows.map((row) => row.id),
      };
    });
    expect(seen.users).toEqual([s.admin.usuarioId]);
    expect(seen.changed).toBe(0);
    expect(seen.notificacoes).toContain(id);
    const financeiro = await withTenant(
      db,
      { usuarioId: s.financeiro.usuarioId, autoescolaIds: [] },
      async () => {
        const trx = tenantDb();
        const anexos = await sql`select * from notificacao_anexos where notificacao_id = ${id}`.execute(trx);
        const notificacoes = await sql`select * from notificacoes where id = ${id}`.execute(trx);
        return anexos.rows.length + notificacoes.rows.length;
      },
    );
    expect(financeiro).toBe(0);
    await expect(
      withTenant(db, scope, async () => {
        const trx = tenantDb();
        await sql`update notificacao_destinatarios set usuario_id = ${s.gestor.usuarioId}`.execute(trx);
      }),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withTenant(db, scope, async () => {
        const trx = tenantDb();
        await sql`insert into notificacao_destinatarios (usuario_id, notificacao_id) values (${s.admin.usuarioId}, ${id})`.execute(
          trx,
        );
      }),
    ).rejects.toThrow(/permission denied/);
    const nobody = await withTenant(db, { usuarioId: null, autoescolaIds: [] }, async () => {
      const trx = tenantDb();
      return (await sql`select 1 from notificacao_destinatarios`.execute(trx)).rows.length;
    });
    expect(nobody).toBe(0);
  });

  it("counts the open monitoring alerts of the caller's schools for the header", async () => {
    const { db } = platform.database;
    const expected = async (slugs: string[]) => {
      const row = await db
        .selectFrom('alertas as al')
        .innerJoin('autoescolas as e', 'e.id', 'al.autoescola_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('e.slug', 'in', slugs)
        .where('al.estado', '=', 'aberto')
        .executeTakeFirstOrThrow();
      return row.n;
    };
    const alertas = async (session: Session) => {
      const reply = await call('GET', '/aulas/alertas', session);
      expect(reply.statusCode).toBe(200);
      return reply.json().dados.count as number;
    };
    const demo = await expected(['autoescolademo']);
    expect(demo).toBeGreaterThan(0); // the demo's evidence makes alerts of every kind
    expect(await alertas(s.admin)).toBe(demo);
    expect(await alertas(s.monitor)).toBe(await expected(['autoescolademo', 'cfcmodelo']));
    // The authority of Maranhão sees Autoescola Demo's alerts, not CFC Modelo's (Piauí).
    expect(await alertas(s.detran)).toBe(demo);
    expect(await alertas(s.modelo)).toBe(await expected(['cfcmodelo']));
    for (const none of [s.instrutor, s.aluno, s.financeiro]) expect(await alertas(none)).toBe(0);
  });
});
