import { timeInSaoPaulo } from '../dates.ts';
import { distanciaMetros, type LngLat, pointInPolygon } from '../geo.ts';
import { comprimentoTrajetoKm } from '../trajeto.ts';
import { ALERTAS, type SeveridadeAlerta, type TipoAlerta } from './alertas.ts';
import type { StateProfile } from './state-profile.ts';

/**
 * The rules behind the monitoring alerts (docs/monitoring.md): pure functions from the evidence and
 * the state profile's thresholds to findings. A value exactly at its threshold never fires. Each
 * finding is named by `chave`, so evaluating the same evidence again finds the same alert.
 */

export interface EvidenciaAchado {
  tipo: 'foto' | 'posicao' | 'envio' | 'camera' | 'aula' | 'aula_teorica';
  id: number | null;
  rotulo: string;
}

export interface Achado {
  tipo: TipoAlerta;
  chave: string;
  severidade: SeveridadeAlerta;
  descricao: string;
  detalhes: Record<string, unknown>;
  evidencias: EvidenciaAchado[];
}

export type Limiares = Pick<
  StateProfile,
  | 'tempoMinimoMinutos'
  | 'alunosSimultaneos'
  | 'instrutorLimiteDiario'
  | 'contingenciaPercentualMaximo'
  | 'alertaGpsLacunaSegundos'
  | 'alertaVelocidadeMaximaKmh'
  | 'alertaHodometroToleranciaPercentual'
  | 'alertaSimilaridadeMinima'
  | 'alertaRejeicoesQuantidade'
  | 'alertaRejeicoesDias'
  | 'alertaCameraOfflineMinutos'
>;

export interface PosicaoGps {
  registradoEm: string;
  latitude: number;
  longitude: number;
}

export interface FotoVerificada {
  id: number;
  momento: 'inicio' | 'fim';
  verificacao: string;
  rostos: number | null;
  similaridade: number | null;
}

/** A lesson the instructor gave (or is giving) that day: its annotation's times and its h/a. */
export interface AulaDoInstrutor {
  aulaId: number;
  inicio: string;
  fim: string | null;
  horasAula: number;
}

/** Everything the lesson rules look at, for one practical lesson. */
export interface EvidenciaAula {
  aulaId: number;
  anotacao: { inicio: string; fim: string | null; hodoInicio: number; hodoFim: number | null } | null;
  /** In recording order. */
  posicoes: readonly PosicaoGps[];
  /** The school's active perimeters; none registered: the perimeter rule does not apply. */
  perimetros: readonly (readonly LngLat[])[];
  fotos: readonly FotoVerificada[];
  /** The instructor's lessons of that day, this one included. */
  aulasDoInstrutor: readonly AulaDoInstrutor[];
}

/** A number as staff read it (one decimal, comma). */
export const decimalDoAchado = (value: number, digits = 1) => value.toFixed(digits).replace('.', ',');
/** 'HH:mm' in São Paulo. */
export const horaDoAchado = (instant: string) => timeInSaoPaulo(instant);

/** A finding of a kind, with its default severity. */
export function achadoDe(
  tipo: TipoAlerta,
  chave: string,
  descricao: string,
  detalhes: Record<string, unknown>,
  evidencias: EvidenciaAchado[],
): Achado {
  return { tipo, chave, severidade: ALERTAS[tipo].severidade, descricao, detalhes, evidencias };
}

const aulaEvidencia = (aulaId: number): EvidenciaAchado => ({
  tipo: 'aula',
  id: aulaId,
  rotulo: `Aula ${aulaId}`,
});
const ponto = (posicao: PosicaoGps): LngLat => [posicao.longitude, posicao.latitude];
const segundosEntre = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 1000;

