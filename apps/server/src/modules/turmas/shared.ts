import {
  type AulaTeorica,
  type AulaTeoricaDetalhe,
  type CursoTurma,
  type Matricula,
  Role,
} from '@cfc/contract';
import {
  addDays,
  atSaoPaulo,
  CURSOS_POR_REGIME,
  cabeNoDia,
  dateInSaoPaulo,
  explained,
  formatDateBR,
  horasAulaDaSessao,
  NOMES_DISCIPLINAS,
  type RuleCode,
  type RuleViolation,
  type SessaoTeorica,
  timeInSaoPaulo,
  violation,
} from '@cfc/domain';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, fixedText, forbidden, notFound } from '../../platform/http/errors.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import { cargaKey, cargasTeoricas, processoDaCarga } from './horas.ts';
import * as repository from './shared-repository.ts';

/**
 * What the use cases of theory classes share: who asks, the class and the session as the caller may
 * see or change them (with the locks a change takes, the class's first), and the reply shapes.
 */

export const TURMA_NAO_ENCONTRADA = 'turmas.naoEncontrada';
export const AULA_NAO_ENCONTRADA = 'turmas.aulaNaoEncontrada';

/** A domain rule broken, as staff read it: the rule's text with its norm and article. */
export const refusal = (broken: RuleViolation) => fixedText(explained(broken));
export const rule = (code: RuleCode, values: Record<string, string | number> = {}) =>
  refusal(violation(code, values));

/** A class that takes no more changes. */
export const fechada = (status: string) => status === 'concluida' || status === 'cancelada';

/** Records in the audit log what the request's user did to a class or a session, under its school. */
export function auditar(
  ctx: RequestContext,
  entidade: 'turma' | 'aula_teorica',
  acao: string,
  registro: { id: number; autoescolaId: number },
  dados?: Record<string, unknown>,
): Promise<void> {
  return auditChange(ctx, { entidade, acao, ...registro, ...(dados ? { dados } : {}) });
}

// ---------- Who is asking ----------

/**
 * The instructor whose account asks (role 3), who sees only the classes they teach; null for staff,
 * who see every class of their schools.
 */
export async function instrutorQuePergunta(ctx: RequestContext): Promise<number | null> {
  if (ctx.principal.role !== Role.INSTRUTOR) return null;
  const instrutor = await repository.instrutorDoUsuario(ctx.principal.usuarioId);
  if (!instrutor) throw forbidden();
  return instrutor.id;
}

/** Whether the caller runs a session: its own instructor, or staff with `turmas_edit`. */
function conduz(ctx: RequestContext, instrutorId: number | null, aulaInstrutorId: number): boolean {
  if (ctx.principal.role === Role.INSTRUTOR) return instrutorId === aulaInstrutorId;
  return ctx.principal.permissions.has('turmas_edit');
}

// ---------- Classes ----------

export async function turmaVisivel(ctx: RequestContext, id: number) {
  const instrutorId = await instrutorQuePergunta(ctx);
  const found = await repository.findTurma(id, instrutorId);
  if (!found) throw notFound(TURMA_NAO_ENCONTRADA);
  return { turma: found, instrutorId };
}

/** The class locked for a change of its sessions or places: it must still be open. */
export async function lockedTurma(id: number) {
  const turma = await repository.lockTurma(id);
  if (!turma) throw notFound(TURMA_NAO_ENCONTRADA);
  if (fechada(turma.status)) throw conflict('turmas.turmaFechada');
  return turma;
}
export type TurmaTravada = Awaited<ReturnType<typeof lockedTurma>>;

export const cursoNome = (curso: CursoTurma) => CURSOS_POR_REGIME.CONTRAN_789_2020[curso].nome;

// ---------- Sessions ----------

/** What every view of a session shows: its class, subject, instructor and room, its São Paulo date and times. */
export function resumoDaAula(
  row: Pick<
    repository.AulaRow,
    | 'id_aula_teorica'
    | 'turma_nome'
    | 'disciplina'
    | 'instrutor_nome'
    | 'sala_nome'
    | 'inicio'
    | 'fim'
    | 'horas_aula'
  >,
) {
  return {
    id_aula_teorica: row.id_aula_teorica,
    turma_nome: row.turma_nome,
    disciplina: row.disciplina,
    disciplina_nome: NOMES_DISCIPLINAS[row.disciplina],
    instrutor_nome: row.instrutor_nome,
    sala_nome: row.sala_nome,
    data: dateInSaoPaulo(row.inicio),
    hora_inicio: timeInSaoPaulo(row.inicio),
    hora_fim: timeInSaoPaulo(row.fim),
    inicio: row.inicio,
    fim: row.fim,
    horas_aula: row.horas_aula,
  };
}

