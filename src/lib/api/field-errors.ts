// Field messages into form errors (docs/back-office-kit.md, "Field errors"): the API's own (`data.errors` of a
// 400 `validation_failed`, and of the refusals that name a field: a name or an address taken, a wrong current
// password) and the schema's checked before sending, put under the fields a form shows, by the form's names.
import { ApiRequestError } from './answer';

/** A form's errors: one message per field it shows. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The form's field for a message's name ('sousTypes.1.nom', 'numero'...), or null when the form does not show it. */
export type FieldOf<F extends string> = (name: string) => F | null;

/** The fields of a form: the names it shares with the API, and those it calls otherwise ('numero' → 'number'). */
export function formFields<F extends string>(names: readonly F[], renamed: Readonly<Record<string, F>> = {}): FieldOf<F> {
  const own = new Set<string>(names);
  return (name) => {
    if (Object.hasOwn(renamed, name)) return renamed[name];
    return own.has(name) ? (name as F) : null;
  };
}

/** Messages by name kept to the form's fields, under the form's names: the first message of each field. */
export function toFormErrors<F extends string>(messages: Readonly<Record<string, unknown>>, fieldOf: FieldOf<F>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [name, message] of Object.entries(messages)) {
    const field = fieldOf(name);
    if (field !== null && typeof message === 'string' && message && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** The field messages of a failed call, by the request's names; none when it is not an answer of the API. */
export function apiFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const data = error.data;
  const raw = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const messages: Record<string, string> = {};
  for (const [name, message] of Object.entries(raw)) if (typeof message === 'string' && message) messages[name] = message;
  return messages;
}

/** The API's field messages of a failed call, under the form's fields. */
export function apiFormErrors<F extends string>(error: unknown, fieldOf: FieldOf<F>): FormErrors<F> {
  return toFormErrors(apiFieldMessages(error), fieldOf);
}

/** Whether a form's errors hold any message. */
export function hasFormErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first field with a message, in the form's order (the one the focus goes to). */
export function firstErrorField<F extends string>(errors: FormErrors<F>, order: readonly F[]): F | null {
  return order.find((field) => errors[field]) ?? null;
}
