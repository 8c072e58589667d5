import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeErrors, type FieldErrors } from './field-errors.ts';

interface FormStateOptions<V, F extends string, E> {
  readonly initial: V;
  /** The browser's checks as error codes; the feature's own rules. */
  readonly validate: (values: V) => Partial<Record<F, E>>;
  /** The text of a browser-side error, in the user's language. */
  readonly describe: (code: E, field: F) => string;
  /** The 422 messages of the server by field; a new object shows them all again. */
  readonly serverErrors: FieldErrors<F>;
}

/**
 * The state of every form: its values; the browser's checks, shown for the fields the user tried to
 * go on with (the whole form on submit, one step of a wizard); the server's messages, each kept under
 * its field until that field changes. After a refused attempt or a 422, the first field with a
 * message gets the focus.
 */
export function useFormState<V extends Record<F, unknown>, F extends string, E>({
  initial,
  validate,
  describe,
  serverErrors,
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

  useEffect(() => {
    if (attempt === 0 && Object.keys(serverErrors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, serverErrors]);

  const clientErrors = validate(values);
  const messages = describeErrors(clientErrors, [...shown], describe);

  function error(field: F): string | undefined {
    return messages[field] ?? (changed.has(field) ? undefined : serverErrors[field]);
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

  /** The form's `onSubmit`: checks `fields`, then hands the values over when they pass. */
  function handleSubmit(fields: readonly F[], onValid: (values: V) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      if (check(fields)) onValid(values);
    };
  }

  /** Back to the initial values, with no message shown. */
  function reset() {
    setValues(initial);
    setShown(new Set());
    setChanged(new Set());
  }

  /** Whether the user has tried to go on (e.g. a row editor shows its own errors from then on). */
  const submitted = shown.size > 0;

  return { values, set, error, check, handleSubmit, reset, ref, submitted };
}
