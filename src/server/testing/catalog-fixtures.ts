// Helpers for catalogue tests: read the seeded catalogue back and build multipart product forms.
import type { CallResult, TestBackend } from './harness';

export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export async function allProducts(backend: TestBackend, query = '') {
  const result = await backend.call('GET', `/produits?limit=100${query}`);
  // biome-ignore lint/suspicious/noExplicitAny: JSON read back from the API
  return result.body.data as any[];
}

export async function categoryByName(backend: TestBackend, nom: string) {
  const result = await backend.call('GET', '/types');
  // biome-ignore lint/suspicious/noExplicitAny: JSON read back from the API
  const category = result.body.data.find((c: any) => c.nom === nom);
  if (!category) throw new Error(`no category ${nom}`);
  return category;
}

export function expectEnvelope(result: CallResult, status: number) {
  if (result.status !== status) {
    throw new Error(`expected ${status}, got ${result.status}: ${JSON.stringify(result.body).slice(0, 400)}`);
  }
  return result.body;
}
