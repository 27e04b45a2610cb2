import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, products } from '@/server/db/schema';
import { compare, dashboardStats } from '@/server/services/dashboard/dashboard-stats';
import { activityIcon } from '@/server/services/dashboard/recent-activity';
import { categoryByName, productForm } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ seed: true });
let admin: TestAdmin;
let superAdmin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin', prenom: 'Awa', nom: 'Diop' });
  superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN' });
});

const get = (path: string, token = admin.token) => t().call('GET', `/dashboard${path}`, { token });

describe('dashboard access', () => {
  it('answers 401 without a token and serves both roles', async () => {
    for (const path of ['/stats', '/recent-activity', '/top-products']) {
      expect(await t().call('GET', `/dashboard${path}`)).toMatchObject({ status: 401, body: { message: 'Authentification requise' } });
      expect((await get(path)).status).toBe(200);
      expect((await get(path, superAdmin.token)).status).toBe(200);
    }
  });
});

describe('GET /dashboard/stats', () => {
  it('answers the six stats from live counts', async () => {
    const { body } = await get('/stats');
    const stats = body.data.stats as { key: string; title: string; value: number; percentage: number | null; trend: string | null; icon: string; color: string }[];
    expect(stats.map((s) => s.title)).toEqual(['produits', 'types', 'sous-types', 'en rupture', 'à la une', 'administrateurs']);
    // Each figure also carries its key, on which programs decide; the titles above stay the specification's.
    expect(stats.map((s) => s.key)).toEqual(['products', 'categories', 'sub_types', 'out_of_stock', 'featured', 'admins']);
    const [productCount] = await t().db.select({ n: sql<number>`count(*)::int` }).from(products);
    const [adminCount] = await t().db.select({ n: sql<number>`count(*)::int` }).from(admins);
    const byTitle = Object.fromEntries(stats.map((s) => [s.title, s]));
    expect(byTitle.produits.value).toBe(productCount.n);
    expect(byTitle.types.value).toBe(8);
    const categories = (await t().call('GET', '/types')).body.data as { nbSousTypes: number }[];
    expect(byTitle['sous-types'].value).toBe(categories.reduce((sum, c) => sum + c.nbSousTypes, 0));
    expect(byTitle['à la une'].value).toBe(10);
    expect(byTitle['en rupture'].value).toBeGreaterThanOrEqual(5);
    expect(byTitle.administrateurs.value).toBe(adminCount.n);
    for (const stat of stats) {
      expect(stat).toMatchObject({ icon: expect.any(String), color: expect.any(String) });
      // Everything was created within the last 30 days: nothing to compare with, no trend.
      expect(stat).toMatchObject({ percentage: null, trend: null });
    }
  });

  it('compares with 30 days earlier', async () => {
    const later = await dashboardStats(new Date(Date.now() + 40 * 86_400_000));
    expect(later.every((s) => s.trend === 'stable' && s.percentage === 0)).toBe(true);
    expect(compare(12, 10)).toEqual({ percentage: 20, trend: 'up' });
    expect(compare(9, 12)).toEqual({ percentage: -25, trend: 'down' });
    expect(compare(0, 0)).toEqual({ percentage: null, trend: null });
    expect(compare(5, 0)).toEqual({ percentage: null, trend: null });
    expect(compare(3, 3)).toEqual({ percentage: 0, trend: 'stable' });
    expect(compare(1, 3)).toEqual({ percentage: -66.7, trend: 'down' });
  });
});

describe('GET /dashboard/recent-activity', () => {
  it('lists the activity log newest first, with who did it', async () => {
    const category = await categoryByName(t(), 'Compléments');
    await t().call('POST', '/produits', { token: admin.token, body: productForm({ nom: 'Spiruline Bio', prix: 6000, typeProduit: category.id }) });
    await t().call('PUT', `/types/${category.id}`, { token: admin.token, json: { nom: 'Compléments', sousTypes: category.sousTypes } });
    const { status, body } = await get('/recent-activity');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({
      title: 'Catégorie modifiée',
      subtitle: 'Compléments',
      icon: 'folder',
      action: 'category.update',
      actor: expect.stringContaining('Awa'),
    });
    expect(body.data[1]).toMatchObject({ title: 'Produit créé', subtitle: 'Spiruline Bio', icon: 'package' });
    expect(Date.parse(body.data[0].timestamp)).toBeGreaterThanOrEqual(Date.parse(body.data[1].timestamp));
    expect(body.data.at(-1)).toMatchObject({ title: 'Catalogue de démonstration installé', actor: null });
    expect((await get('/recent-activity?limit=1')).body.data).toHaveLength(1);
    const refused = await get('/recent-activity?limit=0');
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({ limit: expect.any(String) });
  });

  it('maps actions to icons', () => {
    expect(activityIcon('product.delete')).toBe('package');
    expect(activityIcon('auth.login')).toBe('log-in');
    expect(activityIcon('something.else')).toBe('activity');
  });
});

describe('GET /dashboard/top-products', () => {
  it('defaults to the biggest promotions, 10 at most', async () => {
    const { body } = await get('/top-products');
    const list = body.data as { pourcentPromotion: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list.every((p) => p.pourcentPromotion > 0)).toBe(true);
    const percents = list.map((p) => p.pourcentPromotion);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('lists the newest products with by=recent, and featured ones with by=featured', async () => {
    const recent = (await get('/top-products?by=recent&limit=3')).body.data as { createdAt: string }[];
    expect(recent).toHaveLength(3);
    const dates = recent.map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const featured = (await get('/top-products?by=featured&limit=100')).body.data as { aLaUne: boolean }[];
    expect(featured).toHaveLength(10);
    expect(featured.every((p) => p.aLaUne)).toBe(true);
  });

  it('refuses an unknown criterion or limit with a French message', async () => {
    expect(await get('/top-products?by=ventes')).toMatchObject({
      status: 400,
      body: { message: "Le critère doit être 'recent', 'promotion' ou 'featured'" },
    });
    expect(await get('/top-products?limit=500')).toMatchObject({
      status: 400,
      body: { message: 'Le nombre de produits par page doit être compris entre 1 et 100' },
    });
  });
});
