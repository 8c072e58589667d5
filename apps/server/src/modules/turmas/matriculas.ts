import { type Matricula, message } from '@cfc/contract';
import { cursoAceitaProcesso, cursoTeorico, formatDateBR } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './matriculas-repository.ts';
import { auditar, lockedTurma, rule, TURMA_NAO_ENCONTRADA, toMatriculas, turmaVisivel } from './shared.ts';
import * as shared from './shared-repository.ts';

/** Enrolments: a process placed in a class (and on its sessions' lists), and an enrolment ended. */

export function listMatriculas(ctx: RequestContext, turmaId: number): Promise<Matricula[]> {
  return ctx.tenant(async () => {
    await turmaVisivel(ctx, turmaId);
    return toMatriculas(await repository.matriculasDaTurma(turmaId));
  });
}

/**
 * Enrols a student's process in a class, under the class's lock: the process must be open and take
 * the class's course, be in no other class of the course, and the room must have a place, in the
 * class and in each of its sessions not closed (make-ups take places too).
 */
export function enrol(ctx: RequestContext, turmaId: number, processoId: number): Promise<Matricula> {
  return ctx
    .tenant(async () => {
      const turma = await lockedTurma(turmaId);
      const processo = await repository.processo(processoId);
      if (!processo || processo.autoescola_id !== turma.autoescola_id) {
        throw invalid({ processo_id: ['turmas.processoNaoEncontrado'] });
      }
      if (processo.status !== 'aberto') throw invalid({ processo_id: ['turmas.processoNaoAberto'] });
      if (!cursoAceitaProcesso(cursoTeorico(processo.regime, turma.curso), processo.tipo)) {
        throw invalid({ processo_id: [rule('TEORICA_PROCESSO_OUTRO_CURSO')] });
      }
      const outra = await repository.outraMatriculaNoCurso(processoId, turma.curso, turma.id);
      if (outra)
        throw invalid({ processo_id: [message('turmas.matriculaOutraTurma', { turma: outra.nome })] });
      const sala = await shared.salaDaEscola(turma.autoescola_id, turma.sala_id);
      const capacidade = sala?.capacidade ?? 0;
      if ((await shared.countMatriculasAtivas(turma.id)) >= capacidade) {
        throw invalid({ processo_id: [message('turmas.turmaLotada', { capacidade })] });
      }
      const cheia = await repository.aulaMaisCheia(turma.id);
      if (cheia && cheia.alunos >= capacidade) {
        throw invalid({
          processo_id: [
            message('turmas.aulaLotada', {
              data: formatDateBR(cheia.inicio, { dateOnly: true }),
              capacidade,
            }),
          ],
        });
      }
      const id = await repository.insertMatricula(turma.autoescola_id, {
        turma_id: turma.id,
        aluno_id: processo.aluno_id,
        processo_id: processo.id,
        usuario_id: ctx.principal.usuarioId,
      });
      await shared.inscreverNasListas(turma.id, { matriculaId: id });
      await auditar(
        ctx,
        'turma',
        'aluno_matriculado',
        { id: turma.id, autoescolaId: turma.autoescola_id },
        { matricula_id: id, processo_id: processo.id },
      );
      const [view] = await toMatriculas([(await shared.findMatricula(id)) as shared.MatriculaRow]);
      return view as Matricula;
    })
    .catch((error: unknown) => {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === '23505' && constraint === 'matriculas_aluno_turma') {
        throw invalid({ processo_id: ['turmas.matriculaDuplicada'] });
      }
      throw error;
    });
}

export function unenrol(ctx: RequestContext, turmaId: number, matriculaId: number): Promise<void> {
  return ctx.tenant(async () => {
    const turma = await shared.lockTurma(turmaId);
    if (!turma) throw notFound(TURMA_NAO_ENCONTRADA);
    const matricula = await shared.findMatricula(matriculaId);
    if (!matricula || matricula.id_turma !== turmaId || !(await repository.cancelarMatricula(matriculaId))) {
      throw notFound('turmas.matriculaNaoEncontrada');
    }
    await auditar(
      ctx,
      'turma',
      'matricula_cancelada',
      { id: turmaId, autoescolaId: turma.autoescola_id },
      { matricula_id: matriculaId },
    );
  });
}
