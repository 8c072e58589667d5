import type { Aluno, alunoBody, Page, situacaoBody, situacaoHistorico } from '@cfc/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { findByNaturalKey } from '../../platform/auth/natural-keys.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { auditAluno } from './audit.ts';
import * as repository from './repository.ts';

type AlunoInput = z.output<typeof alunoBody>;
type SituacaoInput = z.output<typeof situacaoBody>;

export interface AlunosDeps {
  storage: Storage;
}

export const DUPLICATE_CPF = 'alunos.cpfDuplicado';
const UNIQUE_CPF_CONSTRAINT = 'alunos_autoescola_id_cpf_key';

export const ALUNO_NAO_ENCONTRADO = 'alunos.naoEncontrado';
export const alunoNaoEncontrado = () => notFound(ALUNO_NAO_ENCONTRADO);

/** The reply shape: the school and the storage key of the photo stay on the server. */
export function toAluno({ autoescola_id: _school, foto: _foto, ...aluno }: repository.AlunoRegistro): Aluno {
  return aluno;
}

const valuesOf = (input: AlunoInput): repository.AlunoValues => ({
  nome: input.nome,
  cpf: input.cpf,
  data_nascimento: input.data_nascimento,
  nome_mae: input.nome_mae,
  email: input.email,
  telefone: input.telefone,
  cep: input.cep,
  logradouro: input.logradouro,
  numero: input.numero,
  complemento: input.complemento,
  bairro: input.bairro,
  cidade: input.cidade,
  uf: input.uf,
  renach: input.renach,
  gratuidade_teorica: input.gratuidade_teorica,
  gratuidade_pratica: input.gratuidade_pratica,
});

/** Two requests with the same CPF can both pass the check; the unique key settles it. */
function uniqueViolation(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' && constraint === UNIQUE_CPF_CONSTRAINT) throw invalid({ cpf: [DUPLICATE_CPF] });
  throw error;
}

async function assertCpfFree(autoescolaId: number, cpf: string, exceptId: number | null): Promise<void> {
  if (await repository.cpfTaken(autoescolaId, cpf, exceptId)) throw invalid({ cpf: [DUPLICATE_CPF] });
}

export async function listAlunos(ctx: RequestContext, filter: repository.AlunoFilter): Promise<Page<Aluno>> {
  const found = await ctx.tenant(() => repository.list(filter));
  return { ...found, data: found.data.map(toAluno) };
}

/** The rows of the exports, inside the export's tenant transaction: only the active unless `todos`. */
export function exportAlunos(filter: { filtro: string | undefined; todos: boolean }) {
  return repository.listAll({ filtro: filter.filtro, situacao: filter.todos ? undefined : 'ativo' });
}

/** The student with this CPF (digits) in the request's schools; a CPF only another school has is 404. */
export const alunoPorCpf = (ctx: RequestContext, cpf: string) =>
  findByNaturalKey(ctx, () => repository.findByCpf(cpf), ALUNO_NAO_ENCONTRADO);

export async function getAluno(ctx: RequestContext, id: number): Promise<Aluno> {
  const aluno = await ctx.tenant(() => repository.find(id));
  if (!aluno) throw alunoNaoEncontrado();
  return toAluno(aluno);
}

/** Registers a student in the current school, active from now on (the first line of its history). */
export async function createAluno(ctx: RequestContext, input: AlunoInput): Promise<Aluno> {
  const school = ctx.currentSchool;
  if (!school) throw invalid({ autoescola: ['alunos.selecioneAutoescola'] });
  const created = await ctx
    .tenant(async () => {
      await assertCpfFree(school.id, input.cpf, null);
      const id = await repository.insert(school.id, valuesOf(input));
      await repository.insertSituacao({
        autoescola_id: school.id,
        aluno_id: id,
        situacao: 'ativo',
        motivo: 'Cadastro do aluno.',
        usuario_id: ctx.principal.usuarioId,
      });
      await auditAluno(ctx, 'aluno_criado', { id, autoescolaId: school.id }, { nome: input.nome });
      return repository.find(id);
    })
    .catch(uniqueViolation);
  if (!created) throw alunoNaoEncontrado();
  return toAluno(created);
}

export async function updateAluno(ctx: RequestContext, id: number, input: AlunoInput): Promise<Aluno> {
  const updated = await ctx
    .tenant(async () => {
      const current = await repository.find(id, { lock: true });
      if (!current) return undefined;
      await assertCpfFree(current.autoescola_id, input.cpf, id);
      await repository.update(id, valuesOf(input));
      await auditAluno(ctx, 'aluno_alterado', { id, autoescolaId: current.autoescola_id });
      return repository.find(id);
    })
    .catch(uniqueViolation);
  if (!updated) throw alunoNaoEncontrado();
  return toAluno(updated);
}

/** Changes the situation (active, suspended, finished) and records it in the history. */
export async function setSituacao(ctx: RequestContext, id: number, input: SituacaoInput): Promise<Aluno> {
  const updated = await ctx.tenant(async () => {
    const current = await repository.find(id, { lock: true });
    if (!current) return undefined;
    if (current.situacao === input.situacao) {
      throw invalid({ situacao: ['alunos.mesmaSituacao'] });
    }
    await repository.update(id, { situacao: input.situacao });
    await repository.insertSituacao({
      autoescola_id: current.autoescola_id,
      aluno_id: id,
      situacao: input.situacao,
      motivo: input.motivo,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditAluno(
      ctx,
      'aluno_situacao',
      { id, autoescolaId: current.autoescola_id },
      { de: current.situacao, para: input.situacao, motivo: input.motivo },
    );
    return repository.find(id);
  });
  if (!updated) throw alunoNaoEncontrado();
  return toAluno(updated);
}

export async function listSituacoes(
  ctx: RequestContext,
  id: number,
): Promise<z.infer<typeof situacaoHistorico>[]> {
  const historico = await ctx.tenant(async () =>
    (await repository.find(id)) ? repository.listSituacoes(id) : undefined,
  );
  if (!historico) throw alunoNaoEncontrado();
  return historico;
}

/**
 * Deletes a student nothing refers to (its history and exams go with it); the database refuses
 * when lessons or other records point to it, and the user is told to change the situation instead.
 */
export async function deleteAluno(deps: AlunosDeps, ctx: RequestContext, id: number): Promise<void> {
  const removed = await ctx.tenant(async () => {
    const current = await repository.find(id, { lock: true });
    if (!current) return undefined;
    await repository.remove(id);
    await auditAluno(
      ctx,
      'aluno_excluido',
      { id, autoescolaId: current.autoescola_id },
      { nome: current.nome, cpf: current.cpf },
    );
    return current;
  });
  if (!removed) throw alunoNaoEncontrado();
  if (removed.foto) await deps.storage.delete(removed.foto);
}

/** The student record of a user's account (the student app), if any; in the caller's tenant transaction. */
export function alunoDoUsuario(usuarioId: number) {
  return repository.alunoDoUsuario(usuarioId);
}
