import { generateRenavam } from '@brazilian-utils/brazilian-utils';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { describe, expect, it } from 'vitest';
import { at, type Booking, demoSchoolSuite, testDay, violationCodes } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';

const engines = await testEngines();

/**
 * The rules of issue 15 through the API: simulator order and cap at booking, the contingency share,
 * and validity checked again when the instructor starts the lesson (docs/regulation.md).
 */
describe.each(engines)('the remaining rules of the regulation on $name', (engine) => {
  const t = demoSchoolSuite(engine, { monitor: 'monitor@demo.cfc', ivo: '111.444.777-35' });
  const putPerfil = (body: object) =>
    t.call('PUT', '/estado-perfis/MA', t.as.monitor, body, { cfc: 'public' });

  it('under 789/2020, refuses a street lesson before a simulator one and warns past 5 simulator h/a', async () => {
    const processo = await t.createProcesso(8, { regime: 'CONTRAN_789_2020' });
    const lesson = (day: string, tipo: Booking['tipo'], horas_aula: 1 | 2 = 2) =>
      t.book({
        processo_id: processo,
        instrutor_id: t.instrutor(1),
        veiculo_id: t.car(),
        inicio: at(day, '08:00'),
        horas_aula,
        tipo,
      });

    const first = await lesson(testDay(20), 'simulador');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ mensagem: 'Aula agendada.', dados: { avisos: [] } });

    const street = await lesson(testDay(19), 'normal', 1);
    expect(street.statusCode).toBe(422);
    expect(street.json().errors.aula).toEqual([
      'Aulas em simulador devem anteceder as aulas em via pública — Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular (redação da Resolução CONTRAN nº 778/2019)',
    ]);

    expect((await lesson(testDay(21), 'simulador')).json().dados.avisos).toEqual([]);
    // 2 + 2 + 2 h/a: the sixth is past the cap; booked, with a warning.
    const past = await lesson(testDay(22), 'simulador');
    expect(past.statusCode).toBe(201);
    expect(violationCodes({ json: () => ({ dados: { violacoes: past.json().dados.avisos } }) })).toEqual([
      'SIMULADOR_ACIMA_DO_LIMITE',
    ]);
    expect(past.json().mensagem).toContain('Atenção: Horas-aula em simulador acima de 5 não contam');
    expect((await lesson(testDay(23), 'normal', 1)).statusCode).toBe(201);
  });

  it("refuses a contingency lesson beyond the state's monthly share", async () => {
    const processo = await t.createProcesso(9);
    const contingencia = (hhmm: string) =>
      t.book({
        processo_id: processo,
        instrutor_id: t.instrutor(1),
        veiculo_id: t.car(),
        inicio: at(testDay(25), hhmm),
        contingencia: true,
      });
    expect((await putPerfil({ contingencia_percentual_maximo: 0 })).statusCode).toBe(200);
    const none = await contingencia('08:00');
    expect(violationCodes(none)).toEqual(['CONTINGENCIA_NAO_PERMITIDA']);

    // 6% as in the Federal District: the school has no other lesson that month, so one is 100%.
    expect((await putPerfil({ contingencia_percentual_maximo: 6 })).statusCode).toBe(200);
    const over = await contingencia('08:00');
    expect(over.json().errors.aula).toEqual([
      'Aulas de contingência acima de 6% das aulas da autoescola no mês — Norma do DETRAN do estado, perfil estadual: percentual mensal de aulas de contingência',
    ]);

    expect((await putPerfil({ contingencia_percentual_maximo: null })).statusCode).toBe(200);
    expect((await contingencia('08:00')).statusCode).toBe(201);
    const stored = await t.platform.database.db
      .selectFrom('aulas_praticas')
      .select('contingencia')
      .where('processo_id', '=', processo)
      .executeTakeFirstOrThrow();
    expect(stored.contingencia).toBe(true);
  });

  it("refuses a booking after the vehicle's licensing ends, as recorded in the vehicle's form", async () => {
    const processo = await t.createProcesso(12);
    const veiculoId = await t.createVeiculo('B', 7);
    const stored = (await t.call('GET', `/veiculos/${veiculoId}`, t.as.admin)).json().dados;
    const saved = await t.call('PUT', `/veiculos/${veiculoId}`, t.as.admin, {
      placa: stored.placa,
      renavam: generateRenavam(),
      marca: stored.marca,
      modelo: stored.modelo,
      ano_fabricacao: stored.ano_fabricacao,
      categoria: stored.categoria,
      vinculos: stored.vinculos,
      licenciamento_validade: testDay(19),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lesson = (day: string) =>
      t.book({
        processo_id: processo,
        instrutor_id: t.instrutor(1),
        veiculo_id: veiculoId,
        inicio: at(day, '14:00'),
      });

    const after = await lesson(testDay(20));
    expect(after.statusCode).toBe(422);
    expect(violationCodes(after)).toEqual(['VEICULO_LICENCIAMENTO_VENCIDO']);
    expect(after.json().errors.aula).toEqual([
      'Licenciamento do veículo vencido na data da aula — Código de Trânsito Brasileiro, art. 130 (licenciamento anual)',
    ]);
    // Its last day still counts.
    expect((await lesson(testDay(19))).statusCode).toBe(201);
  });

  it("refuses a booking when the student's medical exam is not apto", async () => {
    const aluno = t.demo.alunos[10];
    if (!aluno) throw new Error('aluno ausente');
    const processo = await t.createProcesso(10);
    await t.platform.database.db
      .insertInto('aluno_exames')
      .values({
        autoescola_id: t.demo.id,
        aluno_id: aluno.id,
        tipo: 'medico',
        resultado: 'inapto',
        data_exame: '2026-01-05',
      })
      .execute();
    const reply = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(),
      inicio: at(testDay(26), '08:00'),
    });
    expect(violationCodes(reply)).toEqual(['EXAME_MEDICO_INAPTO']);
  });

  it("checks validity again when the instructor starts: an expired credential stops the start, with the law's article", async () => {
    const { db } = t.platform.database;
    const instrutorId = t.instrutor(0);
    const id = await t.insertLesson({
      processo_id: await t.createProcesso(11),
      instrutor_id: instrutorId,
      veiculo_id: await t.createVeiculo('B', 9),
      inicio: new Date(Math.floor(Date.now() / 60_000) * 60_000),
    });
    const before = await db
      .selectFrom('instrutores')
      .select('credencial_validade')
      .where('id', '=', instrutorId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('instrutores')
      .set({ credencial_validade: addDays(todayInSaoPaulo(), -1) })
      .where('id', '=', instrutorId)
      .execute();
    try {
      const start = { hodometro: 999_999, latitude: -2.53, longitude: -44.3 };
      const refused = await t.call('POST', `/instrutor/aulas/${id}/iniciar`, t.as.ivo, start);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().mensagem).toBe(
        'A aula não pode ser iniciada: Credencial do instrutor vencida na data da aula — Lei nº 12.302/2010, art. 4º, V (certificado do órgão de trânsito).',
      );
      expect(violationCodes(refused)).toEqual(['INSTRUTOR_CREDENCIAL_VENCIDA']);
      const aula = await db
        .selectFrom('aulas_praticas')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(aula.status).toBe('agendada');
    } finally {
      await db
        .updateTable('instrutores')
        .set({ credencial_validade: before.credencial_validade })
        .where('id', '=', instrutorId)
        .execute();
    }
  });
});
