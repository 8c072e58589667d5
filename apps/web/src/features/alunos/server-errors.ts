/** A 422 reply's `errors` map split into the messages a form shows under its fields and the rest. */
export interface FieldErrors<F extends string> {
  /** The first message of each known field; `campo.3` lands on `campo`. */
  readonly byField: Partial<Record<F, string>>;
  /** Messages about no field of the form (e.g. `autoescola`), for a toast or an alert. */
  readonly others: readonly string[];
}

export function fieldErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  fields: readonly F[],
): FieldErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (message === undefined) continue;
    const field = fields.find((name) => key === name || key.startsWith(`${name}.`));
    if (field === undefined) others.push(message);
    else byField[field] ??= message;
  }
  return { byField, others };
}