/** Positions outside every perimeter of the school. */
export function foraDoPerimetro(e: EvidenciaAula): Achado[] {
  if (e.perimetros.length === 0 || e.posicoes.length === 0) return [];
  const fora = e.posicoes.filter((p) => !e.perimetros.some((poligono) => pointInPolygon(ponto(p), poligono)));
  const [primeira] = fora;
  if (!primeira) return [];
  return [
    achadoDe(
      'fora_perimetro',
      `fora_perimetro:aula:${e.aulaId}`,
      `${fora.length} de ${e.posicoes.length} posições fora do perímetro da autoescola (a primeira às ${horaDoAchado(primeira.registradoEm)}); o limite é nenhuma.`,
      { fora: fora.length, total: e.posicoes.length, primeira: primeira.registradoEm },
      [
        aulaEvidencia(e.aulaId),
        { tipo: 'posicao', id: null, rotulo: `Posição às ${horaDoAchado(primeira.registradoEm)}` },
      ],
    ),
  ];
}

/** The longest time without a position, from the start to the finish of the lesson. */
export function lacunaGps(e: EvidenciaAula, limites: Limiares): Achado[] {
  if (!e.anotacao || e.posicoes.length === 0) return [];
  const marcos = [e.anotacao.inicio, ...e.posicoes.map((p) => p.registradoEm)];
  if (e.anotacao.fim) marcos.push(e.anotacao.fim);
  let maior = { segundos: 0, de: marcos[0] ?? '', ate: marcos[0] ?? '' };
  for (let i = 1; i < marcos.length; i++) {
    const de = marcos[i - 1] as string;
    const ate = marcos[i] as string;
    const segundos = segundosEntre(de, ate);
    if (segundos > maior.segundos) maior = { segundos, de, ate };
  }
  if (maior.segundos <= limites.alertaGpsLacunaSegundos) return [];
  const rotulo = `${horaDoAchado(maior.de)} → ${horaDoAchado(maior.ate)}`;
  return [
    achadoDe(
      'gps_lacuna',
      `gps_lacuna:aula:${e.aulaId}`,
      `${Math.round(maior.segundos)} s sem posição GPS (${rotulo}); o limite é ${limites.alertaGpsLacunaSegundos} s.`,
      {
        segundos: Math.round(maior.segundos),
        limite: limites.alertaGpsLacunaSegundos,
        de: maior.de,
        ate: maior.ate,
      },
      [aulaEvidencia(e.aulaId), { tipo: 'posicao', id: null, rotulo }],
    ),
  ];
}

/** The highest speed between two consecutive positions. */
export function velocidadeImpossivel(e: EvidenciaAula, limites: Limiares): Achado[] {
  let maior = { kmh: 0, de: '', ate: '' };
  for (let i = 1; i < e.posicoes.length; i++) {
    const a = e.posicoes[i - 1] as PosicaoGps;
    const b = e.posicoes[i] as PosicaoGps;
    const horas = segundosEntre(a.registradoEm, b.registradoEm) / 3600;
    if (horas <= 0) continue;
    const kmh = distanciaMetros(ponto(a), ponto(b)) / 1000 / horas;
    if (kmh > maior.kmh) maior = { kmh, de: a.registradoEm, ate: b.registradoEm };
  }
  if (maior.kmh <= limites.alertaVelocidadeMaximaKmh) return [];
  const rotulo = `${horaDoAchado(maior.de)} → ${horaDoAchado(maior.ate)}`;
  return [
    achadoDe(
      'velocidade_impossivel',
      `velocidade_impossivel:aula:${e.aulaId}`,
      `${Math.round(maior.kmh)} km/h entre duas posições (${rotulo}); o limite é ${limites.alertaVelocidadeMaximaKmh} km/h.`,
      { kmh: Math.round(maior.kmh), limite: limites.alertaVelocidadeMaximaKmh, de: maior.de, ate: maior.ate },
      [aulaEvidencia(e.aulaId), { tipo: 'posicao', id: null, rotulo }],
    ),
  ];
}

/** The GPS track's length in km. */
export function distanciaDoPercursoKm(posicoes: readonly PosicaoGps[]): number {
  return comprimentoTrajetoKm(posicoes.map(ponto));
}

