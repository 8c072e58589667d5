import { CURSOS_POR_REGIME, type CursoTeoricoId, type ModalidadeTeorica } from './curso-teorico.ts';
import { HORA_AULA_MINUTOS } from './regimes.ts';
import type { StateProfile } from './state-profile.ts';
import { CONTRAN_783, type Fundamento, NORMA_ESTADUAL } from './violations.ts';

/**
 * Remote live theory lessons (docs/regulation.md, "Remote theory"): what CONTRAN 783/2020 requires of
 * every lesson, and what each state adds in its profile (random face checks, a minimum share of the
 * time present, a tolerance to join, recorded lessons allowed or not). Nothing here reads a clock, a
 * database or a photo: the face engine's figures come in, the verdicts go out.
 */

const MINUTE = 60_000;
const ms = (value: string | Date) => new Date(value).getTime();

/** The moments a face is checked: at the opening and close (the norm), at random, or asked by staff. */
export const MOMENTOS_VERIFICACAO = ['abertura', 'aleatoria', 'encerramento', 'solicitada'] as const;
export type MomentoVerificacao = (typeof MOMENTOS_VERIFICACAO)[number];

/** What 783/2020 requires of every remote lesson, whatever the state. */
export const REQUISITOS_EAD = {
  /** Instructor's and students' faces checked at the opening and the close, against the reference photo. */
  momentosObrigatorios: ['abertura', 'encerramento'] as const satisfies readonly MomentoVerificacao[],
  fundamento: {
    norma: CONTRAN_783,
    artigo: 'ensino remoto: verificação facial na abertura e no encerramento, registro de acessos com IP',
  } satisfies Fundamento,
};

/** The state's rules of remote theory, read from its profile. */
export type PerfilEad = Pick<
  StateProfile,
  | 'eadToleranciaEntradaMinutos'
  | 'eadPresencaMinimaPercentual'
  | 'eadVerificacoesAleatoriasPercentual'
  | 'eadSimilaridadeMinima'
  | 'eadVivacidadeMinima'
  | 'eadGravadaPermitida'
  | 'teoricaToleranciaMinutos'
>;

const estado = (item: string): Fundamento => ({ norma: NORMA_ESTADUAL, artigo: `perfil estadual: ${item}` });

/** Where each state rule of remote theory comes from (docs/regulation.md lists the states' values). */
export const FUNDAMENTOS_EAD = {
  toleranciaEntrada: estado('tolerância para entrar na aula remota (PR: 20 minutos)'),
  presencaMinima: estado('presença mínima na aula remota (PB: 90% do tempo, apesar de desconexões)'),
  verificacoesAleatorias: estado('verificações faciais aleatórias (BA: ao menos 20% dos alunos)'),
  similaridade: estado('semelhança mínima do rosto com a foto de referência'),
  vivacidade: estado('prova de vida mínima da foto'),
  gravada: estado('aulas gravadas (MT: só ao vivo; a 1.020/2025 permite gravadas)'),
} satisfies Record<string, Fundamento>;

// ---------- Modality ----------

/**
 * Whether a session of the course may be given so: a modality some regime's course allows (a class
 * mixes students of both regimes; 783/2020 allows remote live under 789/2020 too), and a recorded
 * lesson only where the state allows them.
 */
export function modalidadePermitida(
  curso: CursoTeoricoId,
  modalidade: ModalidadeTeorica,
  perfil: Pick<PerfilEad, 'eadGravadaPermitida'>,
): boolean {
  if (modalidade === 'gravada' && !perfil.eadGravadaPermitida) return false;
  return Object.values(CURSOS_POR_REGIME).some((cursos) => cursos[curso].modalidades.includes(modalidade));
}

// ---------- Joining ----------

/** The last moment a student may join a lesson: its start plus the state's tolerance to join. */
export function prazoDeEntrada(
  inicio: string | Date,
  perfil: Pick<PerfilEad, 'eadToleranciaEntradaMinutos'>,
): Date {
  return new Date(ms(inicio) + perfil.eadToleranciaEntradaMinutos * MINUTE);
}

// ---------- Face checks ----------

/** What the face engine found in a photo, and how it compares with the person's reference. */
export interface AnaliseFacial {
  /** Faces found. */
  rostos: number;
  /** Similarity (0..1) of the face with the reference photo's; null when there is no single face or no reference. */
  similaridade: number | null;
  /** Liveness (0..1): how sure the engine is that a live person, not a picture, is before the camera. */
  vivacidade: number | null;
}

