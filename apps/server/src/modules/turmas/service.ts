import {
  type AulaTeorica,
  type AulaTeoricaDetalhe,
  type aulasTeoricasQuery,
  type aulaTeoricaBody,
  type CursosDoRegime,
  type CursoTurma,
  type Evidencia,
  type Matricula,
  message,
  type Presenca,
  type ReposicaoOpcoes,
  Role,
  type Turma,
  type turmaBody,
  type turmasQuery,
} from '@cfc/contract';
import {
  addDays,
  atSaoPaulo,
  CURSOS_POR_REGIME,
  cabeNoDia,
  cursoAceitaProcesso,
  cursoTeorico,
  type DisciplinaTeorica,
  dateInSaoPaulo,
  disciplinasDoCurso,
  explained,
  formatDateBR,
  HORA_AULA_MINUTOS,
  horasAulaDaSessao,
  horasAulaPresentes,
  minutosPresentes,
  NOMES_DISCIPLINAS,
  REGIMES,
  type RuleCode,
  timeInSaoPaulo,
  todayInSaoPaulo,
  violation,
} from '@cfc/domain';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import {
  AppError,
  conflict,
  type FieldErrors,
  fixedText,
  forbidden,
  invalid,
  notFound,
} from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import { schoolOf } from '../salas/service.ts';
import { cargaKey, cargasTeoricas } from './horas.ts';
import * as repository from './repository.ts';

type TurmaInput = z.output<typeof turmaBody>;
type TurmasQuery = z.output<typeof turmasQuery>;
type AulaInput = z.output<typeof aulaTeoricaBody>;
type CalendarioQuery = z.output<typeof aulasTeoricasQuery>;

const TURMA_NAO_ENCONTRADA = 'turmas.naoEncontrada';
const AULA_NAO_ENCONTRADA = 'turmas.aulaNaoEncontrada';
const MINUTE = 60_000;

/** A domain rule broken, as staff read it: the rule's text with its norm and article. */
const rule = (code: RuleCode, values: Record<string, string | number> = {}) =>
  fixedText(explained(violation(code, values)));

// ---------- Who is asking ----------

/**
 * The instructor whose account asks (role 3), who sees only the classes they teach; null for staff,
 * who see every class of their schools.
 */
async function instrutorQuePergunta(ctx: RequestContext): Promise<number | null> {
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

// ---------- Views ----------

const cursoNome = (curso: CursoTurma) => CURSOS_POR_REGIME.CONTRAN_789_2020[curso].nome;

function toAula(row: repository.AulaRow): AulaTeorica {
  return {
    id_aula_teorica: row.id_aula_teorica,
    id_turma: row.id_turma,
    turma_nome: row.turma_nome,
    curso: row.curso,
    id_sala: row.id_sala,
    sala_nome: row.sala_nome,
    disciplina: row.disciplina,
    disciplina_nome: NOMES_DISCIPLINAS[row.disciplina],
    id_instrutor: row.id_instrutor,
    instrutor_nome: row.instrutor_nome,
    data: dateInSaoPaulo(row.inicio),
    hora_inicio: timeInSaoPaulo(row.inicio),
    hora_fim: timeInSaoPaulo(row.fim),
    inicio: row.inicio,
    fim: row.fim,
    horas_aula: row.horas_aula,
    status: row.status,
    aberta_em: row.aberta_em,
    encerrada_em: row.encerrada_em,
    alunos: row.alunos,
    presentes: row.presentes,
    capacidade: row.capacidade,
    fotos: row.fotos,
  };
}

async function toTurmas(
  rows: NonNullable<Awaited<ReturnType<typeof repository.findTurma>>>[],
): Promise<Turma[]> {
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

// ---------- Courses ----------

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

// ---------- Classes ----------

export function listTurmas(ctx: RequestContext, query: TurmasQuery) {
  return ctx.tenant(async () => {
    const instrutorId = await instrutorQuePergunta(ctx);
    const page = await repository.listTurmas(query, instrutorId);
    return { ...page, data: await toTurmas(page.data) };
  });
}

async function turmaVisivel(ctx: RequestContext, id: number) {
  const instrutorId = await instrutorQuePergunta(ctx);
  const found = await repository.findTurma(id, instrutorId);
  if (!found) throw notFound(TURMA_NAO_ENCONTRADA);
  return { turma: found, instrutorId };
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
  const sala = await repository.salaDaEscola(autoescolaId, input.sala_id);
  if (!sala?.ativo) errors.sala_id = ['turmas.salaNaoEncontrada'];
  const ids = [...new Set(input.instrutores.map((item) => item.instrutor_id))];
  const ativos = await repository.instrutoresAtivos(autoescolaId, ids);
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
      await auditChange(ctx, { entidade: 'turma', acao: 'turma_criada', id, autoescolaId });
      const [view] = await toTurmas([(await repository.findTurma(id)) as NonNullable<repository.TurmaRow>]);
      return view as Turma;
    })
    .catch(uniqueName);
}

