import { HORA_AULA_MINUTOS, type RegimeId, type TipoProcesso } from './regimes.ts';
import type { StateProfile } from './state-profile.ts';
import type { Fundamento } from './violations.ts';
import { CONTRAN_789, CONTRAN_1020 } from './violations.ts';

/**
 * The theory courses as data, per regime (docs/regulation.md, "Theory course"): their subjects, the
 * minimum h/a of each, how they may be given, and the processes they serve. A theory h/a lasts 50
 * minutes, as a practical one. Nothing here reads a clock or a database.
 */

export const DISCIPLINAS_TEORICAS = [
  'legislacao',
  'direcao_defensiva',
  'primeiros_socorros',
  'meio_ambiente_convivio',
  'funcionamento_veiculo',
  'relacionamento_interpessoal',
] as const;
export type DisciplinaTeorica = (typeof DISCIPLINAS_TEORICAS)[number];

/** The subjects' names as the norms write them. */
export const NOMES_DISCIPLINAS: Record<DisciplinaTeorica, string> = {
  legislacao: 'Legislação de trânsito',
  direcao_defensiva: 'Direção defensiva',
  primeiros_socorros: 'Noções de primeiros socorros',
  meio_ambiente_convivio: 'Noções de proteção e respeito ao meio ambiente e de convívio social no trânsito',
  funcionamento_veiculo: 'Noções sobre funcionamento do veículo de 2 ou 4 rodas',
  relacionamento_interpessoal: 'Relacionamento interpessoal',
};

export const CURSOS_TEORICOS = [
  'primeira_habilitacao',
  'adicao_mudanca',
  'atualizacao_renovacao',
  'reciclagem',
] as const;
export type CursoTeoricoId = (typeof CURSOS_TEORICOS)[number];

/** In person, remote and live (the class at the same time), or recorded (each at their own pace). */
export const MODALIDADES_TEORICAS = ['presencial', 'remota_ao_vivo', 'gravada'] as const;
export type ModalidadeTeorica = (typeof MODALIDADES_TEORICAS)[number];

export interface DisciplinaDoCurso {
  disciplina: DisciplinaTeorica;
  /** Minimum h/a of the subject; 0: the regime imposes none. */
  horasAula: number;
}

export interface CursoTeorico {
  id: CursoTeoricoId;
  nome: string;
  /** The subjects of the course, in the order the norm lists them; empty: the course has no theory. */
  disciplinas: readonly DisciplinaDoCurso[];
  /** The sum of the subjects' minimums; 0 when the regime imposes none. */
  cargaMinima: number;
  /** How the course may be given. */
  modalidades: readonly ModalidadeTeorica[];
  /**
   * The kinds of licensing process a student enrols through; null: any open process (renewal and
   * recycling are not kinds of process the platform records yet).
   */
  tiposProcesso: readonly TipoProcesso[] | null;
  fundamento: Fundamento;
}

const anexoTeorico = 'Anexo II, Curso Teórico-Técnico';

/** 783/2020 lets the theory of 789/2020 be given remotely and live (docs/regulation.md, "Remote theory"). */
const PRESENCIAL_OU_REMOTA: readonly ModalidadeTeorica[] = ['presencial', 'remota_ao_vivo'];

function curso(
  id: CursoTeoricoId,
  nome: string,
  disciplinas: readonly DisciplinaDoCurso[],
  rest: Omit<CursoTeorico, 'id' | 'nome' | 'disciplinas' | 'cargaMinima'>,
): CursoTeorico {
  const cargaMinima = disciplinas.reduce((total, item) => total + item.horasAula, 0);
  return { id, nome, disciplinas, cargaMinima, ...rest };
}

const PRIMEIRA_789 = curso(
  'primeira_habilitacao',
  'Curso teórico-técnico (primeira habilitação)',
  [
    { disciplina: 'legislacao', horasAula: 18 },
    { disciplina: 'direcao_defensiva', horasAula: 16 },
    { disciplina: 'primeiros_socorros', horasAula: 4 },
    { disciplina: 'meio_ambiente_convivio', horasAula: 4 },
    { disciplina: 'funcionamento_veiculo', horasAula: 3 },
  ],
  {
    modalidades: PRESENCIAL_OU_REMOTA,
    tiposProcesso: ['primeira_habilitacao'],
    fundamento: { norma: CONTRAN_789, artigo: `${anexoTeorico} (45 h/a)` },
  },
);

/** Adding or changing a category asks only the practical course. */
const ADICAO_789 = curso('adicao_mudanca', 'Adição ou mudança de categoria', [], {
  modalidades: PRESENCIAL_OU_REMOTA,
  tiposProcesso: ['adicao', 'mudanca'],
  fundamento: { norma: CONTRAN_789, artigo: 'Anexo II (só o curso de prática de direção veicular)' },
});

