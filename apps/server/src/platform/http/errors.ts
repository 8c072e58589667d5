import { type MessageRef, translate } from '@cfc/contract';

/** A catalogue message; a plain text is accepted only until every module speaks in codes. */
type Mensagem = MessageRef | string;

/** The 422 field map `{ campo: [mensagens] }`, each message a catalogue code. */
export type FieldErrors = Record<string, Mensagem[]>;

export interface AppErrorExtra {
  errors?: FieldErrors;
  codigo?: string | number;
  dados?: unknown;
  /** The translated message is also the reply's `dados` (the student login of SPEC §8 reads it there). */
  mensagemEmDados?: boolean;
}

/**
 * An error a user can act on: its status and catalogue message reach the client, the message in the
 * request's language. The Error's own message, for the log, is the Portuguese text.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly mensagem: Mensagem,
    readonly extra: AppErrorExtra = {},
  ) {
    super(translate('pt-BR', mensagem as MessageRef));
  }
}

export const badRequest = (mensagem: Mensagem) => new AppError(400, mensagem);
export const unauthorized = (mensagem: Mensagem = 'comum.sessaoExpirada') => new AppError(401, mensagem);
export const forbidden = (mensagem: Mensagem = 'comum.semPermissao') => new AppError(403, mensagem);
export const notFound = (mensagem: Mensagem = 'comum.registroNaoEncontrado') => new AppError(404, mensagem);
export const conflict = (mensagem: Mensagem) => new AppError(409, mensagem);

/** A 422 with the field map `{ campo: [mensagens] }`. */
export function invalid(errors: FieldErrors, mensagem: Mensagem = 'comum.dadosInvalidos') {
  return new AppError(422, mensagem, { errors });
}
