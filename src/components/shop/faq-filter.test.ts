import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from '@/shared/shop/content';
import { filterFaq } from './faq-filter';

describe('FAQ search and chips', () => {
  it('searches questions and answers without regard to case', () => {
    expect(filterFaq(FAQ_ENTRIES, 'MOBILE MONEY', null).map((e) => e.id)).toContain('moyens-paiement');
    expect(filterFaq(FAQ_ENTRIES, 'retourner', null).map((e) => e.id)).toEqual(['retour']);
    // No chip chosen ('Toutes'): every entry.
    expect(filterFaq(FAQ_ENTRIES, '', null)).toEqual(FAQ_ENTRIES);
  });

  it('combines the search with the category', () => {
    expect(filterFaq(FAQ_ENTRIES, '24h', 'SAV').every((e) => e.category === 'SAV')).toBe(true);
    expect(filterFaq(FAQ_ENTRIES, 'Wave', 'Livraison')).toEqual([]);
  });

  it('has entries in every category and holds the business facts of the shop', () => {
    for (const category of FAQ_CATEGORIES) expect(filterFaq(FAQ_ENTRIES, '', category).length).toBeGreaterThan(0);
    const all = FAQ_ENTRIES.map((e) => e.answer).join(' ');
    for (const fact of ['sous 24h', '8h à 18h', "tant que la commande n'a pas été expédiée", 'en gros', 'remplacé ou remboursé']) {
      expect(all).toContain(fact);
    }
  });
});
