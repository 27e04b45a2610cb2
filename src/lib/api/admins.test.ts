import { describe, expect, it } from 'vitest';
import type { Admin } from '@/shared/auth/answers';
import { adminCounts, adminDisplayName, adminReference, filterAdmins, toggleActionFor } from './admins';

function admin(overrides: Partial<Admin>): Admin {
  return {
    id: '0b9f4a52-6a0e-4f0a-9d52-1c2f3e4d5a6b',
    email: 'awa.ndiaye@boutique.test',
    nom: 'Ndiaye',
    prenom: 'Awa',
    nomComplet: 'Awa Ndiaye',
    numero: null,
    dateNaissance: null,
    typeUtilisateur: 'admin',
    isActive: true,
    compteVerrouille: false,
    emailVerifie: true,
    derniereConnexion: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('administrators list rules', () => {
  it('offers to block an active, unblocked account and to unblock an inactive or blocked one', () => {
    expect(toggleActionFor(admin({}))).toBe('block');
    expect(toggleActionFor(admin({ compteVerrouille: true }))).toBe('unblock');
    expect(toggleActionFor(admin({ isActive: false }))).toBe('unblock');
  });

  it('names an invitee without a name by the e-mail, and references by initials or ADM', () => {
    expect(adminDisplayName(admin({}))).toBe('Awa Ndiaye');
    expect(adminDisplayName(admin({ nomComplet: ' ' }))).toBe('awa.ndiaye@boutique.test');
    expect(adminReference(admin({}))).toBe('AN-5A6B');
    expect(adminReference(admin({ nomComplet: '' }))).toBe('ADM-5A6B');
    expect(adminReference(admin({ nomComplet: 'élodie de la Tour' }))).toBe('ÉDLT-5A6B');
  });

  it('counts all, active, blocked and super administrators', () => {
    const list = [
      admin({ typeUtilisateur: 'SUPER_ADMIN' }),
      admin({ compteVerrouille: true }),
      admin({ isActive: false }),
      admin({}),
    ];
    expect(adminCounts(list)).toEqual({ total: 4, active: 2, blocked: 1, superAdmins: 1 });
  });

  it('searches the e-mail and the full name, whatever the case', () => {
    const list = [admin({}), admin({ email: 'moussa@boutique.test', nomComplet: 'Moussa Fall' })];
    expect(filterAdmins(list, 'FALL').map((a) => a.email)).toEqual(['moussa@boutique.test']);
    expect(filterAdmins(list, 'awa.ndiaye@')).toHaveLength(1);
    expect(filterAdmins(list, '  ')).toHaveLength(2);
    expect(filterAdmins(list, 'inconnu')).toHaveLength(0);
  });
});
