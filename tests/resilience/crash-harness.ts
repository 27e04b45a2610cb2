// Helpers of the crash tests: a seeded random source, the process tree of a server and its SIGKILL, real
// pictures, the API as an administrator sees it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { RunningServer } from '../e2e/harness';
import { waitForExit } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** mulberry32: the same seed gives the same rounds, kill moments and operations. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The process and every process it started, children first found through /proc by `ps`. */
export function processTree(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of table) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** SIGKILL to the server and all its descendants at once, then waits for the server's exit. */
export async function killTree(server: RunningServer): Promise<number[]> {
  const pid = server.process.pid as number;
  const tree = processTree(pid);
  for (const member of tree) {
    try {
      process.kill(member, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await waitForExit(server.process);
  return tree;
}

/** Running, as opposed to gone or dead and waiting to be reaped (a zombie holds nothing: no socket, no file). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Photographs of noise: decoded and re-encoded for real, slow enough that a kill can land inside the work. */
export async function noisePicture(seed: number, width = 800, height = 600): Promise<Buffer> {
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; data: T };
}

export async function api<T = unknown>(
  base: string,
  method: string,
  apiPath: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${base}/api/v1${apiPath}`, { method, headers, body });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new Error(`non-JSON answer (${response.status}) to ${method} ${apiPath}: ${text.slice(0, 300)}`);
  }
}

export interface ProductDto {
  _id: string;
  nom: string;
  prix: number;
  stock: number;
  typeProduit: { _id: string; nom: string };
  images: { url: string; thumbnailUrl: string }[];
}

export interface CategoryDto {
  _id: string;
  nom: string;
}

/** Every product of the catalogue, page after page. */
export async function allProducts(base: string): Promise<ProductDto[]> {
  const products: ProductDto[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await api<ProductDto[]>(base, 'GET', `/produits?limit=100&page=${page}`)) as ApiAnswer<ProductDto[]> & {
      body: { pagination: { hasNext: boolean } };
    };
    if (answer.status !== 200) throw new Error(`GET /produits answered ${answer.status}: ${answer.body.message}`);
    products.push(...answer.body.data);
    if (!answer.body.pagination.hasNext) return products;
  }
}

export async function allCategories(base: string): Promise<CategoryDto[]> {
  const answer = await api<CategoryDto[]>(base, 'GET', '/types');
  if (answer.status !== 200) throw new Error(`GET /types answered ${answer.status}`);
  return answer.body.data;
}

/**
 * Every file under DATA_DIR/uploads/<folder>, as storage keys. Read from the directory entries alone: the
 * start-up sweep may remove a file while the folder is being listed.
 */
export function storedKeys(dataDir: string, folder: string): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

export const keyOfUrl = (url: string) => url.replace(/^\/uploads\//, '');

/** How many migrations the code holds (drizzle's journal). */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(ROOT, 'src', 'server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'));
  return journal.entries.length;
}

/** Rows of drizzle's migrations journal in a PostgreSQL database. */
export async function postgresMigrationRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return rows[0].n;
  } finally {
    await client.end();
  }
}