export const MOTIVOS_REPROVACAO = [
  'sem_rosto',
  'varios_rostos',
  'sem_referencia',
  'rosto_diferente',
  'vivacidade_baixa',
  'nao_respondida',
] as const;
export type MotivoReprovacao = (typeof MOTIVOS_REPROVACAO)[number];

/** The Portuguese text the student and the school see for each failure. */
export const TEXTOS_REPROVACAO: Record<MotivoReprovacao, string> = {
  sem_rosto: 'Nenhum rosto foi encontrado na foto. Fique de frente para a câmera, com o rosto iluminado.',
  varios_rostos: 'Há mais de um rosto na foto. Só o aluno deve aparecer na câmera.',
  sem_referencia: 'O aluno não tem foto de referência com consentimento: a autoescola precisa cadastrá-la.',
  rosto_diferente: 'O rosto não confere com a foto de referência do cadastro.',
  vivacidade_baixa: 'A foto não parece ser de uma pessoa diante da câmera (foto de foto ou de tela).',
  nao_respondida: 'A verificação facial não foi respondida no prazo.',
};

export type VeredictoFacial = { aprovada: true } | { aprovada: false; motivo: MotivoReprovacao };

/**
 * Whether a photo proves the person: exactly one face, like the reference photo at least as much as
 * the state's minimum, and alive at least as much as its minimum (783/2020: faces compared with the
 * reference photo at the opening and the close).
 */
export function veredictoFacial(
  analise: AnaliseFacial,
  temReferencia: boolean,
  perfil: Pick<PerfilEad, 'eadSimilaridadeMinima' | 'eadVivacidadeMinima'>,
): VeredictoFacial {
  if (analise.rostos === 0) return { aprovada: false, motivo: 'sem_rosto' };
  if (analise.rostos > 1) return { aprovada: false, motivo: 'varios_rostos' };
  if (!temReferencia || analise.similaridade === null) return { aprovada: false, motivo: 'sem_referencia' };
  if (analise.similaridade * 100 < perfil.eadSimilaridadeMinima)
    return { aprovada: false, motivo: 'rosto_diferente' };
  if ((analise.vivacidade ?? 0) * 100 < perfil.eadVivacidadeMinima) {
    return { aprovada: false, motivo: 'vivacidade_baixa' };
  }
  return { aprovada: true };
}

/**
 * The students checked at random moments during a lesson: at least the state's share of them (rounded
 * up), each at a moment drawn between 10% and 90% of the lesson, so it is neither the opening's nor the
 * close's check. `random` returns numbers in [0, 1), as Math.random does.
 */
export function sortearVerificacoes<T>(
  alunos: readonly T[],
  sessao: { inicio: string | Date; fim: string | Date },
  perfil: Pick<PerfilEad, 'eadVerificacoesAleatoriasPercentual'>,
  random: () => number,
): { aluno: T; em: Date }[] {
  const quantos = Math.min(
    alunos.length,
    Math.ceil((alunos.length * perfil.eadVerificacoesAleatoriasPercentual) / 100),
  );
  const restantes = [...alunos];
  const inicio = ms(sessao.inicio);
  const duracao = ms(sessao.fim) - inicio;
  const sorteados: { aluno: T; em: Date }[] = [];
  for (let i = 0; i < quantos; i += 1) {
    const [aluno] = restantes.splice(Math.floor(random() * restantes.length), 1) as [T];
    sorteados.push({ aluno, em: new Date(inicio + duracao * (0.1 + 0.8 * random())) });
  }
  return sorteados.sort((a, b) => a.em.getTime() - b.em.getTime());
}

// ---------- Presence ----------

/** One connection of a student to the virtual room: from joining to leaving (or the last sign of life). */
export interface IntervaloConectado {
  de: string | Date;
  ate: string | Date;
}

/** A check of the student in the lesson, as far as presence is concerned. */
export interface VerificacaoDoAluno {
  momento: MomentoVerificacao;
  /** 'pendente' counts as not answered once the lesson is closed. */
  resultado: 'pendente' | 'aprovada' | 'reprovada' | 'expirada';
  motivo: MotivoReprovacao | null;
}

export interface PresencaEad {
  /** Minutes of the lesson the student was connected (overlapping connections counted once). */
  minutosConectados: number;
  /** Minutes and h/a that count toward the course. */
  minutos: number;
  horasAula: number;
  presente: boolean;
  /** Why the lesson does not count, in Portuguese; null when it counts. */
  motivo: string | null;
}

