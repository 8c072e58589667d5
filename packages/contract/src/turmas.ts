import { DISCIPLINAS_TEORICAS, MODALIDADES_TEORICAS } from '@cfc/domain';
import { z } from 'zod';
import type { PlainMessageKey } from './catalogue/index.ts';
import { dateField, optional } from './fields.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';
import { aptidao } from './processos.ts';

/**
 * Theory classes in person (turmas, SPEC §2.3 /admin/turmas, /admin/presenca, /candidato/aulas-teoricas):
 * classes, their sessions (aulas teóricas), enrolments, attendance with evidence, the student's theory
 * area and the theory hours report. Times: `data` and `hora_*` are São Paulo's wall clock; `inicio`,
 * `fim` and every `*_em` are UTC ISO instants.
 */

/** The courses a class may give (adding a category has no theory: packages/domain curso-teorico.ts). */
export const CURSOS_TURMA = ['primeira_habilitacao', 'atualizacao_renovacao', 'reciclagem'] as const;
export type CursoTurma = (typeof CURSOS_TURMA)[number];
export const STATUS_TURMA = ['planejada', 'em_andamento', 'concluida', 'cancelada'] as const;
export const STATUS_AULA_TEORICA = ['agendada', 'aberta', 'encerrada'] as const;
export const TIPOS_EVIDENCIA = ['inicio', 'aleatoria', 'fim', 'aluno'] as const;
/** How a session of a class is given: in its room, or remote and live (streamed, docs/ead.md). */
export const MODALIDADES_SESSAO = ['presencial', 'remota_ao_vivo'] as const;
export type ModalidadeSessao = (typeof MODALIDADES_SESSAO)[number];
/** The student's theory area: /candidato/aulas-teoricas/:status? */
export const SITUACOES_AULA_CANDIDATO = ['proximas', 'realizadas', 'faltas'] as const;

const positiveId = (code: PlainMessageKey) =>
  z
    .number(localized(code))
    .int(localized(code))
    .positive(localized(code))
    .max(Number.MAX_SAFE_INTEGER, localized(code));
const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const disciplinaField = z.enum(DISCIPLINAS_TEORICAS, localized('turmas.disciplinaInvalida'));
const horaField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, localized('turmas.horarioInvalido'));

// ---------- Courses ----------

export const disciplinaDoCurso = z.object({
  disciplina: z.enum(DISCIPLINAS_TEORICAS),
  nome: z.string(),
  /** Minimum h/a of the subject in the regime; 0: none. */
  horas_aula: z.number().int(),
});

export const cursoTeorico = z.object({
  id: z.string(),
  nome: z.string(),
  carga_minima: z.number().int(),
  modalidades: z.array(z.enum(MODALIDADES_TEORICAS)),
  /** The norm and article: 'Resolução CONTRAN nº 789/2020, Anexo II, ...'. */
  fundamento: z.string(),
  /** Whether a class may give it (adding a category has no theory lessons). */
  tem_aulas: z.boolean(),
  disciplinas: z.array(disciplinaDoCurso),
});

/** The theory courses of each regime, as the domain holds them. */
export const cursosDoRegime = z.object({
  regime: z.string(),
  regime_nome: z.string(),
  cursos: z.array(cursoTeorico),
});
export type CursosDoRegime = z.infer<typeof cursosDoRegime>;

// ---------- Classes ----------

export const turmaInstrutorBody = z.object({
  disciplina: disciplinaField,
  instrutor_id: positiveId('turmas.selecioneInstrutor'),
});

