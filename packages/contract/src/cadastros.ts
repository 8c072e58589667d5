import { CNH_CATEGORIES } from '@cfc/domain';
import { z } from 'zod';
import {
  addressFields,
  cnhField,
  cnpjField,
  cpfField,
  dateField,
  emailField,
  nameField,
  optional,
  phoneField,
  plateField,
  renachField,
  renavamField,
  ufField,
} from './fields.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/** Requests and replies of the registries (SPEC §2.3 admin: cfc, alunos, instrutores, veiculos, salas, cameras). */

const situacaoFiltro = z.enum(['ativos', 'inativos', 'todos']).default('ativos');
const timestamp = z.string();

// ---------- Schools (cfc, cfc-novo; operator only) ----------

export const autoescolaBody = z.object({
  nome_fantasia: z.string().trim().min(3, localized('autoescolas.informeNomeFantasia')).max(120),
  razao_social: optional(z.string().trim().max(200)),
  cnpj: cnpjField,
  uf: ufField,
  telefone: optional(phoneField),
  email: optional(emailField),
  ...addressFields,
  gratuidade_teorica: z.boolean().default(false),
  gratuidade_pratica: z.boolean().default(false),
  ativo: z.boolean().default(true),
});
export type AutoescolaBody = z.input<typeof autoescolaBody>;

/** A new school comes with its first administrator, who gets a link to set a password. */
export const novaAutoescolaBody = autoescolaBody.extend({
  administrador: z.object({ nome: nameField, email: emailField }),
});
export type NovaAutoescolaBody = z.input<typeof novaAutoescolaBody>;

