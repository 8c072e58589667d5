import { ApiError } from '../../api/http-client.ts';

/** Messages by form field; a field without one is absent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A 422 reply's `errors` map split into the messages a form shows under its fields and the rest. */
export interface ServerErrors<F extends string> {
  /** The first message of each known field; `campo.3` lands on `campo`. */
  readonly byField: FieldErrors<F>;
  /** Messages about no field of the form (e.g. `autoescola`), for a toast or an alert. */
  readonly others: readonly string[];
}

const UNPROCESSABLE = 422;

/** A 422 reply: its messages belong under the form's fields. */
export function isUnprocessable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === UNPROCESSABLE;
}

/**
 * The first message of each known field of a 422 `errors` map, and the messages of no field. Nested
 * keys land on their field ('vinculos.0.fim' on 'vinculos'); `aliases` names the keys the server
 * spells otherwise ('administrador.nome' for 'admin_nome').
 */
export function splitServerErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): ServerErrors<F> {
  const byField: FieldErrors<F> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (message === undefined) continue;
    const alias = Object.hasOwn(aliases, key) ? aliases[key] : undefined;
    const field = alias ?? fields.find((name) => key === name || key.startsWith(`${name}.`));
    if (field === undefined) others.push(message);
    else byField[field] ??= message;
  }
  return { byField, others };
}

/** The messages of a 422 `errors` map that belong under the form's fields. */
export function serverFieldErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  fields: readonly F[],
  aliases?: Readonly<Record<string, F>>,
): FieldErrors<F> {
  return splitServerErrors(errors, fields, aliases).byField;
}