export const turmaBody = z
  .object({
    nome: z
      .string(localized('turmas.informeNome'))
      .trim()
      .min(1, localized('turmas.informeNome'))
      .max(80, localized('turmas.nomeLongo')),
    curso: z.enum(CURSOS_TURMA, localized('turmas.cursoInvalido')),
    sala_id: positiveId('turmas.selecioneSala'),
    data_inicio: dateField,
    data_fim: dateField,
    status: z.enum(STATUS_TURMA, localized('turmas.statusInvalido')).default('planejada'),
    /** Who teaches each subject; a subject may have several instructors. */
    instrutores: z.array(turmaInstrutorBody).max(60).default([]),
  })
  .refine((body) => body.data_fim >= body.data_inicio, {
    path: ['data_fim'],
    ...localized('turmas.periodoInvalido'),
  });
export type TurmaBody = z.input<typeof turmaBody>;

export const turmaInstrutor = z.object({
  disciplina: z.enum(DISCIPLINAS_TEORICAS),
  disciplina_nome: z.string(),
  id_instrutor: z.number().int(),
  instrutor_nome: z.string(),
});

export const turma = z.object({
  id_turma: z.number().int(),
  nome: z.string(),
  curso: z.enum(CURSOS_TURMA),
  curso_nome: z.string(),
  id_sala: z.number().int(),
  sala_nome: z.string(),
  /** The room's capacity: the class's places. */
  capacidade: z.number().int(),
  data_inicio: z.string(),
  data_fim: z.string(),
  status: z.enum(STATUS_TURMA),
  instrutores: z.array(turmaInstrutor),
  /** Students enrolled now, and places left. */
  matriculados: z.number().int(),
  vagas: z.number().int(),
  /** Sessions scheduled (every status), those closed, and their h/a. */
  aulas: z.number().int(),
  aulas_encerradas: z.number().int(),
  horas_aula_programadas: z.number().int(),
  /** Start of the next session not closed; null: none. */
  proxima_aula: z.string().nullable(),
});
export type Turma = z.infer<typeof turma>;

export const turmasQuery = pageQuery.extend({
  /** Part of the class's name or room. */
  filtro: z.string().trim().max(100).optional(),
  status: optional(z.enum(STATUS_TURMA, localized('turmas.statusInvalido'))),
  curso: optional(z.enum(CURSOS_TURMA, localized('turmas.cursoInvalido'))),
  /** Classes whose period meets [de, ate]. */
  de: optional(dateField),
  ate: optional(dateField),
});

// ---------- Sessions ----------

export const aulaTeoricaBody = z
  .object({
    disciplina: disciplinaField,
    instrutor_id: positiveId('turmas.selecioneInstrutor'),
    data: dateField,
    hora_inicio: horaField,
    hora_fim: horaField,
    /** In the class's room, or remote and live (docs/ead.md); recorded lessons are not sessions of a class. */
    modalidade: z.enum(MODALIDADES_SESSAO, localized('turmas.modalidadeInvalida')).default('presencial'),
  })
  .refine((body) => body.hora_fim > body.hora_inicio, {
    path: ['hora_fim'],
    ...localized('turmas.fimAntesDoInicio'),
  });
export type AulaTeoricaBody = z.input<typeof aulaTeoricaBody>;

export const aulaTeorica = z.object({
  id_aula_teorica: z.number().int(),
  id_turma: z.number().int(),
  turma_nome: z.string(),
  curso: z.enum(CURSOS_TURMA),
  id_sala: z.number().int(),
  sala_nome: z.string(),
  disciplina: z.enum(DISCIPLINAS_TEORICAS),
  disciplina_nome: z.string(),
  id_instrutor: z.number().int(),
  instrutor_nome: z.string(),
  data: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  inicio: z.string(),
  fim: z.string(),
  /** Whole 50-minute h/a of the planned time. */
  horas_aula: z.number().int(),
  status: z.enum(STATUS_AULA_TEORICA),
  modalidade: z.enum(MODALIDADES_SESSAO),
  /** A remote session's link (/ead/<base64(base64(link))>); null in person. */
  link_ead: z.string().nullable(),
  aberta_em: z.string().nullable(),
  encerrada_em: z.string().nullable(),
  /** Students on the attendance list (enrolled and make-ups), those marked present, the room's places. */
  alunos: z.number().int(),
  presentes: z.number().int(),
  capacidade: z.number().int(),
  /** Photos kept (camera snapshots and students' photos). */
  fotos: z.number().int(),
});
export type AulaTeorica = z.infer<typeof aulaTeorica>;

