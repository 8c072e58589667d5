import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { at, demoSchoolSuite, violationCodes } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';
import type { Session } from '../../../test/platform.ts';

const engines = await testEngines();

/** A São Paulo month far enough ahead that no demo lesson is in it, and the one after it. */
const MES = addDays(todayInSaoPaulo(), 150).slice(0, 7);
const MES_SEGUINTE = addDays(`${MES}-01`, 40).slice(0, 7);
const day = (mes: string, n: number) => `${mes}-${String(n).padStart(2, '0')}`;

const ACIMA =
  'Aulas de contingência acima de 6% das aulas da autoescola no mês — Norma do DETRAN do estado, perfil estadual: percentual mensal de aulas de contingência';

/**
 * Contingency lessons after booking (docs/regulation.md): staff mark and unmark a lesson with a
 * reason, refused over the state's monthly share (6%, as the Federal District's); a contingency
 * lesson moved to another month is checked there; monitoring and the school read each month's share.
 */
describe.each(engines)('contingency lessons on $name', (engine) => {
  const t = demoSchoolSuite(engine, {
    monitor: 'monitor@demo.cfc',
    suporte: 'suporte@demo.cfc',
    modelo: 'admin@modelo.cfc',
    ivo: '111.444.777-35',
  });
  let processo: number;
  const mark = (id: number, contingencia: boolean, motivo = 'Câmera do veículo sem sinal durante a aula.') =>
    t.call('PATCH', `/aulas-praticas/${id}/contingencia`, t.as.admin, { contingencia, motivo });
  const share = async (session: Session, query = `?mes=${MES}`) =>
    (await t.call('GET', `/aulas-praticas/contingencia${query}`, session)).json().dados as {
      schema: string;
      total: number;
      contingencia: number;
      percentual: number;
      maximo: number | null;
      acima_do_limite: boolean;
    }[];

  /** A lesson written as the owner (the month's other lessons), one per hour so none overlaps. */
  const insertLesson = (data: string, hour: number, veiculoId: number) =>
    t.insertLesson({
      processo_id: processo,
      instrutor_id: t.instrutor(2),
      veiculo_id: veiculoId,
      inicio: new Date(at(data, `${String(hour).padStart(2, '0')}:00`)),
    });

  /** A lesson booked through the API for another student, on `data` at 10:00. */
  async function book(data: string, alunoIndex: number): Promise<number> {
    const reply = await t.book({
      processo_id: await t.createProcesso(alunoIndex),
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(),
      inicio: at(data, '10:00'),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados.id_aulas_praticas;
  }

  beforeAll(async () => {
    processo = await t.createProcesso(15);
    // The demo school is in Maranhão: its profile takes the Federal District's 6%.
    const perfil = await t.call(
      'PUT',
      '/estado-perfis/MA',
      t.as.monitor,
      { contingencia_percentual_maximo: 6 },
      { cfc: 'public' },
    );
    expect(perfil.statusCode, perfil.body).toBe(200);
    // 16 lessons of the month already booked, and 3 of the next month.
    const veiculo = await t.createVeiculo('B', 8);
    for (let n = 0; n < 16; n += 1) await insertLesson(day(MES, 2 + Math.floor(n / 4)), 8 + (n % 4), veiculo);
    for (let n = 0; n < 3; n += 1) await insertLesson(day(MES_SEGUINTE, 3), 8 + n, veiculo);
  });

  it('marks a booked lesson within the share, refuses one over it with the rule, and unmarks', async () => {
    // The 17th lesson of the month: 1 of 17 is 5.9%.
    const primeira = await book(day(MES, 10), 16);
    const marked = await mark(primeira, true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      mensagem: 'Aula marcada como contingência.',
      dados: { id_aulas_praticas: primeira, contingencia: true },
    });

    // The 18th: 2 of 18 would be 11.1%.
    const segunda = await book(day(MES, 11), 17);
    const over = await mark(segunda, true);
    expect(over.statusCode).toBe(422);
    expect(over.json().mensagem).toBe('A aula não pode ser marcada como contingência.');
    expect(over.json().errors).toEqual({ aula: [ACIMA] });
    expect(violationCodes(over)).toEqual(['CONTINGENCIA_ACIMA_DO_LIMITE']);

    // Unmarking the first makes room for the second (1 of 18, 5.6%).
    const unmarked = await mark(primeira, false, 'Fotos recuperadas do aparelho.');
    expect(unmarked.json()).toMatchObject({
      mensagem: 'Aula desmarcada como contingência.',
      dados: { contingencia: false },
    });
    expect((await mark(segunda, true)).statusCode).toBe(200);
    expect((await mark(segunda, true)).json().mensagem).toBe('A aula já está marcada como contingência.');
    expect((await mark(primeira, false)).statusCode).toBe(409);

    const detalhe = (await t.call('GET', `/aulas-praticas/${primeira}`, t.as.admin)).json().dados;
    expect(detalhe.historico.filter((entry: { acao: string }) => entry.acao === 'contingencia')).toEqual([
      expect.objectContaining({
        de: { contingencia: false },
        para: { contingencia: true },
        motivo: 'Câmera do veículo sem sinal durante a aula.',
      }),
      expect.objectContaining({ para: { contingencia: false }, motivo: 'Fotos recuperadas do aparelho.' }),
    ]);
    const audit = await t.platform.database.db
      .selectFrom('audit_log')
      .select(['acao', 'usuario_id', 'id_role'])
      .where('entidade', '=', 'aula_pratica')
      .where('entidade_id', '=', String(primeira))
      .where('acao', 'like', 'aula_pratica_contingencia%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.acao, row.usuario_id, row.id_role])).toEqual([
      ['aula_pratica_contingencia_marcada', t.as.admin.usuarioId, 1],
      ['aula_pratica_contingencia_desmarcada', t.as.admin.usuarioId, 1],
    ]);

    // The month's share as the school and as monitoring read it.
    const demoShare = { schema: 'autoescolademo', total: 18, contingencia: 1, percentual: 5.6, maximo: 6 };
    expect(await share(t.as.admin)).toEqual([
      expect.objectContaining({ ...demoShare, acima_do_limite: false }),
    ]);
    for (const operador of [t.as.monitor, t.as.suporte]) {
      const rows = await share(operador);
      expect(rows.map((row) => row.schema)).toEqual(['autoescolademo', 'cfcmodelo']);
      expect(rows[0]).toMatchObject(demoShare);
      expect(rows[1]).toMatchObject({ total: 0, contingencia: 0, percentual: 0 });
    }
    expect((await share(t.as.monitor, `?mes=${MES}&schema=cfcmodelo`)).map((row) => row.schema)).toEqual([
      'cfcmodelo',
    ]);
  });

  it('checks the share again when a contingency lesson moves to another month, not within its month', async () => {
    const aula = await book(day(MES, 12), 18);
    const remarcar = (data: string) =>
      t.call('PATCH', `/aulas-praticas/${aula}/remarcar`, t.as.admin, {
        inicio: at(data, '10:00'),
        motivo: 'Pedido do aluno.',
      });
    // The month holds one contingency lesson at most (2 of 19 is 10.5%): the earlier one is unmarked
    // (a booked one; the demo's contingency lesson was given weeks ago, in another month).
    const rows = await t.platform.database.db
      .selectFrom('aulas_praticas')
      .select('id')
      .where('autoescola_id', '=', t.demo.id)
      .where('contingencia', '=', true)
      .where('status', '=', 'agendada')
      .execute();
    for (const row of rows) expect((await mark(row.id, false)).statusCode).toBe(200);
    expect((await mark(aula, true)).statusCode).toBe(200);

    // Within its month the share does not change.
    expect((await remarcar(day(MES, 13))).statusCode).toBe(200);
    // The next month has 3 lessons: with it, 1 of 4 is 25%.
    const moved = await remarcar(day(MES_SEGUINTE, 14));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ aula: [ACIMA] });
    const stored = await t.platform.database.db
      .selectFrom('aulas_praticas')
      .select('inicio')
      .where('id', '=', aula)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.inicio).toISOString()).toBe(new Date(at(day(MES, 13), '10:00')).toISOString());
    // Unmarked, it moves.
    expect((await mark(aula, false)).statusCode).toBe(200);
    expect((await remarcar(day(MES_SEGUINTE, 14))).statusCode).toBe(200);
  });

  it('refuses a cancelled lesson, other roles and other schools', async () => {
    const aula = await book(day(MES, 20), 19);
    const cancel = await t.call('PATCH', `/aulas-praticas/${aula}/cancelar`, t.as.admin, {
      motivo: 'Chuva.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await mark(aula, true)).statusCode).toBe(409);

    const otherAula = await book(day(MES, 21), 20);
    const body = { contingencia: true, motivo: 'Sem sinal.' };
    expect(
      (await t.call('PATCH', `/aulas-praticas/${otherAula}/contingencia`, t.as.ivo, body)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/aulas-praticas/${otherAula}/contingencia`, t.as.modelo, body)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/aulas-praticas/contingencia?schema=autoescolademo`, t.as.modelo)).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/aulas-praticas/contingencia', t.as.ivo)).statusCode).toBe(403);
    const bad = await t.call('PATCH', `/aulas-praticas/${otherAula}/contingencia`, t.as.admin, {
      motivo: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contingencia', 'motivo']);
    expect(
      (await t.call('GET', '/aulas-praticas/contingencia?mes=2026-13', t.as.admin)).json().errors,
    ).toEqual({
      mes: ['Mês inválido (use AAAA-MM).'],
    });
  });
});
