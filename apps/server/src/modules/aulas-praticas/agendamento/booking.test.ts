import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { describe, expect, it } from 'vitest';
import { at, demoSchoolSuite, testDay, utc, violationCodes } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';

const engines = await testEngines();

describe.each(engines)('booking practical lessons on $name', (engine) => {
  const t = demoSchoolSuite(engine, { modelo: 'admin@modelo.cfc' });

  it('books a double lesson, keeps it in the history and the audit log, and shows it', async () => {
    const day = testDay(0);
    const processo = await t.createProcesso(0);
    const reply = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(2),
      veiculo_id: t.car(),
      inicio: at(day, '08:00'),
      horas_aula: 2,
    });
    expect(reply.statusCode).toBe(201);
    const aula = reply.json().dados;
    expect(reply.json().mensagem).toBe('Aula agendada.');
    expect(aula).toMatchObject({
      id_processo: processo,
      id_aluno: t.demo.alunos[0]?.id,
      id_instrutor: t.instrutor(2),
      id_veiculo: t.car(),
      placa: t.demo.veiculos[0]?.placa,
      categoria: 'B',
      inicio: utc(day, '08:00'),
      fim: utc(day, '09:40'),
      horas_aula: 2,
      tipo: 'normal',
      status: 'agendada',
      getran_status: null,
    });
    expect(aula).not.toHaveProperty('autoescola_id');

    const detail = (await t.call('GET', `/aulas-praticas/${aula.id_aulas_praticas}`, t.as.admin)).json()
      .dados;
    expect(detail.historico).toEqual([
      expect.objectContaining({ acao: 'agendada', usuario: 'Ana Administradora', motivo: null }),
    ]);
    expect(detail.historico[0].para).toMatchObject({ inicio: utc(day, '08:00'), fim: utc(day, '09:40') });

    const audit = await t.platform.database.db
      .selectFrom('audit_log')
      .select(['acao', 'entidade', 'autoescola_id', 'usuario_id'])
      .where('entidade', '=', 'aula_pratica')
      .where('entidade_id', '=', String(aula.id_aulas_praticas))
      .execute();
    expect(audit).toEqual([
      {
        acao: 'aula_pratica_agendada',
        entidade: 'aula_pratica',
        autoescola_id: t.demo.id,
        usuario_id: t.as.admin.usuarioId,
      },
    ]);
  });

  it('shows the free slots of a day and why the others are not free', async () => {
    const day = testDay(1);
    const processo = await t.createProcesso(1);
    await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(),
      inicio: at(day, '06:50'),
    });
    const other = await t.createProcesso(2);
    const query = `data=${day}&processo_id=${other}&instrutor_id=${t.instrutor(1)}&veiculo_id=${t.car()}`;
    const reply = await t.call('GET', `/aulas-praticas/horarios-livres?${query}`, t.as.admin);
    expect(reply.statusCode).toBe(200);
    const slots = reply.json().dados;
    expect(slots).toHaveLength(19);
    expect(slots[0]).toEqual({ inicio: utc(day, '06:00'), fim: utc(day, '06:50'), livre: true, motivos: [] });
    expect(slots[1]).toEqual({
      inicio: utc(day, '06:50'),
      fim: utc(day, '07:40'),
      livre: false,
      motivos: ['Instrutor já possui aula neste horário', 'Veículo já possui aula neste horário'],
    });
    expect(slots[18]).toMatchObject({ inicio: utc(day, '21:00'), fim: utc(day, '21:50'), livre: true });

    const double = await t.call('GET', `/aulas-praticas/horarios-livres?${query}&horas_aula=2`, t.as.admin);
    const doubles = double.json().dados;
    expect(doubles).toHaveLength(18);
    expect(doubles[0]).toMatchObject({ inicio: utc(day, '06:00'), fim: utc(day, '07:40'), livre: false });

    const past = await t.call(
      'GET',
      `/aulas-praticas/horarios-livres?${query.replace(day, addDays(todayInSaoPaulo(), -1))}`,
      t.as.admin,
    );
    expect(
      past.json().dados.every((slot: { motivos: string[] }) => slot.motivos.includes('Horário já passou')),
    ).toBe(true);
  });

  it('answers 422 for malformed requests', async () => {
    const reply = await t.book({
      processo_id: 0,
      instrutor_id: -1,
      veiculo_id: 1,
      inicio: '2026-13-01 10:00',
      horas_aula: 3 as 1,
    });
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(reply.json().errors).sort()).toEqual([
      'horas_aula',
      'inicio',
      'instrutor_id',
      'processo_id',
    ]);
    expect(reply.json().errors.processo_id).toEqual(['Selecione o processo do aluno.']);
    const seconds = await t.book({
      processo_id: 1,
      instrutor_id: 1,
      veiculo_id: 1,
      inicio: '2030-01-01T10:00:30-03:00',
    });
    expect(seconds.json().errors.inicio).toEqual(['Informe o horário em minutos exatos.']);
  });

  it("keeps each school's lessons to itself", async () => {
    const day = testDay(6);
    const processo = await t.createProcesso(8);
    const mine = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(),
      inicio: at(day, '11:00'),
    });
    const id = mine.json().dados.id_aulas_praticas;
    expect((await t.call('GET', `/aulas-praticas/${id}`, t.as.modelo)).statusCode).toBe(404);
    expect(
      (await t.call('PATCH', `/aulas-praticas/${id}/cancelar`, t.as.modelo, { motivo: 'invasão' }))
        .statusCode,
    ).toBe(404);
    const list = await t.call('GET', `/aulas-praticas?de=${day}&ate=${day}`, t.as.modelo);
    expect(list.json().dados.total).toBe(0);
    const theirs = await t.book(
      { processo_id: processo, instrutor_id: t.instrutor(1), veiculo_id: t.car(), inicio: at(day, '15:00') },
      t.as.modelo,
    );
    expect(violationCodes(theirs)).toEqual([
      'PROCESSO_INEXISTENTE',
      'INSTRUTOR_NAO_ENCONTRADO',
      'VEICULO_NAO_VINCULADO',
      'VEICULO_NAO_ENCONTRADO',
    ]);
    expect((await t.call('GET', `/aulas-praticas/${id}`, t.as.admin)).statusCode).toBe(200);
  });
});
