/**
 * Why a lesson is refused: the rejection statuses of the traffic authority (SPEC §8), with the
 * Portuguese text staff see. The platform's own checks and the authority use the same catalogue.
 */
export const VIOLATIONS = {
  AULA_ACIMA_1_HORA: 'Aula com duração superior a 1 hora',
  AULA_DUPLA_SEM_TEMPO_MINIMO: 'Aula dupla não possui o tempo mínimo',
  AULA_JA_ENVIADA: 'Aula já enviada',
  CATEGORIA_INCOMPATIVEL: 'Categoria do instrutor incompatível com a categoria do candidato',
  LADV_VENCIDA: 'Data de término da LADV anterior à data da aula',
  LIMITE_CONCEITOS_BASICOS: 'Só é permitida 1 aula de conceitos básicos',
  LIMITE_BALIZA: 'Só são permitidas 5 aulas de estacionamento',
  ERRO_INTERNO: 'Erro interno',
  INSTRUTOR_POSTO_AVANCADO: 'Instrutor de posto avançado não cadastrado',
  INSTRUTOR_NAO_ENCONTRADO: 'Instrutor não encontrado',
  INSTRUTOR_LIMITE_DIARIO: 'Instrutor não pode ministrar mais de {limite} horas-aula diárias',
  INSTRUTOR_HORARIO_OCUPADO: 'Instrutor já possui aula neste horário',
  INSTRUTOR_LIMITE_SIMULTANEO: 'Instrutor só pode ministrar aula para 2 alunos ao mesmo tempo',
  AULA_EXISTENTE_NO_HORARIO: 'Já existe aula neste horário',
  INTERVALO_TERCEIRA_AULA: 'Intervalo para a terceira aula inferior a 50 minutos',
  VEICULO_DADOS_INDISPONIVEIS: 'Dados do veículo indisponíveis',
  TEMPO_TOTAL_INSUFICIENTE: 'Tempo total da aula inferior a 45 minutos',
  PROCESSO_INEXISTENTE: 'Processo não existe',
  AGUARDANDO_AUDITORIA: 'Aula já recebida, aguardando auditoria',
  ANALISE_CRT: 'Aula será analisada pela CRT',
  VEICULO_TEMPO_ESGOTADO: 'Tempo esgotado na consulta do veículo',
  VEICULO_NAO_VINCULADO: 'Veículo não vinculado à autoescola na data da aula',
  CANDIDATO_LIMITE_DIARIO: 'Candidato não pode realizar mais de {limite} horas-aula práticas por dia',
} as const;

export type ViolationCode = keyof typeof VIOLATIONS;

/**
 * The platform's own rules beyond the authority's catalogue, worded the same way. They are never an
 * authority status (the status filter lists only VIOLATIONS).
 */
