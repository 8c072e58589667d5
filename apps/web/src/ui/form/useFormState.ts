import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './field-errors.ts';

interface RegistryFormOptions<V, F extends string> {
  readonly initial: V;
  /** The browser's checks, already in the user's language; empty when the values can be sent. */
  readonly check: (values: V) => FieldErrors<F>;
  /** The 422 messages of the server, by field. */
  readonly serverErrors: FieldErrors<F>;
  readonly onSubmit: (values: V) => void;
}

/**
 * The state of a registry form, as the users form keeps it: checks run on the first submit, then
 * as the user corrects; a server message stays until its field changes; after a refused submit the
 * first invalid input gets the focus.
 */
export function useRegistryForm<V extends object, F extends string & keyof V>({
  initial,
  check,
  serverErrors,
  onSubmit,
}: RegistryFormOptions<V, F>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState<ReadonlySet<F>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setChanged(new Set());
  }

  useEffect(() => {
    if (attempt === 0 && Object.keys(serverErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, serverErrors]);

  const clientErrors: FieldErrors<F> = submitted ? check(values) : {};
  const error = (field: F): string | undefined =>
    clientErrors[field] ?? (changed.has(field) ? undefined : serverErrors[field]);

  const set = <K extends F>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged((current) => new Set(current).add(field));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(check(values)).length === 0) onSubmit(values);
    else setAttempt((count) => count + 1);
  }

  return { values, set, error, submit, formRef, submitted };
}
