// What a back-office form does when it is sent (docs/back-office-kit.md, "Forms"), apart from React so that it is
// tested on its own: the values checked with the API's own schema (fetched on the first submit, so that the
// screen's first load does without zod), the save, the password asked again on the server's 403
// `step_up_required`, the API's field messages under the form's fields, any other refusal in the banner.
import { errorText } from '@/lib/api/answer';
import { apiFieldMessages, type FieldOf, type FormErrors, formFields, hasFormErrors, toFormErrors } from '@/lib/api/field-errors';

/** A schema as the form uses it: the API's own zod schema, or anything that checks the same way. */
export interface FormSchema<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

type FieldErrorsOf = (typeof import('@/shared/schemas'))['fieldErrors'];

export interface FormSpec<F extends string, T, A, B = unknown> {
  /** The form's fields, in their order on screen: the focus goes to the first with a message. */
  fields: readonly F[];
  /** The form's field for a message's name (`sousTypes.1.nom`, `client.nom`); by default the names of `fields`. */
  fieldOf?: FieldOf<F>;
  /** The API's schema of what is sent, fetched when the form is first sent; none: the body is sent as it is. */
  loadSchema?: () => Promise<FormSchema<T>>;
  /**
   * A rule of the server's the schema does not hold (a changed stock needs its reason): the messages, by name.
   * Without `loadSchema`, the form's own check of the server's rules, written without zod (a second factor's code).
   */
  rules?: (body: unknown, messages: Readonly<Record<string, string>>) => Record<string, string>;
  /**
   * The call, given what the schema gave back (trimmed, defaults filled in) and the body as the form built it:
   * what it answers is given to `saved`; what it throws is the refusal.
   */
  save: (value: T, body: B) => Promise<A>;
  saved?: (answer: A, value: T) => void;
  /** The banner's message for a refusal that comes without one of its own. */
  failed: string;
  /** The refusal's message as the screen says it, instead of the server's words or `failed` (the account adds the status). */
  refusalText?: (error: unknown, failed: string) => string;
  /**
   * A form of one field with no banner (the password asked again, in a dialog): every refusal, and every message
   * about no field it shows, is said under this field.
   */
  refusedUnder?: F;
  /** The banner's message beside the field messages (none by default: the messages speak for themselves). */
  invalid?: string;
  /** The refusal's own message in the banner even when it names fields (stock, a product gone…). */
  alwaysBanner?: boolean;
  /** Told of a refusal said in the banner and under no field (a toast besides). */
  failedToo?: (message: string) => void;
  /**
   * Messages about what the form shows otherwise than as fields (an order's lines): shown by the screen, which
   * returns true when it showed one (and then took the focus).
   */
  others?: (messages: Readonly<Record<string, string>>) => boolean;
  /** The save may need the password again: what the dialog says it is for, in the screen's words. */
  stepUp?: string;
}

export type BannerKind = 'success' | 'error';

/** What the run acts on: the hook's state, or a test's record of it. */
export interface FormIO<F extends string> {
  setErrors(errors: FormErrors<F>): void;
  focus(errors: FormErrors<F>): void;
  banner: { show(kind: BannerKind, message: string): void; clear(): void };
  /** The password dialog for a `step_up_required` refusal, `retry` run once it is confirmed; false otherwise. */
  askedAgain(error: unknown, retry: () => void): boolean;
  setChecking(on: boolean): void;
  setSaving(on: boolean): void;
}

export type FormOutcome = 'invalid' | 'saved' | 'refused' | 'asked';

export const fieldOfSpec = <F extends string>(spec: Pick<FormSpec<F, unknown, unknown, never>, 'fields' | 'fieldOf'>): FieldOf<F> =>
  spec.fieldOf ?? formFields(spec.fields);

export type Checked<T> = { ok: true; value: T } | { ok: false; messages: Record<string, string> };

