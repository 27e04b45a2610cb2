'use client';
// One way for every back-office form to be sent (docs/back-office-kit.md, "Forms"): `useForm({ fields, loadSchema,
// save, … })` gives the form's errors, its banner, its state and `submit(body)`, which checks the body with the
// API's own schema (fetched on the first submit), saves it, asks the password again when the server wants it
// (docs/decisions/026-step-up.md), and puts a refusal under the fields it names or in the banner (./form-run.ts).
import { useRef, useState } from 'react';
import type { FormErrors } from '@/lib/api/field-errors';
import { useFormBanner } from './form-banner';
import { focusFirstError } from './form-focus';
import { type FormIO, type FormOutcome, type FormSpec, submitForm } from './form-run';
import { useStepUp } from './use-step-up';

export type { FormSchema, FormSpec } from './form-run';

export function useForm<F extends string, T, A, B = unknown>(spec: FormSpec<F, T, A, B>) {
  const banner = useFormBanner();
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  const stepUp = useStepUp(spec.stepUp ?? '');

  const io: FormIO<F> = {
    setErrors,
    focus: (found) => focusFirstError(ref.current, found, spec.fields),
    banner,
    askedAgain: stepUp.askedAgain,
    setChecking,
    setSaving,
  };

  /** The body checked and saved; 'busy' while a submit of this form is under way (a double press). */
  async function submit(body: B): Promise<FormOutcome | 'busy'> {
    if (running.current) return 'busy';
    running.current = true;
    try {
      return await submitForm(spec, io, body);
    } finally {
      running.current = false;
    }
  }

  /** A field's message goes as soon as the field is changed. */
  function clearError(field: F) {
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FormErrors<F>;
    });
  }

  return { ref, errors, setErrors, clearError, banner, checking, saving, busy: checking || saving, submit, dialog: spec.stepUp ? stepUp.dialog : null };
}
