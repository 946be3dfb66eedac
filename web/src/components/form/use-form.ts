import type * as z from '@shared/zod';
import { type FormEvent, useState } from 'react';

export type FieldErrors = Readonly<Record<string, string>>;

/** What a group of fields needs of its form: the values, a setter per field, and the errors to show. */
export interface FormFields<V> {
  values: V;
  set: <K extends keyof V & string>(key: K) => (value: V[K]) => void;
  errors: FieldErrors;
  /** The props a kit field takes for `key`: `<TextField label="Title" {...field('title')} />`. */
  field: <K extends keyof V & string>(key: K) => BoundField<V[K]>;
}

export interface BoundField<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
}

/** A form as the dialog sends it: the submit handler that runs only with a valid request. */
export interface SubmittableForm<I> {
  handleSubmit: (onValid: (input: I) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

export interface UseFormOptions<V extends object, S extends z.ZodMiniType> {
  /** The values a fresh form starts from (read once: the dialog mounts the form anew each time it opens). */
  initial: () => V;
  /** The schema the server validates the request with, so a message reads the same from either side. */
  schema: S;
  /** The request the values make: text to numbers and lists, empty to null, and so on. */
  toInput: (values: V) => z.input<S>;
  /** Words around a schema message, e.g. the spec's 'Validation error: …' on the task and automation forms. */
  formatError?: (message: string) => string;
}

/** The first message per field, keyed by the field's name (the last segment of the issue's path). */
function fieldErrors(error: z.core.$ZodError, format: (message: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path.at(-1) ?? '');
    errors[key] ??= format(issue.message);
  }
  return errors;
}

/** The form's first control, in the order it shows them, whose name is a key of `names`. */
function firstControlNamed(form: HTMLFormElement, names: Record<string, string>): HTMLElement | undefined {
  return [...form.elements].find(
    (control): control is HTMLElement =>
      control instanceof HTMLElement && Boolean(names[control.getAttribute('name') ?? '']),
  );
}

/**
 * A form's values and errors, validated with the shared zod schema. Errors appear on submit; after that a field with
 * an error is checked again as it changes and its error goes as soon as the value is valid, so what the form says is
 * always true of what is typed. Nothing is kept between openings: the dialog mounts the form fresh each time.
 */
export function useForm<V extends object, S extends z.ZodMiniType>(
  options: UseFormOptions<V, S>,
): FormFields<V> & SubmittableForm<z.input<S>> {
  const { schema, toInput, formatError = (message) => message } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const errorsFor = (next: V): Record<string, string> => {
    const result = schema.safeParse(toInput(next));
    return result.success ? {} : fieldErrors(result.error, formatError);
  };

  const set =
    <K extends keyof V & string>(key: K) =>
    (value: V[K]) => {
      const next = { ...values, [key]: value };
      setValues(next);
      if (!errors[key]) return;
      const now = errorsFor(next);
      setErrors(({ [key]: _stale, ...rest }) => (now[key] ? { ...rest, [key]: now[key] } : rest));
    };

  /**
   * Wraps the submit handler: it runs with the request only when the schema accepts it. Refused, the focus goes to
   * the first field in error: on a phone a long form's errors were out of view above, and nothing seemed to happen.
   */
  const handleSubmit = (onValid: (input: z.input<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toInput(values);
    const result = schema.safeParse(input);
    if (!result.success) {
      const refused = fieldErrors(result.error, formatError);
      setErrors(refused);
      firstControlNamed(event.currentTarget, refused)?.focus();
      return;
    }
    setErrors({});
    onValid(input);
  };

  const field = <K extends keyof V & string>(key: K): BoundField<V[K]> => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });

  return { values, set, errors, field, handleSubmit };
}
