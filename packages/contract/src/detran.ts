import { z } from 'zod';
import { dateField, optional } from './fields.ts';
import { VERIFICACOES_FOTO } from './fotos.ts';
import { pageQuery } from './http.ts';

/**
 * The traffic authority's read-only area (/detran, role 9): the students, practical lessons, theory
 * classes, instructors and vehicles of the schools of its state. Lists show CPFs masked (SPEC §5);
 * a record's detail shows it whole. Every read is recorded (acessos_autoridade).
 */

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The filters every list of the area takes: school, text (name, CPF, plate), period, status. */
export const detranQuery = pageQuery.extend({
  autoescola_id: optional(queryId),
  filtro: optional(z.string().trim().max(100)),
  de: optional(dateField),
  ate: optional(dateField),
  status: optional(z.string().trim().max(40)),
});
export type DetranQuery = z.input<typeof detranQuery>;

const escola = { id_autoescola: z.number().int(), autoescola: z.string() };

export const detranAluno = z.object({
  id_aluno: z.number().int(),
  ...escola,
  nome: z.string(),
  cpf: z.string(),
  renach: z.string().nullable(),
  situacao: z.string(),
  processos_abertos: z.number().int(),
  aulas_realizadas: z.number().int(),
  created_at: z.string(),
});
export type DetranAluno = z.infer<typeof detranAluno>;

export const detranAlunoDetalhe = detranAluno.extend({
  data_nascimento: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  processos: z.array(
    z.object({
      renach: z.string(),
      categoria: z.string(),
      tipo: z.string(),
      regime: z.string(),
      status: z.string(),
      aberto_em: z.string(),
    }),
  ),
  aulas: z.array(
    z.object({
      id_aula_pratica: z.number().int(),
      inicio: z.string(),
      status: z.string(),
      instrutor: z.string(),
      getran_status: z.string().nullable(),
    }),
  ),
});

export const detranAulaPratica = z.object({
  id_aula_pratica: z.number().int(),
  ...escola,
  slug: z.string(),
  aluno: z.string(),
  cpf: z.string(),
  instrutor: z.string(),
  placa: z.string(),
  categoria: z.string(),
  inicio: z.string(),
  fim: z.string(),
  status: z.string(),
  getran_status: z.string().nullable(),
  contingencia: z.boolean(),
});
export type DetranAulaPratica = z.infer<typeof detranAulaPratica>;

export const detranAulaPraticaDetalhe = detranAulaPratica.extend({
  renach: z.string(),
  iniciada_em: z.string().nullable(),
  finalizada_em: z.string().nullable(),
  hodometro_inicio: z.number().nullable(),
  hodometro_fim: z.number().nullable(),
  posicoes: z.number().int(),
  fotos: z.array(
    z.object({
      id_foto: z.number().int(),
      momento: z.string(),
      tirada_em: z.string(),
      verificacao: z.enum(VERIFICACOES_FOTO),
      similaridade: z.number().nullable(),
    }),
  ),
});

export const detranTurma = z.object({
  id_turma: z.number().int(),
  ...escola,
  nome: z.string(),
  curso: z.string(),
  data_inicio: z.string(),
  data_fim: z.string(),
  status: z.string(),
  alunos: z.number().int(),
  aulas: z.number().int(),
});
export type DetranTurma = z.infer<typeof detranTurma>;

export const detranTurmaDetalhe = detranTurma.extend({
  sala: z.string(),
  sessoes: z.array(
    z.object({
      id_aula_teorica: z.number().int(),
      disciplina: z.string(),
      inicio: z.string(),
      fim: z.string(),
      status: z.string(),
      modalidade: z.string(),
      instrutor: z.string(),
    }),
  ),
  matriculados: z.array(z.object({ nome: z.string(), cpf: z.string() })),
});

export const detranInstrutor = z.object({
  id_instrutor: z.number().int(),
  ...escola,
  nome: z.string(),
  cpf: z.string(),
  cnh_categoria: z.string(),
  credencial_validade: z.string(),
  ativo: z.boolean(),
  aulas_30_dias: z.number().int(),
});
export type DetranInstrutor = z.infer<typeof detranInstrutor>;

export const detranInstrutorDetalhe = detranInstrutor.extend({
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cnh_numero: z.string(),
  cnh_validade: z.string().nullable(),
  credencial_numero: z.string(),
});

export const detranVeiculo = z.object({
  id_veiculo: z.number().int(),
  ...escola,
  placa: z.string(),
  marca: z.string(),
  modelo: z.string(),
  ano_fabricacao: z.number().int(),
  categoria: z.string(),
  ativo: z.boolean(),
  licenciamento_validade: z.string().nullable(),
});
export type DetranVeiculo = z.infer<typeof detranVeiculo>;

export const detranVeiculoDetalhe = detranVeiculo.extend({
  renavam: z.string(),
  hodometro: z.number().int(),
  aulas_30_dias: z.number().int(),
});

/** One read of the authority, as the operator reads the record (LGPD). */
export const acessoAutoridade = z.object({
  id: z.number().int(),
  usuario: z.string(),
  email: z.string().nullable(),
  uf: z.string().nullable(),
  rota: z.string(),
  url: z.string(),
  parametros: z.record(z.string(), z.unknown()),
  filtros: z.record(z.string(), z.unknown()),
  registros: z.number().int().nullable(),
  status: z.number().int(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AcessoAutoridade = z.infer<typeof acessoAutoridade>;

export const acessosAutoridadeQuery = pageQuery.extend({
  usuario_id: optional(queryId),
  de: optional(dateField),
  ate: optional(dateField),
});