const RENOVACAO = curso(
  'atualizacao_renovacao',
  'Curso de atualização para renovação da CNH',
  [
    { disciplina: 'direcao_defensiva', horasAula: 10 },
    { disciplina: 'primeiros_socorros', horasAula: 5 },
  ],
  {
    modalidades: PRESENCIAL_OU_REMOTA,
    tiposProcesso: null,
    fundamento: { norma: CONTRAN_789, artigo: 'Anexo II, Curso de Atualização (15 h/a) (a conferir)' },
  },
);

const RECICLAGEM = curso(
  'reciclagem',
  'Curso de reciclagem para condutores infratores',
  [
    { disciplina: 'legislacao', horasAula: 12 },
    { disciplina: 'direcao_defensiva', horasAula: 8 },
    { disciplina: 'primeiros_socorros', horasAula: 4 },
    { disciplina: 'relacionamento_interpessoal', horasAula: 6 },
  ],
  {
    modalidades: PRESENCIAL_OU_REMOTA,
    tiposProcesso: null,
    fundamento: { norma: CONTRAN_789, artigo: 'Anexo II, Curso de Reciclagem (30 h/a) (a conferir)' },
  },
);

/** 1.020/2025: the same subjects, no minimum, in person, remote and live, or recorded. */
const PRIMEIRA_1020 = curso(
  'primeira_habilitacao',
  'Curso teórico (primeira habilitação)',
  PRIMEIRA_789.disciplinas.map(({ disciplina }) => ({ disciplina, horasAula: 0 })),
  {
    modalidades: MODALIDADES_TEORICAS,
    tiposProcesso: ['primeira_habilitacao'],
    fundamento: { norma: CONTRAN_1020, artigo: 'curso teórico sem carga mínima (presencial ou a distância)' },
  },
);

const ADICAO_1020 = curso('adicao_mudanca', 'Adição ou mudança de categoria', [], {
  modalidades: MODALIDADES_TEORICAS,
  tiposProcesso: ['adicao', 'mudanca'],
  fundamento: { norma: CONTRAN_1020, artigo: 'sem curso teórico para adição ou mudança de categoria' },
});

/** Every theory course of a regime, by id. Renewal and recycling did not change with 1.020/2025. */
export const CURSOS_POR_REGIME: Record<RegimeId, Record<CursoTeoricoId, CursoTeorico>> = {
  CONTRAN_789_2020: {
    primeira_habilitacao: PRIMEIRA_789,
    adicao_mudanca: ADICAO_789,
    atualizacao_renovacao: RENOVACAO,
    reciclagem: RECICLAGEM,
  },
  CONTRAN_1020_2025: {
    primeira_habilitacao: PRIMEIRA_1020,
    adicao_mudanca: ADICAO_1020,
    atualizacao_renovacao: RENOVACAO,
    reciclagem: RECICLAGEM,
  },
};

export const cursoTeorico = (regime: RegimeId, id: CursoTeoricoId): CursoTeorico =>
  CURSOS_POR_REGIME[regime][id];

/** The theory course a licensing process takes (adding a category: one without theory). */
export function cursoDoProcesso(regime: RegimeId, tipo: TipoProcesso): CursoTeorico {
  const cursos = Object.values(CURSOS_POR_REGIME[regime]);
  return (
    cursos.find((item) => item.tiposProcesso?.includes(tipo)) ?? CURSOS_POR_REGIME[regime].adicao_mudanca
  );
}

/** Whether a process of `tipo` may enrol in a class of `curso`. */
export const cursoAceitaProcesso = (curso: CursoTeorico, tipo: TipoProcesso): boolean =>
  curso.tiposProcesso === null || curso.tiposProcesso.includes(tipo);

/** The subjects a class of the course schedules: those of the course in any regime (the same ones). */
export function disciplinasDoCurso(id: CursoTeoricoId): DisciplinaTeorica[] {
  const all = Object.values(CURSOS_POR_REGIME).flatMap((cursos) => cursos[id].disciplinas);
  return DISCIPLINAS_TEORICAS.filter((disciplina) => all.some((item) => item.disciplina === disciplina));
}

// ---------- Attendance ----------

const MINUTE = 60_000;

export interface SessaoTeorica {
  /** ISO instants (or Dates) of the planned start and end. */
  inicio: string | Date;
  fim: string | Date;
}

export interface PresencaMarcada {
  /** When the student arrived; null: absent. */
  entrada: string | Date | null;
  /** When they left; null: they stayed to the end. */
  saida: string | Date | null;
}

