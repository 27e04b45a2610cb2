// Crash safety (docs/decisions/015-crash-safety.md): administrators write through the real API of a real server
// process, the process tree is killed (SIGKILL) at a random moment, the server is started again on the same
// DATA_DIR and database, and then every acknowledged write must be there with its values, every acknowledged
// deletion gone, every product's pictures on disk, no picture file left that no product points at, the
// data directory's lock taken over by the new process, and no migration run twice.
//
// The rounds are reproducible: RESILIENCE_SEED chooses the kill moments and the operations (printed on failure).
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, startTestInbox, type TestInbox, tokenOf } from '@test/mail';
import { createScratchDatabase } from '@test/harness';
import { ADMIN, apiInvite, apiSignIn, type RunningServer, startServer } from '../e2e/harness';
import {
  allCategories,
  allProducts,
  api,
  isAlive,
  keyOfUrl,
  killTree,
  migrationCount,
  noisePicture,
  type ProductDto,
  postgresMigrationRows,
  seededRandom,
  storedKeys,
} from './crash-harness';

const SEED = Number(process.env.RESILIENCE_SEED ?? 20_261_123);
const PGLITE_ROUNDS = Number(process.env.RESILIENCE_PGLITE_ROUNDS ?? 20);
const POSTGRES_ROUNDS = Number(process.env.RESILIENCE_POSTGRES_ROUNDS ?? 10);
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const WRITERS = 3;
/** The kill lands this long after the writers begin, chosen by the seeded random source. */
const KILL_AFTER_MS = { min: 500, max: 6_000 };

interface Expected {
  nom: string;
  prix: number;
  categoryId: string;
  /** The picture URLs the acknowledgement gave, or only how many when the answer was never read. */
  images: string[] | number;
}

type Operation =
  | { kind: 'createProduct'; value: Expected; pictures: number }
  | { kind: 'updateProduct'; id: string; value: Expected; pictures: number }
  | { kind: 'deleteProduct'; id: string }
  | { kind: 'createCategory'; nom: string }
  | { kind: 'deleteCategory'; id: string };

/** One administrator's view: what the server acknowledged, and the one request it may have had in flight. */
class Writer {
  readonly products = new Map<string, Expected>();
  readonly deletedProducts = new Set<string>();
  /** Categories no product uses, created (and some deleted) by this writer. */
  readonly categories = new Map<string, string>();
  readonly deletedCategories = new Set<string>();
  inFlight: Operation | null = null;
  readonly failures: string[] = [];
  private counter = 0;

  constructor(
    readonly index: number,
    readonly token: string,
  ) {}

  nextName(round: number, what: string): string {
    this.counter += 1;
    return `${what} R${round} W${this.index} n${this.counter}`;
  }
}

interface Context {
  label: string;
  server: RunningServer;
  dataDir: string;
  env: Record<string, string>;
  writers: Writer[];
  baseCategories: string[];
  pictures: Buffer[];
  databaseUrl: string | null;
  durations: number[];
  /** Over all rounds: writes acknowledged, requests cut by the kill, picture files the crashes left behind. */
  acknowledged: number;
  cut: number;
  leftBehind: number;
}

function describeOperation(operation: Operation | null): string {
  return operation ? JSON.stringify(operation) : 'none';
}

function productForm(value: Expected, pictures: Buffer[]): FormData {
  const form = new FormData();
  form.append('nom', value.nom);
  form.append('prix', String(value.prix));
  form.append('stock', '10');
  form.append('typeProduit', value.categoryId);
  for (const [i, bytes] of pictures.entries()) form.append('images', new File([new Uint8Array(bytes)], `photo-${i}.jpg`, { type: 'image/jpeg' }));
  return form;
}

const urlsOf = (product: ProductDto) => product.images.map((image) => image.url);

function matches(actual: ProductDto, expected: Expected): boolean {
  if (actual.nom !== expected.nom || actual.prix !== expected.prix || actual.typeProduit._id !== expected.categoryId) return false;
  return typeof expected.images === 'number'
    ? actual.images.length === expected.images
    : JSON.stringify(urlsOf(actual)) === JSON.stringify(expected.images);
}

