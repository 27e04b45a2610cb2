import { describe, expect, it } from 'vitest';
import type { DashboardStatKey } from '@/shared/constants';
import { activityTime, statLabel } from './dashboard';

describe('dashboard wording', () => {
  it("titles each card by its key: the API's types as categories, its sous-types as types", () => {
    expect(statLabel({ key: 'categories', title: 'types' })).toBe('Catégories');
    expect(statLabel({ key: 'sub_types', title: 'sous-types' })).toBe('Types');
    expect(statLabel({ key: 'products', title: 'produits' })).toBe('Produits');
    expect(statLabel({ key: 'featured', title: 'à la une' })).toBe('À la une');
    expect(statLabel({ key: 'out_of_stock', title: 'en rupture' })).toBe('En rupture');
    expect(statLabel({ key: 'admins', title: 'administrateurs' })).toBe('Administrateurs');
    // The label follows the key, whatever the title's wording.
    expect(statLabel({ key: 'categories', title: 'catégories de produits' })).toBe('Catégories');
    // A figure this screen does not know yet is shown by its title.
    expect(statLabel({ key: 'orders' as DashboardStatKey, title: 'commandes' })).toBe('Commandes');
    expect(statLabel({ key: 'toString' as DashboardStatKey, title: 'autre' })).toBe('Autre');
  });

  it('says how long ago an activity was, up to a week', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(activityTime('2026-11-23T11:59:30Z', now)).toBe('à l’instant');
    expect(activityTime('2026-11-23T11:55:00Z', now)).toBe('il y a 5 minutes');
    expect(activityTime('2026-11-23T09:00:00Z', now)).toBe('il y a 3 heures');
    expect(activityTime('2026-11-22T09:00:00Z', now)).toBe('hier');
    expect(activityTime('2026-11-10T09:00:00Z', now)).toBeNull();
    expect(activityTime('pas une date', now)).toBeNull();
  });
});
