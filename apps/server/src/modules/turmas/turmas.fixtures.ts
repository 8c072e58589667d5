import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { sql } from 'kysely';
import type { Platform } from '../../server.ts';
import { createProcesso, type DemoSchool } from '../../test/demo-school.ts';
import { apiCaller, type Session } from '../../test/platform.ts';

/** Arrangements for the theory-class tests: rooms, classes and sessions made through the API. */

/** A day two months ahead, with nothing of the demo's on it. */
export const DIA = addDays(todayInSaoPaulo(), 60);

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export function turmasFixtures(platform: () => Platform, school: () => DemoSchool) {
  const call = apiCaller(platform);
  const instrutor = (index: number) => {
    const found = school().instrutores[index];
    if (!found) throw new Error(`instrutor ${index} não existe`);
    return found.id;
  };

  async function sala(session: Session, capacidade = 30): Promise<number> {
    const reply = await call('POST', '/salas', session, { nome: `Sala Teórica ${next()}`, capacidade });
    if (reply.statusCode !== 201) throw new Error(reply.body);
    return reply.json().dados.id_sala;
  }

  async function turma(session: Session, overrides: Record<string, unknown> = {}) {
    const body = {
      nome: `Turma Teste ${next()}`,
      curso: 'primeira_habilitacao',
      sala_id: await sala(session, 30),
      data_inicio: addDays(DIA, -10),
      data_fim: addDays(DIA, 10),
      instrutores: [
        { disciplina: 'legislacao', instrutor_id: instrutor(1) },
        { disciplina: 'legislacao', instrutor_id: instrutor(0) },
        { disciplina: 'direcao_defensiva', instrutor_id: instrutor(2) },
        { disciplina: 'primeiros_socorros', instrutor_id: instrutor(3) },
      ],
      ...overrides,
    };
    const reply = await call('POST', '/turmas', session, body);
    if (reply.statusCode !== 201) throw new Error(reply.body);
    return reply.json().dados as { id_turma: number; id_sala: number; nome: string };
  }

  async function aula(session: Session, turmaId: number, overrides: Record<string, unknown> = {}) {
    const reply = await call('POST', `/turmas/${turmaId}/aulas`, session, {
      disciplina: 'legislacao',
      instrutor_id: instrutor(1),
      data: DIA,
      hora_inicio: '19:00',
      hora_fim: '20:40',
      ...overrides,
    });
    if (reply.statusCode !== 201) throw new Error(reply.body);
    return reply.json().dados as { id_aula_teorica: number };
  }

  /** A first-licence process of the demo student at `index` (789/2020 unless told). */
  function processo(index: number, regime: 'CONTRAN_789_2020' | 'CONTRAN_1020_2025' = 'CONTRAN_789_2020') {
    return createProcesso(platform(), school(), index, { regime });
  }

  async function matricula(session: Session, turmaId: number, processoId: number) {
    const reply = await call('POST', `/turmas/${turmaId}/matriculas`, session, { processo_id: processoId });
    if (reply.statusCode !== 201) throw new Error(reply.body);
    return reply.json().dados as { id_matricula: number; id_aluno: number; aluno_nome: string };
  }

  /** Moves a session in time, relative to the database's clock (minutes from now). */
  async function mover(aulaId: number, inicio: number, fim: number) {
    await sql`update aulas_teoricas set inicio = now() + make_interval(mins => ${inicio}),
      fim = now() + make_interval(mins => ${fim}) where id = ${aulaId}`.execute(platform().database.db);
  }

  /** Sets a student's arrival on a session's list, minutes after its start. */
  async function chegou(aulaId: number, alunoId: number, minutos: number) {
    await sql`update presencas p set entrada = a.inicio + make_interval(mins => ${minutos}), saida = null
      from aulas_teoricas a where a.id = p.aula_id and p.aula_id = ${aulaId} and p.aluno_id = ${alunoId}`.execute(
      platform().database.db,
    );
  }

  /** Sets a student's departure on a session's list, minutes after its start. */
  async function saiu(aulaId: number, alunoId: number, minutos: number) {
    await sql`update presencas p set saida = a.inicio + make_interval(mins => ${minutos})
      from aulas_teoricas a where a.id = p.aula_id and p.aula_id = ${aulaId} and p.aluno_id = ${alunoId}`.execute(
      platform().database.db,
    );
  }

  /** Gives a session now and closes it with nobody in: a miss for each student on its list. */
  async function semNinguem(session: Session, aulaId: number) {
    await mover(aulaId, -30, 70);
    for (const passo of ['abrir', 'encerrar']) {
      const reply = await call('POST', `/aulas-teoricas/${aulaId}/${passo}`, session);
      if (reply.statusCode !== 200) throw new Error(reply.body);
    }
  }

  return { call, DIA, instrutor, sala, turma, aula, processo, matricula, mover, chegou, saiu, semNinguem };
}
