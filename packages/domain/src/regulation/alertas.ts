import { CONTRAN_783, CONTRAN_1020, type Fundamento, NORMA_ESTADUAL } from './violations.ts';

/**
 * Monitoring alerts (docs/monitoring.md): what the evidence of a lesson, a school's contingency share or
 * its sends to the authority show that someone must look at. Each kind has a severity, a title staff
 * read, and the norm it enforces; the thresholds come from the state profile. The rules that find them
 * are pure functions (no clock, database or photo): the evidence comes in, the findings go out.
 */

export const TIPOS_ALERTA = [
  'fora_perimetro',
  'gps_lacuna',
  'velocidade_impossivel',
  'hodometro_inconsistente',
  'aula_curta',
  'instrutor_simultaneos',
  'instrutor_horas_diarias',
  'foto_sem_rosto',
  'foto_varios_rostos',
  'foto_rosto_divergente',
  'camera_offline',
  'contingencia_acima',
  'rejeicoes_repetidas',
] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];

export const SEVERIDADES_ALERTA = ['baixa', 'media', 'alta'] as const;
export type SeveridadeAlerta = (typeof SEVERIDADES_ALERTA)[number];

/** Open: nobody looked yet; acknowledged: someone is on it; resolved or contested: closed with a note. */
export const ESTADOS_ALERTA = ['aberto', 'reconhecido', 'resolvido', 'contestado'] as const;
export type EstadoAlerta = (typeof ESTADOS_ALERTA)[number];

export interface TipoAlertaInfo {
  titulo: string;
  severidade: SeveridadeAlerta;
  fundamento: Fundamento;
}

const estado = (item: string): Fundamento => ({ norma: NORMA_ESTADUAL, artigo: `perfil estadual: ${item}` });
const pratica = (item: string): Fundamento => ({
  norma: CONTRAN_1020,
  artigo: `Anexo II, Curso de Prática de Direção Veicular: ${item}`,
});

/** Every kind of alert, its default severity, its title and where its rule comes from. */
export const ALERTAS: Record<TipoAlerta, TipoAlertaInfo> = {
  fora_perimetro: {
    titulo: 'Aula fora do perímetro da autoescola',
    severidade: 'alta',
    fundamento: estado('perímetro de aulas práticas cadastrado pela autoescola'),
  },
  gps_lacuna: {
    titulo: 'Lacuna no rastreamento GPS',
    severidade: 'media',
    fundamento: pratica('registro eletrônico do percurso da aula'),
  },
  velocidade_impossivel: {
    titulo: 'Velocidade impossível entre posições',
    severidade: 'media',
    fundamento: pratica('registro eletrônico do percurso da aula'),
  },
  hodometro_inconsistente: {
    titulo: 'Hodômetro inconsistente',
    severidade: 'media',
    fundamento: pratica('registro da quilometragem inicial e final'),
  },
  aula_curta: {
    titulo: 'Aula mais curta que o mínimo',
    severidade: 'alta',
    fundamento: estado('tempo mínimo da aula'),
  },
  instrutor_simultaneos: {
    titulo: 'Instrutor acima do limite de alunos simultâneos',
    severidade: 'alta',
    fundamento: estado('alunos simultâneos por instrutor'),
  },
  instrutor_horas_diarias: {
    titulo: 'Instrutor acima do limite de horas-aula diárias',
    severidade: 'alta',
    fundamento: estado('limite diário de horas-aula do instrutor'),
  },
  foto_sem_rosto: {
    titulo: 'Foto sem rosto',
    severidade: 'media',
    fundamento: pratica('identificação biométrica do candidato'),
  },
  foto_varios_rostos: {
    titulo: 'Foto com vários rostos',
    severidade: 'baixa',
    fundamento: pratica('identificação biométrica do candidato'),
  },
  foto_rosto_divergente: {
    titulo: 'Rosto não confere com a foto de referência',
    severidade: 'alta',
    fundamento: pratica('identificação biométrica do candidato'),
  },
  camera_offline: {
    titulo: 'Câmera sem sinal durante aula teórica',
    severidade: 'media',
    fundamento: { norma: CONTRAN_783, artigo: 'monitoramento por imagem das aulas teóricas' },
  },
  contingencia_acima: {
    titulo: 'Aulas de contingência acima do limite do estado',
    severidade: 'alta',
    fundamento: estado('percentual máximo de aulas de contingência'),
  },
  rejeicoes_repetidas: {
    titulo: 'Rejeições repetidas do DETRAN',
    severidade: 'media',
    fundamento: estado('aulas rejeitadas pelo sistema do DETRAN'),
  },
};

/** The norm of a kind of alert, as staff read it ('Norma, artigo'). */
export const fundamentoDe = (tipo: TipoAlerta) =>
  `${ALERTAS[tipo].fundamento.norma}, ${ALERTAS[tipo].fundamento.artigo}`;

/** The state profile's thresholds of the alerts (state-profile.ts), in the order the profile's form shows them. */
export const LIMIARES_ALERTA = [
  'alertaGpsLacunaSegundos',
  'alertaVelocidadeMaximaKmh',
  'alertaHodometroToleranciaPercentual',
  'alertaSimilaridadeMinima',
  'alertaRejeicoesQuantidade',
  'alertaRejeicoesDias',
  'alertaCameraOfflineMinutos',
] as const;
export type LimiarAlerta = (typeof LIMIARES_ALERTA)[number];

/** Where each threshold comes from (docs/regulation.md lists them with their defaults). */
export const FUNDAMENTOS_LIMIARES: Record<LimiarAlerta, Fundamento> = {
  alertaGpsLacunaSegundos: pratica('registro eletrônico contínuo do percurso (intervalo máximo sem posição)'),
  alertaVelocidadeMaximaKmh: pratica('registro eletrônico do percurso (velocidade plausível entre posições)'),
  alertaHodometroToleranciaPercentual: pratica('quilometragem inicial e final conferida com o percurso'),
  alertaSimilaridadeMinima: pratica('identificação biométrica do candidato (similaridade mínima)'),
  alertaRejeicoesQuantidade: estado('aulas rejeitadas pelo sistema do DETRAN em um período'),
  alertaRejeicoesDias: estado('período de contagem das rejeições'),
  alertaCameraOfflineMinutos: {
    norma: CONTRAN_783,
    artigo: 'monitoramento por imagem das aulas teóricas (tempo máximo sem imagem)',
  },
};
