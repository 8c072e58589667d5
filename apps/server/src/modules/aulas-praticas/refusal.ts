import { type MessageRef, message, portuguese, type ViolacaoAula } from '@cfc/contract';
import { explained, violation } from '@cfc/domain';
import { AppError, fixedText, invalid } from '../../platform/http/errors.ts';

/** How the module refuses: a lesson not found, a lesson the rules refuse, a double booking that raced. */

export const AULA_NAO_ENCONTRADA = 'aulasPraticas.aulaNaoEncontrada';
/** The refusal's Portuguese text, as a client that asks for no language reads it. */
export const AULA_NOT_FOUND = portuguese(AULA_NAO_ENCONTRADA);

export const NOT_BOOKED = 'aulasPraticas.naoAgendavel';
export const NOT_RESCHEDULED = 'aulasPraticas.naoRemarcavel';
export const NOT_CHANGED = 'aulasPraticas.naoAlteravel';

/** The instructor's start refused: the first reason, with its norm, in the message the phone shows. */
export const notStarted = (reason: ViolacaoAula) =>
  message('aulasPraticas.naoIniciada', { motivo: explained(reason) });

/**
 * The 422 of a refused lesson: every reason as a field message naming its norm and article, and as
 * codes for the screen.
 */
export function refused(mensagem: MessageRef, violacoes: ViolacaoAula[]): AppError {
  return new AppError(422, mensagem, {
    errors: { aula: violacoes.map((violacao) => fixedText(explained(violacao))) },
    dados: { violacoes },
  });
}

/**
 * The exclusion constraints of aulas_praticas (migration 0004) stop a double booking that raced
 * past the checks: `aulas_praticas_autoescola_id_veiculo_id_tstzrange_excl` and
 * `..._aluno_id_tstzrange_excl` (PostgreSQL's generated names), and the trigger of migration 0015
 * refuses an instructor's theory session at the same time (`instrutor_teorica_pratica`). Answered
 * like the checks would.
 */
export function overlapRefusal(mensagem: MessageRef) {
  return (error: unknown): never => {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23P01') {
      const name = constraint ?? '';
      if (name === 'instrutor_teorica_pratica') {
        throw refused(mensagem, [violation('INSTRUTOR_EM_AULA_TEORICA')]);
      }
      if (name.includes('veiculo')) throw refused(mensagem, [violation('VEICULO_HORARIO_OCUPADO')]);
      if (name.includes('aluno')) throw refused(mensagem, [violation('AULA_EXISTENTE_NO_HORARIO')]);
    }
    throw error;
  };
}

/** Given times in order: the finish after the start (422 on `fim` otherwise). */
export function orderedTimes(input: { inicio: string; fim: string }): { inicio: Date; fim: Date } {
  const inicio = new Date(input.inicio);
  const fim = new Date(input.fim);
  if (fim.getTime() <= inicio.getTime()) throw invalid({ fim: ['aulasPraticas.fimAntesInicio'] });
  return { inicio, fim };
}