export const PLATFORM_RULES = {
  HORARIO_PASSADO: 'Horário já passou',
  PROCESSO_NAO_ABERTO: 'Processo do aluno não está aberto',
  PROCESSO_VENCIDO: 'Processo do aluno passou da validade de {meses} meses',
  INSTRUTOR_INATIVO: 'Instrutor inativo',
  INSTRUTOR_CREDENCIAL_VENCIDA: 'Credencial do instrutor vencida na data da aula',
  INSTRUTOR_CNH_VENCIDA: 'CNH do instrutor vencida na data da aula',
  EXAME_MEDICO_INAPTO: 'Exame de aptidão física e mental do aluno sem resultado apto',
  EXAME_PSICOLOGICO_INAPTO: 'Avaliação psicológica do aluno sem resultado apto',
  VEICULO_NAO_ENCONTRADO: 'Veículo não encontrado',
  VEICULO_INATIVO: 'Veículo inativo',
  VEICULO_CATEGORIA_INCOMPATIVEL: 'Categoria do veículo incompatível com a categoria do processo',
  VEICULO_HORARIO_OCUPADO: 'Veículo já possui aula neste horário',
  INSTRUTOR_EM_AULA_TEORICA: 'Instrutor tem aula teórica neste horário',
  ALUNO_EM_AULA_TEORICA: 'Aluno tem aula teórica neste horário',
  VEICULO_LICENCIAMENTO_VENCIDO: 'Licenciamento do veículo vencido na data da aula',
  SIMULADOR_ANTES_DA_RUA: 'Aulas em simulador devem anteceder as aulas em via pública',
  SIMULADOR_ACIMA_DO_LIMITE:
    'Horas-aula em simulador acima de {limite} não contam para a carga horária mínima',
  CONTINGENCIA_ACIMA_DO_LIMITE: 'Aulas de contingência acima de {percentual}% das aulas da autoescola no mês',
  CONTINGENCIA_NAO_PERMITIDA: 'O estado não permite aulas de contingência',
  CARGA_MINIMA_PENDENTE: 'Faltam {faltam} das {requeridas} horas-aula práticas da carga mínima',
  NOTURNAS_PENDENTES: 'Faltam {faltam} das {requeridas} horas-aula noturnas',
  SIMULADOR_PENDENTE: 'Faltam {faltam} das {requeridas} horas-aula em simulador',
  EXAME_TEORICO_PENDENTE:
    'LADV não registrada no processo: ela só é emitida após a aprovação no exame teórico',
  TEORICA_LIMITE_DIARIO: 'A turma não pode ter mais de {limite} horas-aula teóricas no mesmo dia',
  TEORICA_LIMITE_DIARIO_ALUNO:
    'O aluno {aluno} não pode ter mais de {limite} horas-aula teóricas no mesmo dia, somadas as aulas da turma e as reposições (teria {horas} em {data})',
  TEORICA_FORA_DO_PERIODO: 'A aula teórica deve estar dentro do período da turma ({inicio} a {fim})',
  TEORICA_DISCIPLINA_FORA_DO_CURSO: 'A disciplina não faz parte do curso da turma',
  TEORICA_CURSO_SEM_AULAS: 'O curso não tem aulas teóricas',
  TEORICA_PROCESSO_OUTRO_CURSO: 'O processo do aluno não pede este curso teórico',
  TEORICA_DURACAO_MINIMA: 'A aula teórica deve durar ao menos uma hora-aula ({minutos} minutos)',
  TEORICA_CARGA_PENDENTE: 'Faltam {faltam} das {requeridas} horas-aula do curso teórico',
  TEORICA_INSTRUTOR_EM_AULA_PRATICA: 'O instrutor tem aula prática neste horário',
} as const;

export type PlatformRuleCode = keyof typeof PLATFORM_RULES;
export type RuleCode = ViolationCode | PlatformRuleCode;

/** Where a rule comes from: the norm and its article (or the state's profile field). */
export interface Fundamento {
  norma: string;
  artigo: string;
}

export const CONTRAN_789 = 'Resolução CONTRAN nº 789/2020';
export const CONTRAN_1020 = 'Resolução CONTRAN nº 1.020/2025';
export const CONTRAN_778 = 'Resolução CONTRAN nº 778/2019';
/** Theory given remotely, live: the instructor's and students' faces checked, accesses logged. */
export const CONTRAN_783 = 'Resolução CONTRAN nº 783/2020';
export const LEI_12302 = 'Lei nº 12.302/2010';
export const CTB = 'Código de Trânsito Brasileiro';
/** Rules that each state's traffic authority sets (SPEC §9), kept in the state profile. */
export const NORMA_ESTADUAL = 'Norma do DETRAN do estado';

const anexoPratica = 'Anexo II, Curso de Prática de Direção Veicular';
const anexoTeorico = 'Anexo II, Curso Teórico-Técnico';
const estado = (item: string): Fundamento => ({ norma: NORMA_ESTADUAL, artigo: `perfil estadual: ${item}` });
const resposta = (item: string): Fundamento => ({
  norma: NORMA_ESTADUAL,
  artigo: `resposta do sistema: ${item}`,
});

/**
 * The norm and article behind each rule (docs/regulation.md lists them with where they are checked).
 * The authority's rejections whose article its own system does not cite stay on the state profile.
 */