export async function updateTurma(ctx: RequestContext, id: number, input: TurmaInput): Promise<Turma> {
  return ctx
    .tenant(async () => {
      const current = await repository.lockTurma(id);
      if (!current) throw notFound(TURMA_NAO_ENCONTRADA);
      const sala = await checkTurma(current.autoescola_id, input);
      const matriculados = await repository.countMatriculasAtivas(id);
      const errors: FieldErrors = {};
      if (matriculados > sala.capacidade) {
        errors.sala_id = [message('turmas.salaPequena', { capacidade: sala.capacidade, matriculados })];
      }
      if (input.curso !== current.curso && matriculados > 0) errors.curso = ['turmas.cursoComMatriculas'];
      if ((await repository.aulasForaDoPeriodo(id, input.data_inicio, input.data_fim)) > 0) {
        errors.data_inicio = ['turmas.aulasForaDoPeriodo'];
      }
      if (input.curso !== current.curso && (await repository.aulasDaTurma(id)).length > 0) {
        errors.curso = ['turmas.cursoComMatriculas'];
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);
      await repository.updateTurma(id, turmaValues(input));
      await repository.replaceInstrutores(current.autoescola_id, id, input.instrutores);
      if (input.sala_id !== current.sala_id) await repository.moverAulasDeSala(id, input.sala_id);
      await auditChange(ctx, {
        entidade: 'turma',
        acao: 'turma_alterada',
        id,
        autoescolaId: current.autoescola_id,
        dados: { status: input.status, sala_id: input.sala_id },
      });
      const [view] = await toTurmas([(await repository.findTurma(id)) as NonNullable<repository.TurmaRow>]);
      return view as Turma;
    })
    .catch(uniqueName);
}

/** A class without enrolments or sessions given goes, with its scheduled sessions; any other is cancelled instead. */
export function deleteTurma(ctx: RequestContext, id: number): Promise<void> {
  return ctx.tenant(async () => {
    const current = await repository.lockTurma(id);
    if (!current) throw notFound(TURMA_NAO_ENCONTRADA);
    if (await repository.turmaTemHistorico(id)) throw conflict('turmas.turmaComAlunos');
    await repository.deleteTurma(id);
    await auditChange(ctx, {
      entidade: 'turma',
      acao: 'turma_excluida',
      id,
      autoescolaId: current.autoescola_id,
    });
  });
}

const fechada = (status: string) => status === 'concluida' || status === 'cancelada';

// ---------- Sessions ----------

export function listAulasDaTurma(ctx: RequestContext, turmaId: number): Promise<AulaTeorica[]> {
  return ctx.tenant(async () => {
    await turmaVisivel(ctx, turmaId);
    return (await repository.aulasDaTurma(turmaId)).map(toAula);
  });
}

/** The calendar of a period: today and the next six days by default, at most 62 days. */
export function listCalendario(ctx: RequestContext, query: CalendarioQuery): Promise<AulaTeorica[]> {
  const de = query.de ?? todayInSaoPaulo();
  const ate = query.ate ?? addDays(de, 6);
  if (ate < de) throw invalid({ ate: ['turmas.periodoInvalido'] });
  if (ate > addDays(de, 61)) throw invalid({ ate: ['turmas.periodoLongo'] });
  return ctx.tenant(async () => {
    const ensinaId = await instrutorQuePergunta(ctx);
    const rows = await repository.calendario({
      from: atSaoPaulo(de),
      to: atSaoPaulo(addDays(ate, 1)),
      turmaId: query.id_turma,
      instrutorId: query.id_instrutor,
      salaId: query.id_sala,
      ensinaId,
    });
    return rows.map(toAula);
  });
}

