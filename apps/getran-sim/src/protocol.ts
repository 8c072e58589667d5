import { CNH_CATEGORIES, isUf, parseCnhCategories, type TipoAula, type ViolationCode } from '@cfc/domain';
import { z } from 'zod';

/**
 * The JSON protocol of the traffic authority (docs/getran.md): request bodies, reply shapes and
 * the texts of the statuses. The schemas normalise what they accept (instants to
 * `toISOString()`, plates and RENACH to upper case), so two sends of the same lesson compare equal.
 */

export const AMBIENTES = ['producao', 'homologacao'] as const;
export type Ambiente = (typeof AMBIENTES)[number];

export const STATUS = {
  aceito: 'Aceito',
  emAnalise: 'Em análise',
  corrigido: 'Transação efetuada com sucesso',
  naoEncontrada: 'Aula não encontrada',
  invalida: 'Requisição inválida',
  credenciais: 'Credenciais inválidas',
  erroInterno: 'Erro interno',
} as const;

/** The statuses under which the authority holds a lesson as received. */
export type StatusRecebida = typeof STATUS.aceito | typeof STATUS.emAnalise | typeof STATUS.corrigido;

const TIPOS_AULA = [
  'normal',
  'conceitos_basicos',
  'baliza',
  'simulador',
] as const satisfies readonly TipoAula[];

const upper = (value: string) => value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();

const cpf = z.string().regex(/^\d{11}$/, 'CPF deve ter 11 dígitos, só números.');
const renach = z
  .string()
  .transform(upper)
  .pipe(z.string().regex(/^[A-Z]{2}\d{9}$/, 'RENACH deve ter a UF e 9 dígitos (MA123456789).'));
const placa = z
  .string()
  .transform(upper)
  .pipe(z.string().regex(/^[A-Z]{3}\d[0-9A-Z]\d{2}$/, 'Placa inválida (ABC1234 ou ABC1D23).'));
const cnpj = z
  .string()
  .transform(upper)
  .pipe(z.string().regex(/^[0-9A-Z]{12}\d{2}$/, 'CNPJ deve ter 14 caracteres.'));
const uf = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .refine(isUf, 'UF inválida.');
const instante = z.iso
  .datetime({ offset: true, error: 'Data e hora inválidas (ISO 8601).' })
  .transform((value) => new Date(value).toISOString());
const data = z.iso.date('Data inválida (AAAA-MM-DD).');
const hodometro = z.number().int().nonnegative().nullable().optional();

export const envioAulaSchema = z.object({
  cfc: z.object({
    codigo: z.string().trim().min(1).max(100),
    /** Null for a school without one on file: none of its vehicles is linked to it. */
    cnpj: cnpj.nullable(),
    uf,
  }),
  aula: z
    .object({
      id_externo: z.string().trim().min(1).max(150),
      cpf,
      renach,
      categoria: z.enum(CNH_CATEGORIES),
      instrutor: z.object({ cpf, nome: z.string().trim().min(1).max(150) }),
      veiculo: z.object({ placa }),
      inicio: instante,
      fim: instante,
      tipo: z.enum(TIPOS_AULA),
      dupla: z.boolean(),
      hodometro_inicio: hodometro.transform((value) => value ?? null),
      hodometro_fim: hodometro.transform((value) => value ?? null),
    })
    .refine((aula) => aula.fim > aula.inicio, { path: ['fim'], message: 'O fim deve ser depois do início.' })
    .refine(
      (aula) =>
        aula.hodometro_inicio === null ||
        aula.hodometro_fim === null ||
        aula.hodometro_fim >= aula.hodometro_inicio,
      { path: ['hodometro_fim'], message: 'O hodômetro final não pode ser menor que o inicial.' },
    ),
});
export type EnvioAula = z.output<typeof envioAulaSchema>;
/** The body as the platform writes it (before normalisation). */
export type EnvioAulaInput = z.input<typeof envioAulaSchema>;