export const autoescolaDetalhe = z.object({
  id: z.number().int(),
  slug: z.string(),
  operadora: z.boolean(),
  nome_fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  uf: z.string(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  gratuidade_teorica: z.boolean(),
  gratuidade_pratica: z.boolean(),
  ativo: z.boolean(),
});
export type AutoescolaDetalhe = z.infer<typeof autoescolaDetalhe>;

export const autoescolasQuery = pageQuery.extend({
  filtro: z.string().trim().max(100).optional(),
  uf: z.string().length(2).toUpperCase().optional(),
  situacao: situacaoFiltro,
});

// ---------- Students ----------

export const SITUACOES_ALUNO = ['ativo', 'suspenso', 'concluido'] as const;

export const alunoBody = z.object({
  nome: nameField,
  cpf: cpfField,
  data_nascimento: optional(dateField),
  nome_mae: optional(z.string().trim().max(150)),
  email: optional(emailField),
  telefone: optional(phoneField),
  ...addressFields,
  uf: optional(ufField),
  renach: optional(renachField),
  gratuidade_teorica: z.boolean().default(false),
  gratuidade_pratica: z.boolean().default(false),
});
export type AlunoBody = z.input<typeof alunoBody>;

export const aluno = z.object({
  id_aluno: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  data_nascimento: z.string().nullable(),
  nome_mae: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  renach: z.string().nullable(),
  tem_foto: z.boolean(),
  situacao: z.enum(SITUACOES_ALUNO),
  gratuidade_teorica: z.boolean(),
  gratuidade_pratica: z.boolean(),
  created_at: timestamp,
});
export type Aluno = z.infer<typeof aluno>;

export const alunosQuery = pageQuery.extend({
  filtro: z.string().trim().max(100).optional(),
  situacao: z.enum([...SITUACOES_ALUNO, 'todas']).default('todas'),
  /** 'sim': students with an open process apto for the practical exam; 'nao': those with none. */
  apto: z.enum(['sim', 'nao'], localized('processos.filtroAptoInvalido')).optional(),
});

export const situacaoBody = z.object({
  situacao: z.enum(SITUACOES_ALUNO),
  motivo: optional(z.string().trim().max(500)),
});

export const situacaoHistorico = z.object({
  situacao: z.enum(SITUACOES_ALUNO),
  motivo: z.string().nullable(),
  usuario: z.string().nullable(),
  created_at: timestamp,
});

export const TIPOS_EXAME = ['medico', 'psicologico'] as const;
export const RESULTADOS_EXAME = ['apto', 'inapto', 'apto_com_restricoes', 'pendente'] as const;

export const exameBody = z.object({
  tipo: z.enum(TIPOS_EXAME, localized('alunos.tipoExameInvalido')),
  resultado: z.enum(RESULTADOS_EXAME, localized('alunos.resultadoExameInvalido')),
  data_exame: dateField,
  clinica: optional(z.string().trim().max(150)),
  observacoes: optional(z.string().trim().max(1000)),
});
export type ExameBody = z.input<typeof exameBody>;

/** An exam as replies carry it (plain fields: a reply schema cannot hold the body's transforms). */
export const exame = z.object({
  id_exame: z.number().int(),
  aluno_id: z.number().int(),
  aluno_nome: z.string(),
  aluno_cpf: z.string(),
  tipo: z.enum(TIPOS_EXAME),
  resultado: z.enum(RESULTADOS_EXAME),
  data_exame: z.string(),
  clinica: z.string().nullable(),
  observacoes: z.string().nullable(),
  created_at: timestamp,
});
export type Exame = z.infer<typeof exame>;

const recordId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const exameParams = z.object({ id: recordId, idExame: recordId });

/** The 'pacientes' screen: exams of the school's students, latest first. */
export const pacientesQuery = pageQuery.extend({
  filtro: z.string().trim().max(100).optional(),
  tipo: z.enum(TIPOS_EXAME).optional(),
});

// ---------- Instructors ----------

export const CATEGORIAS_CNH_INSTRUTOR = ['ACC', 'A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;

export const instrutorBody = z.object({
  nome: nameField,
  cpf: cpfField,
  email: optional(emailField),
  telefone: optional(phoneField),
  cnh_numero: cnhField,
  cnh_categoria: z.enum(CATEGORIAS_CNH_INSTRUTOR, localized('instrutores.categoriaCnhInvalida')),
  cnh_validade: optional(dateField),
  credencial_numero: z.string().trim().min(1, localized('instrutores.informeCredencial')).max(30),
  credencial_validade: dateField,
});
export type InstrutorBody = z.input<typeof instrutorBody>;

export const instrutor = z.object({
  id_instrutor: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cnh_numero: z.string(),
  cnh_categoria: z.string(),
  cnh_validade: z.string().nullable(),
  credencial_numero: z.string(),
  credencial_validade: z.string(),
  /** The categories this instructor may teach (equal or lower than the licence's). */
  categorias_ensino: z.array(z.enum(CNH_CATEGORIES)),
  tem_foto: z.boolean(),
  ativo: z.boolean(),
  created_at: timestamp,
});
export type Instrutor = z.infer<typeof instrutor>;

export const cadastroQuery = pageQuery.extend({
  filtro: z.string().trim().max(100).optional(),
  situacao: situacaoFiltro,
});

/** The instructors' week (screen instrutores/dashboard): any date of the week, today's week when absent. */
export const instrutoresSemanaQuery = z.object({ semana: optional(dateField) });

export const instrutoresSemana = z.object({
  /** Monday and Sunday of the week shown. */
  inicio: z.string(),
  fim: z.string(),
  instrutores: z.array(
    z.object({
      id_instrutor: z.number().int(),
      nome: z.string(),
      credencial_validade: z.string(),
      tem_foto: z.boolean(),
      /** One entry per day, Monday to Sunday; the lessons arrive with the practical lessons. */
      dias: z.array(z.object({ data: z.string(), aulas: z.array(z.unknown()) })),
    }),
  ),
});
export type InstrutoresSemana = z.infer<typeof instrutoresSemana>;

// ---------- Vehicles ----------

export const vinculoBody = z
  .object({ inicio: dateField, fim: optional(dateField) })
  .refine((vinculo) => !vinculo.fim || vinculo.fim >= vinculo.inicio, {
    path: ['fim'],
    ...localized('veiculos.vinculoFimAntesInicio'),
  });

export const veiculoBody = z.object({
  placa: plateField,
  renavam: renavamField,
  marca: z.string().trim().min(1, localized('veiculos.informeMarca')).max(60),
  modelo: z.string().trim().min(1, localized('veiculos.informeModelo')).max(60),
  ano_fabricacao: z
    .number()
    .int()
    .min(1900, localized('veiculos.anoInvalido'))
    .max(9999, localized('veiculos.anoInvalido')),
  ano_modelo: z
    .number()
    .int()
    .min(1900, localized('veiculos.anoInvalido'))
    .max(9999, localized('veiculos.anoInvalido'))
    .nullable()
    .optional(),
  categoria: z.enum(['A', 'B', 'C', 'D', 'E'], localized('campos.categoriaInvalida')),
  hodometro: z.number().int().min(0, localized('veiculos.hodometroNegativo')).default(0),
  /** The last day of the yearly licensing (CRLV, CTB art. 130); null: not recorded, not checked. */
  licenciamento_validade: optional(dateField),
  vinculos: z.array(vinculoBody).min(1, localized('veiculos.informeVinculo')),
});
export type VeiculoBody = z.input<typeof veiculoBody>;

export const veiculo = z.object({
  id_veiculo: z.number().int(),
  placa: z.string(),
  renavam: z.string(),
  marca: z.string(),
  modelo: z.string(),
  ano_fabricacao: z.number().int(),
  ano_modelo: z.number().int().nullable(),
  categoria: z.string(),
  hodometro: z.number().int(),
  licenciamento_validade: z.string().nullable(),
  ativo: z.boolean(),
  vinculos: z.array(z.object({ inicio: z.string(), fim: z.string().nullable() })),
  vinculado_hoje: z.boolean(),
  created_at: timestamp,
});
export type Veiculo = z.infer<typeof veiculo>;

/** Whether a vehicle is linked to the school on a date (today in São Paulo when absent). */
export const vinculadoQuery = z.object({ data: optional(dateField) });
export const vinculadoReply = z.object({ vinculado: z.boolean() });

// ---------- Rooms and cameras ----------

export const salaBody = z.object({
  nome: z.string().trim().min(1, localized('salas.informeNomeSala')).max(80),
  capacidade: z.number().int().min(1, localized('salas.capacidadeMinima')).max(1000),
});
export type SalaBody = z.input<typeof salaBody>;
export const sala = z.object({
  id_sala: z.number().int(),
  nome: z.string(),
  capacidade: z.number().int(),
  ativo: z.boolean(),
  cameras: z.number().int(),
});
export type Sala = z.infer<typeof sala>;

const urlField = z.url(localized('validacao.enderecoInvalido')).max(500);

export const cameraBody = z
  .object({
    sala_id: z.number().int().positive(localized('cameras.selecioneSala')),
    nome: z.string().trim().min(1, localized('cameras.informeNomeCamera')).max(80),
    url_snapshot: optional(urlField),
    url_stream: optional(urlField),
    usuario: optional(z.string().trim().max(100)),
    /** Sent only to set or change it; null or absent keeps the stored one. */
    senha: optional(z.string().max(200)),
  })
  .refine((camera) => camera.url_snapshot || camera.url_stream, {
    path: ['url_snapshot'],
    ...localized('cameras.informeEndereco'),
  });

/** A camera as the browser sees it: never its password. */
export const camera = z.object({
  id_camera: z.number().int(),
  sala_id: z.number().int(),
  sala_nome: z.string(),
  nome: z.string(),
  url_snapshot: z.string().nullable(),
  url_stream: z.string().nullable(),
  usuario: z.string().nullable(),
  tem_senha: z.boolean(),
  status: z.enum(['online', 'offline', 'desconhecido']),
  ultimo_snapshot_em: z.string().nullable(),
  verificado_em: z.string().nullable(),
  ativo: z.boolean(),
});
export type Camera = z.infer<typeof camera>;

/** A record's id in the path: a positive integer the database can hold. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

// ---------- Exports (SPEC §7) ----------

/** GET /{module}/pdf/{id}/{param}[/true] and /{module}/xlsx/{a}/{b}[/true]. */
export const exportParams = z.object({
  /** The school's tenant key, or '-' for the current school. */
  id: z.string().max(80),
  /** The list's text filter, or '-' for none. */
  param: z.string().max(100),
  /** 'true' includes inactive records. */
  todos: z.enum(['true']).optional(),
});
export const exportQuery = z.object({ formato: z.enum(['xlsx', 'csv']).default('xlsx') });
/** An export built by a background job (docs/architecture.md §12): how far it got and, once done, its file. */
export const exportJob = z.object({
  id: z.number().int(),
  status: z.enum(['pendente', 'gerando', 'concluida', 'falhou']),
  /** 0 to 100. */
  progresso: z.number().int(),
  linhas: z.number().int(),
  arquivo: z.string(),
  formato: z.enum(['pdf', 'xlsx']),
  erro: z.string().nullable(),
  /** The notification that offered the file, once done. */
  notificacao_id: z.number().int().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;
export const exportReply = z.object({
  success: z.literal(true),
  /** base64 of the PDF or xlsx; the text itself for CSV; empty when `job` builds the file. */
  dados: z.string(),
  arquivo: z.string(),
  formato: z.enum(['pdf', 'xlsx', 'csv']),
  /** A large export: the background job that builds it (read it with GET /exportacoes/{id}). */
  job: exportJob.optional(),
});
export type ExportReply = z.infer<typeof exportReply>;