/** A student on a session's attendance list. */
export const presenca = z.object({
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  id_matricula: z.number().int(),
  /** 'reposicao': placed from another class to make up a missed subject. */
  origem: z.enum(['turma', 'reposicao']),
  entrada: z.string().nullable(),
  saida: z.string().nullable(),
  presente: z.boolean(),
  /** Minutes and h/a counted (the state's tolerance applied); filled when marked and when the session closes. */
  minutos: z.number().int(),
  horas_aula: z.number().int(),
  /** Whether a photo of the student was taken at entry. */
  foto: z.boolean(),
});
export type Presenca = z.infer<typeof presenca>;

export const aulaTeoricaDetalhe = aulaTeorica.extend({
  presencas: z.array(presenca),
  /** The state's tolerance (minutes) the counting applies. */
  tolerancia_minutos: z.number().int(),
  /** Whether the caller may open, mark and close it (its instructor, or staff with turmas_edit). */
  pode_conduzir: z.boolean(),
});
export type AulaTeoricaDetalhe = z.infer<typeof aulaTeoricaDetalhe>;

/** The calendar: sessions of a period (today and the next 6 days when absent; at most 62 days). */
export const aulasTeoricasQuery = z.object({
  de: optional(dateField),
  ate: optional(dateField),
  id_turma: optional(queryId),
  id_instrutor: optional(queryId),
  id_sala: optional(queryId),
});

export const presencaBody = z.object({
  id_aluno: positiveId('turmas.selecioneAluno'),
  /** The arrival or the departure, at the server's clock. */
  evento: z.enum(['entrada', 'saida'], localized('turmas.eventoInvalido')),
});
export type PresencaBody = z.input<typeof presencaBody>;

export const presencaParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  idAluno: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const evidencia = z.object({
  id_evidencia: z.number().int(),
  tipo: z.enum(TIPOS_EVIDENCIA),
  capturada_em: z.string(),
  camera_nome: z.string().nullable(),
  id_aluno: z.number().int().nullable(),
  aluno_nome: z.string().nullable(),
  /** Why the snapshot could not be taken; null when the photo is kept. */
  erro: z.string().nullable(),
  tem_arquivo: z.boolean(),
});
export type Evidencia = z.infer<typeof evidencia>;

export const evidenciaParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  idEvidencia: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

// ---------- Enrolments and hours ----------

export const cargaDisciplina = z.object({
  disciplina: z.enum(DISCIPLINAS_TEORICAS),
  nome: z.string(),
  requeridas: z.number().int(),
  realizadas: z.number().int(),
  faltam: z.number().int(),
});

/** A student's theory hours in a course against the minimum of their regime (countCargaTeorica). */
export const cargaTeorica = z.object({
  curso: z.string(),
  curso_nome: z.string(),
  regime: z.string(),
  requeridas: z.number().int(),
  realizadas: z.number().int(),
  faltam: z.number().int(),
  completo: z.boolean(),
  fundamento: z.string(),
  disciplinas: z.array(cargaDisciplina),
  /**
   * Eligibility for the theory exam (packages/domain aptidaoParaExameTeorico): the process open and
   * valid and the course's minimum met; null when the course has no theory. Worked out live, never
   * recorded (`apto_desde` null).
   */
  aptidao: aptidao.nullable(),
});
export type CargaTeorica = z.infer<typeof cargaTeorica>;

export const matriculaBody = z.object({ processo_id: positiveId('turmas.selecioneProcesso') });
export type MatriculaBody = z.input<typeof matriculaBody>;

