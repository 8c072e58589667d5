import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { at, demoSchoolSuite, utc, violationCodes } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';
import { DIA, turmasFixtures } from '../../turmas/turmas.fixtures.ts';

const engines = await testEngines();

/**
 * A practical lesson and the theory sessions (module turmas) of its instructor and its student: one
 * person cannot be in a classroom and in a car at once. The booking's checks refuse it with the rule;
 * the trigger of migration 0015 refuses what skips them.
 */
describe.each(engines)('practical lessons beside theory sessions on $name', (engine) => {
  const t = demoSchoolSuite(engine);
  const f = turmasFixtures(
    () => t.platform,
    () => t.demo,
  );

  it("refuses a lesson in the instructor's theory session and shows why the slots are taken", async () => {
    const turma = await f.turma(t.as.admin);
    await f.aula(t.as.admin, turma.id_turma, { instrutor_id: t.instrutor(1) });
    const processo = await t.createProcesso(0);
    const booking = { processo_id: processo, instrutor_id: t.instrutor(1), veiculo_id: t.car() };

    const refused = await t.book({ ...booking, inicio: at(DIA, '19:50') });
    expect(refused.statusCode).toBe(422);
    expect(violationCodes(refused)).toEqual(['INSTRUTOR_EM_AULA_TEORICA']);
    expect(refused.json().errors.aula[0]).toMatch(/^Instrutor tem aula teórica neste horário — Resolução/);

    const query = `data=${DIA}&processo_id=${processo}&instrutor_id=${t.instrutor(1)}&veiculo_id=${t.car()}`;
    const slots = (await t.call('GET', `/aulas-praticas/horarios-livres?${query}`, t.as.admin)).json().dados;
    const slot = (hhmm: string) => slots.find((found: { inicio: string }) => found.inicio === utc(DIA, hhmm));
    expect(slot('18:30')).toMatchObject({
      livre: false,
      motivos: ['Instrutor tem aula teórica neste horário'],
    });
    expect(slot('17:40')).toMatchObject({ livre: true });
    expect(slot('21:00')).toMatchObject({ livre: true });

    expect((await t.book({ ...booking, inicio: at(DIA, '20:40') })).statusCode).toBe(201);
  });

  it("refuses a lesson in the student's own class session, with any instructor", async () => {
    const turma = await f.turma(t.as.admin);
    await f.aula(t.as.admin, turma.id_turma, {
      disciplina: 'direcao_defensiva',
      instrutor_id: t.instrutor(2),
      hora_inicio: '08:00',
      hora_fim: '09:40',
    });
    const processo = await t.createProcesso(3);
    await f.matricula(t.as.admin, turma.id_turma, processo);

    const refused = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(1),
      inicio: at(DIA, '09:00'),
    });
    expect(refused.statusCode).toBe(422);
    expect(violationCodes(refused)).toEqual(['ALUNO_EM_AULA_TEORICA']);
  });

  it('refuses a theory session while its instructor has a practical lesson', async () => {
    const processo = await t.createProcesso(5);
    const booked = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(2),
      veiculo_id: t.car(),
      inicio: at(DIA, '10:00'),
    });
    expect(booked.json()).toMatchObject({ dados: { status: 'agendada' } });
    const turma = await f.turma(t.as.admin);
    const reply = await f.call('POST', `/turmas/${turma.id_turma}/aulas`, t.as.admin, {
      disciplina: 'direcao_defensiva',
      instrutor_id: t.instrutor(2),
      data: DIA,
      hora_inicio: '09:30',
      hora_fim: '11:10',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors.instrutor_id).toEqual([
      'O instrutor tem aula prática neste horário — Resolução CONTRAN nº 789/2020, Anexo II, Curso Teórico-Técnico (aula ministrada pelo instrutor)',
    ]);
  });

  it('the database refuses either side written past the checks', async () => {
    const { db } = t.platform.database;
    const turma = await f.turma(t.as.admin);
    const { id_aula_teorica } = await f.aula(t.as.admin, turma.id_turma, {
      instrutor_id: t.instrutor(0),
      hora_inicio: '14:00',
      hora_fim: '15:40',
    });
    const processo = await t.createProcesso(4);
    const lesson = { processo_id: processo, instrutor_id: t.instrutor(0), veiculo_id: t.car(2) };
    await expect(t.insertLesson({ ...lesson, inicio: new Date(at(DIA, '15:00')) })).rejects.toMatchObject({
      code: '23P01',
      constraint: 'instrutor_teorica_pratica',
    });

    // A lesson next to the session is taken; moving the session onto it is refused, as is moving it back in.
    const aula = await t.insertLesson({ ...lesson, inicio: new Date(at(DIA, '15:40')) });
    await expect(
      sql`update aulas_teoricas set fim = fim + interval '10 minutes' where id = ${id_aula_teorica}`.execute(
        db,
      ),
    ).rejects.toMatchObject({ code: '23P01', constraint: 'instrutor_teorica_pratica' });
    await expect(
      sql`update aulas_praticas set inicio = inicio - interval '10 minutes' where id = ${aula}`.execute(db),
    ).rejects.toMatchObject({ code: '23P01', constraint: 'instrutor_teorica_pratica' });

    // A cancelled lesson leaves the slot free.
    await sql`update aulas_praticas set status = 'cancelada' where id = ${aula}`.execute(db);
    await sql`update aulas_teoricas set fim = fim + interval '10 minutes' where id = ${id_aula_teorica}`.execute(
      db,
    );
  });
});