export const cadastrosSchema = z.object({
  processos: z
    .array(
      z.object({
        cpf,
        renach,
        categoria: z.enum(CNH_CATEGORIES),
        data_abertura: data,
        ladv_validade: data
          .nullable()
          .optional()
          .transform((value) => value ?? null),
      }),
    )
    .default([]),
  instrutores: z
    .array(
      z.object({
        cpf,
        nome: z.string().trim().min(1).max(150),
        /** The categories written on the instructor's licence: 'AB', 'D', 'ACC'. */
        cnh: z
          .string()
          .transform((value) => value.trim().toUpperCase())
          .refine((value) => parseCnhCategories(value) !== null, 'Categorias da CNH inválidas (ex.: AB, D).'),
      }),
    )
    .default([]),
  veiculos: z
    .array(
      z.object({
        placa,
        cnpj,
        vinculos: z.array(
          z
            .object({
              inicio: data,
              fim: data
                .nullable()
                .optional()
                .transform((value) => value ?? null),
            })
            .refine((vinculo) => vinculo.fim === null || vinculo.fim >= vinculo.inicio, {
              path: ['fim'],
              message: 'O fim do vínculo deve ser igual ou posterior ao início.',
            }),
        ),
      }),
    )
    .default([]),
});
export type Cadastros = z.output<typeof cadastrosSchema>;
export type CadastrosInput = z.input<typeof cadastrosSchema>;
export type Processo = Cadastros['processos'][number];
export type Instrutor = Cadastros['instrutores'][number];
export type Veiculo = Cadastros['veiculos'][number];

export const MODOS_FALHA = ['nenhuma', 'lenta', 'timeout', 'erro500', 'fora'] as const;
export type ModoFalha = (typeof MODOS_FALHA)[number];
/** How long a 'lenta' reply waits when the switch does not say. */
export const ATRASO_PADRAO_MS = 3000;
const ATRASO_MAXIMO_MS = 10 * 60_000;

export const falhaSchema = z.object({
  modo: z.enum(MODOS_FALHA),
  atraso_ms: z.number().int().nonnegative().max(ATRASO_MAXIMO_MS).optional(),
});
export type FalhaInput = z.input<typeof falhaSchema>;
export interface Falha {
  modo: ModoFalha;
  atraso_ms: number;
}

/**
 * What a correction needs, for the correctable rejections (docs/getran.md, computed by
 * `correctionData` of packages/domain): `{ duracao_minutos, maximo_minutos }`,
 * `{ duracao_minutos, minimo_minutos }`, `{ inicio_minimo }`, or `{}`.
 */
export type DadosCorrecao = Record<string, unknown>;

export interface RespostaAceita {
  status: StatusRecebida;
  protocolo: string;
}
export interface RespostaRejeitada {
  status: string;
  codigo: ViolationCode;
  dados: DadosCorrecao;
  violacoes: { codigo: ViolationCode; mensagem: string }[];
}
export interface RespostaConflito {
  status: string;
  codigo: ViolationCode;
  protocolo: string;
}
export interface RespostaInvalida {
  status: typeof STATUS.invalida;
  erros: { campo: string; mensagem: string }[];
}
export interface SituacaoAula {
  status: string;
  protocolo: string | null;
  recebida_em: string;
  codigo?: ViolationCode;
}
export interface AulaDoCandidato {
  dataAula: string;
  horaInicio: string;
  horaFim: string;
  status: StatusRecebida;
}

const portuguese = z.locales.pt().localeError;

/** Parses with Portuguese messages, without touching zod's global configuration (other workspaces share it). */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; resposta: RespostaInvalida } {
  const result = schema.safeParse(value, { error: portuguese });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, resposta: invalida(result.error.issues) };
}

export function invalida(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): RespostaInvalida {
  return {
    status: STATUS.invalida,
    erros: issues.map((issue) => ({ campo: issue.path.map(String).join('.'), mensagem: issue.message })),
  };
}
