import { describe, expect, it } from 'vitest';
import {
  categorySchema,
  changePasswordSchema,
  emailRequestSchema,
  fieldErrors,
  loginSchema,
  productSchema,
  profileUpdateSchema,
  resetPasswordFormSchema,
} from './schemas';

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error as never);
}

describe('product rules (SPEC §5)', () => {
  const valid = { nom: 'Whey', prix: '15000', pourcentPromotion: '10', typeProduit: 'cat-1' };

  it('accepts form strings and parses integers', () => {
    const parsed = productSchema.parse({ ...valid, aLaUne: 'true', enRupture: 'false', stock: '12' });
    expect(parsed).toMatchObject({ nom: 'Whey', prix: 15000, pourcentPromotion: 10, aLaUne: true, enRupture: false, stock: 12 });
  });

  it('gives the French messages of the specification', () => {
    expect(errorsOf(productSchema, { ...valid, nom: '   ' }).nom).toBe('Le nom du produit est requis');
    expect(errorsOf(productSchema, { ...valid, prix: '0' }).prix).toBe('Le prix doit être supérieur à 0');
    expect(errorsOf(productSchema, { ...valid, prix: 'abc' }).prix).toBe('Le prix doit être supérieur à 0');
    expect(errorsOf(productSchema, { ...valid, typeProduit: '' }).typeProduit).toBe('Veuillez sélectionner une catégorie');
    expect(errorsOf(productSchema, { ...valid, pourcentPromotion: '101' }).pourcentPromotion).toBeDefined();
  });

  it("treats 'Aucune description' as no description and an empty stock as untracked", () => {
    const parsed = productSchema.parse({ ...valid, description: 'Aucune description', stock: '' });
    expect(parsed.description).toBeNull();
    expect(parsed.stock).toBeNull();
  });
});

describe('category rules (SPEC §5)', () => {
  it('limits names, descriptions and types with the French messages', () => {
    expect(errorsOf(categorySchema, { nom: '' }).nom).toBe('Le nom est requis');
    expect(errorsOf(categorySchema, { nom: 'x'.repeat(151) }).nom).toBe('Le nom ne peut pas dépasser 150 caractères');
    expect(errorsOf(categorySchema, { nom: 'A', description: 'x'.repeat(1001) }).description).toBe(
      'La description ne peut pas dépasser 1000 caractères',
    );
    expect(errorsOf(categorySchema, { nom: 'A', sousTypes: [{ nom: ' ' }] })['sousTypes.0.nom']).toBe('Le type ne peut pas être vide');
    expect(errorsOf(categorySchema, { nom: 'A', sousTypes: [{ nom: 'x'.repeat(31) }] })['sousTypes.0.nom']).toBe(
      'Le type ne peut pas dépasser 30 caractères',
    );
    expect(errorsOf(categorySchema, { nom: 'A', sousTypes: [{ nom: 'Whey' }, { nom: ' whey ' }] })['sousTypes.1.nom']).toBe(
      'Ce type existe déjà',
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ nom: `T${i}` }));
    expect(errorsOf(categorySchema, { nom: 'A', sousTypes: six }).sousTypes).toBe('Limite de 5 types atteinte');
  });
});

describe('account rules (SPEC §5)', () => {
  it('login needs both fields', () => {
    expect(errorsOf(loginSchema, { identifier: '', password: '' }).identifier).toBe('Veuillez remplir tous les champs');
  });

  it('e-mail requests need a valid address', () => {
    expect(errorsOf(emailRequestSchema, { email: '' }).email).toBe('Veuillez saisir votre adresse email');
    expect(errorsOf(emailRequestSchema, { email: 'pas-un-email' }).email).toBe('Veuillez saisir une adresse email valide');
  });

  it('reset form: both fields, equal, at least 6', () => {
    expect(errorsOf(resetPasswordFormSchema, { token: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }).token).toBe(
      'Token de réinitialisation manquant',
    );
    expect(errorsOf(resetPasswordFormSchema, { token: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' }).confirmPassword).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(errorsOf(resetPasswordFormSchema, { token: 't', newPassword: 'abc', confirmPassword: 'abc' }).newPassword).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });

  it('password change: current, 8 characters, confirmation, different from the old one', () => {
    const base = { currentPassword: 'ancien-mdp', newPassword: 'nouveau-mdp', confirmPassword: 'nouveau-mdp' };
    expect(errorsOf(changePasswordSchema, { ...base, currentPassword: '' }).currentPassword).toBe(
      'Veuillez saisir votre mot de passe actuel.',
    );
    expect(errorsOf(changePasswordSchema, { ...base, newPassword: 'court', confirmPassword: 'court' }).newPassword).toBe(
      'Le nouveau mot de passe doit contenir au moins 8 caractères.',
    );
    expect(errorsOf(changePasswordSchema, { ...base, confirmPassword: 'autre-chose' }).confirmPassword).toBe(
      'Les mots de passe ne correspondent pas.',
    );
    expect(errorsOf(changePasswordSchema, { ...base, newPassword: 'ancien-mdp', confirmPassword: 'ancien-mdp' }).newPassword).toBe(
      "Le nouveau mot de passe doit être différent de l'ancien.",
    );
  });

  it('profile: names required, phone 8 to 15 digits', () => {
    expect(errorsOf(profileUpdateSchema, { nom: '', prenom: 'A' }).nom).toBe('Le nom et le prénom sont obligatoires.');
    expect(errorsOf(profileUpdateSchema, { nom: 'B', prenom: 'A', numero: '+2211234' }).numero).toBe(
      'Le numéro de téléphone doit contenir entre 8 et 15 chiffres.',
    );
    expect(profileUpdateSchema.parse({ nom: 'B', prenom: 'A', numero: '+221771234567', dateNaissance: '1990-05-04T00:00:00Z' })).toMatchObject(
      { numero: '+221771234567', dateNaissance: '1990-05-04' },
    );
  });
});
