import { explained, violation } from '@cfc/domain';
import { describe, expect, it } from 'vitest';
import { demoSchoolSuite } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';

const engines = await testEngines();
const schema = 'autoescolademo';

describe.each(engines)('staff calls on practical lessons (SPEC §7) on $name', (engine) => {
  const t = demoSchoolSuite(engine, { suporte: 'suporte@demo.cfc', modelo: 'admin@modelo.cfc' });

  /** Given demo lessons with their annotation, oldest first. */
  async function given() {
    return t.platform.database.db
      .selectFrom('aulas_praticas as a')
      .innerJoin('anotacoes_praticas as n', 'n.aula_id', 'a.id')
      .innerJoin('autoescolas as s', 's.id', 'a.autoescola_id')
      .select([
        'a.id',
        'a.aluno_id',
        'a.instrutor_id',
        'a.veiculo_id',
        'a.inicio',
        'n.id as anotacao',
        'n.begin_time',
        'n.hodo_start',
      ])
      .where('s.slug', '=', schema)
      .where('a.horas_aula', '=', 1)
      .orderBy('a.inicio')
      .orderBy('a.id')
      .execute();
  }
  const audits = (acao: string) =>
    t.platform.database.db
      .selectFrom('audit_log')
      .select(['entidade_id', 'usuario_id'])
      .where('acao', '=', acao)
      .execute();

  it('answers the detail, the student lessons and the inline status, for admin and support', async () => {
    const [aula] = await given();
    if (!aula) throw new Error('sem aulas de demonstração');
    const detalhe = await t.call(
      'GET',
      `/aulas/praticas/detalhes?id=${aula.id}&schema=${schema}`,
      t.as.suporte,
    );
    expect(detalhe.statusCode).toBe(200);
    const { dados } = detalhe.json();
    expect(dados.aulaPratica).toMatchObject({
      id_aulas_praticas: aula.id,
      id_aluno: aula.aluno_id,
      categoria_cnh: 'B',
    });
    expect(dados.aulaPratica.anotacao).toMatchObject({
      id_anotacao_pratica: aula.anotacao,
      hodo_start: aula.hodo_start,
    });
    expect(['manha', 'tarde', 'noite']).toContain(dados.aulaPratica.tipo_aula);
    expect(dados.instrutores[0]).toEqual({ id_instrutor: expect.any(Number), nome: expect.any(String) });
    expect(dados.veiculos[0]).toEqual({
      id_veiculo: expect.any(Number),
      placa: expect.any(String),
      categoria_cnh: expect.any(String),
    });

    const doAluno = await t.call(
      'GET',
      `/alunos/consultar/aulas-praticas?id=${aula.aluno_id}&schema=${schema}`,
      t.as.admin,
    );
    expect(doAluno.statusCode).toBe(200);
    expect(doAluno.json().dados.some((a: { aulaId: number }) => a.aulaId === aula.id)).toBe(true);

    const status = await t.call('POST', '/dashboard/aulas/praticas/atualizarStatusAula', t.as.suporte, {
      aulaId: aula.id,
      schema,
      status: 'Em análise',
    });
    expect(status.json()).toEqual({ success: true, mensagem: 'Status atualizado.' });
    const row = await t.platform.database.db
      .selectFrom('aulas_praticas')
      .select('getran_status')
      .where('id', '=', aula.id)
      .executeTakeFirstOrThrow();
    expect(row.getran_status).toBe('Em análise');
    expect(await audits('aula_pratica_status_getran')).toEqual([
      { entidade_id: String(aula.id), usuario_id: t.as.suporte.usuarioId },
    ]);
  });

  it('refuses a school the caller may not see', async () => {
    const [aula] = await given();
    const outra = await t.call(
      'GET',
      `/aulas/praticas/detalhes?id=${aula?.id}&schema=${schema}`,
      t.as.modelo,
    );
    expect(outra.statusCode).toBe(403);
    const status = await t.call('POST', '/dashboard/aulas/praticas/atualizarStatusAula', t.as.modelo, {
      aulaId: aula?.id,
      schema,
      status: 'x',
    });
    expect(status.statusCode).toBe(403);
  });

  it('corrects the given times within the length rules, never the odometer, and records history', async () => {
    const [, aula] = await given();
    if (!aula) throw new Error('sem aulas');
    const begin = new Date(aula.begin_time);
    const at = (minutes: number) => new Date(begin.getTime() + minutes * 60_000).toISOString();
    const longa = await t.call('POST', '/dashboard/aulas/praticas/atualizarHorario', t.as.admin, {
      anotacaoId: aula.anotacao,
      schema,
      inicio: at(0),
      fim: at(70),
    });
    expect(longa.statusCode).toBe(422);
    expect(longa.json().errors.aula).toEqual([explained(violation('AULA_ACIMA_1_HORA'))]);
    const curta = await t.call('POST', '/dashboard/aulas/praticas/atualizarHorario', t.as.admin, {
      anotacaoId: aula.anotacao,
      schema,
      inicio: at(0),
      fim: at(40),
    });
    expect(curta.json().errors.aula).toEqual([explained(violation('TEMPO_TOTAL_INSUFICIENTE'))]);

    const ok = await t.call('POST', '/dashboard/aulas/praticas/atualizarHorario', t.as.admin, {
      anotacaoId: aula.anotacao,
      schema,
      inicio: at(5),
      fim: at(55),
    });
    expect(ok.json()).toEqual({ success: true, mensagem: 'Horário atualizado.' });
    const anotacao = await t.platform.database.db
      .selectFrom('anotacoes_praticas')
      .selectAll()
      .where('id', '=', aula.anotacao)
      .executeTakeFirstOrThrow();
    expect(new Date(anotacao.begin_time).toISOString()).toBe(at(5));
    expect(anotacao.hodo_start).toBe(aula.hodo_start);
    const historico = await t.platform.database.db
      .selectFrom('aula_historico')
      .select(['acao', 'motivo'])
      .where('aula_id', '=', aula.id)
      .orderBy('id')
      .execute();
    expect(historico.map((h) => h.acao)).toEqual(['remarcada']);
    expect(await audits('anotacao_pratica_horario')).toHaveLength(1);
  });

  it('removes an annotation through both forms, irreversibly, the lesson booked again', async () => {
    const [, , first, second] = await given();
    for (const [url, aula] of [
      ['/dashboard/aulas/praticas/removerAnotacao', first],
      ['/aulas/praticas/removerAnotacao', second],
    ] as const) {
      const reply = await t.call('POST', url, t.as.suporte, { id: aula?.anotacao, schema });
      expect(reply.json()).toEqual({ success: true, msg: 'Anotação removida' });
      const again = await t.call('POST', url, t.as.suporte, { id: aula?.anotacao, schema });
      expect(again.statusCode).toBe(404);
      const row = await t.platform.database.db
        .selectFrom('aulas_praticas')
        .select('status')
        .where('id', '=', aula?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('agendada');
      const historico = await t.platform.database.db
        .selectFrom('aula_historico')
        .select('acao')
        .where('aula_id', '=', aula?.id ?? 0)
        .execute();
      expect(historico.map((h) => h.acao)).toEqual(['anotacao_removida']);
    }
    expect(await audits('anotacao_pratica_removida')).toHaveLength(2);
  });

  it('modifies instructor, vehicle and times together, refusing a busy instructor', async () => {
    const aulas = await given();
    const aula = aulas[10];
    // Another lesson at the same planned time with another instructor.
    const busy = aulas.find(
      (a) =>
        new Date(a.inicio).getTime() === new Date(aula?.inicio ?? 0).getTime() &&
        a.instrutor_id !== aula?.instrutor_id,
    );
    if (!aula || !busy) throw new Error('sem aulas simultâneas');
    const begin = new Date(aula.begin_time);
    const body = {
      aula: aula.id,
      anotacaoPratica: aula.anotacao,
      instrutor: busy.instrutor_id,
      veiculo: aula.veiculo_id,
      inicio: begin.toISOString(),
      fim: new Date(begin.getTime() + 50 * 60_000).toISOString(),
      schema,
    };
    const refused = await t.call('POST', '/dashboard/aulas/praticas/atualizarenvio', t.as.admin, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.aula).toContain(explained(violation('INSTRUTOR_HORARIO_OCUPADO')));

    const ok = await t.call('POST', '/dashboard/aulas/praticas/atualizarenvio', t.as.admin, {
      ...body,
      instrutor: aula.instrutor_id,
    });
    expect(ok.json()).toEqual({ success: true, mensagem: 'Aula alterada.' });
    expect(await audits('aula_pratica_modificada')).toEqual([
      { entidade_id: String(aula.id), usuario_id: t.as.admin.usuarioId },
    ]);
  });
});
