import { CNH_CATEGORIES, DEFAULT_STATE_PROFILE, isSimplePolygon, type LngLat, openRing } from '@cfc/domain';
import { z } from 'zod';
import { cadastroQuery } from './cadastros.ts';
import { message } from './catalogue/message.ts';
import { dateField, optional, renachField, ufField } from './fields.ts';
import { pageQuery } from './http.ts';
import { localized, text } from './messages.ts';

/**
 * Requests and replies of the licensing processes, practical plans, perimeters and state profiles
 * (SPEC §2.3 admin agendamento: processo/index, processo/consulta, processo/pratica,
 * planos-praticos, perimetro/cadastro; monitoramento conf/gerenciamento).
 */

const recordId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const categoria = z.enum(CNH_CATEGORIES, localized('campos.categoriaInvalida'));

// ---------- Licensing processes ----------

export const TIPOS_PROCESSO = ['primeira_habilitacao', 'adicao', 'mudanca'] as const;
export const STATUS_PROCESSO = ['aberto', 'concluido', 'cancelado', 'expirado'] as const;
export const REGIME_IDS = ['CONTRAN_789_2020', 'CONTRAN_1020_2025'] as const;
/** C, D and E are reached by changing category; ACC, A and B by a first licence or by adding. */
const MUDANCA: readonly string[] = ['C', 'D', 'E'];

/** The types of process a category allows, the usual one first (the rule `processoBody` checks). */
export function tiposProcessoFor(categoria: string): readonly (typeof TIPOS_PROCESSO)[number][] {
  return MUDANCA.includes(categoria) ? ['mudanca'] : ['primeira_habilitacao', 'adicao'];
}

const ladvFields = {
  ladv_numero: optional(z.string().trim().max(30, localized('processos.ladvLonga'))),
  ladv_validade: optional(dateField),
};

export const processoBody = z
  .object({
    aluno_id: z
      .number()
      .int(localized('processos.selecioneAluno'))
      .positive(localized('processos.selecioneAluno')),
    renach: renachField,
    categoria,
    tipo: z.enum(TIPOS_PROCESSO, localized('processos.tipoProcessoInvalido')),
    /** The day the process was opened; today in São Paulo when absent. It decides the regime. */
    aberto_em: optional(dateField),
    ...ladvFields,
  })
  .superRefine((body, context) => {
    if (!tiposProcessoFor(body.categoria).includes(body.tipo)) {
      const mudanca = MUDANCA.includes(body.categoria);
      context.addIssue({
        code: 'custom',
        path: ['tipo'],
        message: mudanca ? text('processos.categoriaPorMudanca') : text('processos.mudancaSoCDE'),
      });
    }
  });
export type ProcessoBody = z.input<typeof processoBody>;

/** What may change in a process: its LADV and status. Never the regime, category or RENACH. */
export const processoUpdateBody = z.object({
  ...ladvFields,
  status: z.enum(STATUS_PROCESSO, localized('processos.situacaoProcessoInvalida')),
});
export type ProcessoUpdateBody = z.input<typeof processoUpdateBody>;

export const processosQuery = pageQuery.extend({
  /** Student's name, CPF or RENACH (of the process). */
  filtro: z.string().trim().max(100).optional(),
  status: z.enum(STATUS_PROCESSO, localized('processos.situacaoProcessoInvalida')).optional(),
  categoria: categoria.optional(),
  regime: z.enum(REGIME_IDS, localized('processos.regimeInvalido')).optional(),
  /** 'sim': only processes apto for the practical exam; 'nao': only those not yet. */
  apto: z.enum(['sim', 'nao'], localized('processos.filtroAptoInvalido')).optional(),
});

/**
 * Why the hours done may be fewer than the lessons given (docs/regulation.md): simulator h/a given and
 * those above the regime's cap, which do not count; given lessons shorter than the minimum, which
 * count less than booked ('Tempo total da aula inferior a 45 minutos').
 */
