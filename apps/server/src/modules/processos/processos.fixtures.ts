import { expect } from 'vitest';
import type { Platform } from '../../server.ts';
import type { Session } from '../../test/platform.ts';
import { alunoCompleto, caller } from '../alunos/alunos.fixtures.ts';

/** Test helpers of the processes, plans and perimeters: students, processes and lessons. */

let renachSequence = 0;
/** A RENACH no seed uses. */
export function novoRenach(uf = 'MA'): string {
  renachSequence += 1;
  return `${uf}9${String(renachSequence).padStart(8, '0')}`;
}

export function fixtures(platform: () => Platform) {
  const call = caller(platform);

  async function novoAluno(session: Session, nome: string): Promise<number> {
    const reply = await call('POST', '/alunos', session, alunoCompleto(nome));
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados.id_aluno;
  }

  async function abrirProcesso(session: Session, body: Record<string, unknown>) {
    const reply = await call('POST', '/processos', session, {
      renach: novoRenach(),
      categoria: 'B',
      tipo: 'primeira_habilitacao',
      ...body,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados;
  }

  /**
   * An instructor and a vehicle of a school (the last one, the truck, which demo lessons leave
   * alone), for lessons written straight to the table.
   */
  async function recursosDe(slug: string) {
    const { db } = platform().database;
    const school = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const instrutor = await db
      .selectFrom('instrutores')
      .select('id')
      .where('autoescola_id', '=', school.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const veiculo = await db
      .selectFrom('veiculos')
      .select('id')
      .where('autoescola_id', '=', school.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { autoescolaId: school.id, instrutorId: instrutor.id, veiculoId: veiculo.id };
  }

  /**
   * Lessons of a process, written as the owner (the booking module is not involved). `inicio` is
   * São Paulo time ('2026-03-10T10:00'); each lesson lasts 50 minutes per h/a.
   */
  async function aulas(
    processo: { id_processo: number; aluno_id: number },
    slug: string,
    lessons: {
      inicio: string;
      status: 'agendada' | 'em_andamento' | 'realizada' | 'cancelada';
      horas?: 1 | 2;
      iniciadaEm?: string;
    }[],
  ) {
    const { db } = platform().database;
    const { autoescolaId, instrutorId, veiculoId } = await recursosDe(slug);
    for (const lesson of lessons) {
      const inicio = new Date(`${lesson.inicio}:00-03:00`);
      const horas = lesson.horas ?? 1;
      const { id } = await db
        .insertInto('aulas_praticas')
        .values({
          autoescola_id: autoescolaId,
          processo_id: processo.id_processo,
          aluno_id: processo.aluno_id,
          instrutor_id: instrutorId,
          veiculo_id: veiculoId,
          inicio,
          fim: new Date(inicio.getTime() + horas * 50 * 60_000),
          horas_aula: horas,
          status: lesson.status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lesson.iniciadaEm) {
        const begin = new Date(`${lesson.iniciadaEm}:00-03:00`);
        await db
          .insertInto('anotacoes_praticas')
          .values({
            autoescola_id: autoescolaId,
            aula_id: id,
            begin_time: begin,
            finish_time: new Date(begin.getTime() + horas * 50 * 60_000),
            hodo_start: 1000,
            hodo_end: 1010,
          })
          .execute();
      }
    }
  }

  /** The audit rows of one record, oldest first. */
  function auditOf(entidade: string, id: number | string) {
    return platform()
      .database.db.selectFrom('audit_log')
      .select(['acao', 'usuario_id', 'autoescola_id', 'dados'])
      .where('entidade', '=', entidade)
      .where('entidade_id', '=', String(id))
      .orderBy('id')
      .execute();
  }

  return { call, novoAluno, abrirProcesso, aulas, auditOf };
}
