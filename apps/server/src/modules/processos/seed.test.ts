import { perimetroBody, processoBody } from '@cfc/contract';
import { isSimplePolygon, pointInPolygon } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { startTestPlatform } from '../../test/platform.ts';
import { cpfFrom } from '../alunos/alunos.fixtures.ts';
import { seedProcessos } from './seed.ts';

const engines = await testEngines();

describe.each(engines)('demo processes, plans and perimeters on $name', (engine) => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform(engine);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('seeds a school with valid processes under both regimes, plans sold and perimeters in São Luís', async () => {
    const { db } = platform.database;
    // A school of its own, so the test does not depend on what the demo seed already holds.
    const schoolId = await withSystem(db, async () => {
      const trx = systemDb();
      const school = await trx
        .insertInto('autoescolas')
        .values({ nome_fantasia: 'Semente Processos', slug: 'sementeprocessos', uf: 'MA' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('alunos')
        .values(
          Array.from({ length: 26 }, (_, i) => ({
            autoescola_id: school.id,
            nome: `Semente ${i}`,
            cpf: cpfFrom(String(753_100_000 + i)),
            uf: 'MA',
            renach: `MA${String(600_000_000 + i)}`,
          })),
        )
        .execute();
      await seedProcessos(trx, school.id);
      return school.id;
    });

    const processos = await db
      .selectFrom('processos')
      .selectAll()
      .where('autoescola_id', '=', schoolId)
      .execute();
    const count = (test: (p: (typeof processos)[number]) => boolean) => processos.filter(test).length;
    expect(processos).toHaveLength(25);
    expect(
      count((p) => p.categoria === 'B' && p.regime === 'CONTRAN_789_2020' && p.horas_requeridas === 20),
    ).toBe(10);
    expect(
      count((p) => p.categoria === 'B' && p.regime === 'CONTRAN_1020_2025' && p.horas_requeridas === 2),
    ).toBe(10);
    expect(count((p) => p.categoria === 'A')).toBe(5);
    for (const p of processos) {
      expect(p.regime === 'CONTRAN_789_2020').toBe(p.aberto_em < '2025-12-09');
      const parsed = processoBody.safeParse(p);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }

    const planos = await db
      .selectFrom('planos_praticos')
      .selectAll()
      .where('autoescola_id', '=', schoolId)
      .execute();
    expect(planos.map((p) => [p.nome, p.horas_aula, p.preco_centavos])).toEqual([
      ['10 aulas', 10, 90_000],
      ['20 aulas', 20, 170_000],
    ]);
    const vendas = await db
      .selectFrom('processo_planos')
      .selectAll()
      .where('autoescola_id', '=', schoolId)
      .execute();
    expect(vendas.length).toBeGreaterThanOrEqual(10);

    const perimetros = await db
      .selectFrom('perimetros')
      .selectAll()
      .where('autoescola_id', '=', schoolId)
      .execute();
    expect(perimetros).toHaveLength(2);
    for (const perimetro of perimetros) {
      expect(perimetroBody.safeParse({ nome: perimetro.nome, pontos: perimetro.pontos }).success).toBe(true);
      expect(isSimplePolygon(perimetro.pontos)).toBe(true);
    }
    // The centre of São Luís (Praça Deodoro) is in the first one.
    expect(pointInPolygon([-44.302, -2.532], perimetros[0]?.pontos ?? [])).toBe(true);
  });
});