/** The minutes of the lesson covered by the connections, each minute once. */
export function minutosConectados(
  sessao: { inicio: string | Date; fim: string | Date },
  intervalos: readonly IntervaloConectado[],
): number {
  return Math.round(tempoConectado(sessao, intervalos) / MINUTE);
}

/** The milliseconds of the lesson covered by the connections, each moment once. */
function tempoConectado(
  sessao: { inicio: string | Date; fim: string | Date },
  intervalos: readonly IntervaloConectado[],
): number {
  const inicio = ms(sessao.inicio);
  const fim = ms(sessao.fim);
  const partes = intervalos
    .map((item) => [Math.max(inicio, ms(item.de)), Math.min(fim, ms(item.ate))] as const)
    .filter(([de, ate]) => ate > de)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cobertoAte = inicio;
  for (const [de, ate] of partes) {
    const desde = Math.max(de, cobertoAte);
    if (ate > desde) total += ate - desde;
    cobertoAte = Math.max(cobertoAte, ate);
  }
  return total;
}

/**
 * Whether a remote lesson counts for a student, and how much. A failed or unanswered check makes the
 * student absent (783/2020), with the reason. Then the time connected: where the state sets a minimum
 * share (PB: 90%), reaching it counts the whole lesson and missing it counts nothing; otherwise the
 * in-person rule applies, the whole lesson when the time away is within the theory tolerance, else the
 * minutes connected.
 */
export function presencaEad(
  sessao: { inicio: string | Date; fim: string | Date },
  intervalos: readonly IntervaloConectado[],
  verificacoes: readonly VerificacaoDoAluno[],
  perfil: Pick<PerfilEad, 'eadPresencaMinimaPercentual' | 'teoricaToleranciaMinutos'>,
): PresencaEad {
  const duracao = Math.round((ms(sessao.fim) - ms(sessao.inicio)) / MINUTE);
  const horasDaSessao = Math.max(0, Math.floor(duracao / HORA_AULA_MINUTOS));
  const tempo = tempoConectado(sessao, intervalos);
  const conectados = Math.round(tempo / MINUTE);
  const ausente = (motivo: string): PresencaEad => ({
    minutosConectados: conectados,
    minutos: 0,
    horasAula: 0,
    presente: false,
    motivo,
  });
  if (tempo === 0) return ausente('O aluno não entrou na aula.');
  const reprovada = verificacoes.find(
    (item) => item.resultado === 'reprovada' || item.resultado === 'expirada',
  );
  if (reprovada) {
    const texto = TEXTOS_REPROVACAO[reprovada.motivo ?? 'nao_respondida'];
    return ausente(`Verificação facial (${NOMES_MOMENTOS[reprovada.momento]}) reprovada: ${texto}`);
  }
  const pendente = verificacoes.find((item) => item.resultado === 'pendente');
  if (pendente) {
    return ausente(
      `Verificação facial (${NOMES_MOMENTOS[pendente.momento]}) reprovada: ${TEXTOS_REPROVACAO.nao_respondida}`,
    );
  }
  for (const momento of REQUISITOS_EAD.momentosObrigatorios) {
    if (!verificacoes.some((item) => item.momento === momento && item.resultado === 'aprovada')) {
      return ausente(`Sem verificação facial aprovada (${NOMES_MOMENTOS[momento]}).`);
    }
  }
  const minimo = perfil.eadPresencaMinimaPercentual;
  if (minimo !== null) {
    const percentual = duracao === 0 ? 0 : Math.floor((conectados * 100) / duracao);
    if (percentual < minimo) {
      return ausente(`Presença de ${percentual}% do tempo da aula, abaixo do mínimo de ${minimo}%.`);
    }
    return {
      minutosConectados: conectados,
      minutos: duracao,
      horasAula: horasDaSessao,
      presente: true,
      motivo: null,
    };
  }
  const minutos = duracao - conectados <= perfil.teoricaToleranciaMinutos ? duracao : conectados;
  const horasAula = Math.min(horasDaSessao, Math.floor(minutos / HORA_AULA_MINUTOS));
  return { minutosConectados: conectados, minutos, horasAula, presente: true, motivo: null };
}

export const NOMES_MOMENTOS: Record<MomentoVerificacao, string> = {
  abertura: 'abertura',
  aleatoria: 'aleatória',
  encerramento: 'encerramento',
  solicitada: 'solicitada pela autoescola',
};

// ---------- Recorded lessons (replay) ----------