/** The session's times as instants, from its São Paulo date and wall-clock times. */
function horarios(input: AulaInput) {
  return { inicio: atSaoPaulo(input.data, input.hora_inicio), fim: atSaoPaulo(input.data, input.hora_fim) };
}

/** The rules of a session in its class: subject, instructor, the class's period, length and the day's limit. */
async function checkAula(
  turma: NonNullable<Awaited<ReturnType<typeof repository.lockTurma>>>,
  input: AulaInput,
  exceto: number | null,
) {
  const errors: FieldErrors = {};
  if (!disciplinasDoCurso(turma.curso).includes(input.disciplina)) {
    errors.disciplina = [rule('TEORICA_DISCIPLINA_FORA_DO_CURSO')];
  }
  const ativos = await repository.instrutoresAtivos(turma.autoescola_id, [input.instrutor_id]);
  if (!ativos.has(input.instrutor_id)) errors.instrutor_id = ['turmas.instrutorNaoEncontrado'];
  else if (!(await repository.ensinaDisciplina(turma.id, input.disciplina, input.instrutor_id))) {
    errors.instrutor_id = ['turmas.instrutorDaDisciplina'];
  }
  const { inicio, fim } = horarios(input);
  if (input.data < turma.data_inicio || input.data > turma.data_fim) {
    errors.data = [
      rule('TEORICA_FORA_DO_PERIODO', {
        inicio: formatDateBR(turma.data_inicio),
        fim: formatDateBR(turma.data_fim),
      }),
    ];
  }
  const sessao = { inicio, fim };
  if (horasAulaDaSessao(sessao) < 1) {
    errors.hora_fim = [rule('TEORICA_DURACAO_MINIMA', { minutos: HORA_AULA_MINUTOS })];
  }
  const perfil = await stateProfileForSchool(turma.autoescola_id);
  const doDia = await repository.horasDaTurmaNoDia(
    turma.id,
    atSaoPaulo(input.data),
    atSaoPaulo(addDays(input.data, 1)),
    exceto,
  );
  if (!errors.hora_fim && !cabeNoDia(doDia, sessao, perfil)) {
    errors.data = [
      ...(errors.data ?? []),
      rule('TEORICA_LIMITE_DIARIO', { limite: perfil.teoricaLimiteDiario }),
    ];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { inicio, fim };
}

/** The exclusion constraints of aulas_teoricas (migration 0014): an instructor or a room taken. */
function ocupado(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23P01' && constraint === 'aulas_teoricas_instrutor_livre') {
    throw invalid({ instrutor_id: ['turmas.instrutorOcupado'] });
  }
  if (code === '23P01' && constraint === 'aulas_teoricas_sala_livre') {
    throw invalid({ hora_inicio: ['turmas.salaOcupada'] });
  }
  throw error;
}

async function lockedTurma(id: number) {
  const turma = await repository.lockTurma(id);
  if (!turma) throw notFound(TURMA_NAO_ENCONTRADA);
  if (fechada(turma.status)) throw conflict('turmas.turmaFechada');
  return turma;
}

export function createAula(ctx: RequestContext, turmaId: number, input: AulaInput): Promise<AulaTeorica> {
  return ctx
    .tenant(async () => {
      const turma = await lockedTurma(turmaId);
      const times = await checkAula(turma, input, null);
      const id = await repository.insertAula(turma.autoescola_id, turma.id, turma.sala_id, {
        disciplina: input.disciplina,
        instrutor_id: input.instrutor_id,
        ...times,
      });
      await repository.inscreverMatriculadosNaAula(turma.autoescola_id, turma.id, id);
      await auditChange(ctx, {
        entidade: 'aula_teorica',
        acao: 'aula_teorica_criada',
        id,
        autoescolaId: turma.autoescola_id,
      });
      return toAula((await repository.findAula(id)) as repository.AulaRow);
    })
    .catch(ocupado);
}

