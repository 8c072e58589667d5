import { type MessageRef, message, type ViolacaoAula } from '@cfc/contract';
import { explained, violation } from '@cfc/domain';
import { AppError, fixedText } from '../../../platform/http/errors.ts';
import { extra } from './lesson-context.ts';

export const NOT_BOOKED = 'aulasPraticas.naoAgendavel';
export const NOT_RESCHEDULED = 'aulasPraticas.naoRemarcavel';

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
 * `..._aluno_id_tstzrange_excl` (PostgreSQL's generated names). Answered like the checks would.
 */
export function overlapRefusal(mensagem: MessageRef) {
  return (error: unknown): never => {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23P01') {
      const name = constraint ?? '';
      if (name.includes('veiculo')) throw refused(mensagem, [extra('VEICULO_HORARIO_OCUPADO')]);
      if (name.includes('aluno')) throw refused(mensagem, [violation('AULA_EXISTENTE_NO_HORARIO')]);
    }
    throw error;
  };
}
