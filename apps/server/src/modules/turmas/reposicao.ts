import { type Matricula, message, type Presenca, type ReposicaoOpcoes } from '@cfc/contract';
import { type DisciplinaTeorica, formatDateBR, NOMES_DISCIPLINAS } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './reposicao-repository.ts';
import { alunosAcimaDoLimiteDiario, auditar, lockedTurma, refusal, toAula, toMatriculas } from './shared.ts';
import * as shared from './shared-repository.ts';

/**
 * Make-ups: a student who missed a subject of a closed session takes a session of that subject in
 * another class of the course; the hours count toward the student's own enrolment.
 */

/** A student's missed sessions and where to make each subject up (other classes, places left). */
export function getReposicao(ctx: RequestContext, matriculaId: number): Promise<ReposicaoOpcoes> {
  return ctx.tenant(async () => {
    const row = await shared.findMatricula(matriculaId);
    if (!row) throw notFound('turmas.matriculaNaoEncontrada');
    const [matricula] = await toMatriculas([row]);
    const faltas = await repository.faltasDaMatricula(matriculaId);
    const disciplinas = [...new Set(faltas.map((falta) => falta.disciplina))];
    const agora = await shared.agora();
    const minhas = await repository.aulasDaLista(row.id_aluno);
    const opcoes = (await repository.aulasParaReposicao(row.curso, disciplinas, row.id_turma, agora))
      .filter((aula) => aula.autoescola_id === row.autoescola_id && !minhas.has(aula.id_aula_teorica))
      .map((aula) => ({ ...toAula(aula), vagas: Math.max(0, aula.capacidade - aula.alunos) }))
      .filter((aula) => aula.vagas > 0);
    return { matricula: matricula as Matricula, faltas: faltas.map(toAula), opcoes };
  });
}

/**
 * Places a student who missed a subject into another class's session of it (same course, not
 * closed, a place in the room, the student free at that time and within the state's theory h/a of
 * that day across their classes and make-ups), under that class's lock and the enrolment's. The
 * hours count toward the student's own enrolment.
 */
export function createReposicao(ctx: RequestContext, matriculaId: number, aulaId: number): Promise<Presenca> {
  return ctx
    .tenant(async () => {
      const matricula = await shared.findMatricula(matriculaId);
      if (matricula?.status !== 'ativa') throw invalid({ id_matricula: ['turmas.matriculaNaoEncontrada'] });
      const alvo = await shared.findAula(aulaId);
      if (!alvo || alvo.autoescola_id !== matricula.autoescola_id) {
        throw invalid({ id_aula_teorica: ['turmas.aulaNaoEncontrada'] });
      }
      // The target class's lock (its places), then the enrolment's (the student's day), then the session's.
      await lockedTurma(alvo.id_turma);
      if ((await repository.lockMatricula(matriculaId))?.status !== 'ativa') {
        throw invalid({ id_matricula: ['turmas.matriculaNaoEncontrada'] });
      }
      const aula = (await shared.lockAula(aulaId)) as shared.AulaTravada;
      const errors = (message: FieldErrors[string][number]) => invalid({ id_aula_teorica: [message] });
      if (alvo.id_turma === matricula.id_turma) throw errors('turmas.reposicaoMesmaTurma');
      if (alvo.curso !== matricula.curso) throw errors('turmas.reposicaoOutroCurso');
      if (aula.status === 'encerrada') throw errors('turmas.reposicaoAulaEncerrada');
      const faltas = await repository.faltasDaMatricula(matriculaId);
      if (!faltas.some((falta) => falta.disciplina === aula.disciplina)) {
        throw errors(
          message('turmas.reposicaoSemFalta', {
            disciplina: NOMES_DISCIPLINAS[aula.disciplina as DisciplinaTeorica],
          }),
        );
      }
      if ((await repository.reposicao(aulaId, matricula.id_aluno)) !== undefined) {
        throw errors('turmas.reposicaoDuplicada');
      }
      if ((await repository.alunosNaAula(aulaId)) >= alvo.capacidade) {
        throw errors(
          message('turmas.aulaLotada', {
            data: formatDateBR(alvo.inicio, { dateOnly: true }),
            capacidade: alvo.capacidade,
          }),
        );
      }
      if (await repository.alunoOcupado(matricula.id_aluno, aula.inicio, aula.fim, aulaId)) {
        throw errors('turmas.alunoOcupado');
      }
      const [acima] = await alunosAcimaDoLimiteDiario(matricula.autoescola_id, [matricula.id_aluno], aula);
      if (acima) throw errors(refusal(acima));
      await repository.insertReposicao(matricula.autoescola_id, aulaId, matricula.id_aluno, matriculaId);
      await auditar(
        ctx,
        'aula_teorica',
        'reposicao_marcada',
        { id: aulaId, autoescolaId: matricula.autoescola_id },
        { aluno_id: matricula.id_aluno, matricula_id: matriculaId },
      );
      return (await shared.presencaDe(aulaId, matricula.id_aluno)) as Presenca;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') {
        throw invalid({ id_aula_teorica: ['turmas.reposicaoDuplicada'] });
      }
      throw error;
    });
}

export function removeReposicao(ctx: RequestContext, aulaId: number, alunoId: number): Promise<void> {
  return ctx.tenant(async () => {
    const aula = await shared.lockAula(aulaId);
    const seat = aula ? await repository.reposicao(aulaId, alunoId) : undefined;
    if (!aula || seat?.origem !== 'reposicao') throw notFound('turmas.matriculaNaoEncontrada');
    if (seat.entrada !== null) throw conflict('turmas.reposicaoComPresenca');
    await repository.deletePresenca(aulaId, alunoId);
    await auditar(
      ctx,
      'aula_teorica',
      'reposicao_desfeita',
      { id: aulaId, autoescolaId: aula.autoescola_id },
      { aluno_id: alunoId },
    );
  });
}