export const matricula = z.object({
  id_matricula: z.number().int(),
  id_turma: z.number().int(),
  turma_nome: z.string(),
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  id_processo: z.number().int(),
  renach: z.string(),
  categoria: z.string(),
  status: z.enum(['ativa', 'cancelada']),
  created_at: z.string(),
  /** Sessions closed that the student missed (make-ups are offered for them). */
  faltas: z.number().int(),
  carga: cargaTeorica,
});
export type Matricula = z.infer<typeof matricula>;

export const matriculaParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  idMatricula: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A make-up: the student of `id_matricula` placed in another class's session of a subject they missed. */
export const reposicaoBody = z.object({
  id_matricula: positiveId('turmas.selecioneMatricula'),
  id_aula_teorica: positiveId('turmas.selecioneAula'),
});
export type ReposicaoBody = z.input<typeof reposicaoBody>;

export const aulaComVagas = aulaTeorica.extend({ vagas: z.number().int() });

export const reposicaoOpcoes = z.object({
  matricula,
  /** Closed sessions of the student's class they missed. */
  faltas: z.array(aulaTeorica),
  /** Sessions of other classes of the same course, not closed, of the subjects missed, with places. */
  opcoes: z.array(aulaComVagas),
});
export type ReposicaoOpcoes = z.infer<typeof reposicaoOpcoes>;

// ---------- The student's area ----------

export const candidatoAulasTeoricasQuery = z.object({
  status: optional(z.enum(SITUACOES_AULA_CANDIDATO, localized('turmas.situacaoInvalida'))),
});

export const candidatoAulaTeorica = z.object({
  id_aula_teorica: z.number().int(),
  turma_nome: z.string(),
  disciplina: z.enum(DISCIPLINAS_TEORICAS),
  disciplina_nome: z.string(),
  instrutor_nome: z.string(),
  sala_nome: z.string(),
  data: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  inicio: z.string(),
  fim: z.string(),
  horas_aula: z.number().int(),
  /** proxima: not closed yet; realizada: attended (h/a counted); falta: closed and missed. */
  situacao: z.enum(['proxima', 'realizada', 'falta']),
  horas_aula_contadas: z.number().int(),
  reposicao: z.boolean(),
});
export type CandidatoAulaTeorica = z.infer<typeof candidatoAulaTeorica>;

export const candidatoProgressoTeorico = cargaTeorica.extend({
  id_processo: z.number().int(),
  categoria: z.string(),
  renach: z.string(),
  /** The classes the process is enrolled in now. */
  turmas: z.array(z.string()),
});

export const candidatoAulasTeoricas = z.object({
  aulas: z.array(candidatoAulaTeorica),
  /** Each open process: its theory course's hours against the minimum, and what is missing. */
  progresso: z.array(candidatoProgressoTeorico),
  proxima_aula: candidatoAulaTeorica.nullable(),
});
export type CandidatoAulasTeoricas = z.infer<typeof candidatoAulasTeoricas>;

// ---------- The theory hours report (relatorios/carga-horaria-teorica) ----------

export const cargaHorariaTeoricaQuery = pageQuery.extend({
  /** Part of the student's name or CPF, or of the class's name. */
  filtro: z.string().trim().max(100).optional(),
  id_turma: optional(queryId),
  curso: optional(z.enum(CURSOS_TURMA, localized('turmas.cursoInvalido'))),
  /** Ended enrolments too. */
  todas: optional(z.enum(['true', 'false'])),
});

export const cargaHorariaTeoricaLinha = cargaTeorica.extend({
  id_matricula: z.number().int(),
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  cpf: z.string(),
  id_processo: z.number().int(),
  renach: z.string(),
  categoria: z.string(),
  id_turma: z.number().int(),
  turma_nome: z.string(),
  matricula_status: z.enum(['ativa', 'cancelada']),
});
export type CargaHorariaTeoricaLinha = z.infer<typeof cargaHorariaTeoricaLinha>;