/** The writer's loop: one request at a time until the server dies under it. */
async function write(context: Context, writer: Writer, round: number, killed: () => boolean): Promise<number> {
  const random = seededRandom(SEED * 7919 + round * 101 + writer.index);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  let acknowledged = 0;
  while (!killed()) {
    const roll = random();
    const owned = [...writer.products.keys()];
    const spare = [...writer.categories.keys()];
    let operation: Operation;
    const value = (): Expected => ({
      nom: writer.nextName(round, 'Produit'),
      prix: 500 + Math.floor(random() * 100_000),
      categoryId: pick(context.baseCategories),
      images: 0,
    });
    if (roll < 0.08 || (roll < 0.12 && spare.length === 0)) {
      operation = { kind: 'createCategory', nom: writer.nextName(round, 'Catégorie') };
    } else if (roll < 0.12) {
      operation = { kind: 'deleteCategory', id: pick(spare) };
    } else if (roll < 0.45 || owned.length === 0) {
      operation = { kind: 'createProduct', value: value(), pictures: 1 + Math.floor(random() * 2) };
    } else if (roll < 0.8) {
      operation = { kind: 'updateProduct', id: pick(owned), value: value(), pictures: random() < 0.5 ? 1 : 0 };
    } else {
      operation = { kind: 'deleteProduct', id: pick(owned) };
    }
    if (operation.kind === 'updateProduct' && operation.pictures === 0) {
      // Without new pictures the old ones stay.
      const before = writer.products.get(operation.id) as Expected;
      operation.value.images = before.images;
    } else if (operation.kind === 'createProduct' || operation.kind === 'updateProduct') {
      operation.value.images = operation.pictures;
    }
    writer.inFlight = operation;
    const base = context.server.url;
    const token = writer.token;
    const photos = () => Array.from({ length: (operation as { pictures: number }).pictures }, () => pick(context.pictures));
    let answer: Awaited<ReturnType<typeof api<ProductDto & { _id: string }>>>;
    try {
      switch (operation.kind) {
        case 'createProduct':
          answer = await api(base, 'POST', '/produits', { token, form: productForm(operation.value, photos()) });
          break;
        case 'updateProduct':
          answer = await api(base, 'PUT', `/produits/${operation.id}`, { token, form: productForm(operation.value, photos()) });
          break;
        case 'deleteProduct':
          answer = await api(base, 'DELETE', `/produits/${operation.id}`, { token });
          break;
        case 'createCategory':
          answer = await api(base, 'POST', '/types', { token, json: { nom: operation.nom } });
          break;
        case 'deleteCategory':
          answer = await api(base, 'DELETE', `/types/${operation.id}`, { token });
          break;
      }
    } catch (error) {
      if (killed()) return acknowledged;
      writer.failures.push(`${describeOperation(operation)} failed while the server lived: ${(error as Error).message}`);
      writer.inFlight = null;
      return acknowledged;
    }
    if (answer.status !== 200 && answer.status !== 201) {
      writer.failures.push(`${describeOperation(operation)} answered ${answer.status}: ${answer.body.message}`);
      writer.inFlight = null;
      return acknowledged;
    }
    // Acknowledged: the whole answer was read.
    acknowledged += 1;
    switch (operation.kind) {
      case 'createProduct':
      case 'updateProduct': {
        const product = answer.body.data;
        expect(matches(product, operation.value), `${describeOperation(operation)} → ${JSON.stringify(product)}`).toBe(true);
        writer.products.set(product._id, { ...operation.value, images: urlsOf(product) });
        break;
      }
      case 'deleteProduct':
        writer.products.delete(operation.id);
        writer.deletedProducts.add(operation.id);
        break;
      case 'createCategory':
        writer.categories.set(answer.body.data._id, operation.nom);
        break;
      case 'deleteCategory':
        writer.categories.delete(operation.id);
        writer.deletedCategories.add(operation.id);
        break;
    }
    writer.inFlight = null;
  }
  return acknowledged;
}

