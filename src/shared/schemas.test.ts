import { describe, expect, it } from 'vitest';
import { categorySchema, categoryUpdateSchema, productQuerySchema, productSchema } from './catalog/schemas';
import { changePasswordSchema, emailRequestSchema, inviteSchema, loginSchema, profileUpdateSchema, refreshTokenSchema, resendVerificationSchema, resetPasswordFormSchema, resetPasswordSchema } from './auth/schemas';
import { fieldErrors } from './schemas';
import { isValidEmail } from './validators';

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error as never);
}

describe('product rules', () => {
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

  it('treats a blank description as none and an empty stock as untracked', () => {
    const parsed = productSchema.parse({ ...valid, description: '   ', stock: '' });
    expect(parsed.description).toBeNull();
    expect(parsed.stock).toBeNull();
  });
});

describe('category rules', () => {
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

describe('account rules', () => {
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
    const tooLong = 'x'.repeat(129);
    expect(errorsOf(resetPasswordFormSchema, { token: 't', newPassword: tooLong, confirmPassword: tooLong }).newPassword).toBe(
      'Le mot de passe ne peut pas dépasser 128 caractères',
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
    // 128 emoji are 128 characters, not 256.
    const emoji = '🔑'.repeat(128);
    expect(changePasswordSchema.safeParse({ ...base, newPassword: emoji, confirmPassword: emoji }).success).toBe(true);
    const tooLong = `${emoji}x`;
    expect(errorsOf(changePasswordSchema, { ...base, newPassword: tooLong, confirmPassword: tooLong }).newPassword).toBe(
      'Le nouveau mot de passe ne peut pas dépasser 128 caractères.',
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

describe('messages zod writes itself', () => {
  it('are French: a wrong shape or type with no message of ours', () => {
    expect(errorsOf(loginSchema, ['a', 'b'])._).toBe('Entrée invalide : objet attendu, tableau reçu');
    expect(errorsOf(categorySchema, { nom: 'Épices', sousTypes: [{ _id: 12, nom: 'Poivre' }] })['sousTypes.0._id']).toBe(
      'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    );
    expect(errorsOf(categorySchema, { nom: 'Épices', sousTypes: 'Poivre' }).sousTypes).toBe(
      'Entrée invalide : tableau attendu, chaîne de caractères reçu',
    );
  });
});

describe('bounded input', () => {
  const valid = { nom: 'Whey', prix: '15000', typeProduit: 'cat-1' };

  it('refuses a price or a stock the database could not hold, in French', () => {
    expect(productSchema.parse({ ...valid, prix: 100_000_000, stock: 1_000_000 })).toMatchObject({ prix: 100_000_000, stock: 1_000_000 });
    expect(errorsOf(productSchema, { ...valid, prix: '3000000000' }).prix).toBe('Le prix ne peut pas dépasser 100\u00a0000\u00a0000\u00a0FCFA');
    expect(errorsOf(productSchema, { ...valid, prix: 100_000_001 }).prix).toBe('Le prix ne peut pas dépasser 100\u00a0000\u00a0000\u00a0FCFA');
    expect(errorsOf(productSchema, { ...valid, stock: '99999999999' }).stock).toBe('Le stock ne peut pas dépasser 1\u00a0000\u00a0000');
    expect(errorsOf(productSchema, { ...valid, stock: 1_000_001 }).stock).toBe('Le stock ne peut pas dépasser 1\u00a0000\u00a0000');
  });

  it('limits the product name to 200 characters and its description to 5000', () => {
    expect(productSchema.safeParse({ ...valid, nom: 'n'.repeat(200), description: 'd'.repeat(5000) }).success).toBe(true);
    expect(errorsOf(productSchema, { ...valid, nom: 'n'.repeat(201) }).nom).toBe('Le nom du produit ne peut pas dépasser 200 caractères');
    expect(errorsOf(productSchema, { ...valid, description: 'd'.repeat(5001) }).description).toBe(
      'La description ne peut pas dépasser 5000 caractères',
    );
  });

  it('bounds the listing prices like the product price', () => {
    expect(productQuerySchema.parse({ minPrice: '100000000', maxPrice: '100000000' })).toMatchObject({ minPrice: 100_000_000, maxPrice: 100_000_000 });
    expect(errorsOf(productQuerySchema, { maxPrice: '2147483648' }).maxPrice).toBe(
      'Le prix maximum ne peut pas dépasser 100\u00a0000\u00a0000\u00a0FCFA',
    );
    expect(errorsOf(productQuerySchema, { minPrice: '100000001' }).minPrice).toBe(
      'Le prix minimum ne peut pas dépasser 100\u00a0000\u00a0000\u00a0FCFA',
    );
    expect(errorsOf(productQuerySchema, { minPrice: '-5' }).minPrice).toBe('Le prix minimum doit être un nombre entier positif');
    expect(errorsOf(productQuerySchema, { search: 'x'.repeat(101) }).search).toBe('La recherche ne peut pas dépasser 100 caractères');
  });
});

describe('the NUL character', () => {
  const NUL = 'a\u0000b';
  const refused = 'Ce texte contient un caractère non autorisé';

  it('is refused in every text that is stored or searched, with one French message', () => {
    const product = { nom: 'Whey', prix: '15000', typeProduit: 'cat-1' };
    expect(errorsOf(productSchema, { ...product, nom: NUL }).nom).toBe(refused);
    expect(errorsOf(productSchema, { ...product, description: NUL }).description).toBe(refused);
    expect(errorsOf(productSchema, { ...product, typeProduit: NUL }).typeProduit).toBe(refused);
    expect(errorsOf(productSchema, { ...product, sousTypeProduit: NUL }).sousTypeProduit).toBe(refused);
    expect(errorsOf(categorySchema, { nom: NUL }).nom).toBe(refused);
    expect(errorsOf(categorySchema, { nom: 'A', description: NUL }).description).toBe(refused);
    expect(errorsOf(categorySchema, { nom: 'A', accroche: NUL }).accroche).toBe(refused);
    expect(errorsOf(categoryUpdateSchema, { sousTypes: [{ nom: NUL }] })['sousTypes.0.nom']).toBe(refused);
    expect(errorsOf(profileUpdateSchema, { nom: NUL, prenom: 'A' }).nom).toBe(refused);
    expect(errorsOf(profileUpdateSchema, { nom: 'B', prenom: NUL }).prenom).toBe(refused);
    expect(errorsOf(profileUpdateSchema, { nom: 'B', prenom: 'A', nomComplet: NUL }).nomComplet).toBe(refused);
    expect(errorsOf(productQuerySchema, { search: NUL }).search).toBe(refused);
  });

  it('never reaches the database through a sign-in identifier, an address or a token', () => {
    expect(errorsOf(loginSchema, { identifier: `x${NUL}@boutique.sn`, password: 'p' }).identifier).toBe(refused);
    expect(errorsOf(emailRequestSchema, { email: `x${NUL}@boutique.sn` }).email).toBeDefined();
    expect(errorsOf(resendVerificationSchema, { email: `x${NUL}@boutique.sn` }).email).toBeDefined();
    expect(errorsOf(inviteSchema, { email: `x${NUL}@boutique.sn` }).email).toBeDefined();
    expect(errorsOf(profileUpdateSchema, { nom: 'B', prenom: 'A', email: `x${NUL}@boutique.sn` }).email).toBeDefined();
    expect(errorsOf(refreshTokenSchema, { refreshToken: NUL }).refreshToken).toBe(refused);
    expect(errorsOf(resetPasswordSchema, { token: NUL, newPassword: 'secret6' }).token).toBe(refused);
  });
});

describe('the e-mail rule: what a mail server takes', () => {
  const local64 = 'l'.repeat(64);

  it('accepts ordinary addresses', () => {
    for (const email of ['awa.diop@boutique.sn', 'A.Diop+boutique@Example.COM', `${local64}@boutique.sn`, "o'neil@mail.example.org"]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses a local part over 64 octets, an address over 254, spaces, control characters and bare domains', () => {
    const longDomain = `${Array.from({ length: 5 }, () => 'd'.repeat(60)).join('.')}.sn`;
    for (const email of [
      `l${local64}@boutique.sn`,
      `a@${longDomain}`,
      'awa diop@boutique.sn',
      'awa\tdiop@boutique.sn',
      'awa\u0001@boutique.sn',
      'awa@bou tique.sn',
      'awa@boutique',
      'awa..diop@boutique.sn',
      '.awa@boutique.sn',
      'awa@boutique..sn',
      'awa@-boutique.sn',
      '"awa"@boutique.sn',
      'awa@diop@boutique.sn',
      '@boutique.sn',
    ]) {
      expect(isValidEmail(email), JSON.stringify(email)).toBe(false);
    }
    expect(errorsOf(inviteSchema, { email: `l${local64}@boutique.sn` }).email).toBe('Veuillez saisir une adresse email valide');
    expect(errorsOf(profileUpdateSchema, { nom: 'B', prenom: 'A', email: `l${local64}@boutique.sn` }).email).toBe(
      'Veuillez saisir une adresse email valide.',
    );
  });
});