export function toAula(row: repository.AulaRow): AulaTeorica {
  return {
    ...resumoDaAula(row),
    id_turma: row.id_turma,
    curso: row.curso,
    id_sala: row.id_sala,
    id_instrutor: row.id_instrutor,
    status: row.status,
    modalidade: row.modalidade,
    link_ead: row.link_ead,
    aberta_em: row.aberta_em,
    encerrada_em: row.encerrada_em,
    alunos: row.alunos,
    presentes: row.presentes,
    capacidade: row.capacidade,
    fotos: row.fotos,
  };
}

/** The session as its reply shows it, read again in the change's transaction. */
export async function reloadedAula(id: number): Promise<AulaTeorica> {
  const row = await repository.findAula(id);
  if (!row) throw notFound(AULA_NAO_ENCONTRADA);
  return toAula(row);
}

/** A session the caller sees: staff any of their schools', an instructor those of the classes they teach. */
export async function aulaVisivel(ctx: RequestContext, id: number) {
  const instrutorId = await instrutorQuePergunta(ctx);
  const row = await repository.findAula(id);
  if (!row) throw notFound(AULA_NAO_ENCONTRADA);
  if (instrutorId !== null && !(await repository.findTurma(row.id_turma, instrutorId))) {
    throw notFound(AULA_NAO_ENCONTRADA);
  }
  return { row, instrutorId };
}

/**
 * The students given whose theory h/a of the session's São Paulo day would pass the state's limit
 * (`teoricaLimiteDiario`, cabeNoDia): the sessions of every list they are on (their classes' and
 * their make-ups'), planned h/a, with this session. Each comes as the rule broken, naming them.
 */
export async function alunosAcimaDoLimiteDiario(
  autoescolaId: number,
  alunoIds: readonly number[],
  aula: SessaoTeorica & { id: number },
): Promise<RuleViolation[]> {
  const perfil = await stateProfileForSchool(autoescolaId);
  const dia = dateInSaoPaulo(aula.inicio);
  const doDia = await repository.horasDosAlunosNoDia(
    alunoIds,
    atSaoPaulo(dia),
    atSaoPaulo(addDays(dia, 1)),
    aula.id,
  );
  return doDia
    .filter((aluno) => !cabeNoDia(aluno.horas_aula, aula, perfil))
    .map((aluno) =>
      violation('TEORICA_LIMITE_DIARIO_ALUNO', {
        aluno: aluno.nome,
        limite: perfil.teoricaLimiteDiario,
        horas: aluno.horas_aula + horasAulaDaSessao(aula),
        data: formatDateBR(dia),
      }),
    );
}

/** A session with its attendance list, and whether the caller runs it. */
export async function detalhe(
  ctx: RequestContext,
  id: number,
  instrutorId: number | null,
): Promise<AulaTeoricaDetalhe> {
  const row = await repository.findAula(id);
  if (!row) throw notFound(AULA_NAO_ENCONTRADA);
  const perfil = await stateProfileForSchool(row.autoescola_id);
  return {
    ...toAula(row),
    presencas: await repository.presencasDaAula(id),
    tolerancia_minutos: perfil.teoricaToleranciaMinutos,
    pode_conduzir: conduz(ctx, instrutorId, row.id_instrutor) && !fechada(row.turma_status),
  };
}

/** The session locked for running it, when the caller may run it. */
export async function aulaConduzida(ctx: RequestContext, id: number) {
  const { row, instrutorId } = await aulaVisivel(ctx, id);
  if (!conduz(ctx, instrutorId, row.id_instrutor)) throw forbidden('turmas.semPermissaoAula');
  if (fechada(row.turma_status)) throw conflict('turmas.turmaFechada');
  // A remote session runs in its virtual room (modules/ead): started, checked and counted there.
  if (row.modalidade === 'remota_ao_vivo') throw conflict('turmas.aulaRemota');
  const aula = await repository.lockAula(id);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  return { aula, instrutorId };
}

/** The session locked for marking its list: it must be open. */
export async function aulaAbertaParaMarcar(ctx: RequestContext, id: number) {
  const found = await aulaConduzida(ctx, id);
  if (found.aula.status !== 'aberta') throw conflict('turmas.aulaNaoAberta');
  return found;
}

// ---------- Enrolments ----------

export async function toMatriculas(rows: repository.MatriculaRow[]): Promise<Matricula[]> {
  const cargas = await cargasTeoricas(
    rows.map((row) => ({
      processo: processoDaCarga(row),
      curso: row.curso,
    })),
  );
  return rows.map((row) => ({
    id_matricula: row.id_matricula,
    id_turma: row.id_turma,
    turma_nome: row.turma_nome,
    id_aluno: row.id_aluno,
    aluno_nome: row.aluno_nome,
    id_processo: row.id_processo,
    renach: row.renach,
    categoria: row.categoria,
    status: row.status,
    created_at: row.created_at,
    faltas: row.faltas,
    carga: cargas.get(cargaKey(row.id_processo, row.curso)) as Matricula['carga'],
  }));
}