export const FUNDAMENTOS: Record<RuleCode, Fundamento> = {
  AULA_ACIMA_1_HORA: estado('duração máxima da aula'),
  AULA_DUPLA_SEM_TEMPO_MINIMO: estado('tempo mínimo da aula dupla'),
  AULA_JA_ENVIADA: { norma: CONTRAN_789, artigo: `${anexoPratica} (registro único de cada aula)` },
  CATEGORIA_INCOMPATIVEL: { norma: LEI_12302, artigo: 'art. 3º, parágrafo único' },
  LADV_VENCIDA: { norma: CTB, artigo: 'art. 155, parágrafo único' },
  LIMITE_CONCEITOS_BASICOS: estado('aulas de conceitos básicos'),
  LIMITE_BALIZA: estado('aulas de estacionamento'),
  ERRO_INTERNO: resposta('erro interno'),
  INSTRUTOR_POSTO_AVANCADO: { norma: LEI_12302, artigo: 'art. 2º (registro no órgão executivo de trânsito)' },
  INSTRUTOR_NAO_ENCONTRADO: { norma: LEI_12302, artigo: 'art. 2º (registro no órgão executivo de trânsito)' },
  INSTRUTOR_LIMITE_DIARIO: estado('limite diário do instrutor'),
  INSTRUTOR_HORARIO_OCUPADO: estado('alunos ao mesmo tempo'),
  INSTRUTOR_LIMITE_SIMULTANEO: estado('alunos ao mesmo tempo'),
  AULA_EXISTENTE_NO_HORARIO: { norma: CONTRAN_789, artigo: anexoPratica },
  INTERVALO_TERCEIRA_AULA: estado('intervalo antes da terceira aula'),
  VEICULO_DADOS_INDISPONIVEIS: { norma: CTB, artigo: 'art. 154 (veículo de aprendizagem)' },
  TEMPO_TOTAL_INSUFICIENTE: estado('tempo mínimo da aula'),
  PROCESSO_INEXISTENTE: { norma: CONTRAN_789, artigo: 'art. 2º (abertura do processo no RENACH)' },
  AGUARDANDO_AUDITORIA: resposta('auditoria'),
  ANALISE_CRT: resposta('análise da CRT'),
  VEICULO_TEMPO_ESGOTADO: { norma: CTB, artigo: 'art. 154 (veículo de aprendizagem)' },
  VEICULO_NAO_VINCULADO: { norma: CTB, artigo: 'art. 154 (veículo de aprendizagem da autoescola)' },
  CANDIDATO_LIMITE_DIARIO: { norma: CONTRAN_789, artigo: anexoPratica },
  HORARIO_PASSADO: estado('agendamento só em horário futuro'),
  PROCESSO_NAO_ABERTO: { norma: CONTRAN_789, artigo: 'art. 2º (processo de habilitação)' },
  PROCESSO_VENCIDO: { norma: CONTRAN_789, artigo: 'art. 2º (prazo de 12 meses do processo)' },
  INSTRUTOR_INATIVO: { norma: LEI_12302, artigo: 'art. 4º' },
  INSTRUTOR_CREDENCIAL_VENCIDA: { norma: LEI_12302, artigo: 'art. 4º, V (certificado do órgão de trânsito)' },
  INSTRUTOR_CNH_VENCIDA: { norma: LEI_12302, artigo: 'art. 4º, II (habilitação legal)' },
  EXAME_MEDICO_INAPTO: { norma: CONTRAN_789, artigo: 'art. 2º, § 1º (ordem das etapas)' },
  EXAME_PSICOLOGICO_INAPTO: { norma: CONTRAN_789, artigo: 'art. 2º, § 1º (ordem das etapas)' },
  VEICULO_NAO_ENCONTRADO: { norma: CTB, artigo: 'art. 154 (veículo de aprendizagem)' },
  VEICULO_INATIVO: { norma: CTB, artigo: 'art. 154 (veículo de aprendizagem)' },
  VEICULO_CATEGORIA_INCOMPATIVEL: { norma: CONTRAN_789, artigo: anexoPratica },
  VEICULO_HORARIO_OCUPADO: { norma: CONTRAN_789, artigo: anexoPratica },
  INSTRUTOR_EM_AULA_TEORICA: {
    norma: CONTRAN_789,
    artigo: `${anexoPratica} (aula acompanhada pelo instrutor)`,
  },
  ALUNO_EM_AULA_TEORICA: { norma: CONTRAN_789, artigo: anexoPratica },
  VEICULO_LICENCIAMENTO_VENCIDO: { norma: CTB, artigo: 'art. 130 (licenciamento anual)' },
  SIMULADOR_ANTES_DA_RUA: { norma: CONTRAN_789, artigo: `${anexoPratica} (redação da ${CONTRAN_778})` },
  SIMULADOR_ACIMA_DO_LIMITE: { norma: CONTRAN_789, artigo: `${anexoPratica} (redação da ${CONTRAN_778})` },
  CONTINGENCIA_ACIMA_DO_LIMITE: estado('percentual mensal de aulas de contingência'),
  CONTINGENCIA_NAO_PERMITIDA: estado('percentual mensal de aulas de contingência'),
  // The load's own norm depends on the regime (Regime.fundamentoCarga); this is 789's.
  CARGA_MINIMA_PENDENTE: { norma: CONTRAN_789, artigo: anexoPratica },
  NOTURNAS_PENDENTES: { norma: CONTRAN_789, artigo: `${anexoPratica} (aula noturna)` },
  SIMULADOR_PENDENTE: { norma: CONTRAN_789, artigo: `${anexoPratica} (redação da ${CONTRAN_778})` },
  EXAME_TEORICO_PENDENTE: { norma: CTB, artigo: 'art. 155, parágrafo único' },
  TEORICA_LIMITE_DIARIO: estado('horas-aula teóricas por dia'),
  TEORICA_LIMITE_DIARIO_ALUNO: estado('horas-aula teóricas por dia'),
  TEORICA_FORA_DO_PERIODO: { norma: CONTRAN_789, artigo: `${anexoTeorico} (período do curso)` },
  TEORICA_DISCIPLINA_FORA_DO_CURSO: { norma: CONTRAN_789, artigo: `${anexoTeorico} (conteúdo do curso)` },
  TEORICA_CURSO_SEM_AULAS: {
    norma: CONTRAN_789,
    artigo: 'Anexo II (adição e mudança de categoria: só prática)',
  },
  TEORICA_PROCESSO_OUTRO_CURSO: { norma: CONTRAN_789, artigo: anexoTeorico },
  TEORICA_DURACAO_MINIMA: { norma: CONTRAN_789, artigo: `${anexoTeorico} (hora-aula de 50 minutos)` },
  // The load's own norm depends on the regime (CursoTeorico.fundamento); this is 789's.
  TEORICA_CARGA_PENDENTE: { norma: CONTRAN_789, artigo: `${anexoTeorico} (45 h/a)` },
  TEORICA_INSTRUTOR_EM_AULA_PRATICA: {
    norma: CONTRAN_789,
    artigo: `${anexoTeorico} (aula ministrada pelo instrutor)`,
  },
};

/** The norm and article as one line: 'Lei nº 12.302/2010, art. 4º'. */
export const fundamentoOf = (code: RuleCode) => `${FUNDAMENTOS[code].norma}, ${FUNDAMENTOS[code].artigo}`;

/** Any broken rule, the authority's or the platform's. */
export type RuleViolation = Violation<RuleCode>;

/** A broken rule; by default one of the authority's (checkLesson, the GETRAN simulator). */
export interface Violation<C extends RuleCode = ViolationCode> {
  code: C;
  /** The rule's own text (for the authority's rules, its exact status). */
  mensagem: string;
  /** The norm and article it comes from. */
  fundamento: string;
}

const catalogue: Record<RuleCode, string> = { ...VIOLATIONS, ...PLATFORM_RULES };

export function violation<C extends RuleCode>(
  code: C,
  values: Record<string, number | string> = {},
): Violation<C> {
  const mensagem = catalogue[code].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  return { code, mensagem, fundamento: fundamentoOf(code) };
}

/** What staff read before sending or when refused: the rule, then its norm and article after a dash. */
export const explained = (found: { mensagem: string; fundamento?: string | undefined }) =>
  found.fundamento ? `${found.mensagem} — ${found.fundamento}` : found.mensagem;
