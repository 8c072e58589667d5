import { addDays, dateInSaoPaulo, todayInSaoPaulo, VIOLATIONS } from '@cfc/domain';
import { describe, expect, it } from 'vitest';
import { demoSchoolSuite } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { ALUNOS_MONITORADOS } from '../alertas/seed.ts';

const engines = await testEngines();

function groupBy<T, K>(list: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe.each(engines)('the demo month of practical lessons on $name', (engine) => {
  const t = demoSchoolSuite(engine);

  it('gives the past three weeks, books the next one, breaks four rules on purpose and never overlaps', async () => {
    const { db } = t.platform.database;
    const aulas = await db
      .selectFrom('aulas_praticas as a')
      .leftJoin('anotacoes_praticas as n', 'n.aula_id', 'a.id')
      .select([
        'a.id',
        'a.status',
        'a.inicio',
        'a.fim',
        'a.instrutor_id',
        'a.veiculo_id',
        'a.aluno_id',
        'a.getran_status',
      ])
      .select(['n.id as anotacao', 'n.begin_time', 'n.finish_time', 'n.hodo_start', 'n.hodo_end'])
      .where('a.autoescola_id', '=', t.demo.id)
      // The lesson under way now is the monitoring dashboard's (modules/monitoramento/seed.ts).
      .where('a.status', '!=', 'em_andamento')
      // The alerts' evidence (modules/alertas/seed.ts) breaks these rules on purpose, with students of its own.
      .where('a.aluno_id', 'not in', (eb) =>
        eb
          .selectFrom('alunos')
          .select('id')
          .where('nome', 'in', [...ALUNOS_MONITORADOS]),
      )
      .orderBy('a.inicio')
      .execute();
    const today = todayInSaoPaulo();
    const realizadas = aulas.filter((a) => a.status === 'realizada');
    const agendadas = aulas.filter((a) => a.status === 'agendada');
    expect(realizadas.length).toBeGreaterThanOrEqual(17 * 7);
    expect(agendadas.length).toBeGreaterThanOrEqual(5 * 7);
    expect(realizadas.length + agendadas.length).toBe(aulas.length);
    for (const aula of realizadas) {
      expect(aula.anotacao, `aula ${aula.id}`).not.toBeNull();
      expect(dateInSaoPaulo(aula.inicio) < today && dateInSaoPaulo(aula.inicio) >= addDays(today, -21)).toBe(
        true,
      );
    }
    for (const aula of agendadas) {
      expect(aula.anotacao).toBeNull();
      expect(dateInSaoPaulo(aula.inicio) > today && dateInSaoPaulo(aula.inicio) <= addDays(today, 7)).toBe(
        true,
      );
    }

    const rejeicoes = aulas.map((a) => a.getran_status).filter((s) => s !== null && s !== 'Aceito');
    expect(rejeicoes.sort()).toEqual(
      [
        VIOLATIONS.AULA_ACIMA_1_HORA,
        VIOLATIONS.AULA_DUPLA_SEM_TEMPO_MINIMO,
        VIOLATIONS.CATEGORIA_INCOMPATIVEL,
        VIOLATIONS.TEMPO_TOTAL_INSUFICIENTE,
      ].sort(),
    );
    const minutes = (a: (typeof aulas)[number]) =>
      (new Date(a.finish_time ?? 0).getTime() - new Date(a.begin_time ?? 0).getTime()) / 60_000;
    expect(realizadas.filter((a) => minutes(a) < 45).map(minutes)).toEqual([40]);
    expect(
      realizadas
        .filter((a) => minutes(a) > 60)
        .map(minutes)
        .sort(),
    ).toEqual([70, 80]);

    // No instructor, vehicle or student has two lessons at once; odometers only go forward.
    for (const key of ['instrutor_id', 'veiculo_id', 'aluno_id'] as const) {
      const byOwner = groupBy(aulas, (a) => a[key]);
      for (const list of byOwner.values()) {
        for (let i = 1; i < list.length; i++) {
          const [before, after] = [list[i - 1], list[i]];
          if (before && after)
            expect(new Date(after.inicio).getTime()).toBeGreaterThanOrEqual(new Date(before.fim).getTime());
        }
      }
    }
    for (const list of groupBy(realizadas, (a) => a.veiculo_id).values()) {
      for (let i = 1; i < list.length; i++) {
        expect(list[i]?.hodo_start ?? 0).toBeGreaterThan(list[i - 1]?.hodo_end ?? 0);
      }
    }
  });
});
