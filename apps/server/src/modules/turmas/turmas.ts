import { type CursosDoRegime, message, type Turma, type turmaBody, type turmasQuery } from '@cfc/contract';
import { CURSOS_POR_REGIME, disciplinasDoCurso, NOMES_DISCIPLINAS, REGIMES } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import { schoolOf } from '../salas/service.ts';
import {
  auditar,
  cursoNome,
  instrutorQuePergunta,
  rule,
  TURMA_NAO_ENCONTRADA,
  turmaVisivel,
} from './shared.ts';
import * as shared from './shared-repository.ts';
import * as repository from './turmas-repository.ts';

/** A class of a theory course: the courses to choose from, the list, and its record with its instructors. */

type TurmaInput = z.output<typeof turmaBody>;
type TurmasQuery = z.output<typeof turmasQuery>;

async function toTurmas(rows: shared.TurmaRow[]): Promise<Turma[]> {
  const instrutores = await repository.instrutoresDasTurmas(rows.map((row) => row.id_turma));
  return rows.map(({ autoescola_id: _school, ...row }) => ({
    ...row,
    curso_nome: cursoNome(row.curso),
    vagas: Math.max(0, row.capacidade - row.matriculados),
    instrutores: instrutores
      .filter((item) => item.turma_id === row.id_turma)
      .map(({ turma_id: _turma, ...item }) => ({
        ...item,
        disciplina_nome: NOMES_DISCIPLINAS[item.disciplina],
      })),
  }));
}

/** The class as its reply shows it, read again in the change's transaction. */
async function reloaded(id: number): Promise<Turma> {
  const row = await shared.findTurma(id);
  if (!row) throw notFound(TURMA_NAO_ENCONTRADA);
  const [view] = await toTurmas([row]);
  return view as Turma;
}

/** The theory courses of each regime, from the domain. */
export function listCursos(): CursosDoRegime[] {
  return Object.values(REGIMES).map((regime) => ({
    regime: regime.id,
    regime_nome: regime.nome,
    cursos: Object.values(CURSOS_POR_REGIME[regime.id]).map((curso) => ({
      id: curso.id,
      nome: curso.nome,
      carga_minima: curso.cargaMinima,
      modalidades: [...curso.modalidades],
      fundamento: `${curso.fundamento.norma}, ${curso.fundamento.artigo}`,
      tem_aulas: curso.disciplinas.length > 0,
      disciplinas: curso.disciplinas.map((item) => ({
        disciplina: item.disciplina,
        nome: NOMES_DISCIPLINAS[item.disciplina],
        horas_aula: item.horasAula,
      })),
    })),
  }));
}

export function listTurmas(ctx: RequestContext, query: TurmasQuery) {
  return ctx.tenant(async () => {
    const instrutorId = await instrutorQuePergunta(ctx);
    const page = await repository.listTurmas(query, instrutorId);
    return { ...page, data: await toTurmas(page.data) };
  });
}

export function getTurma(ctx: RequestContext, id: number): Promise<Turma> {
  return ctx.tenant(async () => {
    const { turma } = await turmaVisivel(ctx, id);
    const [view] = await toTurmas([turma]);
    if (!view) throw notFound(TURMA_NAO_ENCONTRADA);
    return view;
  });
}

/** What a class's form may not say: a room, instructors or subjects that do not fit. */
async function checkTurma(autoescolaId: number, input: TurmaInput) {
  const errors: FieldErrors = {};
  const sala = await shared.salaDaEscola(autoescolaId, input.sala_id);
  if (!sala?.ativo) errors.sala_id = ['turmas.salaNaoEncontrada'];
  const ids = [...new Set(input.instrutores.map((item) => item.instrutor_id))];
  const ativos = await shared.instrutoresAtivos(autoescolaId, ids);
  if (ids.some((id) => !ativos.has(id))) errors.instrutores = ['turmas.instrutorNaoEncontrado'];
  const disciplinas = disciplinasDoCurso(input.curso);
  if (input.instrutores.some((item) => !disciplinas.includes(item.disciplina))) {
    errors.instrutores = [...(errors.instrutores ?? []), rule('TEORICA_DISCIPLINA_FORA_DO_CURSO')];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return sala as NonNullable<typeof sala>;
}

function uniqueName(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'turmas_autoescola_id_nome_key') {
    throw invalid({ nome: ['turmas.nomeDuplicado'] });
  }
  if (code === '23P01') throw invalid({ sala_id: ['turmas.salaOcupada'] });
  throw error;
}

const turmaValues = (input: TurmaInput): repository.TurmaValues => ({
  nome: input.nome,
  curso: input.curso,
  sala_id: input.sala_id,
  data_inicio: input.data_inicio,
  data_fim: input.data_fim,
  status: input.status,
});

export async function createTurma(ctx: RequestContext, input: TurmaInput): Promise<Turma> {
  const autoescolaId = schoolOf(ctx);
  return ctx
    .tenant(async () => {
      await checkTurma(autoescolaId, input);
      const id = await repository.insertTurma(autoescolaId, turmaValues(input));
      await repository.replaceInstrutores(autoescolaId, id, input.instrutores);
      await auditar(ctx, 'turma', 'turma_criada', { id, autoescolaId });
      return reloaded(id);
    })
    .catch(uniqueName);
}

export async function updateTurma(ctx: RequestContext, id: number, input: TurmaInput): Promise<Turma> {
  return ctx
    .tenant(async () => {
      const current = await shared.lockTurma(id);
      if (!current) throw notFound(TURMA_NAO_ENCONTRADA);
      const sala = await checkTurma(current.autoescola_id, input);
      const matriculados = await shared.countMatriculasAtivas(id);
      const errors: FieldErrors = {};
      if (matriculados > sala.capacidade) {
        errors.sala_id = [message('turmas.salaPequena', { capacidade: sala.capacidade, matriculados })];
      }
      if (input.curso !== current.curso && matriculados > 0) errors.curso = ['turmas.cursoComMatriculas'];
      if ((await repository.aulasForaDoPeriodo(id, input.data_inicio, input.data_fim)) > 0) {
        errors.data_inicio = ['turmas.aulasForaDoPeriodo'];
      }
      if (input.curso !== current.curso && matriculados === 0 && (await shared.aulasDaTurma(id)).length > 0) {
        errors.curso = [...(errors.curso ?? []), 'turmas.cursoComAulas'];
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);
      await repository.updateTurma(id, turmaValues(input));
      await repository.replaceInstrutores(current.autoescola_id, id, input.instrutores);
      if (input.sala_id !== current.sala_id) await repository.moverAulasDeSala(id, input.sala_id);
      await auditar(
        ctx,
        'turma',
        'turma_alterada',
        { id, autoescolaId: current.autoescola_id },
        { status: input.status, sala_id: input.sala_id },
      );
      return reloaded(id);
    })
    .catch(uniqueName);
}

/** A class without enrolments or sessions given goes, with its scheduled sessions; any other is cancelled instead. */
export function deleteTurma(ctx: RequestContext, id: number): Promise<void> {
  return ctx.tenant(async () => {
    const current = await shared.lockTurma(id);
    if (!current) throw notFound(TURMA_NAO_ENCONTRADA);
    if (await repository.turmaTemHistorico(id)) throw conflict('turmas.turmaComAlunos');
    await repository.deleteTurma(id);
    await auditar(ctx, 'turma', 'turma_excluida', { id, autoescolaId: current.autoescola_id });
  });
}
