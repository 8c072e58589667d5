/** Messages by form field; a field without one is absent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The first message of each known field of a 422 `errors` map. Nested keys land on their field
 * ('vinculos.0.fim' on 'vinculos'); keys of no field of the form are left out.
 */
export function serverFieldErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  fields: readonly F[],
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = fields.find((name) => key === name || key.startsWith(`${name}.`));
    const message = messages[0];
    if (field !== undefined && message !== undefined && result[field] === undefined) result[field] = message;
  }
  return result;
}

/** Drops the fields without an error, so an empty object means a valid form. */
export function compact<F extends string, E>(
  errors: Partial<Record<F, E | undefined>>,
): Partial<Record<F, E>> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined)) as Partial<
    Record<F, E>
  >;
}

/** The browser's error codes as messages in the user's language, field by field. */
export function describeErrors<F extends string, E>(
  errors: Partial<Record<F, E>>,
  fields: readonly F[],
  describe: (code: E, field: F) => string,
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const field of fields) {
    const code = errors[field];
    if (code !== undefined) result[field] = describe(code, field);
  }
  return result;
}
