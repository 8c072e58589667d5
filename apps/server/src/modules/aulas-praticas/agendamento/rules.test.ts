import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { describe, expect, it } from 'vitest';
import { at, demoSchoolSuite, testDay, violationCodes } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';

const engines = await testEngines();

describe.each(engines)('the rules a booking checks on $name', (engine) => {
  const t = demoSchoolSuite(engine);

  it('refuses a lesson the regulation refuses, with every reason', async () => {
    const day = testDay(2);
    const moto = t.motorcycle();
    const categoriaA = await t.createProcesso(3, { categoria: 'A' });
    const wrong = await t.book({
      processo_id: categoriaA,
      instrutor_id: t.instrutor(2),
      veiculo_id: t.car(),
      inicio: at(day, '10:00'),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      success: false,
      mensagem: 'A aula não pode ser agendada.',
      errors: {
        aula: [
          'Categoria do instrutor incompatível com a categoria do candidato — Lei nº 12.302/2010, art. 3º, parágrafo único',
          'Categoria do veículo incompatível com a categoria do processo — Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular',
        ],
      },
    });
    expect(violationCodes(wrong)).toEqual(['CATEGORIA_INCOMPATIVEL', 'VEICULO_CATEGORIA_INCOMPATIVEL']);
    expect(
      (
        await t.book({
          processo_id: categoriaA,
          instrutor_id: t.instrutor(0),
          veiculo_id: moto,
          inicio: at(day, '10:00'),
        })
      ).statusCode,
    ).toBe(201);

    const expired = await t.createProcesso(4, { ladv_validade: addDays(day, -1) });
    const ladv = await t.book({
      processo_id: expired,
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(),
      inicio: at(day, '10:00'),
    });
    expect(ladv.json().errors.aula).toEqual([
      'Data de término da LADV anterior à data da aula — Código de Trânsito Brasileiro, art. 155, parágrafo único',
    ]);

    const old = await t.createProcesso(4, {
      regime: 'CONTRAN_789_2020',
      aberto_em: addDays(todayInSaoPaulo(), -400),
    });
    const vencido = await t.book({
      processo_id: old,
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(),
      inicio: at(day, '10:00'),
    });
    expect(violationCodes(vencido)).toEqual(['PROCESSO_VENCIDO']);
    expect(vencido.json().errors.aula).toEqual([
      'Processo do aluno passou da validade de 12 meses — Resolução CONTRAN nº 789/2020, art. 2º (prazo de 12 meses do processo)',
    ]);

    const missing = await t.book({
      processo_id: 999_999,
      instrutor_id: 999_999,
      veiculo_id: 999_999,
      inicio: at(day, '10:00'),
    });
    expect(violationCodes(missing)).toEqual([
      'PROCESSO_INEXISTENTE',
      'INSTRUTOR_NAO_ENCONTRADO',
      'VEICULO_NAO_VINCULADO',
      'VEICULO_NAO_ENCONTRADO',
    ]);

    const past = await t.book({
      processo_id: categoriaA,
      instrutor_id: t.instrutor(0),
      veiculo_id: moto,
      inicio: at(addDays(todayInSaoPaulo(), -2), '10:00'),
    });
    expect(violationCodes(past)).toEqual(['HORARIO_PASSADO']);
  });

  it('refuses a vehicle that is not linked to the school on the lesson day', async () => {
    const day = testDay(3);
    const veiculo = t.car(1);
    await t.platform.database.db
      .updateTable('veiculo_vinculos')
      .set({ fim: addDays(day, -1) })
      .where('veiculo_id', '=', veiculo)
      .execute();
    const processo = await t.createProcesso(5);
    const reply = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(1),
      veiculo_id: veiculo,
      inicio: at(day, '09:00'),
    });
    expect(reply.json().errors.aula).toEqual([
      'Veículo não vinculado à autoescola na data da aula — Código de Trânsito Brasileiro, art. 154 (veículo de aprendizagem da autoescola)',
    ]);
    const before = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(1),
      veiculo_id: veiculo,
      inicio: at(addDays(day, -1), '09:00'),
    });
    expect(before.statusCode).toBe(201);
  });

  it('keeps a 789/2020 candidate to 3 h/a a day with a break before the third', async () => {
    const day = testDay(4);
    const processo = await t.createProcesso(6, { regime: 'CONTRAN_789_2020' });
    const lesson = (inicio: string, horas_aula: 1 | 2 = 1) =>
      t.book({
        processo_id: processo,
        instrutor_id: t.instrutor(1),
        veiculo_id: t.car(),
        inicio: at(day, inicio),
        horas_aula,
      });
    expect((await lesson('08:00', 2)).statusCode).toBe(201);
    const tooSoon = await lesson('09:40');
    expect(tooSoon.json().errors.aula).toEqual([
      'Intervalo para a terceira aula inferior a 50 minutos — Norma do DETRAN do estado, perfil estadual: intervalo antes da terceira aula',
    ]);
    expect((await lesson('10:30')).statusCode).toBe(201);
    const fourth = await lesson('15:00');
    expect(fourth.json().errors.aula).toEqual([
      'Candidato não pode realizar mais de 3 horas-aula práticas por dia — Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular',
    ]);
  });

  it('allows one basic-concepts lesson per process', async () => {
    const day = testDay(5);
    const processo = await t.createProcesso(7);
    const basics = (inicio: string) =>
      t.book({
        processo_id: processo,
        instrutor_id: t.instrutor(1),
        veiculo_id: t.car(),
        inicio: at(day, inicio),
        tipo: 'conceitos_basicos',
      });
    expect((await basics('08:00')).statusCode).toBe(201);
    expect((await basics('14:00')).json().errors.aula).toEqual([
      'Só é permitida 1 aula de conceitos básicos — Norma do DETRAN do estado, perfil estadual: aulas de conceitos básicos',
    ]);
  });
});
