import type { Exame, exameBody, Page } from '@cfc/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { auditAluno } from './audit.ts';
import * as repository from './repository.ts';
import { alunoNaoEncontrado } from './service.ts';

/** Medical and psychological exams (psicotécnico) of the students. */

type ExameInput = z.output<typeof exameBody>;

const exameNaoEncontrado = () => notFound('alunos.exameNaoEncontrado');

const valuesOf = (input: ExameInput): repository.ExameValues => ({
  tipo: input.tipo,
  resultado: input.resultado,
  data_exame: input.data_exame,
  clinica: input.clinica,
  observacoes: input.observacoes,
});

/** Runs `work` for an existing student of the scope, or answers 404. */
async function withAluno<T>(
  ctx: RequestContext,
  alunoId: number,
  work: (aluno: repository.AlunoRegistro) => Promise<T>,
): Promise<T> {
  const result = await ctx.tenant(async () => {
    const aluno = await repository.find(alunoId);
    return aluno ? { value: await work(aluno) } : undefined;
  });
  if (!result) throw alunoNaoEncontrado();
  return result.value;
}

export function listExames(ctx: RequestContext, alunoId: number): Promise<Exame[]> {
  return withAluno(ctx, alunoId, () => repository.listExames(alunoId));
}

/** The 'pacientes' screen: every exam of the students in scope, latest first unless sorted. */
export function listPacientes(ctx: RequestContext, filter: repository.PacientesFilter): Promise<Page<Exame>> {
  return ctx.tenant(() => repository.listPacientes({ ...filter, sort: filter.sort ?? '-data_exame' }));
}

export async function createExame(ctx: RequestContext, alunoId: number, input: ExameInput): Promise<Exame> {
  const created = await withAluno(ctx, alunoId, async (aluno) => {
    const id = await repository.insertExame(aluno.autoescola_id, alunoId, valuesOf(input));
    await auditAluno(
      ctx,
      'aluno_exame',
      { id: alunoId, autoescolaId: aluno.autoescola_id },
      { id_exame: id, tipo: input.tipo, resultado: input.resultado },
    );
    return repository.findExame(alunoId, id);
  });
  if (!created) throw exameNaoEncontrado();
  return created;
}

export async function updateExame(
  ctx: RequestContext,
  alunoId: number,
  id: number,
  input: ExameInput,
): Promise<Exame> {
  const updated = await withAluno(ctx, alunoId, async (aluno) => {
    if (!(await repository.updateExame(alunoId, id, valuesOf(input)))) return undefined;
    await auditAluno(
      ctx,
      'aluno_exame_alterado',
      { id: alunoId, autoescolaId: aluno.autoescola_id },
      { id_exame: id, tipo: input.tipo, resultado: input.resultado },
    );
    return repository.findExame(alunoId, id);
  });
  if (!updated) throw exameNaoEncontrado();
  return updated;
}

export async function deleteExame(ctx: RequestContext, alunoId: number, id: number): Promise<void> {
  const removed = await withAluno(ctx, alunoId, async (aluno) => {
    const exame = await repository.findExame(alunoId, id);
    if (!exame || !(await repository.removeExame(alunoId, id))) return false;
    await auditAluno(
      ctx,
      'aluno_exame_excluido',
      { id: alunoId, autoescolaId: aluno.autoescola_id },
      { id_exame: id, tipo: exame.tipo, resultado: exame.resultado, data_exame: exame.data_exame },
    );
    return true;
  });
  if (!removed) throw exameNaoEncontrado();
}
