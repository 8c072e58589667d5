import { z } from 'zod';
import { instantField } from './aulas-praticas.ts';
import type { PlainMessageKey } from './catalogue/index.ts';
import { localized } from './messages.ts';

/**
 * The staff calls on practical lessons of SPEC §7 (lesson detail, inline status, times of the
 * annotation, annotation removal, the "Modificar Aula Prática" update, a student's lessons).
 * `schema` names the school (its tenant key, as the CFC header does). Times are UTC ISO instants.
 * They work on the platform's own records, the same on the send screen of either environment of
 * the authority, so they take no `teste` (only the calls that reach the authority do, api/getran.ts).
 */

const positiveId = (code: PlainMessageKey) =>
  z.coerce
    .number(localized(code))
    .int(localized(code))
    .positive(localized(code))
    .max(Number.MAX_SAFE_INTEGER, localized(code));

export const schemaField = z
  .string(localized('aulasPraticas.informeAutoescola'))
  .trim()
  .min(1, localized('aulasPraticas.informeAutoescola'))
  .max(100, localized('campos.autoescolaInvalida'));

export const aulaStaffQuery = z.object({ id: positiveId('aulasPraticas.informeAula'), schema: schemaField });
export const alunoAulasQuery = z.object({
  id: positiveId('aulasPraticas.informeAluno'),
  schema: schemaField,
});

/** SPEC §4: the authority's status is free text staff edit inline; empty means pending. */
export const atualizarStatusAulaBody = z.object({
  aulaId: positiveId('aulasPraticas.informeAula'),
  schema: schemaField,
  status: z
    .string(localized('aulasPraticas.informeStatus'))
    .trim()
    .max(200, localized('aulasPraticas.statusLongo')),
});

export const atualizarHorarioBody = z.object({
  anotacaoId: positiveId('aulasPraticas.informeAnotacao'),
  schema: schemaField,
  inicio: instantField,
  fim: instantField,
});

export const removerAnotacaoBody = z.object({
  id: positiveId('aulasPraticas.informeAnotacao'),
  schema: schemaField,
});

/** SPEC §3 update payload; SPEC §5: instructor and vehicle, start and end are required. */
export const atualizarEnvioBody = z.object({
  aula: positiveId('aulasPraticas.informeAula'),
  anotacaoPratica: positiveId('aulasPraticas.anotacaoInvalida').nullish(),
  instrutor: positiveId('aulasPraticas.selecioneInstrutorVeiculo'),
  veiculo: positiveId('aulasPraticas.selecioneInstrutorVeiculo'),
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

/** The removal answers `msg` (SPEC §7), not `mensagem`. */
export const removerAnotacaoReply = z.object({ success: z.literal(true), msg: z.string() });

export type AulaStaffQuery = z.infer<typeof aulaStaffQuery>;
export type AtualizarStatusAulaBody = z.infer<typeof atualizarStatusAulaBody>;
export type AtualizarHorarioBody = z.infer<typeof atualizarHorarioBody>;
export type AtualizarEnvioBody = z.infer<typeof atualizarEnvioBody>;
export type AulaPraticaStaff = z.infer<typeof aulaPraticaStaff>;
export type AnotacaoPraticaStaff = z.infer<typeof anotacaoPraticaStaff>;
export type AulaStaffDetalhe = z.infer<typeof aulaStaffDetalhe>;
export type AulaDoAluno = z.infer<typeof aulaDoAluno>;
