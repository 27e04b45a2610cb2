// The back office's categories in a real Chromium against the real server: a category created with two types
// shows its card and badges and opens on its sub-types; an edit that renames one type and removes the other
// keeps the renamed type's id, the description and the tagline; every message of the form; the delete refused
// for a category that holds products, the delete of an empty one, and the deletion of a last sub-type.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { apiSignIn, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

interface ApiCategory {
  _id: string;
  nom: string;
  accroche: string | null;
  description: string | null;
  nbSousTypes: number;
  nbProduitsTotal: number;
  sousTypes: { _id: string; nom: string }[];
}

describe.skipIf(!hasChromium)('back-office categories in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;

  const api = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: { message: string; data: T } }> => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: T } };
  };

  const categoryNamed = async (nom: string) => (await api<ApiCategory[]>('GET', '/types')).body.data.find((category) => category.nom === nom);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // Signed in once through the API; every page starts with the pair in localStorage.
    tokens = await apiSignIn(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const adminPage = (width = 1280) => openAdminPage(browser, tokens, { width });

  const card = (page: Page, nom: string): Locator =>
    page.locator('[data-testid="category-card"]').filter({ has: page.getByRole('heading', { name: nom, exact: true }) });

  it('creates a category with two types: the form resets, its card shows its counts and badges and opens on its sub-types', async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/categories/add`);
    await page.getByRole('heading', { name: 'Nouvelle catégorie' }).waitFor();
    await page.getByText('Aucun type défini').waitFor();
    expect(await page.getByRole('link', { name: 'Annuler' }).count()).toBe(0);

    await page.getByLabel('Nom de la catégorie').fill('Thés et infusions');
    await page.getByLabel('Description (facultatif)').fill('Thés verts, noirs et infusions importés.');
    await page.getByRole('button', { name: 'Ajouter un type' }).click();
    await page.getByLabel('Nom du type 1').fill('Thé vert');
    await page.getByRole('button', { name: 'Ajouter un type' }).click();
    await page.getByLabel('Nom du type 2').fill('Rooibos');
    await page.getByRole('button', { name: 'Créer la catégorie' }).click();
    await page.getByText('La catégorie a été créée avec succès !').waitFor();
    expect(await page.getByLabel('Nom de la catégorie').inputValue()).toBe('');
    await page.getByText('Aucun type défini').waitFor();

    const stored = await categoryNamed('Thés et infusions');
    expect(stored?.sousTypes.map((type) => type.nom)).toEqual(['Thé vert', 'Rooibos']);
    expect(stored?.description).toBe('Thés verts, noirs et infusions importés.');
    // Its products are the next thing to add: the strip leads to the product form, in this category.
    const next = page.getByTestId('add-products-next');
    expect(await next.textContent()).toContain('La catégorie «\u00a0Thés et infusions\u00a0» est prête\u00a0: ajoutez-lui ses produits.');
    expect(await next.getByRole('link', { name: 'Ajouter un produit' }).getAttribute('href')).toBe(`/admin/categories/${stored?._id}/produits/add?from=categories`);

    // A category without types: 'Direct'.
    await api('POST', '/types', { nom: 'Coffrets cadeaux' });

    await page.goto(`${server.url}/admin/categories`);
    const teas = card(page, 'Thés et infusions');
    await teas.waitFor();
    expect(await teas.textContent()).toContain('2 sous-types');
    expect(await teas.textContent()).toContain('0 produit');
    expect(await teas.textContent()).toContain('Thés verts, noirs et infusions importés.');
    expect(await teas.locator('[data-testid="category-badges"]').textContent()).toBe('');
    const gifts = card(page, 'Coffrets cadeaux');
    expect(await gifts.locator('[data-testid="category-badges"]').textContent()).toBe('Direct');
    expect(await gifts.textContent()).toContain('Aucune description disponible');
    // The seeded categories each hold a product out of stock.
    expect(await card(page, 'Protéines').locator('[data-testid="category-badges"]').textContent()).toContain('1 en rupture');

    // Opening: the overlay, then the sub-types with their count.
    await teas.getByRole('button', { name: 'Thés et infusions', exact: true }).click();
    await page.getByText('Ouverture du dossier...').waitFor();
    await page.waitForURL(`**/admin/categories/${stored?._id}/type`);
    await page.getByRole('heading', { name: /Thés et infusions/ }).waitFor();
    expect(await page.getByTestId('subtype-count').textContent()).toBe('2 sous-types');
    expect(await page.locator('[data-testid="type-card"]').count()).toBe(2);

    // A category without sub-types opens on its products.
    await page.goto(`${server.url}/admin/categories`);
    await card(page, 'Coffrets cadeaux').getByRole('button', { name: 'Coffrets cadeaux', exact: true }).click();
    await page.waitForURL('**/produits');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renames a type and removes the other: the renamed type keeps its id, the description and the tagline stay', async () => {
    const created = await api<ApiCategory>('POST', '/types', {
      nom: 'Huiles essentielles',
      accroche: 'Pures et naturelles',
      description: 'Lavande, menthe poivrée et eucalyptus.',
      sousTypes: [{ nom: 'Lavande' }, { nom: 'Menthe' }],
    });
    const category = created.body.data;
    const lavande = category.sousTypes.find((type) => type.nom === 'Lavande');
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/categories/update/${category._id}`);
    await page.getByRole('heading', { name: 'Modifier la catégorie' }).waitFor();
    expect(await page.getByLabel('Nom du type 1').inputValue()).toBe('Lavande');
    await page.getByLabel('Nom du type 1').fill('Lavande fine');
    await page.getByRole('button', { name: 'Retirer le type 2' }).click();
    expect(await page.locator('[data-testid="type-row"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('La catégorie a été modifiée avec succès !').waitFor();
    await page.waitForURL(`${server.url}/admin/categories`);

    const stored = (await api<ApiCategory>('GET', `/types/${category._id}`)).body.data;
    expect(stored.sousTypes).toEqual([{ _id: lavande?._id, nom: 'Lavande fine' }]);
    expect(stored.description).toBe('Lavande, menthe poivrée et eucalyptus.');
    expect(stored.accroche).toBe('Pures et naturelles');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each message of the form, and keeps what was typed when the API refuses it', async () => {
    const { page, context } = await adminPage();
    await page.goto(`${server.url}/admin/categories/add`);
    const name = page.getByLabel('Nom de la catégorie');
    await name.waitFor();

    // Ctrl+Enter saves.
    await name.focus();
    await page.keyboard.press('Control+Enter');
    await page.getByText(CATALOGUE_VALIDATION.categoryNameRequired).waitFor();

    await name.fill('n'.repeat(151));
    expect(await page.locator('[data-tone="over"]').first().textContent()).toBe('151/150');
    await page.getByLabel('Description (facultatif)').fill('d'.repeat(1001));
    await page.getByRole('button', { name: 'Créer la catégorie' }).click();
    await page.getByText(CATALOGUE_VALIDATION.categoryNameMax).waitFor();
    await page.getByText(CATALOGUE_VALIDATION.categoryDescriptionMax).waitFor();

    await name.fill('n'.repeat(125));
    expect(await page.locator('[data-tone="warn"]').first().textContent()).toBe('125/150');
    await name.fill('Épicerie fine');
    await page.getByLabel('Description (facultatif)').fill('');
    for (let index = 0; index < 5; index += 1) await page.getByRole('button', { name: 'Ajouter un type' }).click();
    await page.getByText(CATALOGUE_VALIDATION.subTypesLimit).waitFor();
    expect(await page.getByRole('button', { name: 'Ajouter un type' }).isDisabled()).toBe(true);
    await page.getByLabel('Nom du type 1').fill('Miel');
    await page.getByLabel('Nom du type 2').fill('t'.repeat(31));
    await page.getByLabel('Nom du type 3').fill(' miel ');
    await page.getByLabel('Nom du type 4').fill('Confitures');
    await page.getByRole('button', { name: 'Créer la catégorie' }).click();
    await page.getByText(CATALOGUE_VALIDATION.subTypeMax).waitFor();
    await page.getByText(CATALOGUE_VALIDATION.subTypeDuplicate).waitFor();
    await page.getByText(CATALOGUE_VALIDATION.subTypeEmpty).waitFor();

    // The API's own refusal, under its field: another category already has this name.
    await page.getByRole('button', { name: 'Retirer le type 5' }).click();
    await page.getByRole('button', { name: 'Retirer le type 3' }).click();
    await page.getByRole('button', { name: 'Retirer le type 2' }).click();
    await name.fill('protéines');
    await page.getByRole('button', { name: 'Créer la catégorie' }).click();
    await page.getByText('Une catégorie porte déjà ce nom').waitFor();
    expect(await name.inputValue()).toBe('protéines');
    expect(await page.getByLabel('Nom du type 2').inputValue()).toBe('Confitures');
    await context.close();
  });

  it('refuses to delete a category that holds products, with the product message', async () => {
    const proteines = (await categoryNamed('Protéines')) as ApiCategory;
    const { page, context } = await adminPage();
    await page.goto(`${server.url}/admin/categories`);
    await card(page, 'Protéines').getByRole('button', { name: 'Supprimer Protéines' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Confirmer la suppression').waitFor();
    expect(await dialog.textContent()).toContain(`ses ${proteines.nbSousTypes} sous-types`);
    expect(await dialog.textContent()).toContain(`ses ${proteines.nbProduitsTotal} produits associés`);
    expect(await dialog.textContent()).toContain('Cette action est irréversible.');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText('Erreur de suppression').waitFor();
    await page.getByText(CATALOGUE_VALIDATION.categoryHasProducts).waitFor();
    expect((await api('GET', `/types/${proteines._id}`)).status).toBe(200);
    await card(page, 'Protéines').waitFor();
    await context.close();
  });

  it('deletes an empty category', async () => {
    const created = (await api<ApiCategory>('POST', '/types', { nom: 'Catégorie éphémère', sousTypes: [{ nom: 'Unique' }] })).body.data;
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/categories`);
    await card(page, 'Catégorie éphémère').getByRole('button', { name: 'Supprimer Catégorie éphémère' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain('ses 1 sous-type');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText('Suppression réussie').waitFor();
    await card(page, 'Catégorie éphémère').waitFor({ state: 'detached' });
    expect((await api('GET', `/types/${created._id}`)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes the last sub-type by saving the category, then shows the products of the category', async () => {
    const created = (await api<ApiCategory>('POST', '/types', { nom: 'Bougies', description: 'Parfumées', sousTypes: [{ nom: 'Soja' }] })).body.data;
    const { page, errors, context } = await adminPage(375);
    await page.goto(`${server.url}/admin/categories/${created._id}`);
    await page.waitForURL(`**/admin/categories/${created._id}/type`);
    await page.getByRole('button', { name: 'Actions pour Soja' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('vous serez redirigé vers ses produits').waitFor();
    await dialog.getByRole('button', { name: 'Supprimer le type' }).click();
    await page.getByText('Redirection', { exact: true }).waitFor();
    await page.getByText('Aucun sous-type').waitFor();
    await page.waitForURL(`**/admin/categories/${created._id}/produits`);
    const stored = (await api<ApiCategory>('GET', `/types/${created._id}`)).body.data;
    expect(stored.sousTypes).toEqual([]);
    expect(stored.description).toBe('Parfumées');
    expect(errors).toEqual([]);
    await context.close();
  });
});