async function lockedAgendada(id: number) {
  const aula = await repository.lockAula(id);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  if (aula.status !== 'agendada') throw conflict('turmas.aulaJaAberta');
  return aula;
}

export function updateAula(ctx: RequestContext, id: number, input: AulaInput): Promise<AulaTeorica> {
  return ctx
    .tenant(async () => {
      const aula = await lockedAgendada(id);
      const turma = await lockedTurma(aula.turma_id);
      const times = await checkAula(turma, input, id);
      await repository.updateAula(id, {
        disciplina: input.disciplina,
        instrutor_id: input.instrutor_id,
        ...times,
      });
      await auditChange(ctx, {
        entidade: 'aula_teorica',
        acao: 'aula_teorica_alterada',
        id,
        autoescolaId: turma.autoescola_id,
      });
      return toAula((await repository.findAula(id)) as repository.AulaRow);
    })
    .catch(ocupado);
}

export function deleteAula(ctx: RequestContext, id: number): Promise<void> {
  return ctx.tenant(async () => {
    const aula = await lockedAgendada(id);
    await repository.deleteAula(id);
    await auditChange(ctx, {
      entidade: 'aula_teorica',
      acao: 'aula_teorica_excluida',
      id,
      autoescolaId: aula.autoescola_id,
    });
  });
}

// ---------- Running a session ----------

