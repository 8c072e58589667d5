import type { Fundamento } from './violations.ts';

/**
 * Retention and minimisation of personal data (docs/monitoring.md, "Logs"): how long each kind of
 * personal data is kept and what happens to it afterwards, with the norm behind each period. The
 * minimisation job applies them and records what it did; a rule changes here, never in a query.
 */

export const LGPD = 'Lei nº 13.709/2018 (LGPD)';
/** The privacy page's promise (SPEC §1): data kept 5 years, then deleted or anonymised. */
export const POLITICA_PRIVACIDADE = 'Política de privacidade da plataforma';

export const REGRAS_RETENCAO = [
  'posicoes_gps_aula',
  'fotos_aula_pratica',
  'evidencias_aula_teorica',
  'consultas_getran',
  'links_redefinicao_senha',
  'sessoes_encerradas',
] as const;
export type RegraRetencao = (typeof REGRAS_RETENCAO)[number];

export interface RegraRetencaoInfo {
  titulo: string;
  /** What is kept: the table and the kind of data. */
  dado: string;
  /** Days kept after the moment that counts (the lesson, the call, the link's end). */
  dias: number;
  operacao: 'exclusao' | 'anonimizacao';
  fundamentos: readonly Fundamento[];
}

/** 5 years of 365 days and the leap days they may hold. */
const CINCO_ANOS = 5 * 365 + 2;
const fimDoTratamento: Fundamento = {
  norma: LGPD,
  artigo: 'arts. 15 e 16: término do tratamento e eliminação dos dados',
};
const necessidade: Fundamento = { norma: LGPD, artigo: 'art. 6º, III: necessidade (dados mínimos)' };
const cincoAnos: Fundamento = { norma: POLITICA_PRIVACIDADE, artigo: 'dados guardados por 5 anos' };
const monitoramento: Fundamento = {
  norma: 'Resolução CONTRAN nº 1.020/2025',
  artigo:
    'registros do monitoramento eletrônico das aulas mantidos à disposição do órgão executivo de trânsito',
};

export const RETENCAO: Record<RegraRetencao, RegraRetencaoInfo> = {
  posicoes_gps_aula: {
    titulo: 'Posições GPS das aulas práticas',
    dado: 'aula_posicoes: localização do aluno e do instrutor durante a aula',
    dias: CINCO_ANOS,
    operacao: 'exclusao',
    fundamentos: [cincoAnos, monitoramento, fimDoTratamento],
  },
  fotos_aula_pratica: {
    titulo: 'Fotos de presença das aulas práticas',
    dado: 'aula_fotos: foto e biometria facial do aluno',
    dias: CINCO_ANOS,
    operacao: 'exclusao',
    fundamentos: [cincoAnos, monitoramento, fimDoTratamento],
  },
  evidencias_aula_teorica: {
    titulo: 'Imagens das câmeras nas aulas teóricas',
    dado: 'evidencias: imagens da sala e do aluno',
    dias: CINCO_ANOS,
    operacao: 'exclusao',
    fundamentos: [cincoAnos, monitoramento, fimDoTratamento],
  },
  consultas_getran: {
    titulo: 'CPF das consultas ao GETRAN',
    dado: 'getran_consultas: CPF consultado e IP de quem consultou',
    dias: CINCO_ANOS,
    operacao: 'anonimizacao',
    fundamentos: [cincoAnos, fimDoTratamento],
  },
  links_redefinicao_senha: {
    titulo: 'Links de redefinição de senha usados ou vencidos',
    dado: 'password_resets: link enviado ao e-mail do usuário',
    dias: 0,
    operacao: 'exclusao',
    fundamentos: [necessidade, fimDoTratamento],
  },
  sessoes_encerradas: {
    titulo: 'Sessões encerradas há mais de 30 dias',
    dado: 'sessoes e refresh_tokens: acessos (IP, aparelho) de sessões encerradas',
    dias: 30,
    operacao: 'exclusao',
    fundamentos: [necessidade, fimDoTratamento],
  },
};

const DIA_MS = 24 * 60 * 60 * 1000;

/** The instant before which a rule's data is due, for a run at `agora`. */
export function limiteDaRegra(regra: RegraRetencao, agora: Date): Date {
  return new Date(agora.getTime() - RETENCAO[regra].dias * DIA_MS);
}