const contagem = {
  simulador_realizadas: z.number().int(),
  simulador_excedente: z.number().int(),
  aulas_abaixo_minimo: z.number().int(),
};

/**
 * Eligibility for the practical exam (docs/regulation.md): apto when every minimum of the regime and
 * category is met; otherwise what is missing, each with its rule's text, norm and article.
 * `apto_desde` is when the platform recorded it (null until then, up to a minute after a change).
 */
export const aptidao = z.object({
  apto: z.boolean(),
  apto_desde: z.string().nullable(),
  pendencias: z.array(z.object({ code: z.string(), mensagem: z.string(), fundamento: z.string() })),
});
export type Aptidao = z.infer<typeof aptidao>;

/** The practical hours of a process (the hours query per student). */
const horas = {
  horas_requeridas: z.number().int(),
  horas_realizadas: z.number().int(),
  horas_agendadas: z.number().int(),
  horas_restantes: z.number().int(),
  noturnas_requeridas: z.number().int(),
  noturnas_realizadas: z.number().int(),
  ...contagem,
};

export const processo = z.object({
  id_processo: z.number().int(),
  aluno_id: z.number().int(),
  aluno_nome: z.string(),
  aluno_cpf: z.string(),
  renach: z.string(),
  categoria,
  tipo: z.enum(TIPOS_PROCESSO),
  regime: z.enum(REGIME_IDS),
  regime_nome: z.string(),
  aberto_em: z.string(),
  /** The last day the process is valid (12 months under 789/2020); null when it does not expire. */
  validade: z.string().nullable(),
  expirado: z.boolean(),
  ladv_numero: z.string().nullable(),
  ladv_validade: z.string().nullable(),
  status: z.enum(STATUS_PROCESSO),
  ...horas,
  aptidao,
  created_at: z.string(),
});
export type Processo = z.infer<typeof processo>;

export const horasProcesso = z.object({
  id_processo: z.number().int(),
  requeridas: z.number().int(),
  realizadas: z.number().int(),
  agendadas: z.number().int(),
  restantes: z.number().int(),
  noturnas_requeridas: z.number().int(),
  noturnas_realizadas: z.number().int(),
  ...contagem,
  /** h/a of the plans sold for the process. */
  contratadas: z.number().int(),
  regime: z.enum(REGIME_IDS),
  regime_nome: z.string(),
  validade: z.string().nullable(),
  expirado: z.boolean(),
  aptidao,
});
export type HorasProcesso = z.infer<typeof horasProcesso>;

// ---------- Practical plans ----------

export const planoBody = z.object({
  nome: z.string().trim().min(1, localized('planos.informeNomePlano')).max(80, localized('campos.nomeLongo')),
  categoria: optional(categoria),
  horas_aula: z
    .number(localized('planos.informeHorasAula'))
    .int(localized('planos.horasAulaInteiras'))
    .min(1, localized('planos.horasAulaMinimo'))
    .max(200, localized('planos.horasAulaMaximo')),
  /** Price in integer cents (SPEC §5 currency input). */
  preco_centavos: z
    .number(localized('planos.informePreco'))
    .int(localized('planos.precoCentavos'))
    .min(0, localized('planos.precoNegativo'))
    .max(100_000_000, localized('planos.precoAlto')),
});
export type PlanoBody = z.input<typeof planoBody>;

export const plano = z.object({
  id_plano: z.number().int(),
  nome: z.string(),
  categoria: categoria.nullable(),
  horas_aula: z.number().int(),
  preco_centavos: z.number().int(),
  ativo: z.boolean(),
  created_at: z.string(),
});
export type Plano = z.infer<typeof plano>;

export const planosQuery = cadastroQuery.extend({ categoria: categoria.optional() });

export const processoPlanoBody = z.object({
  plano_id: z
    .number(localized('planos.selecionePlano'))
    .int(localized('planos.selecionePlano'))
    .positive(localized('planos.selecionePlano')),
});

