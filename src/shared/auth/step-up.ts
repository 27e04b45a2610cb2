// The password asked again before what moves money or access (docs/decisions/026-step-up.md): the header that
// carries the proof, how long it lasts (a sign-in as recent counts too), and the French texts, written once for the
// API and the back office.

export const STEP_UP = {
  /** The request header that carries the step-up token of POST /auth/step-up. */
  header: 'X-Boutique-Step-Up',
  /** How long a typed password, or a sign-in, lets its session do what the step-up guards without asking again. */
  minutes: 5,
} as const;

/** POST /auth/step-up's answer: the token to send in STEP_UP.header, and how many seconds it lasts. */
export interface StepUpGrant {
  stepUpToken: string;
  expiresIn: number;
}

export const STEP_UP_MESSAGES = {
  /** The 403 of a guarded call made without a valid step-up token (its code: `step_up_required`). */
  required: 'Confirmez votre mot de passe pour continuer.',
  /** POST /auth/step-up's success. */
  confirmed: 'Mot de passe confirmé',
} as const;