async function detalhe(
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

/** A session the caller sees: staff any of their schools', an instructor those of the classes they teach. */
async function aulaVisivel(ctx: RequestContext, id: number) {
  const instrutorId = await instrutorQuePergunta(ctx);
  const row = await repository.findAula(id);
  if (!row) throw notFound(AULA_NAO_ENCONTRADA);
  if (instrutorId !== null && !(await repository.findTurma(row.id_turma, instrutorId))) {
    throw notFound(AULA_NAO_ENCONTRADA);
  }
  return { row, instrutorId };
}

export function getAula(ctx: RequestContext, id: number): Promise<AulaTeoricaDetalhe> {
  return ctx.tenant(async () => {
    const { instrutorId } = await aulaVisivel(ctx, id);
    return detalhe(ctx, id, instrutorId);
  });
}

/** The session locked for running it, when the caller may run it. */
async function aulaConduzida(ctx: RequestContext, id: number) {
  const { row, instrutorId } = await aulaVisivel(ctx, id);
  if (!conduz(ctx, instrutorId, row.id_instrutor)) throw forbidden('turmas.semPermissaoAula');
  if (fechada(row.turma_status)) throw conflict('turmas.turmaFechada');
  const aula = await repository.lockAula(id);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  return { aula, instrutorId };
}

export interface AulaAberta {
  detalhe: AulaTeoricaDetalhe;
  /** Whether this call opened it (the camera's snapshots are then scheduled). */
  abriu: boolean;
  autoescolaId: number;
}

/**
 * Opens a session: from the state's tolerance before its start until its end. Opening an open
 * session answers it as it is.
 */
export function openAula(ctx: RequestContext, id: number): Promise<AulaAberta> {
  return ctx.tenant(async () => {
    const { aula, instrutorId } = await aulaConduzida(ctx, id);
    if (aula.status === 'aberta') {
      return { detalhe: await detalhe(ctx, id, instrutorId), abriu: false, autoescolaId: aula.autoescola_id };
    }
    if (aula.status === 'encerrada') throw conflict('turmas.aulaJaTerminou');
    const perfil = await stateProfileForSchool(aula.autoescola_id);
    const agora = (await repository.agora()).getTime();
    const abre = new Date(aula.inicio).getTime() - perfil.teoricaToleranciaMinutos * MINUTE;
    if (agora < abre)
      throw new AppError(409, message('turmas.aulaNaoComecou', { hora: timeInSaoPaulo(abre) }));
    if (agora >= new Date(aula.fim).getTime()) throw conflict('turmas.aulaJaTerminou');
    await repository.abrirAula(id, ctx.principal.usuarioId);
    await repository.turmaEmAndamento(aula.turma_id);
    await auditChange(ctx, {
      entidade: 'aula_teorica',
      acao: 'aula_teorica_aberta',
      id,
      autoescolaId: aula.autoescola_id,
    });
    return { detalhe: await detalhe(ctx, id, instrutorId), abriu: true, autoescolaId: aula.autoescola_id };
  });
}

async function aulaAbertaParaMarcar(ctx: RequestContext, id: number) {
  const found = await aulaConduzida(ctx, id);
  if (found.aula.status !== 'aberta') throw conflict('turmas.aulaNaoAberta');
  return found;
}

/** Marks a student's arrival or departure at the database's clock, and what it counts. */
export function markPresenca(
  ctx: RequestContext,
  id: number,
  alunoId: number,
  evento: 'entrada' | 'saida',
): Promise<Presenca> {
  return ctx.tenant(async () => {
    const { aula } = await aulaAbertaParaMarcar(ctx, id);
    const agora = await repository.agora();
    if (agora.getTime() < new Date(aula.inicio).getTime()) {
      throw new AppError(409, message('turmas.presencaAntesDoInicio', { hora: timeInSaoPaulo(aula.inicio) }));
    }
    const seat = await repository.presencaDe(id, alunoId);
    if (!seat) throw invalid({ id_aluno: ['turmas.alunoForaDaLista'] });
    let entrada = seat.entrada ? new Date(seat.entrada) : null;
    let saida = seat.saida ? new Date(seat.saida) : null;
    if (evento === 'entrada') {
      // Back after leaving: the time away counts as present, as the list shows one arrival.
      entrada = entrada ?? agora;
      saida = null;
    } else {
      if (!entrada) throw invalid({ evento: ['turmas.semEntrada'] });
      saida = new Date(Math.min(agora.getTime(), new Date(aula.fim).getTime()));
    }
    await gravarPresenca(ctx, aula, alunoId, { entrada, saida });
    await auditChange(ctx, {
      entidade: 'aula_teorica',
      acao: evento === 'entrada' ? 'presenca_entrada' : 'presenca_saida',
      id,
      autoescolaId: aula.autoescola_id,
      dados: { aluno_id: alunoId },
    });
    return (await repository.presencaDe(id, alunoId)) as Presenca;
  });
}

type AulaTravada = NonNullable<Awaited<ReturnType<typeof repository.lockAula>>>;

/** Writes the times marked and what they count (minutosPresentes, with the state's tolerance). */
async function gravarPresenca(
  ctx: RequestContext,
  aula: AulaTravada,
  alunoId: number,
  marcado: { entrada: Date | null; saida: Date | null },
) {
  const perfil = await stateProfileForSchool(aula.autoescola_id);
  const sessao = { inicio: aula.inicio, fim: aula.fim };
  await repository.setPresenca(aula.id, alunoId, {
    ...marcado,
    minutos: minutosPresentes(sessao, marcado, perfil),
    horas_aula: horasAulaPresentes(sessao, marcado, perfil),
    marcado_por: ctx.principal.usuarioId,
  });
}

export function clearPresenca(ctx: RequestContext, id: number, alunoId: number): Promise<Presenca> {
  return ctx.tenant(async () => {
    const { aula } = await aulaAbertaParaMarcar(ctx, id);
    if (!(await repository.presencaDe(id, alunoId))) throw notFound('turmas.alunoForaDaLista');
    await gravarPresenca(ctx, aula, alunoId, { entrada: null, saida: null });
    await auditChange(ctx, {
      entidade: 'aula_teorica',
      acao: 'presenca_desfeita',
      id,
      autoescolaId: aula.autoescola_id,
      dados: { aluno_id: alunoId },
    });
    return (await repository.presencaDe(id, alunoId)) as Presenca;
  });
}

/**
 * Closes a session: students still in the room leave now (or at the planned end, if later), every
 * presence is counted, and the session's list no longer changes.
 */
export function closeAula(
  ctx: RequestContext,
  id: number,
): Promise<{ detalhe: AulaTeoricaDetalhe; autoescolaId: number }> {
  return ctx.tenant(async () => {
    const { aula, instrutorId } = await aulaAbertaParaMarcar(ctx, id);
    const agora = await repository.agora();
    const fim = new Date(Math.min(agora.getTime(), new Date(aula.fim).getTime()));
    for (const seat of await repository.presencasParaContar(id)) {
      const entrada = seat.entrada ? new Date(seat.entrada) : null;
      const saida = seat.saida ? new Date(seat.saida) : entrada ? fim : null;
      await gravarPresenca(ctx, aula, seat.aluno_id, { entrada, saida });
    }
    await repository.encerrarAula(id, ctx.principal.usuarioId);
    await auditChange(ctx, {
      entidade: 'aula_teorica',
      acao: 'aula_teorica_encerrada',
      id,
      autoescolaId: aula.autoescola_id,
    });
    return { detalhe: await detalhe(ctx, id, instrutorId), autoescolaId: aula.autoescola_id };
  });
}

// ---------- Evidence ----------

export function listEvidencias(ctx: RequestContext, id: number): Promise<Evidencia[]> {
  return ctx.tenant(async () => {
    await aulaVisivel(ctx, id);
    return repository.evidenciasDaAula(id);
  });
}

export async function getEvidencia(
  ctx: RequestContext,
  storage: Storage,
  aulaId: number,
  id: number,
): Promise<{ content: Buffer; contentType: string }> {
  const found = await ctx.tenant(async () => {
    await aulaVisivel(ctx, aulaId);
    return repository.evidencia(aulaId, id);
  });
  if (!found?.arquivo) throw notFound('turmas.fotoNaoEncontrada');
  const file = await storage.get(found.arquivo);
  if (!file) throw notFound('turmas.fotoNaoEncontrada');
  return file;
}

/** Where a session's photos are stored. */
export const evidenciaKey = (autoescolaId: number, aulaId: number, nome: string) =>
  `turmas/${autoescolaId}/aulas/${aulaId}/${nome}`;

/** The student's photo at entry, taken by the instructor's phone: kept as the session's evidence. */
export async function saveFotoAluno(
  ctx: RequestContext,
  storage: Storage,
  id: number,
  alunoId: number,
  image: { content: Buffer; contentType: string },
): Promise<Evidencia> {
  const { autoescolaId } = await ctx.tenant(async () => {
    const { aula } = await aulaAbertaParaMarcar(ctx, id);
    if (!(await repository.presencaDe(id, alunoId))) throw invalid({ id_aluno: ['turmas.alunoForaDaLista'] });
    return { autoescolaId: aula.autoescola_id };
  });
  const key = evidenciaKey(autoescolaId, id, `aluno-${alunoId}-${Date.now()}`);
  await storage.put(key, image.content, image.contentType);
  return ctx.tenant(async () => {
    const evidenciaId = await repository.insertEvidencia(autoescolaId, {
      aula_id: id,
      tipo: 'aluno',
      arquivo: key,
      content_type: image.contentType,
      camera_id: null,
      camera_nome: null,
      aluno_id: alunoId,
      erro: null,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_teorica',
      acao: 'foto_aluno_registrada',
      id,
      autoescolaId,
      dados: { aluno_id: alunoId, evidencia_id: evidenciaId },
    });
    const all = await repository.evidenciasDaAula(id);
    return all.find((item) => item.id_evidencia === evidenciaId) as Evidencia;
  });
}

// ---------- Enrolments ----------

type MatriculaRow = repository.MatriculaRow;

async function toMatriculas(rows: MatriculaRow[]): Promise<Matricula[]> {
  const cargas = await cargasTeoricas(
    rows.map((row) => ({
      processo: { id: row.id_processo, autoescola_id: row.autoescola_id, regime: row.regime },
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
      const sala = await repository.salaDaEscola(turma.autoescola_id, turma.sala_id);
      const capacidade = sala?.capacidade ?? 0;
      if ((await repository.countMatriculasAtivas(turma.id)) >= capacidade) {
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
      await repository.inscreverNasAulasAbertas(turma.autoescola_id, turma.id, processo.aluno_id, id);
      await auditChange(ctx, {
        entidade: 'turma',
        acao: 'aluno_matriculado',
        id: turma.id,
        autoescolaId: turma.autoescola_id,
        dados: { matricula_id: id, processo_id: processo.id },
      });
      const [view] = await toMatriculas([(await repository.findMatricula(id)) as MatriculaRow]);
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
    const turma = await repository.lockTurma(turmaId);
    if (!turma) throw notFound(TURMA_NAO_ENCONTRADA);
    const matricula = await repository.findMatricula(matriculaId);
    if (!matricula || matricula.id_turma !== turmaId || !(await repository.cancelarMatricula(matriculaId))) {
      throw notFound('turmas.matriculaNaoEncontrada');
    }
    await auditChange(ctx, {
      entidade: 'turma',
      acao: 'matricula_cancelada',
      id: turmaId,
      autoescolaId: turma.autoescola_id,
      dados: { matricula_id: matriculaId },
    });
  });
}

// ---------- Make-ups ----------

/** A student's missed sessions and where to make each subject up (other classes, places left). */
export function getReposicao(ctx: RequestContext, matriculaId: number): Promise<ReposicaoOpcoes> {
  return ctx.tenant(async () => {
    const row = await repository.findMatricula(matriculaId);
    if (!row) throw notFound('turmas.matriculaNaoEncontrada');
    const [matricula] = await toMatriculas([row]);
    const faltas = await repository.faltasDaMatricula(matriculaId);
    const disciplinas = [...new Set(faltas.map((falta) => falta.disciplina))];
    const agora = await repository.agora();
    const minhas = new Set((await repository.aulasDoAluno(row.id_aluno)).map((aula) => aula.id_aula_teorica));
    const opcoes = (await repository.aulasParaReposicao(row.curso, disciplinas, row.id_turma, agora))
      .filter((aula) => aula.autoescola_id === row.autoescola_id && !minhas.has(aula.id_aula_teorica))
      .map((aula) => ({ ...toAula(aula), vagas: Math.max(0, aula.capacidade - aula.alunos) }))
      .filter((aula) => aula.vagas > 0);
    return { matricula: matricula as Matricula, faltas: faltas.map(toAula), opcoes };
  });
}

/**
 * Places a student who missed a subject into another class's session of it (same course, not
 * closed, a place in the room, the student free at that time), under that class's lock. The hours
 * count toward the student's own enrolment.
 */
export function createReposicao(ctx: RequestContext, matriculaId: number, aulaId: number): Promise<Presenca> {
  return ctx
    .tenant(async () => {
      const matricula = await repository.findMatricula(matriculaId);
      if (matricula?.status !== 'ativa') throw invalid({ id_matricula: ['turmas.matriculaNaoEncontrada'] });
      const alvo = await repository.findAula(aulaId);
      if (!alvo || alvo.autoescola_id !== matricula.autoescola_id) {
        throw invalid({ id_aula_teorica: ['turmas.aulaNaoEncontrada'] });
      }
      await lockedTurma(alvo.id_turma);
      const aula = (await repository.lockAula(aulaId)) as AulaTravada;
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
      await repository.insertReposicao(matricula.autoescola_id, aulaId, matricula.id_aluno, matriculaId);
      await auditChange(ctx, {
        entidade: 'aula_teorica',
        acao: 'reposicao_marcada',
        id: aulaId,
        autoescolaId: matricula.autoescola_id,
        dados: { aluno_id: matricula.id_aluno, matricula_id: matriculaId },
      });
      return (await repository.presencaDe(aulaId, matricula.id_aluno)) as Presenca;
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
    const aula = await repository.lockAula(aulaId);
    const seat = aula ? await repository.reposicao(aulaId, alunoId) : undefined;
    if (!aula || seat?.origem !== 'reposicao') throw notFound('turmas.matriculaNaoEncontrada');
    if (seat.entrada !== null) throw conflict('turmas.reposicaoComPresenca');
    await repository.deletePresenca(aulaId, alunoId);
    await auditChange(ctx, {
      entidade: 'aula_teorica',
      acao: 'reposicao_desfeita',
      id: aulaId,
      autoescolaId: aula.autoescola_id,
      dados: { aluno_id: alunoId },
    });
  });
}