/** A plan sold for a process: hours and price as they were at the time of sale. */
export const processoPlano = z.object({
  id_processo_plano: z.number().int(),
  processo_id: z.number().int(),
  plano_id: z.number().int(),
  plano_nome: z.string(),
  horas_aula: z.number().int(),
  preco_centavos: z.number().int(),
  created_at: z.string(),
});
export type ProcessoPlano = z.infer<typeof processoPlano>;

export const processoPlanoParams = z.object({ id: recordId, idProcessoPlano: recordId });

// ---------- Perimeters ----------

const longitude = z
  .number(localized('campos.informeLongitude'))
  .min(-180, localized('perimetros.longitudeFaixa'))
  .max(180, localized('perimetros.longitudeFaixa'));
const latitude = z
  .number(localized('campos.informeLatitude'))
  .min(-90, localized('perimetros.latitudeFaixa'))
  .max(90, localized('perimetros.latitudeFaixa'));

/** A polygon of [longitude, latitude] points (GeoJSON order); a repeated closing point is dropped. */
export const pontosField = z
  .array(z.tuple([longitude, latitude]), localized('perimetros.desenhe'))
  .min(3, localized('perimetros.minimoPontos'))
  .max(500, localized('perimetros.maximoPontos'))
  .transform((pontos) => openRing(pontos) as [number, number][])
  .refine((pontos) => pontos.length >= 3, {
    ...localized('perimetros.minimoPontos'),
    abort: true,
  })
  .refine((pontos) => isSimplePolygon(pontos as LngLat[]), localized('perimetros.bordasCruzadas'));

export const perimetroBody = z.object({
  nome: z
    .string()
    .trim()
    .min(1, localized('perimetros.informeNomePerimetro'))
    .max(80, localized('campos.nomeLongo')),
  pontos: pontosField,
});
export type PerimetroBody = z.input<typeof perimetroBody>;

export const perimetro = z.object({
  id_perimetro: z.number().int(),
  nome: z.string(),
  /** [longitude, latitude] points, each named in the OpenAPI document (two bare numbers look like one). */
  pontos: z.array(z.tuple([z.number().describe('longitude'), z.number().describe('latitude')])),
  ativo: z.boolean(),
  created_at: z.string(),
});
export type Perimetro = z.infer<typeof perimetro>;

export const verificarPerimetroBody = z.object({ latitude, longitude });
export const verificarPerimetroReply = z.object({
  dentro: z.boolean(),
  /** The active perimeters that contain the point. */
  perimetros: z.array(z.number().int()),
});

// ---------- State profiles (operator) ----------

const hora = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, localized('estadoPerfis.horarioInvalido'));
const minutos = (min: number, max: number) =>
  z
    .number(localized('estadoPerfis.informeMinutos'))
    .int(localized('estadoPerfis.minutosInteiros'))
    .min(min, localized(message('estadoPerfis.minutosFaixa', { min, max })))
    .max(max, localized(message('estadoPerfis.minutosFaixa', { min, max })));
const percentual = (min: number, max: number) =>
  z
    .number(localized(message('estadoPerfis.percentualFaixa', { min, max })))
    .int(localized(message('estadoPerfis.percentualFaixa', { min, max })))
    .min(min, localized(message('estadoPerfis.percentualFaixa', { min, max })))
    .max(max, localized(message('estadoPerfis.percentualFaixa', { min, max })));
/** A whole threshold of the alerts within a range (seconds, km/h, a count, days). */
const limiar = (min: number, max: number) =>
  z
    .number(localized(message('estadoPerfis.limiarFaixa', { min, max })))
    .int(localized(message('estadoPerfis.limiarFaixa', { min, max })))
    .min(min, localized(message('estadoPerfis.limiarFaixa', { min, max })))
    .max(max, localized(message('estadoPerfis.limiarFaixa', { min, max })));
