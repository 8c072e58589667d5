import { describe, expect, it } from 'vitest';
import { at, demoSchoolSuite, testDay, utc } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';
import { sessionFor } from '../../../test/platform.ts';
import { CONFIRM_ANNOTATION_REMOVAL } from './service.ts';

const engines = await testEngines();

describe.each(engines)('rescheduling, cancelling and listing practical lessons on $name', (engine) => {
  const t = demoSchoolSuite(engine);

  async function booked(alunoIndex: number, instrutorIndex: number, carIndex: number, inicio: string) {
    const processo = await t.createProcesso(alunoIndex);
    const reply = await t.book({
      processo_id: processo,
      instrutor_id: t.instrutor(instrutorIndex),
      veiculo_id: t.car(carIndex),
      inicio,
    });
    expect(reply.statusCode).toBe(201);
    return { id: reply.json().dados.id_aulas_praticas as number, processo };
  }

  it('reschedules a lesson, checking the rules again and keeping where it was and why', async () => {
    const day = testDay(0);
    const { id } = await booked(0, 1, 0, at(day, '08:00'));
    await booked(1, 2, 0, at(day, '10:00'));

    const busy = await t.call('PATCH', `/aulas-praticas/${id}/remarcar`, t.as.admin, {
      inicio: at(day, '10:20'),
      motivo: 'Chuva',
    });
    expect(busy.statusCode).toBe(422);
    expect(busy.json()).toMatchObject({
      mensagem: 'A aula não pode ser remarcada.',
      errors: {
        aula: [
          'Veículo já possui aula neste horário — Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular',
        ],
      },
      dados: { violacoes: [{ code: 'VEICULO_HORARIO_OCUPADO' }] },
    });

    // Its own old time does not stand in its way.
    const moved = await t.call('PATCH', `/aulas-praticas/${id}/remarcar`, t.as.admin, {
      inicio: at(day, '08:20'),
      motivo: 'Aluno atrasado',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      mensagem: 'Aula remarcada.',
      dados: { inicio: utc(day, '08:20'), fim: utc(day, '09:10'), status: 'agendada' },
    });

    const detail = (await t.call('GET', `/aulas-praticas/${id}`, t.as.admin)).json().dados;
    expect(detail.historico.map((entry: { acao: string }) => entry.acao)).toEqual(['agendada', 'remarcada']);
    expect(detail.historico[1]).toMatchObject({
      de: { inicio: utc(day, '08:00'), fim: utc(day, '08:50') },
      para: { inicio: utc(day, '08:20'), fim: utc(day, '09:10') },
      motivo: 'Aluno atrasado',
      usuario: 'Ana Administradora',
    });
    const audit = await t.platform.database.db
      .selectFrom('audit_log')
      .select('acao')
      .where('entidade', '=', 'aula_pratica')
      .where('entidade_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.acao)).toEqual(['aula_pratica_agendada', 'aula_pratica_remarcada']);

    const noReason = await t.call('PATCH', `/aulas-praticas/${id}/remarcar`, t.as.admin, {
      inicio: at(day, '12:00'),
      motivo: ' ',
    });
    expect(noReason.json().errors).toEqual({ motivo: ['Informe o motivo.'] });
    expect(
      (
        await t.call('PATCH', '/aulas-praticas/999999/remarcar', t.as.admin, {
          inicio: at(day, '12:00'),
          motivo: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('cancels a lesson with its reason and frees the slot', async () => {
    const day = testDay(1);
    const inicio = at(day, '09:00');
    const { id } = await booked(2, 1, 1, inicio);
    const cancelled = await t.call('PATCH', `/aulas-praticas/${id}/cancelar`, t.as.admin, {
      motivo: 'Aluno doente',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      mensagem: 'Aula cancelada.',
      dados: { status: 'cancelada', motivo_cancelamento: 'Aluno doente' },
    });
    const detail = (await t.call('GET', `/aulas-praticas/${id}`, t.as.admin)).json().dados;
    expect(detail.historico[1]).toMatchObject({
      acao: 'cancelada',
      de: { status: 'agendada' },
      para: { status: 'cancelada' },
      motivo: 'Aluno doente',
    });

    // Same student, instructor, vehicle and time: the cancelled lesson no longer holds any of them.
    const again = await t.book({
      processo_id: detail.id_processo,
      instrutor_id: t.instrutor(1),
      veiculo_id: t.car(1),
      inicio,
    });
    expect(again.statusCode).toBe(201);

    const twice = await t.call('PATCH', `/aulas-praticas/${id}/cancelar`, t.as.admin, { motivo: 'De novo' });
    expect(twice.statusCode).toBe(409);
    const move = await t.call('PATCH', `/aulas-praticas/${id}/remarcar`, t.as.admin, {
      inicio: at(day, '15:00'),
      motivo: 'x',
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().mensagem).toBe('Só é possível remarcar uma aula agendada.');
  });

  it('cancels a given lesson only once the annotation removal is confirmed, all in one transaction', async () => {
    const given = await t.platform.database.db
      .selectFrom('aulas_praticas as a')
      .innerJoin('anotacoes_praticas as n', 'n.aula_id', 'a.id')
      .select(['a.id', 'n.id as anotacao'])
      .where('a.autoescola_id', '=', t.demo.id)
      .where('a.status', '=', 'realizada')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const unconfirmed = await t.call('PATCH', `/aulas-praticas/${given.id}/cancelar`, t.as.admin, {
      motivo: 'Engano',
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().mensagem).toBe(CONFIRM_ANNOTATION_REMOVAL);
    const stillThere = await t.platform.database.db
      .selectFrom('anotacoes_praticas')
      .select('id')
      .where('id', '=', given.anotacao)
      .executeTakeFirst();
    expect(stillThere).toBeDefined();

    const confirmed = await t.call('PATCH', `/aulas-praticas/${given.id}/cancelar`, t.as.admin, {
      motivo: 'Engano',
      remover_anotacao: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().dados.status).toBe('cancelada');
    const gone = await t.platform.database.db
      .selectFrom('anotacoes_praticas')
      .select('id')
      .where('id', '=', given.anotacao)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    const detail = (await t.call('GET', `/aulas-praticas/${given.id}`, t.as.admin)).json().dados;
    expect(detail.historico.map((entry: { acao: string }) => entry.acao).slice(-2)).toEqual([
      'anotacao_removida',
      'cancelada',
    ]);
  });

  it('lists scheduled and given lessons with filters, and shows the agenda', async () => {
    const day = testDay(2);
    const first = await booked(3, 3, 2, at(day, '07:00'));
    const second = await booked(4, 3, 0, at(day, '13:00'));
    const third = await booked(5, 4, 2, at(day, '13:00'));
    await t.platform.database.db
      .updateTable('aulas_praticas')
      .set({ status: 'realizada', getran_status: 'Aceito' })
      .where('id', '=', first.id)
      .execute();

    const ids = async (query: string) => {
      const reply = await t.call('GET', `/aulas-praticas?de=${day}&ate=${day}&${query}`, t.as.admin);
      expect(reply.statusCode).toBe(200);
      return reply.json().dados.data.map((row: { id_aulas_praticas: number }) => row.id_aulas_praticas);
    };
    expect(await ids('status=agendada')).toEqual([second.id, third.id]);
    expect(await ids('status=realizada')).toEqual([first.id]);
    expect(await ids(`instrutor_id=${t.instrutor(3)}&sort=-inicio`)).toEqual([second.id, first.id]);
    expect(await ids(`veiculo_id=${t.car(2)}`)).toEqual([first.id, third.id]);
    expect(await ids(`aluno_id=${t.demo.alunos[5]?.id}`)).toEqual([third.id]);

    const named = await t.call('GET', `/aulas-praticas?de=${day}&ate=${day}&per_page=1`, t.as.admin);
    expect(named.json().dados).toMatchObject({ total: 3, per_page: 1, last_page: 3 });
    const row = named.json().dados.data[0];
    expect(row).toMatchObject({ status: 'realizada', getran_status: 'Aceito', inicio: utc(day, '07:00') });
    const byName = await t.call(
      'GET',
      `/aulas-praticas?de=${day}&ate=${day}&filtro=${encodeURIComponent(row.aluno_nome.split(' ')[0].toLowerCase())}`,
      t.as.admin,
    );
    expect(byName.json().dados.data.map((found: { aluno_nome: string }) => found.aluno_nome)).toContain(
      row.aluno_nome,
    );

    await t.call('PATCH', `/aulas-praticas/${third.id}/cancelar`, t.as.admin, { motivo: 'Feriado' });
    const agenda = async (query: string) => {
      const reply = await t.call('GET', `/aulas-praticas/agenda?de=${day}&ate=${day}${query}`, t.as.admin);
      expect(reply.statusCode).toBe(200);
      return reply.json().dados.map((lesson: { id_aulas_praticas: number }) => lesson.id_aulas_praticas);
    };
    expect(await agenda('')).toEqual([first.id, second.id]);
    expect(await agenda(`&por=instrutor&id=${t.instrutor(3)}`)).toEqual([first.id, second.id]);
    expect(await agenda(`&por=veiculo&id=${t.car(0)}`)).toEqual([second.id]);
    expect(await agenda(`&por=aluno&id=${t.demo.alunos[3]?.id}`)).toEqual([first.id]);

    const wrong = await t.call(
      'GET',
      `/aulas-praticas/agenda?de=${day}&ate=2020-01-01&por=instrutor`,
      t.as.admin,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      ate: ['A data final deve ser igual ou posterior à inicial.'],
      id: ['Informe de quem é a agenda.'],
    });
  });

  it('opens the lists to who may list lessons and scheduling only to who may schedule', async () => {
    const { db } = t.platform.database;
    await db
      .updateTable('usuarios')
      .set({ permissoes: ['aulas_list'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    const gestor = await sessionFor(t.platform, 'gestor@demo.cfc');
    expect((await t.call('GET', '/aulas-praticas', gestor)).statusCode).toBe(200);
    expect(
      (await t.call('GET', `/aulas-praticas/agenda?de=${testDay(0)}&ate=${testDay(0)}`, gestor)).statusCode,
    ).toBe(200);
    expect((await t.call('POST', '/aulas-praticas', gestor, {})).statusCode).toBe(403);
    expect((await t.call('PATCH', '/aulas-praticas/1/cancelar', gestor, {})).statusCode).toBe(403);

    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    expect((await t.call('GET', '/aulas-praticas', gestor)).statusCode).toBe(403);
    expect((await t.call('GET', '/aulas-praticas/1', gestor)).statusCode).toBe(403);
  });
});