/** What the restarted server holds, against what was acknowledged; the request in flight may have gone either way. */
async function verify(context: Context, filesAtKill: string[]): Promise<string[]> {
  const problems: string[] = [];
  const base = context.server.url;
  const products = await allProducts(base);
  const byId = new Map(products.map((product) => [product._id, product]));
  const categories = new Map((await allCategories(base)).map((category) => [category._id, category.nom]));
  const claimed = new Set<string>();

  for (const writer of context.writers) {
    const flight = writer.inFlight;
    problems.push(...writer.failures.map((failure) => `writer ${writer.index}: ${failure}`));
    writer.failures.length = 0;
    for (const [id, expected] of [...writer.products]) {
      const actual = byId.get(id);
      claimed.add(id);
      if (flight?.kind === 'deleteProduct' && flight.id === id && !actual) {
        writer.products.delete(id);
        writer.deletedProducts.add(id);
        continue;
      }
      if (flight?.kind === 'updateProduct' && flight.id === id && actual && matches(actual, flight.value)) {
        writer.products.set(id, { ...flight.value, images: urlsOf(actual) });
        continue;
      }
      if (!actual) problems.push(`acknowledged product ${id} (${expected.nom}) is missing`);
      else if (!matches(actual, expected)) problems.push(`product ${id}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(actual)}`);
      else writer.products.set(id, { ...expected, images: urlsOf(actual) });
    }
    for (const id of writer.deletedProducts) if (byId.has(id)) problems.push(`acknowledged deletion of product ${id} undone`);
    if (flight?.kind === 'createProduct') {
      const created = products.find((product) => product.nom === flight.value.nom);
      if (created) {
        if (!matches(created, flight.value)) problems.push(`half-made product ${JSON.stringify(created)}`);
        writer.products.set(created._id, { ...flight.value, images: urlsOf(created) });
        claimed.add(created._id);
      }
    }
    for (const [id, nom] of [...writer.categories]) {
      if (flight?.kind === 'deleteCategory' && flight.id === id && !categories.has(id)) {
        writer.categories.delete(id);
        writer.deletedCategories.add(id);
      } else if (categories.get(id) !== nom) problems.push(`acknowledged category ${id} (${nom}) is missing or renamed`);
    }
    for (const id of writer.deletedCategories) if (categories.has(id)) problems.push(`acknowledged deletion of category ${id} undone`);
    if (flight?.kind === 'createCategory') {
      const created = [...categories].find(([, nom]) => nom === flight.nom);
      if (created) writer.categories.set(created[0], flight.nom);
    }
    writer.inFlight = null;
  }
  for (const product of products) if (!claimed.has(product._id)) problems.push(`product nobody wrote: ${JSON.stringify(product)}`);

  // Every picture a product points at is on disk and served.
  const referenced = new Set<string>();
  for (const product of products) {
    for (const image of product.images) {
      for (const url of [image.url, image.thumbnailUrl]) referenced.add(keyOfUrl(url));
    }
  }
  const stored = new Set(storedKeys(context.dataDir, 'products'));
  for (const key of referenced) if (!stored.has(key)) problems.push(`picture ${key} is missing`);
  for (const product of products.slice(0, 10)) {
    if (product.images.length === 0) continue;
    const response = await fetch(`${base}${product.images[0].url}`);
    await response.arrayBuffer();
    if (response.status !== 200) problems.push(`${product.images[0].url} answered ${response.status}`);
  }

  // The start-up sweep removes what no product points at (it runs in the background: waited for, up to 30 s).
  let orphans: string[] = [];
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    orphans = storedKeys(context.dataDir, 'products').filter((key) => !referenced.has(key));
    if (orphans.length === 0) break;
  }
  if (orphans.length > 0) problems.push(`orphan pictures left after the sweep: ${orphans.join(', ')}`);
  context.leftBehind += filesAtKill.filter((key) => !referenced.has(key)).length;

  if (context.databaseUrl) {
    const rows = await postgresMigrationRows(context.databaseUrl);
    if (rows !== migrationCount()) problems.push(`${rows} rows in the migrations journal, ${migrationCount()} migrations`);
  }
  return problems;
}

/** As a super administrator invites one: invitation, verification link, first password (real SMTP on loopback). */
async function inviteAdmin(base: string, inbox: TestInbox, ownerToken: string, email: string, password: string): Promise<string> {
  const seen = inbox.delivered.length;
  const invited = await apiInvite(base, ownerToken, email);
  expect(invited.status).toBe(201);
  const invitation = await inbox.mailTo(email, seen);
  expect((await api(base, 'GET', `/auth/verify/${tokenOf(linkOf(invitation, '/admin/verify-account'))}`)).status).toBe(200);
  const creation = await inbox.mailTo(email, invitation.index);
  const set = await api(base, 'POST', '/auth/reset-password', {
    json: { token: tokenOf(linkOf(creation, '/admin/reset-password')), newPassword: password },
  });
  expect(set.status).toBe(200);
  return (await apiSignIn(base, email, password)).accessToken;
}

function loadAverage(): string {
  return os.loadavg().map((load) => load.toFixed(2)).join(' ');
}

