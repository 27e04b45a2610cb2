'use client';
// The browser's passkey prompts (docs/decisions/025-second-factor.md, "Passkeys"), loaded only when a button asks
// for one, @simplewebauthn/browser with it, so that the account page and the sign-in do not carry them on first load.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES } from '@/shared/auth/passkeys';
import type { PasskeySummary } from '@/shared/auth/answers';
import { api, signInPasskey } from './auth-store';

/**
 * The browser refused, the person cancelled, or no passkey of the list is on this device: nothing was sent. Its
 * message is the French text to show; `reason` is the browser's ('NotAllowedError'…) or 'unsupported'.
 */
export class PasskeyPromptError extends Error {
  constructor(
    readonly reason: string,
    message: string = PASSKEY_MESSAGES.notRecognised,
  ) {
    super(message);
    this.name = 'PasskeyPromptError';
  }
}

async function prompt<T>(run: (webauthn: typeof import('@simplewebauthn/browser')) => Promise<T>): Promise<T> {
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn()) throw new PasskeyPromptError('unsupported');
  try {
    return await run(webauthn);
  } catch (error) {
    throw new PasskeyPromptError(error instanceof Error ? error.name : 'unknown');
  }
}

/** POST /auth/2fa/passkeys/options (password again), the browser's prompt, then POST /auth/2fa/passkeys. */
export async function addPasskey(currentPassword: string): Promise<PasskeySummary> {
  const options = await api().post<PublicKeyCredentialCreationOptionsJSON>('/auth/2fa/passkeys/options', { body: { currentPassword } });
  if (!options.data) throw new Error(options.message ?? '');
  const optionsJSON = options.data;
  const response = await prompt((webauthn) => webauthn.startRegistration({ optionsJSON }));
  const added = await api().post<PasskeySummary>('/auth/2fa/passkeys', { body: { response } });
  if (!added.data) throw new Error(added.message ?? '');
  return added.data;
}

/** The sign-in's second step with a passkey: its options, the browser's prompt, then the session. */
export async function signInWithPasskey(challenge: string): Promise<void> {
  const options = await api().post<PublicKeyCredentialRequestOptionsJSON>('/auth/login/passkey/options', { body: { challenge }, auth: false });
  if (!options.data) throw new Error(options.message ?? '');
  const optionsJSON = options.data;
  const response = await prompt((webauthn) => webauthn.startAuthentication({ optionsJSON }));
  await signInPasskey({ challenge, response });
}