/** The final odometer below the initial one, or its distance far from the GPS track's. */
export function hodometroInconsistente(e: EvidenciaAula, limites: Limiares): Achado[] {
  const anotacao = e.anotacao;
  if (!anotacao || anotacao.hodoFim === null) return [];
  const chave = `hodometro_inconsistente:aula:${e.aulaId}`;
  const hodometroKm = anotacao.hodoFim - anotacao.hodoInicio;
  if (hodometroKm < 0) {
    return [
      achadoDe(
        'hodometro_inconsistente',
        chave,
        `Hodômetro final (${anotacao.hodoFim} km) menor que o inicial (${anotacao.hodoInicio} km).`,
        { hodometro_inicio: anotacao.hodoInicio, hodometro_fim: anotacao.hodoFim },
        [aulaEvidencia(e.aulaId)],
      ),
    ];
  }
  const gpsKm = distanciaDoPercursoKm(e.posicoes);
  if (e.posicoes.length < 2 || gpsKm <= 0) return [];
  const diferenca = (Math.abs(hodometroKm - gpsKm) * 100) / gpsKm;
  if (diferenca <= limites.alertaHodometroToleranciaPercentual) return [];
  return [
    achadoDe(
      'hodometro_inconsistente',
      chave,
      `O hodômetro marca ${decimalDoAchado(hodometroKm)} km e o percurso GPS ${decimalDoAchado(gpsKm)} km: diferença de ${Math.round(diferenca)}%; o limite é ${limites.alertaHodometroToleranciaPercentual}%.`,
      {
        hodometro_km: hodometroKm,
        gps_km: Number(gpsKm.toFixed(2)),
        diferenca_percentual: Math.round(diferenca),
        limite: limites.alertaHodometroToleranciaPercentual,
      },
      [aulaEvidencia(e.aulaId)],
    ),
  ];
}

/** A finished lesson that lasted less than the state's minimum. */
export function aulaCurta(e: EvidenciaAula, limites: Limiares): Achado[] {
  if (!e.anotacao?.fim) return [];
  const minutos = segundosEntre(e.anotacao.inicio, e.anotacao.fim) / 60;
  if (minutos >= limites.tempoMinimoMinutos) return [];
  return [
    achadoDe(
      'aula_curta',
      `aula_curta:aula:${e.aulaId}`,
      `A aula durou ${decimalDoAchado(minutos)} min (${horaDoAchado(e.anotacao.inicio)} → ${horaDoAchado(e.anotacao.fim)}); o mínimo é ${limites.tempoMinimoMinutos} min.`,
      { minutos: Number(minutos.toFixed(1)), minimo: limites.tempoMinimoMinutos },
      [aulaEvidencia(e.aulaId)],
    ),
  ];
}

/** The most lessons of the instructor at one moment of this lesson. */
export function instrutorSimultaneos(e: EvidenciaAula, limites: Limiares): Achado[] {
  const propria = e.aulasDoInstrutor.find((aula) => aula.aulaId === e.aulaId);
  if (!propria) return [];
  const fimDe = (aula: AulaDoInstrutor) => Date.parse(aula.fim ?? aula.inicio);
  const sobrepostas = e.aulasDoInstrutor.filter(
    (aula) => Date.parse(aula.inicio) < fimDe(propria) && Date.parse(propria.inicio) < fimDe(aula),
  );
  // The most at once happens at some lesson's start inside this lesson.
  let maior = 0;
  for (const momento of sobrepostas.map((aula) =>
    Math.max(Date.parse(aula.inicio), Date.parse(propria.inicio)),
  )) {
    const juntas = sobrepostas.filter(
      (aula) => Date.parse(aula.inicio) <= momento && momento < fimDe(aula),
    ).length;
    maior = Math.max(maior, juntas);
  }
  if (maior <= limites.alunosSimultaneos) return [];
  const outras = sobrepostas.filter((aula) => aula.aulaId !== e.aulaId);
  return [
    achadoDe(
      'instrutor_simultaneos',
      `instrutor_simultaneos:aula:${e.aulaId}`,
      `O instrutor deu ${maior} aulas ao mesmo tempo; o limite é ${limites.alunosSimultaneos}.`,
      { simultaneas: maior, limite: limites.alunosSimultaneos, aulas: outras.map((aula) => aula.aulaId) },
      [aulaEvidencia(e.aulaId), ...outras.map((aula) => aulaEvidencia(aula.aulaId))],
    ),
  ];
}

