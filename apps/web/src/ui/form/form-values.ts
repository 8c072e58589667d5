// The pieces every feature's `form-values.ts` uses to check what was typed and turn it into the API's values.

/** Blank optional texts are sent as null, the others trimmed. */
export function blankToNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** The digits of a masked text ('(98) 98765-4321' → '98987654321'). */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** An optional field is checked only when filled. */
export function optionalError<E>(value: string, valid: (value: string) => boolean, code: E): E | undefined {
  return value.trim() === '' || valid(value) ? undefined : code;
}