/**
 * A student absent from a remote lesson may make it up by watching its recording, where the state
 * and the course allow recorded lessons (`FUNDAMENTOS_EAD.gravada`; 1.020/2025). The player reports
 * its position every few seconds; what counts is the part of the recording really played, each second
 * once, with the same face checks as the live lesson.
 */

/** A report of the player: its position in the recording (seconds) and when (wall time). */
export interface SinalReproducao {
  posicao: number;
  em: string | Date;
}

/** A part of the recording watched, in seconds from its start: [from, to). */
export type TrechoAssistido = readonly [number, number];

/** Seconds a report may be ahead of the wall time elapsed (network jitter, the player's buffering). */
export const FOLGA_REPRODUCAO_SEGUNDOS = 2;
/**
 * Reports further apart than this count nothing between them (the player reports every 5 s): a
 * student cannot report the start, wait, and report the end without the player reporting meanwhile.
 */
export const INTERVALO_MAXIMO_SINAIS_SEGUNDOS = 30;

/** The union of the parts, sorted, touching or overlapping ones merged. */
export function unirTrechos(trechos: readonly TrechoAssistido[]): [number, number][] {
  const ordenados = trechos.filter(([de, ate]) => ate > de).sort((a, b) => a[0] - b[0]);
  const unidos: [number, number][] = [];
  for (const [de, ate] of ordenados) {
    const ultimo = unidos.at(-1);
    if (ultimo && de <= ultimo[1]) ultimo[1] = Math.max(ultimo[1], ate);
    else unidos.push([de, ate]);
  }
  return unidos;
}

/** Seconds covered by the parts, each second once. */
export function segundosCobertos(trechos: readonly TrechoAssistido[]): number {
  return unirTrechos(trechos).reduce((total, [de, ate]) => total + (ate - de), 0);
}

/**
 * The part of the recording a report proves was played since the previous one: from the previous
 * position to the new one when the position advanced by no more than the wall time elapsed plus the
 * slack. A seek ahead or a faster playback (2x) counts nothing of that step (what was skipped is not
 * known), nor does a step back, a pause or a gap between reports longer than the maximum; null then.
 */
export function trechoDoSinal(
  anterior: SinalReproducao | null,
  atual: SinalReproducao,
  duracaoSegundos: number,
): TrechoAssistido | null {
  if (anterior === null) return null;
  const decorrido = (ms(atual.em) - ms(anterior.em)) / 1000;
  const avancou = atual.posicao - anterior.posicao;
  if (avancou <= 0 || decorrido <= 0 || decorrido > INTERVALO_MAXIMO_SINAIS_SEGUNDOS) return null;
  if (avancou > decorrido + FOLGA_REPRODUCAO_SEGUNDOS) return null;
  const de = Math.max(0, anterior.posicao);
  const ate = Math.min(duracaoSegundos, atual.posicao);
  return ate > de ? [de, ate] : null;
}

/** The parts watched after one more report (the previous report and the parts so far given). */
export function registrarSinalReproducao(
  trechos: readonly TrechoAssistido[],
  anterior: SinalReproducao | null,
  atual: SinalReproducao,
  duracaoSegundos: number,
): { trechos: [number, number][]; contou: boolean } {
  const trecho = trechoDoSinal(anterior, atual, duracaoSegundos);
  return { trechos: unirTrechos(trecho ? [...trechos, trecho] : trechos), contou: trecho !== null };
}

/** Seconds of the recording really watched, from the player's reports in order. */
export function segundosAssistidos(sinais: readonly SinalReproducao[], duracaoSegundos: number): number {
  let trechos: [number, number][] = [];
  let anterior: SinalReproducao | null = null;
  for (const sinal of sinais) {
    trechos = registrarSinalReproducao(trechos, anterior, sinal, duracaoSegundos).trechos;
    anterior = sinal;
  }
  return segundosCobertos(trechos);
}

/**
 * The share of the recording to watch (percent), the same rule as the live lesson's applied to the
 * recording's actual length: the state's minimum share (PB: 90%) where it sets one; otherwise the
 * theory tolerance taken as a share of the session's planned length (15 minutes of 100: 85%).
 */