const ms = (value: string | Date) => new Date(value).getTime();

/** The h/a a session lasts: whole 50-minute h/a of its planned time. */
export const horasAulaDaSessao = (sessao: SessaoTeorica): number =>
  Math.max(0, Math.floor((ms(sessao.fim) - ms(sessao.inicio)) / (HORA_AULA_MINUTOS * MINUTE)));

/**
 * The minutes of a session a student attended, as the state counts them: an arrival up to the
 * tolerance after the start counts from the start, and a departure up to the tolerance before the end
 * counts to the end; beyond it only the time in the room counts. Time outside the session never
 * counts. A student who arrived 10 minutes late to a 19:00–20:40 session (tolerance 15) has 100
 * minutes; 20 minutes late, 80.
 */
export function minutosPresentes(
  sessao: SessaoTeorica,
  presenca: PresencaMarcada,
  perfil: Pick<StateProfile, 'teoricaToleranciaMinutos'>,
): number {
  if (presenca.entrada === null) return 0;
  const inicio = ms(sessao.inicio);
  const fim = ms(sessao.fim);
  const tolerancia = perfil.teoricaToleranciaMinutos * MINUTE;
  const entrada = ms(presenca.entrada);
  const saida = presenca.saida === null ? fim : ms(presenca.saida);
  const de = entrada - inicio <= tolerancia ? inicio : Math.min(entrada, fim);
  const ate = fim - saida <= tolerancia ? fim : Math.max(saida, inicio);
  return Math.max(0, Math.round((ate - de) / MINUTE));
}

/** The h/a a presence counts: whole 50-minute h/a of the minutes attended, never more than the session's. */
export function horasAulaPresentes(
  sessao: SessaoTeorica,
  presenca: PresencaMarcada,
  perfil: Pick<StateProfile, 'teoricaToleranciaMinutos'>,
): number {
  const minutos = minutosPresentes(sessao, presenca, perfil);
  return Math.min(horasAulaDaSessao(sessao), Math.floor(minutos / HORA_AULA_MINUTOS));
}

/** A student's presence in a session of a subject: what the hours are counted from. */
export interface PresencaTeorica extends SessaoTeorica, PresencaMarcada {
  disciplina: DisciplinaTeorica;
}

export interface CargaDisciplina {
  disciplina: DisciplinaTeorica;
  nome: string;
  /** The course's minimum for the subject (0: none). */
  requeridas: number;
  /** h/a attended, all of them (more than the minimum too). */
  realizadas: number;
  /** h/a still missing for the subject's minimum. */
  faltam: number;
}

export interface CargaTeoricaContada {
  /** h/a attended in the course's subjects. */
  realizadas: number;
  requeridas: number;
  /** h/a missing: each subject's own, since more of one subject never makes up for another. */
  faltam: number;
  completo: boolean;
  porDisciplina: CargaDisciplina[];
}

/**
 * The theory hours of a student in a course: per subject, the h/a attended (presences counted with
 * the state's tolerance) against the course's minimum. The shape of `countCarga` of the practical
 * lessons: the given records, the rule (the course of the student's regime), the state profile.
 */
export function countCargaTeorica(
  presencas: readonly PresencaTeorica[],
  curso: CursoTeorico,
  perfil: Pick<StateProfile, 'teoricaToleranciaMinutos'>,
): CargaTeoricaContada {
  const feitas = new Map<DisciplinaTeorica, number>();
  for (const presenca of presencas) {
    const horas = horasAulaPresentes(presenca, presenca, perfil);
    feitas.set(presenca.disciplina, (feitas.get(presenca.disciplina) ?? 0) + horas);
  }
  const porDisciplina = curso.disciplinas.map(({ disciplina, horasAula }) => {
    const realizadas = feitas.get(disciplina) ?? 0;
    return {
      disciplina,
      nome: NOMES_DISCIPLINAS[disciplina],
      requeridas: horasAula,
      realizadas,
      faltam: Math.max(0, horasAula - realizadas),
    };
  });
  const realizadas = porDisciplina.reduce((total, item) => total + item.realizadas, 0);
  const faltam = porDisciplina.reduce((total, item) => total + item.faltam, 0);
  return { realizadas, requeridas: curso.cargaMinima, faltam, completo: faltam === 0, porDisciplina };
}

/** The h/a of a class's sessions on one day, and whether one more session keeps it within the state's limit. */
export function cabeNoDia(
  horasDoDia: number,
  sessao: SessaoTeorica,
  perfil: Pick<StateProfile, 'teoricaLimiteDiario'>,
): boolean {
  return horasDoDia + horasAulaDaSessao(sessao) <= perfil.teoricaLimiteDiario;
}
