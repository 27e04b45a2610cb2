import { describe, expect, it } from 'vitest';
import { activityTime, statLabel } from './dashboard';

describe('dashboard wording', () => {
  it("shows the API's types as categories and its sous-types as types", () => {
    expect(statLabel('types')).toBe('Catégories');
    expect(statLabel('sous-types')).toBe('Types');
    expect(statLabel('produits')).toBe('Produits');
    expect(statLabel('à la une')).toBe('À la une');
    expect(statLabel('en rupture')).toBe('En rupture');
    expect(statLabel('commandes')).toBe('Commandes');
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
