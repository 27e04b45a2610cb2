// Where the focus goes in a back-office form (docs/back-office-kit.md, "Forms"): a field's control carries
// `data-field` with the field's name, and the focus is moved at once, never in a later frame: a deferred focus can
// land after the next keystrokes or clicks have begun elsewhere, and take them away from where they were meant.
import { type FormErrors, firstErrorField } from '@/lib/api/field-errors';

export function focusField(form: HTMLElement | null, field: string | null): void {
  if (!form || !field) return;
  form.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
}

/** The focus on the first field with a message, in the form's order. */
export function focusFirstError<F extends string>(form: HTMLElement | null, errors: FormErrors<F>, order: readonly F[]): void {
  focusField(form, firstErrorField(errors, order));
}