const limite = z
  .number(localized('estadoPerfis.informeLimite'))
  .int(localized('estadoPerfis.numeroInteiro'))
  .min(0, localized('estadoPerfis.naoNegativo'))
  .max(50);
const padrao = DEFAULT_STATE_PROFILE;

/** A state's rules; an absent field takes the national default. */
export const estadoPerfilBody = z
  .object({
    instrutor_limite_diario: z
      .union([z.literal(12), z.literal(24)], localized('estadoPerfis.limiteInstrutor'))
      .default(padrao.instrutorLimiteDiario),
    alunos_simultaneos: z
      .number()
      .int()
      .min(1, localized('estadoPerfis.alunosSimultaneos'))
      .max(2, localized('estadoPerfis.alunosSimultaneos'))
      .default(padrao.alunosSimultaneos),
    noite_inicio: hora.default(padrao.noite.inicio),
    noite_fim: hora.default(padrao.noite.fim),
    limite_conceitos_basicos: limite.default(padrao.limiteConceitosBasicos),
    limite_baliza: limite.default(padrao.limiteBaliza),
    tempo_minimo_minutos: minutos(1, 120).default(padrao.tempoMinimoMinutos),
    duracao_maxima_minutos: minutos(1, 240).default(padrao.duracaoMaximaMinutos),
    aula_dupla_minimo_minutos: minutos(1, 240).default(padrao.aulaDuplaMinimoMinutos),
    intervalo_terceira_aula_minutos: minutos(0, 240).default(padrao.intervaloTerceiraAulaMinutos),
    tolerancia_checkin_minutos: minutos(0, 120).default(padrao.toleranciaCheckinMinutos),
    // The transition and contingency fields keep their stored value when absent (an older form saves without them).
    regime_1020_desde: dateField.optional(),
    migrar_processos_abertos: z.boolean().optional(),
    instrutor_autonomo: z.boolean().optional(),
    veiculo_proprio_candidato: z.boolean().optional(),
    contingencia_percentual_maximo: z
      .number()
      .int(localized('estadoPerfis.contingenciaInteiro'))
      .min(0, localized('estadoPerfis.contingenciaFaixa'))
      .max(100, localized('estadoPerfis.contingenciaFaixa'))
      .nullable()
      .optional(),
    // The theory rules (issue 17) keep their stored value when absent, as the transition fields do.
    teorica_limite_diario: z
      .number()
      .int(localized('estadoPerfis.teoricaLimiteDiario'))
      .min(1, localized('estadoPerfis.teoricaLimiteDiario'))
      .max(24, localized('estadoPerfis.teoricaLimiteDiario'))
      .optional(),
    teorica_tolerancia_minutos: minutos(0, 60).optional(),
    // Remote theory (issue 18, docs/ead.md), likewise kept when absent.
    ead_tolerancia_entrada_minutos: minutos(0, 120).optional(),
    ead_presenca_minima_percentual: percentual(1, 100).nullable().optional(),
    ead_verificacoes_aleatorias_percentual: percentual(0, 100).optional(),
    ead_similaridade_minima: percentual(1, 100).optional(),
    ead_vivacidade_minima: percentual(0, 100).optional(),
    ead_gravada_permitida: z.boolean().optional(),
    // The alerts' thresholds (issue 19, docs/monitoring.md), likewise kept when absent.
    alerta_gps_lacuna_segundos: limiar(10, 3600).optional(),
    alerta_velocidade_maxima_kmh: limiar(20, 400).optional(),
    alerta_hodometro_tolerancia_percentual: percentual(1, 100).optional(),
    alerta_similaridade_minima: percentual(1, 100).optional(),
    alerta_rejeicoes_quantidade: limiar(1, 100).optional(),
    alerta_rejeicoes_dias: limiar(1, 90).optional(),
    alerta_camera_offline_minutos: minutos(1, 240).optional(),
  })
  .refine((body) => body.noite_inicio !== body.noite_fim, {
    path: ['noite_fim'],
    ...localized('estadoPerfis.noiteIgual'),
  })
  .refine((body) => body.tempo_minimo_minutos <= body.duracao_maxima_minutos, {
    path: ['tempo_minimo_minutos'],
    ...localized('estadoPerfis.tempoMinimo'),
  });
