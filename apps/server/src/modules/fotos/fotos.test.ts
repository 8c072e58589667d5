import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { createFaceEngine, type FaceEngine } from '../../platform/faces/faces.ts';
import { testEngines } from '../../test/engines.ts';
import {
  apiCaller,
  type Session,
  sessionFor,
  startTestPlatform,
  type TestPlatform,
} from '../../test/platform.ts';
import { AULAS_COM_FOTOS, SAMPLE_FIGURES, SAMPLE_IMAGES, type SampleKind } from './seed.ts';
import { verificarFoto } from './verificacao.ts';

const engines = await testEngines();

const ALL_SCHOOLS = { cfc: '' };

/** What the engine decides of each sample against person A's reference (minimum 55). */
const SEEDED_VERDICT: Record<SampleKind, string> = {
  aAgain: 'confere',
  b: 'divergente',
  two: 'varios_rostos',
  none: 'sem_rosto',
};

interface Item {
  id_foto: number;
  id_autoescola: number;
  verificacao: string;
  similaridade: number | null;
  miniatura_url: string;
  foto_url: string;
}

describe.each(engines)('the practical photo feed on $name', (engine) => {
  let platform: TestPlatform;
  const call = apiCaller(() => platform);
  const as: Record<string, Session> = {};

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    for (const [name, login] of Object.entries({
      admin: 'admin@demo.cfc',
      modelo: 'admin@modelo.cfc',
      monitor: 'monitor@demo.cfc',
      comercial: 'comercial@demo.cfc',
      detran: 'detran@demo.cfc',
      suporte: 'suporte@demo.cfc',
      instrutor: '111.444.777-35',
      aluna: '529.982.247-25',
    })) {
      as[name] = await sessionFor(platform, login);
    }
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  /** Every photo the session sees, page after page by cursor. */
  async function walk(session: Session, limite: number, query = '') {
    const ids: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/monitoramento/fotos?limite=${limite}${query}${cursor ? `&cursor=${cursor}` : ''}`;
      // Without a school chosen: every school the session may see.
      const reply = await call('GET', url, session, undefined, ALL_SCHOOLS);
      expect(reply.statusCode, reply.body).toBe(200);
      const dados = reply.json().dados as { itens: Item[]; proximo_cursor: string | null };
      ids.push(...dados.itens);
      cursor = dados.proximo_cursor;
      pages++;
    } while (cursor && pages < 100);
    return ids;
  }

  it("shows the demo's photos with every verdict of the face check", async () => {
    // The other demo evidence (alerts, every given lesson) has photos too.
    const itens = await walk(as.admin as Session, 60);
    expect(itens.length).toBeGreaterThanOrEqual(AULAS_COM_FOTOS * 2);
    expect([...new Set(itens.map((item) => item.verificacao))]).toEqual(
      expect.arrayContaining(['confere', 'sem_rosto', 'varios_rostos', 'divergente', 'sem_referencia']),
    );
    const confere = itens.find(
      (item) => item.verificacao === 'confere' && item.similaridade === SAMPLE_FIGURES.aAgain.similaridade,
    );
    expect(confere).toBeDefined();
    const thumb = await platform.app.inject({
      method: 'GET',
      url: confere?.miniatura_url ?? '',
      headers: as.admin?.headers,
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('private, no-store');
    const foto = await platform.app.inject({
      method: 'GET',
      url: confere?.foto_url ?? '',
      headers: as.admin?.headers,
    });
    expect(foto.rawPayload.length).toBeGreaterThan(thumb.rawPayload.length);
  });

  it('pages by cursor with no gap or repeat, even when photos arrive between pages', async () => {
    const all = await walk(as.admin as Session, 60);
    const paged = await walk(as.admin as Session, 5);
    expect(paged.map((item) => item.id_foto)).toEqual(all.map((item) => item.id_foto));
    expect(new Set(paged.map((item) => item.id_foto)).size).toBe(paged.length);

    // A page read, then a newer photo: the next page goes on where the first stopped.
    const first = (await call('GET', '/monitoramento/fotos?limite=3', as.admin as Session)).json().dados;
    await withSystem(platform.database.db, async () => {
      const trx = systemDb();
      const aula = await trx
        .selectFrom('aula_fotos')
        .select(['autoescola_id', 'aula_id'])
        .where('verificacao', '=', 'confere')
        .where('momento', '=', 'fim')
        .limit(1)
        .executeTakeFirstOrThrow();
      await trx
        .deleteFrom('aula_fotos')
        .where('aula_id', '=', aula.aula_id)
        .where('momento', '=', 'fim')
        .execute();
      await trx
        .insertInto('aula_fotos')
        .values({
          autoescola_id: aula.autoescola_id,
          aula_id: aula.aula_id,
          momento: 'fim',
          arquivo: 'aulas/x/y/fim',
        })
        .execute();
    });
    const second = (
      await call('GET', `/monitoramento/fotos?limite=3&cursor=${first.proximo_cursor}`, as.admin as Session)
    ).json().dados;
    const now = await walk(as.admin as Session, 60);
    const ids = now.map((item) => item.id_foto);
    const after = ids.indexOf(first.itens[2].id_foto);
    expect(second.itens.map((item: Item) => item.id_foto)).toEqual(ids.slice(after + 1, after + 4));
    expect(now[0]?.verificacao).toBe('pendente');

    const bad = await call('GET', '/monitoramento/fotos?cursor=bm9wZQ', as.admin as Session);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cursor[0]).toBe('Posição da lista inválida: recarregue a página.');
  });

  it('filters by verdict, school and instructor', async () => {
    const semRosto = await walk(as.admin as Session, 60, '&verificacao=sem_rosto');
    expect(semRosto.length).toBeGreaterThan(0);
    expect(semRosto.every((item) => item.verificacao === 'sem_rosto')).toBe(true);
    const all = await walk(as.monitor as Session, 60);
    const demoId = (await walk(as.admin as Session, 1))[0]?.id_autoescola;
    const demo = await walk(as.monitor as Session, 60, `&autoescola_id=${demoId}`);
    expect(demo).toHaveLength(all.filter((item) => item.id_autoescola === demoId).length);
    expect(demo.every((item) => item.id_autoescola === demoId)).toBe(true);
    const outro = await walk(as.monitor as Session, 60, `&autoescola_id=${(demoId ?? 0) + 1000}`);
    expect(outro).toHaveLength(0);
  });

  it('lets each role see only its schools, and keeps lesson-giving roles out', async () => {
    const demo = await walk(as.admin as Session, 60);
    const modelo = await walk(as.modelo as Session, 60);
    const demoId = demo[0]?.id_autoescola;
    expect(modelo.some((item) => item.id_autoescola === demoId)).toBe(false);
    // Operator staff are granted both schools; the authority of Maranhão sees the Maranhão school only.
    for (const name of ['monitor', 'comercial', 'suporte']) {
      expect((await walk(as[name] as Session, 60)).length, name).toBe(demo.length + modelo.length);
    }
    expect((await walk(as.detran as Session, 60)).length).toBe(demo.length);
    for (const name of ['instrutor', 'aluna']) {
      expect((await call('GET', '/monitoramento/fotos', as[name] as Session)).statusCode, name).toBe(403);
    }
    const foto = (await walk(as.admin as Session, 1))[0];
    const foreign = await platform.app.inject({
      method: 'GET',
      url: foto?.foto_url ?? '',
      headers: as.modelo?.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().mensagem).toBe('Foto não encontrada.');
  });

  it('lists the theory sessions photos through the same kind of feed', async () => {
    const reply = await call('GET', '/monitoramento/fotos-teoricas?limite=4', as.admin as Session);
    expect(reply.statusCode, reply.body).toBe(200);
    const dados = reply.json().dados;
    expect(dados.itens.length).toBeGreaterThan(0);
    const image = await platform.app.inject({
      method: 'GET',
      url: dados.itens[0].foto_url,
      headers: as.admin?.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(
      (await call('GET', '/monitoramento/fotos-teoricas', as.modelo as Session)).json().dados.itens.length,
    ).toBeGreaterThan(0);
  });
});

describe.each(engines.slice(0, 1))('the face check of a practical photo on $name', (engine) => {
  let platform: TestPlatform;
  let faces: FaceEngine;
  let fotos: { id: number; autoescola_id: number; aluno_id: number; arquivo: string }[];

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    faces = createFaceEngine({ threads: 1 });
    fotos = await withSystem(platform.database.db, () =>
      systemDb()
        .selectFrom('aula_fotos as f')
        .innerJoin('aulas_praticas as a', (join) =>
          join.onRef('a.autoescola_id', '=', 'f.autoescola_id').onRef('a.id', '=', 'f.aula_id'),
        )
        .innerJoin('referencias_faciais as r', (join) =>
          join.onRef('r.autoescola_id', '=', 'a.autoescola_id').onRef('r.aluno_id', '=', 'a.aluno_id'),
        )
        .select(['f.id', 'f.autoescola_id', 'a.aluno_id', 'f.arquivo'])
        .orderBy('f.id')
        .execute(),
    );
  }, 120_000);
  afterAll(async () => {
    await faces?.close();
    await platform?.stop();
    await engine.cleanup();
  });

  const deps = () => ({
    db: platform.database.db,
    jobs: platform.app.jobs,
    storage: platform.app.storage,
    faces,
  });

  it.each(Object.keys(SAMPLE_FIGURES) as SampleKind[])(
    'gives the seeded figures for the sample %s',
    async (kind) => {
      const figures = SAMPLE_FIGURES[kind];
      const foto = fotos[Object.keys(SAMPLE_FIGURES).indexOf(kind)];
      if (!foto) throw new Error('A demonstração não tem fotos com referência.');
      await platform.app.storage.put(foto.arquivo, await SAMPLE_IMAGES[kind](), 'image/jpeg');
      const resultado = await verificarFoto(deps(), { autoescolaId: foto.autoescola_id, fotoId: foto.id });
      expect(resultado?.rostos).toBe(figures.rostos);
      if (figures.similaridade === null) expect(resultado?.similaridade).toBeNull();
      else expect(Math.abs((resultado?.similaridade ?? 0) - figures.similaridade)).toBeLessThanOrEqual(5);
      const stored = await withSystem(platform.database.db, () =>
        systemDb().selectFrom('aula_fotos').selectAll().where('id', '=', foto.id).executeTakeFirstOrThrow(),
      );
      expect(stored.verificacao).toBe(SEEDED_VERDICT[kind]);
      expect(stored.verificado_em).not.toBeNull();
      const thumb = await platform.app.storage.get(stored.miniatura ?? '');
      expect(thumb?.contentType).toBe('image/jpeg');
    },
  );

  it('describes a reference stored without its descriptor once, and says error for a bad image', async () => {
    const described = await withSystem(platform.database.db, () =>
      systemDb()
        .selectFrom('referencias_faciais')
        .select('descritor')
        .where('aluno_id', '=', fotos[0]?.aluno_id ?? 0)
        .executeTakeFirstOrThrow(),
    );
    expect(described.descritor.length).toBe(1024);
    const foto = fotos.at(-1);
    if (!foto) throw new Error('sem foto');
    await platform.app.storage.put(foto.arquivo, Buffer.from('não é imagem'), 'image/jpeg');
    const resultado = await verificarFoto(deps(), { autoescolaId: foto.autoescola_id, fotoId: foto.id });
    expect(resultado).toMatchObject({ verificacao: 'erro', rostos: null, miniatura: null });
  });
});