export function percentualNecessarioGravacao(
  sessao: { inicio: string | Date; fim: string | Date },
  perfil: Pick<PerfilEad, 'eadPresencaMinimaPercentual' | 'teoricaToleranciaMinutos'>,
): number {
  if (perfil.eadPresencaMinimaPercentual !== null) return perfil.eadPresencaMinimaPercentual;
  const planejados = (ms(sessao.fim) - ms(sessao.inicio)) / MINUTE;
  if (planejados <= 0) return 100;
  return Math.max(0, Math.ceil(100 - (perfil.teoricaToleranciaMinutos * 100) / planejados));
}

/** The seconds of a recording to watch for the session to count. */
export function segundosNecessarios(duracaoSegundos: number, percentual: number): number {
  return Math.ceil((duracaoSegundos * percentual) / 100);
}

/** The checks a replay asks: the opening and the close, and one at random when the state asks random checks. */
export function momentosDaReproducao(
  perfil: Pick<PerfilEad, 'eadVerificacoesAleatoriasPercentual'>,
): MomentoVerificacao[] {
  return perfil.eadVerificacoesAleatoriasPercentual > 0
    ? ['abertura', 'aleatoria', 'encerramento']
    : ['abertura', 'encerramento'];
}

/**
 * Where the random check of a replay falls, in seconds of the recording (between 10% and 90%, as in
 * the live lesson), or null when the state asks none. For one student, the state's share > 0 means
 * a check (`sortearVerificacoes` rounds up).
 */
export function posicaoAleatoriaDaReproducao(
  duracaoSegundos: number,
  perfil: Pick<PerfilEad, 'eadVerificacoesAleatoriasPercentual'>,
  random: () => number,
): number | null {
  if (perfil.eadVerificacoesAleatoriasPercentual <= 0) return null;
  return duracaoSegundos * (0.1 + 0.8 * random());
}

export interface PresencaGravacao {
  /** Seconds watched and needed. */
  assistidos: number;
  necessarios: number;
  /** Whether the replay is over: counted, or failed a check. */
  concluida: boolean;
  presente: boolean;
  /** Minutes and h/a of the session that count once present (the whole session). */
  minutos: number;
  horasAula: number;
  /** Why it does not count (yet), in Portuguese; null once present. */
  motivo: string | null;
}

/**
 * Whether a replay makes the session count: a failed or unanswered check ends it absent, with the
 * reason (783/2020, as live); watching the share of the recording (`percentualNecessarioGravacao`)
 * with every check of the replay (`momentosDaReproducao`) passed counts the whole session, as a
 * lesson attended; until then it goes on.
 */
export function presencaGravacao(
  sessao: { inicio: string | Date; fim: string | Date },
  duracaoSegundos: number,
  assistidos: number,
  verificacoes: readonly VerificacaoDoAluno[],
  perfil: Pick<
    PerfilEad,
    'eadPresencaMinimaPercentual' | 'teoricaToleranciaMinutos' | 'eadVerificacoesAleatoriasPercentual'
  >,
): PresencaGravacao {
  const percentual = percentualNecessarioGravacao(sessao, perfil);
  const necessarios = segundosNecessarios(duracaoSegundos, percentual);
  const base = { assistidos, necessarios, minutos: 0, horasAula: 0 };
  const reprovada = verificacoes.find(
    (item) => item.resultado === 'reprovada' || item.resultado === 'expirada',
  );
  if (reprovada) {
    const texto = TEXTOS_REPROVACAO[reprovada.motivo ?? 'nao_respondida'];
    return {
      ...base,
      concluida: true,
      presente: false,
      motivo: `Verificação facial (${NOMES_MOMENTOS[reprovada.momento]}) reprovada: ${texto}`,
    };
  }
  const pendente = (motivo: string): PresencaGravacao => ({
    ...base,
    concluida: false,
    presente: false,
    motivo,
  });
  if (duracaoSegundos <= 0) return pendente('A gravação está vazia.');
  if (assistidos < necessarios) {
    const feito = Math.floor((assistidos * 100) / duracaoSegundos);
    return pendente(`Assistido ${feito}% da gravação; são necessários ${percentual}%.`);
  }
  for (const momento of momentosDaReproducao(perfil)) {
    if (!verificacoes.some((item) => item.momento === momento && item.resultado === 'aprovada')) {
      return pendente(`Falta a verificação facial (${NOMES_MOMENTOS[momento]}).`);
    }
  }
  const duracao = Math.round((ms(sessao.fim) - ms(sessao.inicio)) / MINUTE);
  return {
    ...base,
    concluida: true,
    presente: true,
    minutos: duracao,
    horasAula: Math.max(0, Math.floor(duracao / HORA_AULA_MINUTOS)),
    motivo: null,
  };
}
