'use client';
// One way for an order's small forms (customer, delivery, payment) to save (docs/back-office-kit.md, "Forms"): the
// values are checked with the API's own schema, fetched on the first submit (./order-values.ts), its French messages
// shown under their fields with the first one focused; the answer's field errors the same way; any other refusal in
// the form's banner.
import { type RefObject, useMemo, useState } from 'react';
import { useFormBanner } from '@/components/admin/kit/form-banner';
import { focusFirstError } from '@/components/admin/kit/form-focus';
import { errorText } from '@/lib/api/answer';
import { apiFormErrors, type FormErrors, formFields, toFormErrors } from '@/lib/api/field-errors';
import { type CheckedValue, checkOrderBody, type OrderSchemaName } from './order-values';
import { ORDER_TEXTS as T } from './texts';

export function useCheckedForm<F extends string>(fields: readonly F[], form: RefObject<HTMLFormElement | null>) {
  const banner = useFormBanner();
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [checking, setChecking] = useState(false);
  const fieldOf = useMemo(() => formFields(fields), [fields]);

  function show(found: FormErrors<F>) {
    setErrors(found);
    focusFirstError(form.current, found, fields);
  }

  /** The body as the API will take it, or null when it is refused here (its messages are then shown). */
  async function check<K extends OrderSchemaName>(name: K, body: unknown): Promise<CheckedValue<K> | null> {
    banner.clear();
    setChecking(true);
    const checked = await checkOrderBody(name, body);
    setChecking(false);
    if (!checked.ok) {
      show(toFormErrors(checked.messages, fieldOf));
      return null;
    }
    setErrors({});
    return checked.value;
  }

  /** What the API refused: under the fields it names, else in the banner. */
  function refused(error: unknown) {
    const found = apiFormErrors(error, fieldOf);
    show(found);
    if (Object.keys(found).length === 0) banner.show('error', errorText(error, T.saveErrorDefault));
  }

  return { banner, errors, setErrors, checking, check, refused };
}
