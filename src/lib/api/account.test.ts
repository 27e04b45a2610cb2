import { describe, expect, it } from 'vitest';
import { AUTH_VALIDATION } from '@/shared/auth/messages';
import { fieldErrors } from '@/shared/schemas';
import { splitPhone } from '@/shared/phone';
import { profileUpdateSchema } from '@/shared/auth/schemas';
import type { Admin } from '@/shared/auth/answers';
import { ApiRequestError } from './answer';
import {
  contactChanged,
  emailLinkSentTo,
  failureWithCode,
  joinPhone,
  type ProfilePayload,
  profileField,
  profileFormValues,
  profilePayload,
} from './account';
import { apiFormErrors, toFormErrors } from './field-errors';

/** The payload checked by the API's own schema, as the profile's form does it (the kit's useForm). */
function profileErrors(payload: ProfilePayload) {
  const parsed = profileUpdateSchema.safeParse(payload);
  return parsed.success ? {} : toFormErrors(fieldErrors(parsed.error), profileField);
}

const stored: Admin = {
  id: 'b7b0f3c2-1d7e-4a51-9d65-0d7f4f0f6a11',
  email: 'awa.ndiaye@boutique.sn',
  nom: 'Ndiaye',
  prenom: 'Awa',
  nomComplet: 'Awa Ndiaye',
  numero: '+221771234567',
  dateNaissance: '1990-04-12T00:00:00.000Z',
  typeUtilisateur: 'admin',
  isActive: true,
  compteVerrouille: false,
  emailVerifie: true,
  derniereConnexion: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('the phone of the profile form', () => {
  it('splits a stored number into its known country code and the rest', () => {
    expect(splitPhone('+221771234567')).toEqual({ countryCode: '+221', number: '771234567' });
    expect(splitPhone('+33612345678')).toEqual({ countryCode: '+33', number: '612345678' });
    expect(splitPhone('+2250701020304')).toEqual({ countryCode: '+225', number: '0701020304' });
    expect(splitPhone('+12025550143')).toEqual({ countryCode: '+1', number: '2025550143' });
  });

  it('falls back to +221 when nothing is stored or the code is unknown', () => {
    expect(splitPhone(null)).toEqual({ countryCode: '+221', number: '' });
    expect(splitPhone('')).toEqual({ countryCode: '+221', number: '' });
    expect(splitPhone('771234567')).toEqual({ countryCode: '+221', number: '771234567' });
    expect(splitPhone('+86123456789')).toEqual({ countryCode: '+221', number: '+86123456789' });
  });

  it('joins the code to the digits, and an empty number clears the phone', () => {
    expect(joinPhone('+221', '77 123 45 67')).toBe('+221771234567');
    expect(joinPhone('+33', '6.12-34.56.78')).toBe('+33612345678');
    expect(joinPhone('+221', '  ')).toBeNull();
  });
});

describe('the profile save', () => {
  it('starts from the stored values, the birth date as a day', () => {
    expect(profileFormValues(stored)).toEqual({
      prenom: 'Awa',
      nom: 'Ndiaye',
      email: 'awa.ndiaye@boutique.sn',
      countryCode: '+221',
      number: '771234567',
      dateNaissance: '1990-04-12',
    });
  });

  it('sends e-mail and phone for an ordinary administrator, never for a super administrator', () => {
    const values = { ...profileFormValues(stored), prenom: ' Awa ', nom: 'Ndiaye Fall', dateNaissance: '' };
    expect(profilePayload(values, false)).toEqual({
      nom: 'Ndiaye Fall',
      prenom: 'Awa',
      nomComplet: 'Awa Ndiaye Fall',
      dateNaissance: null,
      email: 'awa.ndiaye@boutique.sn',
      numero: '+221771234567',
    });
    expect(profilePayload(values, true)).toEqual({ nom: 'Ndiaye Fall', prenom: 'Awa', nomComplet: 'Awa Ndiaye Fall', dateNaissance: null });
  });

  it("checks the API's rules and puts their messages under the form's fields", () => {
    const values = profileFormValues(stored);
    expect(profileErrors(profilePayload(values, false))).toEqual({});
    expect(profileErrors(profilePayload({ ...values, prenom: '  ' }, false))).toEqual({ prenom: AUTH_VALIDATION.profileNamesRequired });
    expect(profileErrors(profilePayload({ ...values, email: '' }, false))).toEqual({ email: AUTH_VALIDATION.profileEmailRequired });
    expect(profileErrors(profilePayload({ ...values, email: 'awa@boutique' }, false))).toEqual({ email: AUTH_VALIDATION.profileEmailInvalid });
    expect(profileErrors(profilePayload({ ...values, number: '77 12' }, false))).toEqual({ number: AUTH_VALIDATION.profilePhoneInvalid });
    // A super administrator's e-mail is not sent, so not checked either.
    expect(profileErrors(profilePayload({ ...values, email: '' }, true))).toEqual({});
  });

  it('asks for the password only when the e-mail or the phone changes', () => {
    const values = profileFormValues(stored);
    expect(contactChanged(profilePayload({ ...values, prenom: 'Aïssatou' }, false), stored)).toBe(false);
    expect(contactChanged(profilePayload({ ...values, email: 'AWA.NDIAYE@boutique.sn' }, false), stored)).toBe(false);
    expect(contactChanged(profilePayload({ ...values, email: 'awa@boutique.sn' }, false), stored)).toBe(true);
    expect(contactChanged(profilePayload({ ...values, number: '' }, false), stored)).toBe(true);
    expect(contactChanged(profilePayload({ ...values, countryCode: '+33', number: '612345678' }, false), stored)).toBe(true);
    expect(contactChanged(profilePayload(values, true), stored)).toBe(false);
    expect(contactChanged(profilePayload({ ...values, number: '' }, false), { ...stored, numero: null })).toBe(false);
  });

  it("reads the API's field messages and tells the status of a failure", () => {
    const conflict = new ApiRequestError('Cette adresse email est déjà utilisée par un autre compte.', 409, {
      errors: { email: 'Cette adresse email est déjà utilisée par un autre compte.', numero: 'Ce numéro de téléphone est déjà utilisé par un autre compte.' },
    });
    expect(apiFormErrors(conflict, profileField)).toEqual({
      email: 'Cette adresse email est déjà utilisée par un autre compte.',
      number: 'Ce numéro de téléphone est déjà utilisé par un autre compte.',
    });
    expect(failureWithCode(conflict, 'Erreur lors de la mise à jour')).toBe('Cette adresse email est déjà utilisée par un autre compte. (Code: 409)');
    expect(failureWithCode(new Error('Panne'), 'Erreur lors de la mise à jour')).toBe('Panne (Code: 500)');
    expect(failureWithCode(new ApiRequestError('', 502), 'Erreur lors de la mise à jour')).toBe('Erreur lors de la mise à jour');
  });
});

describe('the address a profile save sent a link to', () => {
  it('is the address now waiting when it is the one typed, whatever its case; else none', () => {
    expect(emailLinkSentTo({ email: ' Ibou.Neuf@boutique.test ' }, { emailEnAttente: 'ibou.neuf@boutique.test' })).toBe('ibou.neuf@boutique.test');
    // The current address typed back withdrew the change.
    expect(emailLinkSentTo({ email: 'ibou.fall@boutique.test' }, { emailEnAttente: null })).toBeNull();
    // A change asked for earlier still waits, but this save typed no e-mail (a super administrator, the names alone).
    expect(emailLinkSentTo({}, { emailEnAttente: 'ibou.neuf@boutique.test' })).toBeNull();
    expect(emailLinkSentTo({ email: 'ibou.fall@boutique.test' }, { emailEnAttente: 'ibou.neuf@boutique.test' })).toBeNull();
    expect(emailLinkSentTo({ email: 'ibou.neuf@boutique.test' }, null)).toBeNull();
  });
});

describe('phone rule of the profile', () => {
  it('counts the digits after a known country code, short codes included', () => {
    const valid = (numero: string) => profileUpdateSchema.safeParse({ nom: 'N', prenom: 'P', numero }).success;
    expect(valid('+3361234567')).toBe(true); // +33 and 8 digits
    expect(valid('+112345678')).toBe(true); // +1 and 8 digits
    expect(valid('+2217712345')).toBe(false); // +221 and 7 digits
    expect(valid('+221771234567')).toBe(true);
  });
});
