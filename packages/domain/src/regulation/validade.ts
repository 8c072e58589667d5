import type { ViolationCode } from './violations.ts';
import { type RuleViolation, violation } from './violations.ts';

/**
 * Whether everyone and everything of a lesson is still allowed on its date: checked when it is
 * booked, when the instructor starts it and before it is sent, since any of them may lapse between.
 */

export type ResultadoExame = 'apto' | 'inapto' | 'apto_com_restricoes' | 'pendente';

export interface ValidityContext {
  processo: {
    status: 'aberto' | 'concluido' | 'cancelado' | 'expirado';
    /** Its last valid day; null when it does not expire. */
    validade: string | null;
    validadeMeses: number | null;
  } | null;
  instrutor: { ativo: boolean; credencialValidade: string; cnhValidade: string | null } | null;
  /** The latest result of each exam; null when none is recorded (the LADV then stands for it). */
  exames: { medico: ResultadoExame | null; psicologico: ResultadoExame | null };
  veiculo: { ativo: boolean; licenciamentoValidade: string | null } | null;
}

/** The authority's rules (checkLesson) that are about validity rather than the clock. */
export const AUTHORITY_VALIDITY_CODES = [
  'PROCESSO_INEXISTENTE',
  'INSTRUTOR_NAO_ENCONTRADO',
  'VEICULO_NAO_VINCULADO',
  'CATEGORIA_INCOMPATIVEL',
  'LADV_VENCIDA',
] as const satisfies readonly ViolationCode[];

export const isValidityCode = (code: string) =>
  (AUTHORITY_VALIDITY_CODES as readonly string[]).includes(code);

const apto = (resultado: ResultadoExame | null) =>
  resultado === null || resultado === 'apto' || resultado === 'apto_com_restricoes';

/** The platform's validity rules broken on `data` ('YYYY-MM-DD', São Paulo). */
export function checkValidity(ctx: ValidityContext, data: string): RuleViolation[] {
  const found: RuleViolation[] = [];
  const { processo, instrutor, veiculo } = ctx;
  if (processo && processo.status !== 'aberto') found.push(violation('PROCESSO_NAO_ABERTO'));
  if (processo?.validade && data > processo.validade) {
    found.push(violation('PROCESSO_VENCIDO', { meses: processo.validadeMeses ?? 0 }));
  }
  if (!apto(ctx.exames.medico)) found.push(violation('EXAME_MEDICO_INAPTO'));
  if (!apto(ctx.exames.psicologico)) found.push(violation('EXAME_PSICOLOGICO_INAPTO'));
  if (instrutor && !instrutor.ativo) found.push(violation('INSTRUTOR_INATIVO'));
  if (instrutor && instrutor.credencialValidade < data) found.push(violation('INSTRUTOR_CREDENCIAL_VENCIDA'));
  if (instrutor?.cnhValidade && instrutor.cnhValidade < data) found.push(violation('INSTRUTOR_CNH_VENCIDA'));
  if (veiculo && !veiculo.ativo) found.push(violation('VEICULO_INATIVO'));
  if (veiculo?.licenciamentoValidade && veiculo.licenciamentoValidade < data) {
    found.push(violation('VEICULO_LICENCIAMENTO_VENCIDO'));
  }
  return found;
}
