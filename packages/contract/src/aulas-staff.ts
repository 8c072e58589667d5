import { z } from 'zod';
import { instantField } from './aulas-praticas.ts';

/**
 * The staff calls on practical lessons of SPEC §7 (lesson detail, inline status, times of the
 * annotation, annotation removal, the "Modificar Aula Prática" update, a student's lessons).
 * `schema` names the school (its tenant key, as the CFC header does). Times are UTC ISO instants.
 */

const positiveId = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

export const schemaField = z
  .string({ message: 'Informe a autoescola.' })
  .trim()
  .min(1, 'Informe a autoescola.')
  .max(100, 'Autoescola inválida.');

export const aulaStaffQuery = z.object({ id: positiveId('Informe a aula.'), schema: schemaField });
export const alunoAulasQuery = z.object({ id: positiveId('Informe o aluno.'), schema: schemaField });

/** SPEC §4: the authority's status is free text staff edit inline; empty means pending. */
export const atualizarStatusAulaBody = z.object({
  aulaId: positiveId('Informe a aula.'),
  schema: schemaField,
  status: z.string({ message: 'Informe o status.' }).trim().max(200, 'Status muito longo.'),
});

export const atualizarHorarioBody = z.object({
  anotacaoId: positiveId('Informe a anotação.'),
  schema: schemaField,
  inicio: instantField,
  fim: instantField,
});

export const removerAnotacaoBody = z.object({ id: positiveId('Informe a anotação.'), schema: schemaField });

/** SPEC §3 update payload; SPEC §5: instructor and vehicle, start and end are required. */
export const atualizarEnvioBody = z.object({
  aula: positiveId('Informe a aula.'),
  anotacaoPratica: positiveId('Anotação inválida.').nullish(),
  instrutor: positiveId('Selecione um instrutor e um veículo'),
  veiculo: positiveId('Selecione um instrutor e um veículo'),
  inicio: instantField,
  fim: instantField,
  schema: schemaField,
});

export const anotacaoPraticaStaff = z.object({
  id_anotacao_pratica: z.number(),
  begin_time: z.string(),
  finish_time: z.string().nullable(),
  /** Read only (SPEC §5): never edited by these calls. */
  hodo_start: z.number(),
  hodo_end: z.number().nullable(),
});

/** The shift of the lesson's start in São Paulo time. */
export const turnoAula = z.enum(['manha', 'tarde', 'noite']);

export const aulaPraticaStaff = z.object({
  id_aulas_praticas: z.number(),
  nomeAluno: z.string(),
  alunoRenach: z.string(),
  cpfAluno: z.string(),
  id_aluno: z.number(),
  id_instrutor: z.number(),
  nomeInstrutor: z.string(),
  categoria_cnh: z.string(),
  /** São Paulo date, 'YYYY-MM-DD'. */
  data_aula: z.string(),
  tipo_aula: turnoAula,
  id_veiculo: z.number(),
  inicio: z.string(),
  fim: z.string(),
  horas_aula: z.number(),
  status: z.string(),
  getran_status: z.string().nullable(),
  anotacao: anotacaoPraticaStaff.nullable(),
});

export const instrutorOpcao = z.object({ id_instrutor: z.number(), nome: z.string() });
export const veiculoOpcao = z.object({
  id_veiculo: z.number(),
  placa: z.string(),
  categoria_cnh: z.string(),
});

export const aulaStaffDetalhe = z.object({
  aulaPratica: aulaPraticaStaff,
  instrutores: z.array(instrutorOpcao),
  veiculos: z.array(veiculoOpcao),
});

/** A student's lesson in the history modal (SPEC §2.6: Início, Fim, Instrutor, Status). */
export const aulaDoAluno = z.object({
  id_aulas_praticas: z.number(),
  aulaId: z.number(),
  data_aula: z.string(),
  inicio: z.string(),
  fim: z.string(),
  status: z.string(),
  getran_status: z.string().nullable(),
  instrutor: z.string(),
  anotacao: anotacaoPraticaStaff.nullable(),
});

export const successReply = z.object({ success: z.literal(true), mensagem: z.string().optional() });
export const removerAnotacaoReply = z.object({ success: z.literal(true), msg: z.string() });

export type AulaStaffQuery = z.infer<typeof aulaStaffQuery>;
export type AtualizarStatusAulaBody = z.infer<typeof atualizarStatusAulaBody>;
export type AtualizarHorarioBody = z.infer<typeof atualizarHorarioBody>;
export type AtualizarEnvioBody = z.infer<typeof atualizarEnvioBody>;
export type AulaPraticaStaff = z.infer<typeof aulaPraticaStaff>;
export type AnotacaoPraticaStaff = z.infer<typeof anotacaoPraticaStaff>;
export type AulaStaffDetalhe = z.infer<typeof aulaStaffDetalhe>;
export type AulaDoAluno = z.infer<typeof aulaDoAluno>;