function crashRounds(label: string, rounds: number, databaseUrl: () => string | null) {
  let context: Context;
  let inbox: TestInbox;

  beforeAll(async () => {
    inbox = await startTestInbox();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-crash-'));
    const env: Record<string, string> = {
      SEED_DEMO: 'false',
      SMTP_URL: inbox.smtpUrl,
      // The writers' tokens outlive every round: sessions survive restarts like the rest.
      ACCESS_TOKEN_TTL: '3h',
      ...(databaseUrl() ? { DATABASE_URL: databaseUrl() as string } : {}),
    };
    const server = await startServer({ dataDir, env });
    const owner = (await apiSignIn(server.url)).accessToken;
    const tokens = [owner];
    for (let i = 1; i < WRITERS; i += 1) {
      tokens.push(await inviteAdmin(server.url, inbox, owner, `gerant${i}@boutique.test`, `Gerant-${i}-Solide-2026`));
    }
    const baseCategories: string[] = [];
    for (const nom of ['Protéines', 'Vitamines']) {
      const created = await api<{ _id: string }>(server.url, 'POST', '/types', { token: owner, json: { nom } });
      expect(created.status).toBe(201);
      baseCategories.push(created.body.data._id);
    }
    const pictures = await Promise.all([1, 2, 3].map((seed) => noisePicture(seed)));
    context = {
      label,
      server,
      dataDir,
      env,
      writers: tokens.map((token, index) => new Writer(index, token)),
      baseCategories,
      pictures,
      databaseUrl: databaseUrl(),
      durations: [],
      acknowledged: 0,
      cut: 0,
      leftBehind: 0,
    };
  });

  afterAll(async () => {
    await context?.server.stop();
    await inbox?.close();
    if (context) {
      const total = context.durations.reduce((sum, ms) => sum + ms, 0);
      console.log(
        `${label}: ${context.durations.length} rounds in ${(total / 1000).toFixed(1)} s ` +
          `(${(total / Math.max(1, context.durations.length) / 1000).toFixed(1)} s each), seed ${SEED}, load average ${loadAverage()}; ` +
          `${context.acknowledged} writes acknowledged, ${context.cut} cut by a kill, ${context.leftBehind} picture files left behind by the kills and swept`,
      );
      rmSync(context.dataDir, { recursive: true, force: true });
    }
  });

  for (let round = 1; round <= rounds; round += 1) {
    it(`round ${round}: every acknowledged write survives a SIGKILL, no picture is lost or left behind`, async () => {
      const started = Date.now();
      const random = seededRandom(SEED * 31 + round);
      const killAfter = KILL_AFTER_MS.min + Math.floor(random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      let killed = false;
      const writing = context.writers.map((writer) => write(context, writer, round, () => killed));
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      killed = true;
      const tree = await killTree(context.server);
      const acknowledged = (await Promise.all(writing)).reduce((sum, n) => sum + n, 0);
      expect(tree.filter(isAlive), 'processes of the killed server still alive').toEqual([]);
      const filesAtKill = storedKeys(context.dataDir, 'products');
      if (context.databaseUrl) {
        // Several processes may share a PostgreSQL and a folder of pictures: the sweep keeps files younger than
        // its grace. Time passes here by moving the files' dates back an hour.
        const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
        for (const key of storedKeys(context.dataDir, 'products')) {
          utimesSync(path.join(context.dataDir, 'uploads', ...key.split('/')), anHourAgo, anHourAgo);
        }
      }

      // Started again on the same DATA_DIR and database, with no cleaning up: the lock is taken over.
      context.server = await startServer({ dataDir: context.dataDir, env: context.env });
      expect(context.server.output()).not.toContain('Une autre instance');
      const inFlight = context.writers.map((writer) => describeOperation(writer.inFlight));
      context.acknowledged += acknowledged;
      context.cut += context.writers.filter((writer) => writer.inFlight).length;
      const problems = await verify(context, filesAtKill);
      context.durations.push(Date.now() - started);
      expect(
        problems,
        `${context.label} round ${round} (seed ${SEED}, killed after ${killAfter} ms, ${acknowledged} writes acknowledged, in flight: ${inFlight.join(' | ')})`,
      ).toEqual([]);
    });
  }

  it('ran no migration twice', async () => {
    if (context.databaseUrl) {
      expect(await postgresMigrationRows(context.databaseUrl)).toBe(migrationCount());
      return;
    }
    // The embedded database can be opened here only once the server has let it go.
    await context.server.stop();
    const { openDatabase } = await import('@/server/db/client');
    const { sql } = await import('drizzle-orm');
    const handle = await openDatabase({ dataDir: path.join(context.dataDir, 'pgdata') });
    try {
      const result = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0].n).toBe(migrationCount());
    } finally {
      await handle.close();
    }
  });

  it('keeps the owner able to sign in', async () => {
    if (context.server.process.exitCode !== null || context.server.process.signalCode !== null) {
      context.server = await startServer({ dataDir: context.dataDir, env: context.env });
    }
    await expect(apiSignIn(context.server.url, ADMIN.email, ADMIN.password)).resolves.toHaveProperty('accessToken');
  });
}

describe.runIf(PGLITE_ROUNDS > 0)(`SIGKILL rounds on PGlite (${PGLITE_ROUNDS})`, () => {
  crashRounds('PGlite', PGLITE_ROUNDS, () => null);
});

describe.runIf(POSTGRES_URL)(`SIGKILL rounds on PostgreSQL (${POSTGRES_ROUNDS})`, () => {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    database = await createScratchDatabase(POSTGRES_URL as string, 'boutique_crash');
  });
  afterAll(async () => {
    await database?.drop();
  });
  crashRounds('PostgreSQL', POSTGRES_ROUNDS, () => database?.url ?? null);
});

if (!POSTGRES_URL) {
  console.warn('\n!! SIGKILL rounds on PostgreSQL SKIPPED: TEST_DATABASE_URL is not set.\n');
}