export type EstadoPerfilBody = z.input<typeof estadoPerfilBody>;

export const estadoPerfil = z.object({
  uf: z.string(),
  instrutor_limite_diario: z.number().int(),
  alunos_simultaneos: z.number().int(),
  noite_inicio: z.string(),
  noite_fim: z.string(),
  limite_conceitos_basicos: z.number().int(),
  limite_baliza: z.number().int(),
  tempo_minimo_minutos: z.number().int(),
  duracao_maxima_minutos: z.number().int(),
  aula_dupla_minimo_minutos: z.number().int(),
  intervalo_terceira_aula_minutos: z.number().int(),
  tolerancia_checkin_minutos: z.number().int(),
  /** The day CONTRAN 1.020/2025 applies in the state, and whether open 789/2020 processes move to it. */
  regime_1020_desde: z.string(),
  migrar_processos_abertos: z.boolean(),
  /** 1.020/2025 freedoms the state allows: the autonomous instructor, the candidate's own vehicle. */
  instrutor_autonomo: z.boolean(),
  veiculo_proprio_candidato: z.boolean(),
  /** Monthly share (%) of a school's lessons that may be contingency lessons; null: none set. */
  contingencia_percentual_maximo: z.number().int().nullable(),
  /** Theory h/a a class may have in a day, and the minutes of late arrival or early leave still counted. */
  teorica_limite_diario: z.number().int(),
  teorica_tolerancia_minutos: z.number().int(),
  /**
   * Remote theory: minutes after the start a student may join (PR: 20), the share of the time to be
   * connected (PB: 90; null: the theory tolerance), the share of students checked at random (BA: 20),
   * the face thresholds (%) and whether recorded lessons count (MT: no).
   */
  ead_tolerancia_entrada_minutos: z.number().int(),
  ead_presenca_minima_percentual: z.number().int().nullable(),
  ead_verificacoes_aleatorias_percentual: z.number().int(),
  ead_similaridade_minima: z.number().int(),
  ead_vivacidade_minima: z.number().int(),
  ead_gravada_permitida: z.boolean(),
  /**
   * The alerts' thresholds: GPS gap (s), impossible speed (km/h), odometer against the track (%),
   * a practical photo's least face similarity (%), N rejections in D days, a camera's minutes offline.
   */
  alerta_gps_lacuna_segundos: z.number().int(),
  alerta_velocidade_maxima_kmh: z.number().int(),
  alerta_hodometro_tolerancia_percentual: z.number().int(),
  alerta_similaridade_minima: z.number().int(),
  alerta_rejeicoes_quantidade: z.number().int(),
  alerta_rejeicoes_dias: z.number().int(),
  alerta_camera_offline_minutos: z.number().int(),
  /** False: no row for the state, the national defaults apply. */
  personalizado: z.boolean(),
  updated_at: z.string().nullable(),
});
export type EstadoPerfil = z.infer<typeof estadoPerfil>;

export const ufParam = z.object({ uf: ufField });

/** One change of a state's profile (from the audit log): who, when, and each field before → after. */
export const estadoPerfilAlteracao = z.object({
  quando: z.string(),
  usuario: z.string().nullable(),
  mudancas: z.array(
    z.object({
      campo: z.string(),
      /** As text ('true'/'false' for a yes-or-no rule); null: not known (the first change recorded). */
      antes: z.string().nullable(),
      depois: z.string().nullable(),
    }),
  ),
});
export type EstadoPerfilAlteracao = z.infer<typeof estadoPerfilAlteracao>;
