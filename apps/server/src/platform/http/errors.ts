import { type MessageLanguage, type MessageRef, translate } from '@cfc/contract';

/**
 * A field message that is not the catalogue's: one zod already wrote in the request's language (a
 * schema parsed in a handler), or a lesson rule's wording with its norm (packages/domain).
 */
export interface FixedText {
  readonly texto: string;
}
export const fixedText = (texto: string): FixedText => ({ texto });

/** The 422 field map `{ campo: [mensagens] }`, each message a catalogue code. */
export type FieldErrors = Record<string, (MessageRef | FixedText)[]>;

export interface AppErrorExtra {
  errors?: FieldErrors;
  codigo?: string | number;
  dados?: unknown;
  /** The translated message is also the reply's `dados` (the student login of SPEC §8 reads it there). */
  mensagemEmDados?: boolean;
}

/** A message's text in a language; a fixed text as it is. */
export const textIn = (language: MessageLanguage, ref: MessageRef | FixedText): string =>
  typeof ref === 'object' && 'texto' in ref ? ref.texto : translate(language, ref);

/** The field map with each message in a language. */
export function translatedFields(language: MessageLanguage, errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, refs]): [string, string[]] => [
      field,
      refs.map((ref) => textIn(language, ref)),
    ]),
  );
}

/**
 * An error a user can act on: its status and catalogue message reach the client, in the request's
 * language (error-handler.ts). `mensagem` and `extra` hold the Portuguese texts, as the log reads them.
 */
export class AppError extends Error {
  readonly mensagem: string;
  readonly extra: { errors?: Record<string, string[]>; codigo?: string | number; dados?: unknown };

  constructor(
    readonly statusCode: number,
    readonly ref: MessageRef,
    readonly refs: AppErrorExtra = {},
  ) {
    const mensagem = translate('pt-BR', ref);
    super(mensagem);
    this.mensagem = mensagem;
    this.extra = this.replyIn('pt-BR').extra;
  }

  /** The reply's message and extra fields in a language. */
  replyIn(language: MessageLanguage) {
    const { errors, mensagemEmDados, ...extra } = this.refs;
    const mensagem = translate(language, this.ref);
    return {
      mensagem,
      extra: {
        ...extra,
        ...(mensagemEmDados ? { dados: mensagem } : {}),
        ...(errors ? { errors: translatedFields(language, errors) } : {}),
      },
    };
  }
}

export const badRequest = (mensagem: MessageRef) => new AppError(400, mensagem);
export const unauthorized = (mensagem: MessageRef = 'comum.sessaoExpirada') => new AppError(401, mensagem);
export const forbidden = (mensagem: MessageRef = 'comum.semPermissao') => new AppError(403, mensagem);
export const notFound = (mensagem: MessageRef = 'comum.registroNaoEncontrado') => new AppError(404, mensagem);
export const conflict = (mensagem: MessageRef) => new AppError(409, mensagem);

/** A 422 with the field map `{ campo: [mensagens] }`. */
export function invalid(errors: FieldErrors, mensagem: MessageRef = 'comum.dadosInvalidos') {
  return new AppError(422, mensagem, { errors });
}
