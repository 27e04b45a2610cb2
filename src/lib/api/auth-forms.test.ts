import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_VALIDATION } from '@/shared/auth/messages';
import { emailRequestSchema } from '@/shared/auth/schemas';
import { ApiRequestError } from './answer';
import { emailRequestError, fullPhoneNumber, isUnverifiedAccountError, type LoginInput, loginFormError, loginIdentifier } from './auth-forms';

const base: LoginInput = { mode: 'email', email: '', countryCode: '+221', number: '', password: '' };

describe('the login form', () => {
  it('asks for both fields first', () => {
    expect(loginFormError(base)).toBe(AUTH_VALIDATION.fillAllFields);
    expect(loginFormError({ ...base, email: 'awa@boutique.sn' })).toBe(AUTH_VALIDATION.fillAllFields);
    expect(loginFormError({ ...base, email: '   ', password: 'secret' })).toBe(AUTH_VALIDATION.fillAllFields);
    expect(loginFormError({ ...base, mode: 'phone', password: 'secret' })).toBe(AUTH_VALIDATION.fillAllFields);
  });

  it('refuses a malformed e-mail and a phone number outside 8 to 15 digits', () => {
    expect(loginFormError({ ...base, email: 'awa@boutique', password: 'secret' })).toBe(AUTH_VALIDATION.emailInvalid);
    expect(loginFormError({ ...base, mode: 'phone', number: '77 12 34', password: 'secret' })).toBe(AUTH_VALIDATION.phoneInvalid);
    expect(loginFormError({ ...base, mode: 'phone', number: '77A1234567', password: 'secret' })).toBe(AUTH_VALIDATION.phoneInvalid);
    expect(loginFormError({ ...base, mode: 'phone', number: '1234567890123456', password: 'secret' })).toBe(AUTH_VALIDATION.phoneInvalid);
  });

  it('lets a valid e-mail or phone number through', () => {
    expect(loginFormError({ ...base, email: ' Awa@Boutique.sn ', password: 'secret' })).toBeNull();
    expect(loginFormError({ ...base, mode: 'phone', number: '77 123 45 67', password: 'secret' })).toBeNull();
  });

  it('sends the trimmed e-mail, or the country code joined to the digits', () => {
    expect(loginIdentifier({ ...base, email: ' awa@boutique.sn ' })).toBe('awa@boutique.sn');
    expect(loginIdentifier({ ...base, mode: 'phone', countryCode: '+33', number: '6 12.34-56 78' })).toBe('+33612345678');
    expect(fullPhoneNumber('+221', '77 123 45 67')).toBe('+221771234567');
  });
});

describe('the e-mail asked for a link', () => {
  it('gives the same answer as the API schema', () => {
    for (const email of ['', '   ', 'awa@', 'awa@boutique', 'awa @boutique.sn', ' Awa@Boutique.sn ', 'awa@boutique.sn']) {
      const parsed = emailRequestSchema.safeParse({ email });
      expect(emailRequestError(email)).toBe(parsed.success ? null : parsed.error.issues[0].message);
    }
    expect(emailRequestError('')).toBe(AUTH_VALIDATION.emailRequired);
    expect(emailRequestError('awa@')).toBe(AUTH_VALIDATION.emailInvalid);
  });
});

describe('the unverified account', () => {
  const refusal = (message: string, code: string | null) => new ApiRequestError(message, 403, null, code);

  it('is recognised by the code of the sign-in refusal, whatever its wording', () => {
    expect(isUnverifiedAccountError(refusal(AUTH_MESSAGES.accountNotVerified, 'account_unverified'))).toBe(true);
    // The message reworded: the decision stands.
    expect(isUnverifiedAccountError(refusal('Adresse pas encore confirmée : ouvrez le lien reçu.', 'account_unverified'))).toBe(true);
  });

  it('is not mistaken for other refusals, nor taken from a message', () => {
    expect(isUnverifiedAccountError(refusal(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials'))).toBe(false);
    expect(isUnverifiedAccountError(refusal(AUTH_MESSAGES.accountBlocked, 'account_blocked'))).toBe(false);
    expect(isUnverifiedAccountError(refusal(AUTH_MESSAGES.tooManyAttempts, 'account_locked'))).toBe(false);
    // The words alone decide nothing: without the code (a proxy's page, an unknown code), or outside an answer.
    expect(isUnverifiedAccountError(refusal(AUTH_MESSAGES.accountNotVerified, null))).toBe(false);
    expect(isUnverifiedAccountError(refusal(AUTH_MESSAGES.accountNotVerified, 'compte_non_verifie'))).toBe(false);
    expect(isUnverifiedAccountError(new Error(AUTH_MESSAGES.accountNotVerified))).toBe(false);
    expect(isUnverifiedAccountError(AUTH_MESSAGES.accountNotVerified)).toBe(false);
  });
});
