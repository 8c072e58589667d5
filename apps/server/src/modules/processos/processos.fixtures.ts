import { expect } from 'vitest';
import type { Platform } from '../../server.ts';
import { demoSchool, insertLesson } from '../../test/demo-school.ts';
import { apiCaller, type Session } from '../../test/platform.ts';
import { alunoCompleto } from '../alunos/alunos.fixtures.ts';

/** Test helpers of the processes, plans and perimeters: students, processes and lessons. */

let renachSequence = 0;
/** A RENACH no seed uses. */
export function novoRenach(uf = 'MA'): string {
  renachSequence += 1;
  return `${uf}9${String(renachSequence).padStart(8, '0')}`;
}

export function fixtures(platform: () => Platform) {
  const call = apiCaller(platform);

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
   * Lessons of a process, written as the owner (the booking module is not involved), with the school's
   * first instructor on its last vehicle, the truck, which demo lessons leave alone. `inicio` is São
   * Paulo time ('2026-03-10T10:00'); each lesson lasts 50 minutes per h/a.
   */
  async function aulas(
    processo: { id_processo: number },
    slug: string,
    lessons: {
      inicio: string;
      status: 'agendada' | 'em_andamento' | 'realizada' | 'cancelada';
      horas?: 1 | 2;
      iniciadaEm?: string;
    }[],
  ) {
    const school = await demoSchool(platform(), slug);
    for (const lesson of lessons) {
      const horas = lesson.horas ?? 1;
      const begin = lesson.iniciadaEm ? new Date(`${lesson.iniciadaEm}:00-03:00`) : null;
      await insertLesson(
        platform(),
        {
          processo_id: processo.id_processo,
          instrutor_id: school.instrutores[0]?.id ?? 0,
          veiculo_id: school.veiculos.at(-1)?.id ?? 0,
          inicio: new Date(`${lesson.inicio}:00-03:00`),
          horas_aula: horas,
          status: lesson.status,
        },
        begin
          ? {
              begin_time: begin,
              finish_time: new Date(begin.getTime() + horas * 50 * 60_000),
              hodo_start: 1000,
              hodo_end: 1010,
            }
          : undefined,
      );
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
