import { useEffect, useRef, useState } from 'react';

type Errors<F extends string, E extends string> = Partial<Record<F, E>>;

interface FormStateOptions<V, F extends string, E extends string> {
  readonly initial: V;
  readonly validate: (values: V) => Errors<F, E>;
  /** The 422 messages of the server by field; a new object shows them all again. */
  readonly serverErrors: Partial<Record<F, string>>;
  /** The text of a browser-side error. */
  readonly describe: (field: F, error: E) => string;
}

/**
 * The state of a form: its values, the browser's checks shown once the user tries to go on, and
 * the server's messages, each kept under its field until that field changes.
 */
export function useFormState<V extends Record<F, unknown>, F extends string, E extends string>({
  initial,
  validate,
  serverErrors,
  describe,
}: FormStateOptions<V, F, E>) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const [changed, setChanged] = useState<ReadonlySet<F>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLFormElement & HTMLDivElement>(null);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setChanged(new Set());
  }

  // After a refused attempt or a 422, the first field with a message gets the focus.
  useEffect(() => {
    if (attempt === 0 && Object.keys(serverErrors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, serverErrors]);

  const clientErrors = validate(values);

  function error(field: F): string | undefined {
    const code = clientErrors[field];
    if (code !== undefined && shown.has(field)) return describe(field, code);
    return changed.has(field) ? undefined : serverErrors[field];
  }

  function set<K extends F>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged((current) => new Set(current).add(field));
  }

  /** Shows the checks of `fields`; true when they all pass. */
  function check(fields: readonly F[]): boolean {
    setShown((current) => new Set([...current, ...fields]));
    const valid = fields.every((field) => clientErrors[field] === undefined);
    if (!valid) setAttempt((count) => count + 1);
    return valid;
  }

  /** Back to the initial values, with no message shown. */
  function reset() {
    setValues(initial);
    setShown(new Set());
    setChanged(new Set());
  }

  return { values, set, error, check, reset, ref };
}