/** The body as the schema gives it back, or the messages by the request's names ('_' for the whole body). */
export async function checkBody<T>(spec: Pick<FormSpec<string, T, unknown, never>, 'loadSchema' | 'rules'>, body: unknown): Promise<Checked<T>> {
  if (!spec.loadSchema) {
    const messages = spec.rules?.(body, {}) ?? {};
    return Object.keys(messages).length === 0 ? { ok: true, value: body as T } : { ok: false, messages };
  }
  const [schema, { fieldErrors }] = await Promise.all([spec.loadSchema(), import('@/shared/schemas')]);
  const parsed = schema.safeParse(body);
  const found = parsed.success ? {} : fieldErrors(parsed.error as unknown as Parameters<FieldErrorsOf>[0]);
  const messages = spec.rules ? spec.rules(body, found) : found;
  if (parsed.success && Object.keys(messages).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, messages };
}

/** Messages under the form's fields and the screen's other parts; whether any was shown. */
function showMessages<F extends string>(spec: Pick<FormSpec<F, unknown, unknown, never>, 'fields' | 'fieldOf' | 'others'>, io: FormIO<F>, messages: Record<string, string>): boolean {
  const errors = toFormErrors(messages, fieldOfSpec(spec));
  io.setErrors(errors);
  const shownElsewhere = spec.others?.(messages) ?? false;
  if (!shownElsewhere) io.focus(errors);
  return shownElsewhere || hasFormErrors(errors);
}

/** A message about no field the form shows: above it in the banner, or under its one field. */
function sayAbove<F extends string>(spec: Pick<FormSpec<F, unknown, unknown, never>, 'refusedUnder'>, io: FormIO<F>, message: string): void {
  if (!spec.refusedUnder) {
    io.banner.show('error', message);
    return;
  }
  const errors = { [spec.refusedUnder]: message } as FormErrors<F>;
  io.setErrors(errors);
  io.focus(errors);
}

/** The values checked, then saved: the outcome, once the form says it. */
export async function submitForm<F extends string, T, A, B>(spec: FormSpec<F, T, A, B>, io: FormIO<F>, body: B): Promise<FormOutcome> {
  io.banner.clear();
  io.setChecking(true);
  let checked: Checked<T>;
  try {
    checked = await checkBody(spec, body);
  } finally {
    io.setChecking(false);
  }
  if (!checked.ok) {
    const shown = showMessages(spec, io, checked.messages);
    // A message about no field the form shows is said above it.
    if (!shown) sayAbove(spec, io, Object.values(checked.messages)[0] ?? spec.invalid ?? spec.failed);
    else if (spec.invalid) io.banner.show('error', spec.invalid);
    return 'invalid';
  }
  showMessages(spec, io, {});
  return saveChecked(spec, io, checked.value, body);
}

/** The save of a checked body; after a confirmed password, the same again. */
export async function saveChecked<F extends string, T, A, B>(spec: FormSpec<F, T, A, B>, io: FormIO<F>, value: T, body: B): Promise<FormOutcome> {
  io.setSaving(true);
  let answer: A;
  try {
    answer = await spec.save(value, body);
  } catch (error) {
    io.setSaving(false);
    // The password again first: the same value is sent once it is confirmed; cancelled, nothing is saved.
    if (spec.stepUp && io.askedAgain(error, () => void saveChecked(spec, io, value, body))) return 'asked';
    const named = showMessages(spec, io, apiFieldMessages(error));
    if (named && (!spec.alwaysBanner || spec.refusedUnder)) {
      if (spec.invalid) io.banner.show('error', spec.invalid);
      return 'refused';
    }
    const message = spec.refusalText ? spec.refusalText(error, spec.failed) : errorText(error, spec.failed);
    sayAbove(spec, io, message);
    if (!named) spec.failedToo?.(message);
    return 'refused';
  }
  io.setSaving(false);
  spec.saved?.(answer, value);
  return 'saved';
}