/** The instructor's h/a of the day, up to this lesson, over the state's daily limit. */
export function instrutorHorasDiarias(e: EvidenciaAula, limites: Limiares): Achado[] {
  const propria = e.aulasDoInstrutor.find((aula) => aula.aulaId === e.aulaId);
  if (!propria) return [];
  const ate = e.aulasDoInstrutor.filter(
    (aula) =>
      Date.parse(aula.inicio) < Date.parse(propria.inicio) ||
      (aula.inicio === propria.inicio && aula.aulaId <= propria.aulaId),
  );
  const horas = ate.reduce((soma, aula) => soma + aula.horasAula, 0);
  if (horas <= limites.instrutorLimiteDiario) return [];
  return [
    achadoDe(
      'instrutor_horas_diarias',
      `instrutor_horas_diarias:aula:${e.aulaId}`,
      `Com esta aula o instrutor chegou a ${horas} h/a no dia; o limite é ${limites.instrutorLimiteDiario} h/a.`,
      { horas_aula: horas, limite: limites.instrutorLimiteDiario },
      [aulaEvidencia(e.aulaId)],
    ),
  ];
}

const MOMENTO = { inicio: 'início', fim: 'fim' } as const;

/** Each photo's face check: no face, several faces, or a face unlike the reference. */
export function fotosDaAula(e: EvidenciaAula, limites: Limiares): Achado[] {
  return e.fotos.flatMap((foto): Achado[] => {
    const evidencias: EvidenciaAchado[] = [
      aulaEvidencia(e.aulaId),
      { tipo: 'foto', id: foto.id, rotulo: `Foto de ${MOMENTO[foto.momento]}` },
    ];
    const de = `A foto de ${MOMENTO[foto.momento]} da aula`;
    if (foto.verificacao === 'sem_rosto' || foto.rostos === 0) {
      return [
        achadoDe(
          'foto_sem_rosto',
          `foto_sem_rosto:foto:${foto.id}`,
          `${de} não mostra rosto.`,
          { rostos: 0 },
          evidencias,
        ),
      ];
    }
    if (foto.verificacao === 'varios_rostos' || (foto.rostos ?? 0) > 1) {
      return [
        achadoDe(
          'foto_varios_rostos',
          `foto_varios_rostos:foto:${foto.id}`,
          `${de} mostra ${foto.rostos ?? 'vários'} rostos; o esperado é 1.`,
          { rostos: foto.rostos },
          evidencias,
        ),
      ];
    }
    const minimo = limites.alertaSimilaridadeMinima;
    const divergente =
      foto.similaridade !== null ? foto.similaridade < minimo : foto.verificacao === 'divergente';
    if (!divergente) return [];
    const medida = foto.similaridade === null ? '' : ` (similaridade de ${Math.round(foto.similaridade)}%)`;
    return [
      achadoDe(
        'foto_rosto_divergente',
        `foto_rosto_divergente:foto:${foto.id}`,
        `${de} não confere com a foto de referência do aluno${medida}; o mínimo é ${minimo}%.`,
        { similaridade: foto.similaridade, minimo },
        evidencias,
      ),
    ];
  });
}

/** Every rule of one practical lesson. */
export function avaliarAula(e: EvidenciaAula, limites: Limiares): Achado[] {
  return [
    ...foraDoPerimetro(e),
    ...lacunaGps(e, limites),
    ...velocidadeImpossivel(e, limites),
    ...hodometroInconsistente(e, limites),
    ...aulaCurta(e, limites),
    ...instrutorSimultaneos(e, limites),
    ...instrutorHorasDiarias(e, limites),
    ...fotosDaAula(e, limites),
  ];
}

/** The kinds the lesson rules find: re-evaluating a lesson settles these of its alerts. */
export const TIPOS_ALERTA_DA_AULA: readonly TipoAlerta[] = [
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
];
