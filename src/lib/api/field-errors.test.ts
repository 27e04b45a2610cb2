import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './answer';
import { apiFieldMessages, apiFormErrors, firstErrorField, formFields, hasFormErrors, toFormErrors } from './field-errors';

const refusal = (data: unknown, status = 400, code = 'validation_failed') => new ApiRequestError('Le prix doit être supérieur à 0', status, data, code);

describe("the API's field messages", () => {
  it('are read from data.errors of a failed call, strings only', () => {
    const error = refusal({ errors: { prix: 'Le prix doit être supérieur à 0', stock: 12, nom: '', 'images[]': 'Trop' } });
    expect(apiFieldMessages(error)).toEqual({ prix: 'Le prix doit être supérieur à 0', 'images[]': 'Trop' });
  });

  it('are read from the refusals that name a field, whatever their status', () => {
    const taken = refusal({ errors: { nom: 'Une catégorie porte déjà ce nom' } }, 409, 'category_name_taken');
    expect(apiFieldMessages(taken)).toEqual({ nom: 'Une catégorie porte déjà ce nom' });
  });

  it('are none for a failure without them, or that is no answer of the API', () => {
    expect(apiFieldMessages(refusal(null))).toEqual({});
    expect(apiFieldMessages(refusal({ nbProduits: 3 }, 409, 'category_not_empty'))).toEqual({});
    expect(apiFieldMessages(refusal({ errors: ['prix'] }))).toEqual({});
    expect(apiFieldMessages(refusal({ errors: 'prix' }))).toEqual({});
    expect(apiFieldMessages(new Error('Erreur réseau'))).toEqual({});
    expect(apiFieldMessages({ data: { errors: { prix: 'x' } } })).toEqual({});
    expect(apiFieldMessages(undefined)).toEqual({});
  });
});

describe('form errors', () => {
  const product = formFields(['nom', 'prix', 'images'] as const, { 'images[]': 'images' });

  it("keep the form's own fields, renamed as the form calls them", () => {
    const error = refusal({ errors: { nom: 'Le nom du produit est requis', 'images[]': 'Un produit ne peut pas avoir plus de 5 images', autre: 'x' } });
    expect(apiFormErrors(error, product)).toEqual({ nom: 'Le nom du produit est requis', images: 'Un produit ne peut pas avoir plus de 5 images' });
  });

  it("keep the first message of a field that several names lead to, and never an inherited name's", () => {
    expect(toFormErrors({ images: 'Premier', 'images[]': 'Second' }, product)).toEqual({ images: 'Premier' });
    expect(product('toString')).toBeNull();
    expect(product('constructor')).toBeNull();
    expect(formFields(['email'] as const, { numero: 'email' })('hasOwnProperty')).toBeNull();
  });

  it('follow a rule of their own for numbered fields', () => {
    const category = (name: string) => (name === 'nom' || /^sousTypes\.\d+\.nom$/.test(name) ? name : null);
    expect(toFormErrors({ nom: 'Le nom est requis', 'sousTypes.2.nom': 'Ce type existe déjà', 'sousTypes.x.nom': 'x', description: 'y' }, category)).toEqual({
      nom: 'Le nom est requis',
      'sousTypes.2.nom': 'Ce type existe déjà',
    });
  });

  it('tell whether there is any, and which comes first in the form', () => {
    expect(hasFormErrors({})).toBe(false);
    expect(hasFormErrors({ nom: undefined })).toBe(false);
    expect(hasFormErrors({ nom: undefined, prix: 'Le prix doit être supérieur à 0' })).toBe(true);
    const order = ['nom', 'prix', 'images'] as const;
    expect(firstErrorField({ images: 'x', prix: 'y' }, order)).toBe('prix');
    expect(firstErrorField({}, order)).toBeNull();
  });
});
