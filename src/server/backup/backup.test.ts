// Backups (docs/backups.md): a shop seeded through the API is saved by `npm run backup` while it runs, restored
// by `npm run restore` into a new DATA_DIR and opened again; a backup taken while writes are under way restores
// to a consistent database; bad requests are refused in French and change nothing.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import S3rver from 's3rver';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Backend, startBackend } from '@/server/bootstrap';
import { readConfig } from '@/server/config';
import { activityLog, admins, productImages, products } from '@/server/db/schema';
import { createHttpApp } from '@/server/http/http-app';
import { setMailer } from '@/server/mail/mailer';
import { hashPassword } from '@/server/services/accounts/passwords';
import { deleteProduct } from '@/server/services/catalog/delete-product';
import { RESTORED_MARKER, sweepOrphanPictures } from '@/server/services/catalog/orphan-pictures';
import { forgetKeys, journalKeys, storeImages } from '@/server/services/catalog/product-image-files';
import { prepareUploads } from '@/server/services/images/prepare-uploads';
import { setSmsSender } from '@/server/sms/sms';
import { file, picture, productForm } from '@test/catalog-fixtures';
import { usesPostgres } from '@test/harness';
import { getStorage, setStorage } from '@/server/storage/storage';
import { BACKUP_MESSAGES } from '@/shared/backup/messages';
import { acquireDataDirLock, lockAddress } from '@/server/data-dir-lock';
import { createBackup, restoreBackup } from './backup';
import { lastBackupAt } from './last-backup';
import { SNAPSHOT_REQUEST } from './snapshot';
import { backupCommand, restoreCommand } from './cli';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SUPER = { email: 'chef@boutique.test', password: 'MotDePasse-Solide-1' };
const SECOND = { email: 'vendeuse@boutique.test', password: 'Autre-MotDePasse-2' };

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-backup-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Shop {
  backend: Backend;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary envelopes
  call(method: string, apiPath: string, options?: { token?: string; json?: unknown; body?: BodyInit }): Promise<{ status: number; body: any }>;
  get(url: string): Promise<Response>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** A shop on dataDir started the way `npm start` starts it (lock, PGlite on disk, migrations), served in-process. */
async function openShop(dataDir: string, env: Record<string, string> = {}): Promise<Shop> {
  setStorage(undefined);
  setMailer(undefined);
  setSmsSender(undefined);
  const backend = await startBackend(readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', ...env }));
  const app = createHttpApp();
  const shop: Shop = {
    backend,
    async call(method, apiPath, options = {}) {
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body = options.body;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      const response = await app.request(`/api/v1${apiPath}`, { method, headers, body });
      return { status: response.status, body: await response.json() };
    },
    get: async (url) => app.request(url),
    async signIn(email, password) {
      const { status, body } = await shop.call('POST', '/auth/login', { json: { identifier: email, password } });
      expect(status, body.message).toBe(200);
      return body.data.accessToken;
    },
    async close() {
      await backend.close();
      setStorage(undefined);
    },
  };
  return shop;
}

/** Runs an npm script's file as the operator does (`npm run backup` is `node scripts/backup.mjs`). */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: os.homedir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

/** What a visitor and an administrator see of the catalogue, ids included. */
async function catalogue(shop: Shop) {
  const types = (await shop.call('GET', '/types')).body.data;
  const list = (await shop.call('GET', '/produits?limit=100')).body.data;
  return { types, list };
}

const describeEmbedded = describe.skipIf(usesPostgres());

describeEmbedded('npm run backup, then npm run restore', () => {
  it('saves a running shop and restores it whole into a new DATA_DIR: catalogue, pictures, administrators; no session, a new signing key', async () => {
    const source = path.join(tempDir(), 'data');
    const shop = await openShop(source, { ADMIN_EMAIL: SUPER.email, ADMIN_PASSWORD: SUPER.password });
    const login = await shop.call('POST', '/auth/login', { json: { identifier: SUPER.email, password: SUPER.password } });
    const { accessToken: token, refreshToken } = login.body.data;
    const created = await shop.call('POST', '/types', { token, json: { nom: 'Protéines', sousTypes: [{ nom: 'Whey' }, { nom: 'Vegan' }] } });
    expect(created.status).toBe(201);
    const proteins = created.body.data;
    expect((await shop.call('POST', '/types', { token, json: { nom: 'Épices', description: 'Du monde entier' } })).status).toBe(201);
    const spices = (await shop.call('GET', '/types')).body.data.find((c: { nom: string }) => c.nom === 'Épices');
    const forms = [
      productForm({ nom: 'Whey Gold Standard', prix: 45000, typeProduit: proteins.id, sousTypeProduit: proteins.sousTypes[0]._id, stock: 12 }, [
        file(await picture('jpeg', 800, 600), 'whey.jpg', 'image/jpeg'),
        file(await picture('png', 300, 300), 'whey-dos.png', 'image/png'),
      ]),
      productForm({ nom: 'Protéine de pois', prix: 30000, typeProduit: proteins.id, pourcentPromotion: 10 }, [file(await picture('webp'), 'pois.webp', 'image/webp')]),
      productForm({ nom: 'Curcuma bio', prix: 3500, typeProduit: spices.id, aLaUne: true }),
    ];
    for (const form of forms) expect((await shop.call('POST', '/produits', { token, body: form })).status).toBe(201);
    await shop.backend.database.db.insert(admins).values({
      email: SECOND.email,
      nom: 'Ndiaye',
      prenom: 'Awa',
      typeUtilisateur: 'admin',
      passwordHash: await hashPassword(SECOND.password),
      emailVerifie: true,
    });
    const before = await catalogue(shop);
    const pictureUrls: string[] = before.list.flatMap((p: { images: { url: string; thumbnailUrl: string }[] }) => p.images.flatMap((i) => [i.url, i.thumbnailUrl]));
    expect(pictureUrls).toHaveLength(6);
    const pictureBytes = await Promise.all(pictureUrls.map(async (url) => Buffer.from(await (await shop.get(url)).arrayBuffer())));

    // Saved while the shop runs, by the command an operator types, in another process.
    const backups = path.join(tempDir(), 'sauvegardes');
    const saved = await runScript('backup.mjs', [backups], { NODE_ENV: 'test', DATA_DIR: source });
    expect(saved.err).toBe('');
    expect(saved.code).toBe(0);
    const [name] = readdirSync(backups);
    expect(name).toMatch(/^boutique-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    const archive = path.join(backups, name);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const lines = saved.out.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Sauvegarde enregistrée : ${archive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\([\\d,]+ (ko|Mo)\\)$`));
    expect(lines[1]).toMatch(/^ {2}base de données\s: [\d,]+ Mo, copiée par la boutique en marche sans l'interrompre$/);
    expect(lines.slice(2)).toEqual([BACKUP_MESSAGES.savedPictures(6), BACKUP_MESSAGES.savedInClear]);
    // The signing key stays out of the archive: a copy of it cannot sign tokens for the live shop.
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).not.toContain('jwt-secret');
    expect(entries).toContain('pgdata.tar');
    // The shop went on serving, and left nothing behind.
    expect((await shop.call('GET', '/types')).status).toBe(200);
    expect(readdirSync(path.join(source, 'backup-snapshots'))).toEqual([]);
    await shop.close();

    // Into a DATA_DIR that does not exist yet.
    const target = path.join(tempDir(), 'restauree');
    const restored = await runScript('restore.mjs', [archive], { NODE_ENV: 'test', DATA_DIR: target });
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`restaurée dans ${target} :\n  2 catégories, 3 produits, 6 fichiers d'images, 2 administrateurs\n`);
    expect(restored.out).toContain(BACKUP_MESSAGES.restoredStart(target));
    expect(restored.out).toContain(BACKUP_MESSAGES.restoredSessions(1));
    expect(statSync(target).mode & 0o777).toBe(0o700);
    const oldKey = readFileSync(path.join(source, 'jwt-secret'), 'utf8').trim();
    const newKey = readFileSync(path.join(target, 'jwt-secret'), 'utf8').trim();
    expect(newKey.length).toBeGreaterThanOrEqual(32);
    expect(newKey).not.toBe(oldKey);

    const again = await openShop(target);
    try {
      expect(await catalogue(again)).toEqual(before);
      for (const [i, url] of pictureUrls.entries()) {
        const response = await again.get(url);
        expect(response.status, url).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(pictureBytes[i]), url).toBe(true);
      }
      // Both administrators sign in with their passwords.
      const superToken = await again.signIn(SUPER.email, SUPER.password);
      await again.signIn(SECOND.email, SECOND.password);
      const listed = await again.call('GET', '/auth/admin', { token: superToken });
      expect(listed.body.data.map((a: { email: string }) => a.email).sort()).toEqual([SUPER.email, SECOND.email]);
      // Every session of the backup is over: its access token and its refresh token are refused.
      const oldAccess = await again.call('GET', '/auth/profile', { token });
      expect(oldAccess.status).toBe(401);
      const oldRefresh = await again.call('POST', '/auth/refresh', { json: { refreshToken } });
      expect(oldRefresh.status).toBe(401);
      expect(oldRefresh.body.code).toBe('refresh_token_invalid');
      // And the old key signs nothing the restored shop accepts, not even for a session opened after the restore.
      const { sub, sid } = decodeJwt(superToken);
      expect((await again.call('GET', '/auth/profile', { token: superToken })).status).toBe(200);
      const forged = await new SignJWT({ sid, role: 'SUPER_ADMIN' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sub))
        .setIssuer('boutique')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode(oldKey));
      const refused = await again.call('GET', '/auth/profile', { token: forged });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('token_invalid');
    } finally {
      await again.close();
    }
  }, 240_000);

  it('copies a consistent database and every picture it names while products are created, deleted and restocked', async () => {
    const source = path.join(tempDir(), 'data');
    const shop = await openShop(source, { ADMIN_EMAIL: SUPER.email, ADMIN_PASSWORD: SUPER.password });
    const token = await shop.signIn(SUPER.email, SUPER.password);
    const category = (await shop.call('POST', '/types', { token, json: { nom: 'Vitamines' } })).body.data;
    const add = async (nom: string, stock: number, images: File[] = []) => {
      const { status, body } = await shop.call('POST', '/produits', { token, body: productForm({ nom, prix: 1000, typeProduit: category.id, stock }, images) });
      expect(status).toBe(201);
      return body.data._id as string;
    };
    const [a, b] = [await add('Vitamine A', 500), await add('Vitamine B', 500)];
    const { db } = shop.backend.database;

    // Writers: products with pictures come and go; units move from one product to the other in transactions
    // that stay open across turns of the event loop. A copy of files taken mid-write would break one or the
    // other: a row without its picture, or units lost or counted twice.
    const image = file(await picture('png', 16, 16), 'vitamine.png', 'image/png');
    let writing = true;
    let writes = 0;
    // Each keeps a few products alive and deletes the oldest after every creation: some product's pictures
    // are being removed at almost any moment.
    const churn = async (name: string) => {
      const alive: string[] = [];
      for (let n = 0; writing; n++) {
        alive.push(await add(`${name} ${n}`, 1, [image]));
        if (alive.length > 3) expect((await shop.call('DELETE', `/produits/${alive.shift()}`, { token })).status).toBe(200);
        writes++;
      }
    };
    // The same without re-encoding pictures, so that deletions come every few milliseconds: the keys journaled,
    // the files, then the rows and their activity line in one transaction, as the product service writes them.
    const webp = await picture('webp', 16, 16);
    const shelve = async (n: number) => {
      const id = randomUUID();
      const keys = [`products/${id}/a.webp`, `products/${id}/a-thumb.webp`];
      await journalKeys(db, keys);
      for (const key of keys) await getStorage().put(key, webp, 'image/webp');
      await db.transaction(async (tx) => {
        await tx.insert(products).values({ id, nom: `Vitamine E ${n}`, prix: 1000, categoryId: category.id, stock: 1 });
        await tx.insert(productImages).values({
          productId: id,
          storageKey: keys[0],
          thumbnailKey: keys[1],
          url: `/uploads/${keys[0]}`,
          thumbnailUrl: `/uploads/${keys[1]}`,
          filename: 'a.webp',
          size: webp.length,
        });
        await tx.insert(activityLog).values({ action: 'product.create', entityType: 'product', entityId: id, title: 'Produit créé' });
        await forgetKeys(tx, keys);
      });
      return id;
    };
    const [chief] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, SUPER.email));
    const actor = { id: chief.id, email: SUPER.email, nomComplet: null };
    const quickChurn = async () => {
      const alive: string[] = [];
      for (let n = 0; writing; n++) {
        alive.push(await shelve(n));
        if (alive.length > 3) await deleteProduct({ actor, id: alive.shift() as string });
        writes++;
      }
    };
    const churns = [churn('Vitamine C'), churn('Vitamine D'), quickChurn()];
    const transfers = (async () => {
      for (let n = 0; writing; n++) {
        await db.transaction(async (tx) => {
          const [from, to] = n % 2 === 0 ? [a, b] : [b, a];
          await tx.update(products).set({ stock: sql`${products.stock} - 1` }).where(eq(products.id, from));
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.update(products).set({ stock: sql`${products.stock} + 1` }).where(eq(products.id, to));
        });
        // Room for the other writers between two transfers.
        await new Promise((resolve) => setTimeout(resolve, 10));
        writes++;
      }
    })();

    const backups = path.join(tempDir(), 'sauvegardes');
    const writesBefore = writes;
    const saved = await runScript('backup.mjs', [backups], { NODE_ENV: 'test', DATA_DIR: source });
    const writesDuring = writes - writesBefore;
    writing = false;
    await Promise.all([...churns, transfers]);
    expect(saved.err).toBe('');
    expect(saved.code).toBe(0);
    expect(writesDuring).toBeGreaterThan(0);
    await shop.close();

    const target = path.join(tempDir(), 'restauree');
    const restored = await restoreBackup(readConfig({ NODE_ENV: 'test', DATA_DIR: target }), path.join(backups, readdirSync(backups)[0]));
    expect(restored.products).toBeGreaterThanOrEqual(2);
    const again = await openShop(target);
    try {
      const rows = await again.backend.database.db.select({ id: products.id, stock: products.stock }).from(products);
      const stockOf = (id: string) => rows.find((row) => row.id === id)?.stock;
      expect((stockOf(a) ?? 0) + (stockOf(b) ?? 0)).toBe(1000);
      // Each product and its activity line were written in one transaction: both are there, or neither.
      const created = await again.backend.database.db.select({ id: activityLog.entityId }).from(activityLog).where(eq(activityLog.action, 'product.create'));
      const deleted = await again.backend.database.db.select({ id: activityLog.entityId }).from(activityLog).where(eq(activityLog.action, 'product.delete'));
      const gone = new Set(deleted.map((row) => row.id));
      expect(rows.map((row) => row.id).sort()).toEqual(created.map((row) => row.id).filter((id) => !gone.has(id)).sort());
      // Every picture the restored database names is served.
      const list = (await again.call('GET', '/produits?limit=100')).body.data;
      expect(list).toHaveLength(rows.length);
      for (const product of list) {
        for (const picture of product.images) {
          expect((await again.get(picture.url)).status, picture.url).toBe(200);
          expect((await again.get(picture.thumbnailUrl)).status, picture.thumbnailUrl).toBe(200);
        }
      }
    } finally {
      await again.close();
    }
  }, 240_000);

  it('saves a stopped shop by opening its database itself, and then lets the shop start', async () => {
    const source = path.join(tempDir(), 'data');
    const shop = await openShop(source, { ADMIN_EMAIL: SUPER.email, ADMIN_PASSWORD: SUPER.password });
    await shop.close();
    expect(lastBackupAt(source)).toBeNull();
    const saved = await createBackup(readConfig({ NODE_ENV: 'test', DATA_DIR: source }), path.join(tempDir(), 'sauvegardes'));
    // Its date is left in DATA_DIR, for the dashboard's 'Mise en ligne'.
    expect(Date.now() - (lastBackupAt(source)?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(saved.fromRunningShop).toBe(false);
    expect(saved.encrypted).toBe(false);
    expect(existsSync(saved.file)).toBe(true);
    // The backup's lock is gone with it.
    const reopened = await openShop(source);
    await reopened.signIn(SUPER.email, SUPER.password);
    await reopened.close();
  }, 120_000);
});

describeEmbedded('a restored copy started beside the live shop, on its S3 bucket', () => {
  const BUCKET = 'boutique-restore';
  let s3: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir(), configureBuckets: [{ name: BUCKET, configs: [] }] });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });
  afterAll(async () => {
    await s3?.close();
  });
  const s3Env = () => ({ S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });

  type Created = { _id: string; images: { url: string; thumbnailUrl: string }[] };
  const add = async (shop: Shop, token: string, typeProduit: string, nom: string): Promise<Created> => {
    const { status, body } = await shop.call('POST', '/produits', {
      token,
      body: productForm({ nom, prix: 1000, typeProduit }, [file(await picture('png', 16, 16), 'vitamine.png', 'image/png')]),
    });
    expect(status).toBe(201);
    return body.data;
  };
  const keysOf = (product: Created) => product.images.flatMap((image) => [image.url, image.thumbnailUrl]).map((url) => url.replace(/^\/uploads\//, ''));
  const inBucket = async (keys: string[]) => Promise.all(keys.map(async (key) => (await getStorage().get(key)) !== null));
  const anHourOn = () => new Date(Date.now() + 60 * 60 * 1000);

  it('deletes none of the pictures the live shop uploaded after the backup, nor those that came with the backup', async () => {
    const live = path.join(tempDir(), 'data');
    const shop = await openShop(live, { ADMIN_EMAIL: SUPER.email, ADMIN_PASSWORD: SUPER.password, ...s3Env() });
    let inherited: Created;
    let uploadedAfter: Created;
    let category: string;
    const backups = path.join(tempDir(), 'sauvegardes');
    try {
      const token = await shop.signIn(SUPER.email, SUPER.password);
      category = (await shop.call('POST', '/types', { token, json: { nom: 'Vitamines' } })).body.data.id;
      inherited = await add(shop, token, category, 'Vitamine C');
      const saved = await runScript('backup.mjs', [backups], { NODE_ENV: 'test', DATA_DIR: live, ...s3Env() });
      expect(saved.code, saved.err).toBe(0);
      uploadedAfter = await add(shop, token, category, 'Vitamine D');
    } finally {
      await shop.close();
    }

    // Restored into a new DATA_DIR and started with the live shop's S3 variables, as docs/backups.md invites.
    const copyDir = path.join(tempDir(), 'copie');
    const restored = await runScript('restore.mjs', [path.join(backups, readdirSync(backups)[0])], { NODE_ENV: 'test', DATA_DIR: copyDir, ...s3Env() });
    expect(restored.code, restored.err).toBe(0);
    const copy = await openShop(copyDir, s3Env());
    try {
      await copy.backend.firstSweep;
      expect(await inBucket(keysOf(uploadedAfter))).toEqual([true, true]);
      // An hour on, past the grace (the bucket's clock cannot be moved back: the cut-off is moved forward).
      await sweepOrphanPictures(copy.backend.database.db, getStorage(), { writtenBefore: anHourOn() });
      expect(await inBucket(keysOf(uploadedAfter))).toEqual([true, true]);
      expect(await inBucket(keysOf(inherited))).toEqual([true, true]);

      // The copy's administrator deletes the product that came with the backup: the live shop still names its pictures.
      const token = await copy.signIn(SUPER.email, SUPER.password);
      expect((await copy.call('DELETE', `/produits/${inherited._id}`, { token })).status).toBe(200);
      expect(await inBucket(keysOf(inherited))).toEqual([true, true]);
      // What the copy uploads is its own: deleting it removes its files.
      const own = await add(copy, token, category, 'Vitamine E');
      expect(await inBucket(keysOf(own))).toEqual([true, true]);
      expect((await copy.call('DELETE', `/produits/${own._id}`, { token })).status).toBe(200);
      expect(await inBucket(keysOf(own))).toEqual([false, false]);
      await sweepOrphanPictures(copy.backend.database.db, getStorage(), { writtenBefore: anHourOn() });
    } finally {
      await copy.close();
    }

    // The live shop, started again, serves every one of its pictures.
    const again = await openShop(live, s3Env());
    try {
      for (const product of [inherited, uploadedAfter]) {
        for (const image of product.images) {
          for (const url of [image.url, image.thumbnailUrl]) expect((await again.get(url)).status, url).toBe(200);
        }
      }
    } finally {
      await again.close();
    }
  }, 240_000);

  it('trusts none of the journal of the backup: an upload in flight then, committed after it, keeps its pictures', async () => {
    const live = path.join(tempDir(), 'data');
    const shop = await openShop(live, { ADMIN_EMAIL: SUPER.email, ADMIN_PASSWORD: SUPER.password, ...s3Env() });
    const backups = path.join(tempDir(), 'sauvegardes');
    const id = randomUUID();
    let keys: string[];
    try {
      const token = await shop.signIn(SUPER.email, SUPER.password);
      const category = (await shop.call('POST', '/types', { token, json: { nom: 'Vitamines' } })).body.data.id;
      // An upload in flight at the backup's moment: its keys journaled, its files stored, its rows not yet committed.
      const { db } = shop.backend.database;
      const prepared = await prepareUploads([{ name: 'k.png', size: 0, bytes: await picture('png', 16, 16) }]);
      const stored = await storeImages(db, getStorage(), id, 'Vitamine K', prepared);
      keys = stored.keys;
      const saved = await runScript('backup.mjs', [backups], { NODE_ENV: 'test', DATA_DIR: live, ...s3Env() });
      expect(saved.code, saved.err).toBe(0);
      // Committed by the live shop after the backup, as createProduct does.
      await db.transaction(async (tx) => {
        await tx.insert(products).values({ id, nom: 'Vitamine K', prix: 1000, categoryId: category });
        await tx.insert(productImages).values(stored.rows);
        await forgetKeys(tx, stored.keys);
      });
    } finally {
      await shop.close();
    }

    const copyDir = path.join(tempDir(), 'copie');
    const restored = await runScript('restore.mjs', [path.join(backups, readdirSync(backups)[0])], { NODE_ENV: 'test', DATA_DIR: copyDir, ...s3Env() });
    expect(restored.code, restored.err).toBe(0);
    expect(existsSync(path.join(copyDir, RESTORED_MARKER))).toBe(true);
    const copy = await openShop(copyDir, s3Env());
    try {
      await copy.backend.firstSweep;
      expect(existsSync(path.join(copyDir, RESTORED_MARKER))).toBe(false);
      await sweepOrphanPictures(copy.backend.database.db, getStorage(), { writtenBefore: anHourOn() });
      expect(await inBucket(keys)).toEqual([true, true]);
    } finally {
      await copy.close();
    }

    const again = await openShop(live, s3Env());
    try {
      const product = (await again.call('GET', `/produits/${id}`)).body.data as Created;
      for (const image of product.images) {
        for (const url of [image.url, image.thumbnailUrl]) expect((await again.get(url)).status, url).toBe(200);
      }
    } finally {
      await again.close();
    }
  }, 240_000);
});

describe('refusals', () => {
  const said: string[] = [];
  afterEach(() => {
    said.length = 0;
    vi.restoreAllMocks();
  });
  function listen() {
    vi.spyOn(console, 'error').mockImplementation((line: string) => said.push(line));
    vi.spyOn(console, 'log').mockImplementation((line: string) => said.push(line));
  }

  it('points to pg_dump and pg_restore when the database is PostgreSQL', async () => {
    listen();
    const env = { NODE_ENV: 'test' as const, DATA_DIR: tempDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };
    expect(await backupCommand([path.join(tempDir(), 'sauvegardes')], env)).toBe(1);
    expect(await restoreCommand(['/nulle/part.tar.gz'], env)).toBe(1);
    expect(said).toEqual([BACKUP_MESSAGES.postgresBackup, BACKUP_MESSAGES.restorePostgres]);
  });

  it('says when there is no shop to save', async () => {
    listen();
    const dataDir = tempDir();
    const destination = path.join(tempDir(), 'sauvegardes');
    expect(await backupCommand([destination], { NODE_ENV: 'test', DATA_DIR: dataDir })).toBe(1);
    expect(said).toEqual([BACKUP_MESSAGES.noShop(dataDir)]);
    expect(existsSync(destination)).toBe(false);
  });

  it('refuses an archive that is missing or is not a backup, without creating DATA_DIR', async () => {
    listen();
    const target = path.join(tempDir(), 'restauree');
    const junk = path.join(tempDir(), 'vacances.tar.gz');
    writeFileSync(junk, 'pas une archive');
    expect(await restoreCommand([junk], { NODE_ENV: 'test', DATA_DIR: target })).toBe(1);
    expect(await restoreCommand([`${junk}.absent`], { NODE_ENV: 'test', DATA_DIR: target })).toBe(1);
    expect(await restoreCommand([], { NODE_ENV: 'test', DATA_DIR: target })).toBe(1);
    expect(said).toEqual([BACKUP_MESSAGES.notABackup(junk), BACKUP_MESSAGES.archiveNotFound(`${junk}.absent`), BACKUP_MESSAGES.restoreUsage(target)]);
    expect(existsSync(target)).toBe(false);
  });

  describeEmbedded('with an archive', () => {
    let archive = '';
    let source = '';
    it('makes one', async () => {
      source = path.join(tempDir(), 'data');
      const shop = await openShop(source, { ADMIN_PASSWORD: SUPER.password });
      await shop.close();
      archive = (await createBackup(readConfig({ NODE_ENV: 'test', DATA_DIR: source }), path.join(tempDir(), 'sauvegardes'))).file;
    }, 120_000);

    it("never brings back the signing key an earlier version's archive holds: the restored shop has a new one", async () => {
      // The archive as the previous version wrote it: the same, with jwt-secret and a manifest that says so.
      const unpacked = tempDir();
      await tar.x({ file: archive, cwd: unpacked });
      const oldKey = readFileSync(path.join(source, 'jwt-secret'), 'utf8');
      writeFileSync(path.join(unpacked, 'jwt-secret'), oldKey);
      const manifest = JSON.parse(readFileSync(path.join(unpacked, 'boutique-backup.json'), 'utf8'));
      writeFileSync(path.join(unpacked, 'boutique-backup.json'), JSON.stringify({ ...manifest, jwtSecret: true }));
      const earlier = path.join(tempDir(), 'ancienne.tar.gz');
      await tar.c({ gzip: true, cwd: unpacked, file: earlier, portable: true }, readdirSync(unpacked));
      const target = path.join(tempDir(), 'restauree');
      const restored = await restoreBackup(readConfig({ NODE_ENV: 'test', DATA_DIR: target }), earlier);
      expect(restored.newSigningKey).toBe(true);
      const newKey = readFileSync(path.join(target, 'jwt-secret'), 'utf8').trim();
      expect(newKey.length).toBeGreaterThanOrEqual(32);
      expect(newKey).not.toBe(oldKey.trim());
      // With JWT_SECRET set, that one wins: no key file is written, and the operator is told to rotate it.
      const withSecret = path.join(tempDir(), 'restauree');
      const kept = await restoreBackup(readConfig({ NODE_ENV: 'test', DATA_DIR: withSecret, JWT_SECRET: 'x'.repeat(48) }), earlier);
      expect(kept.newSigningKey).toBe(false);
      expect(existsSync(path.join(withSecret, 'jwt-secret'))).toBe(false);
    }, 120_000);

    it('is refused when BACKUP_PASSPHRASE is set, since nothing proves it unchanged; restored with --accept-unencrypted', async () => {
      listen();
      const passphrase = { NODE_ENV: 'test' as const, BACKUP_PASSPHRASE: 'thiéboudienne du vendredi' };
      const target = path.join(tempDir(), 'restauree');
      expect(await restoreCommand([archive], { ...passphrase, DATA_DIR: target })).toBe(1);
      expect(said).toEqual([BACKUP_MESSAGES.plainArchiveRefused(archive)]);
      expect(existsSync(target)).toBe(false);
      said.length = 0;
      expect(await restoreCommand(['--accept-unencrypted', archive], { ...passphrase, DATA_DIR: target })).toBe(0);
      expect(said.join('\n')).toContain(`restaurée dans ${target} :`);
      // Any other option is a mistake, said with the usage.
      said.length = 0;
      const other = path.join(tempDir(), 'autre');
      expect(await restoreCommand(['--accepter', archive], { ...passphrase, DATA_DIR: other })).toBe(1);
      expect(said).toEqual([BACKUP_MESSAGES.restoreUsage(other)]);
      expect(existsSync(other)).toBe(false);
    }, 120_000);

    it('refuses a DATA_DIR that is not empty, and leaves it as it was', async () => {
      listen();
      const target = tempDir();
      mkdirSync(path.join(target, 'uploads'));
      writeFileSync(path.join(target, 'notes.txt'), 'à garder');
      expect(await restoreCommand([archive], { NODE_ENV: 'test', DATA_DIR: target })).toBe(1);
      expect(said).toEqual([BACKUP_MESSAGES.dataDirNotEmpty(target)]);
      expect(readdirSync(target).sort()).toEqual(['notes.txt', 'uploads']);
      expect(readFileSync(path.join(target, 'notes.txt'), 'utf8')).toBe('à garder');
    });

    it("refuses a running shop's DATA_DIR, and leaves it as it was", async () => {
      const target = path.join(tempDir(), 'data');
      const shop = await openShop(target, { ADMIN_PASSWORD: SUPER.password });
      try {
        const entries = readdirSync(target).sort();
        listen();
        expect(await restoreCommand([archive], { NODE_ENV: 'test', DATA_DIR: target })).toBe(1);
        expect(said).toEqual([BACKUP_MESSAGES.shopRunning(target)]);
        expect(readdirSync(target).sort()).toEqual(entries);
      } finally {
        await shop.close();
      }
    }, 120_000);
  });
});

describe('archives that cannot be turned against the shop', () => {
  const said: string[] = [];
  afterEach(() => {
    said.length = 0;
    vi.restoreAllMocks();
  });
  function listen() {
    vi.spyOn(console, 'error').mockImplementation((line: string) => said.push(line));
    vi.spyOn(console, 'log').mockImplementation((line: string) => said.push(line));
  }
  const PASSPHRASE = 'thiéboudienne du vendredi';

  describeEmbedded('with BACKUP_PASSPHRASE', () => {
    let archive = '';
    it('writes an archive encrypted with AES-256-GCM, its header in clear', async () => {
      const source = path.join(tempDir(), 'data');
      const shop = await openShop(source, { ADMIN_EMAIL: SUPER.email, ADMIN_PASSWORD: SUPER.password });
      await shop.close();
      listen();
      const destination = path.join(tempDir(), 'sauvegardes');
      expect(await backupCommand([destination], { NODE_ENV: 'test', DATA_DIR: source, BACKUP_PASSPHRASE: PASSPHRASE })).toBe(0);
      const [name] = readdirSync(destination);
      expect(name).toMatch(/^boutique-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz\.enc$/);
      archive = path.join(destination, name);
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      expect(said).toContain(BACKUP_MESSAGES.savedEncrypted);
      const bytes = readFileSync(archive);
      const header = JSON.parse(bytes.subarray(0, bytes.indexOf(0x0a)).toString('utf8'));
      expect(header).toMatchObject({ format: 'boutique-backup-encrypted', version: 1, cipher: 'aes-256-gcm', kdf: 'scrypt' });
      // Neither a gzip stream nor a tar: nothing of it reads without the passphrase.
      expect(bytes.subarray(bytes.indexOf(0x0a) + 1, bytes.indexOf(0x0a) + 3).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
      expect(bytes.includes(Buffer.from(SUPER.email))).toBe(false);
    }, 120_000);

    it('is refused without the passphrase, with a wrong one, or with one byte changed, and nothing is written', async () => {
      listen();
      const target = path.join(tempDir(), 'restauree');
      expect(await restoreCommand([archive], { NODE_ENV: 'test', DATA_DIR: target })).toBe(1);
      expect(await restoreCommand([archive], { NODE_ENV: 'test', DATA_DIR: target, BACKUP_PASSPHRASE: 'thiéboudienne du samedi' })).toBe(1);
      expect(said).toEqual([BACKUP_MESSAGES.passphraseNeeded(archive), BACKUP_MESSAGES.wrongPassphrase(archive)]);
      expect(existsSync(target)).toBe(false);

      const bytes = readFileSync(archive);
      const headerEnd = bytes.indexOf(0x0a);
      // A byte of the content, of the tag at the end, and of the clear header (its salt).
      const saltAt = bytes.indexOf(Buffer.from('"salt":"')) + 9;
      for (const at of [headerEnd + 1 + Math.floor((bytes.length - headerEnd) / 2), bytes.length - 1, saltAt]) {
        said.length = 0;
        const tampered = path.join(tempDir(), 'modifiee.tar.gz.enc');
        const copy = Buffer.from(bytes);
        copy[at] = copy[at] === 0x41 ? 0x42 : 0x41;
        writeFileSync(tampered, copy);
        expect(await restoreCommand([tampered], { NODE_ENV: 'test', DATA_DIR: target, BACKUP_PASSPHRASE: PASSPHRASE })).toBe(1);
        expect(said, String(at)).toEqual([BACKUP_MESSAGES.wrongPassphrase(tampered)]);
        expect(existsSync(target)).toBe(false);
      }
    }, 60_000);

    it('restores with the same passphrase', async () => {
      listen();
      const target = path.join(tempDir(), 'restauree');
      expect(await restoreCommand([archive], { NODE_ENV: 'test', DATA_DIR: target, BACKUP_PASSPHRASE: PASSPHRASE })).toBe(0);
      expect(said.join('\n')).toContain(`restaurée dans ${target} :`);
      const again = await openShop(target);
      try {
        await again.signIn(SUPER.email, SUPER.password);
      } finally {
        await again.close();
      }
    }, 120_000);

    it('refuses a passphrase too short to be one', async () => {
      listen();
      const destination = path.join(tempDir(), 'sauvegardes');
      expect(await backupCommand([destination], { NODE_ENV: 'test', DATA_DIR: tempDir(), BACKUP_PASSPHRASE: 'court' })).toBe(1);
      expect(said).toEqual([BACKUP_MESSAGES.passphraseTooShort(12)]);
      expect(existsSync(destination)).toBe(false);
    });
  });

  describe('a crafted archive', () => {
    /** An archive laid out like a backup, plus what the caller adds to the folder it is made from. */
    async function crafted(add: (dir: string) => void, entries: string[] = [], preservePaths = false): Promise<string> {
      const dir = path.join(tempDir(), 'contenu');
      mkdirSync(path.join(dir, 'uploads', 'products'), { recursive: true });
      writeFileSync(path.join(dir, 'boutique-backup.json'), JSON.stringify({ format: 1, createdAt: new Date().toISOString(), pictures: 'local', jwtSecret: false }));
      writeFileSync(path.join(dir, 'pgdata.tar'), 'base');
      writeFileSync(path.join(dir, 'uploads', 'products', 'vraie.webp'), 'RIFF....WEBP');
      add(dir);
      const file = path.join(tempDir(), 'piegee.tar.gz');
      await tar.c({ gzip: true, cwd: dir, file, preservePaths }, ['boutique-backup.json', 'pgdata.tar', 'uploads', ...entries]);
      return file;
    }

    async function expectRefused(archive: string, entry: string) {
      listen();
      const target = path.join(tempDir(), 'restauree');
      const outside = path.join(path.dirname(target), 'evasion.txt');
      expect(await restoreCommand([archive], { NODE_ENV: 'test', DATA_DIR: target })).toBe(1);
      expect(said).toEqual([BACKUP_MESSAGES.unsafeEntry(archive, entry)]);
      expect(existsSync(target)).toBe(false);
      expect(existsSync(outside)).toBe(false);
      said.length = 0;
    }

    it('with a symbolic link is refused, and nothing is written', async () => {
      const archive = await crafted((dir) => symlinkSync('/etc/passwd', path.join(dir, 'uploads', 'products', 'lien.webp')));
      await expectRefused(archive, 'uploads/products/lien.webp');
    });

    it('with a hard link is refused, and nothing is written', async () => {
      const archive = await crafted((dir) => linkSync(path.join(dir, 'uploads', 'products', 'vraie.webp'), path.join(dir, 'uploads', 'products', 'double.webp')));
      const listed: string[] = [];
      await tar.t({ file: archive, onReadEntry: (entry) => listed.push(`${entry.type} ${entry.path}`) });
      const link = listed.find((line) => line.startsWith('Link '));
      expect(link).toBeDefined();
      await expectRefused(archive, String(link).slice('Link '.length));
    });

    it('with a path climbing out of DATA_DIR, or an absolute one, is refused, and nothing is written', async () => {
      const climbing = await crafted(
        (dir) => writeFileSync(path.join(dir, '..', 'evasion.txt'), 'dehors'),
        ['../evasion.txt'],
        true,
      );
      await expectRefused(climbing, '../evasion.txt');
      const secret = path.join(tempDir(), 'absolu.txt');
      writeFileSync(secret, 'absolu');
      const absolute = await crafted(() => {}, [secret], true);
      await expectRefused(absolute, secret);
    });
  });

  describeEmbedded('the answer on the lock socket', () => {
    /** A DATA_DIR that looks like a stopped shop's, and a folder elsewhere that must survive the backup. */
    function setting() {
      const dataDir = tempDir();
      mkdirSync(path.join(dataDir, 'pgdata'));
      writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17');
      const victim = path.join(tempDir(), 'precieux');
      mkdirSync(victim);
      writeFileSync(path.join(victim, 'garder.txt'), 'à garder');
      return { dataDir, victim };
    }

    it("is not believed from a process that listens without the shop's key, and nothing is deleted", async () => {
      const { dataDir, victim } = setting();
      // A shop killed with SIGKILL left its boutique.lock; another local user listens on the free lock.
      writeFileSync(path.join(dataDir, 'boutique.lock'), JSON.stringify({ pid: 1, key: 'k'.repeat(43) }), { mode: 0o600 });
      const impostor = net.createServer((socket) => {
        socket.write(`${JSON.stringify({ pid: 4242, challenge: 'defi' })}\n`);
        socket.on('data', () => socket.end(`${JSON.stringify({ body: JSON.stringify({ result: { dir: victim, dataDir } }), proof: 'x' })}\n`));
      });
      await new Promise<void>((resolve) => impostor.listen(lockAddress(dataDir).address, resolve));
      try {
        const destination = path.join(tempDir(), 'sauvegardes');
        await expect(createBackup(readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), destination)).rejects.toThrow("n'a pas prouvé qu'il est la boutique de ce dossier");
        expect(readFileSync(path.join(victim, 'garder.txt'), 'utf8')).toBe('à garder');
        expect(existsSync(destination)).toBe(false);
      } finally {
        impostor.close();
      }
    });

    it("is refused when the shop names a folder outside its DATA_DIR's backup area, and nothing is deleted", async () => {
      const { dataDir, victim } = setting();
      const lock = await acquireDataDirLock(dataDir);
      const viaLink = path.join(dataDir, 'backup-snapshots', 'lien');
      mkdirSync(path.dirname(viaLink));
      symlinkSync(victim, viaLink);
      const answers = [{ dir: victim, dataDir }, { dir: viaLink, dataDir }, { dir: path.join(dataDir, 'backup-snapshots'), dataDir }, { dir: victim, dataDir: victim }];
      let asked = 0;
      lock.answer(SNAPSHOT_REQUEST, async () => answers[asked++]);
      try {
        for (const answer of answers) {
          const destination = path.join(tempDir(), 'sauvegardes');
          await expect(createBackup(readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), destination)).rejects.toThrow(
            BACKUP_MESSAGES.foreignSnapshot(dataDir, answer.dir),
          );
          expect(readFileSync(path.join(victim, 'garder.txt'), 'utf8')).toBe('à garder');
          expect(lstatSync(viaLink).isSymbolicLink()).toBe(true);
          expect(existsSync(destination)).toBe(false);
        }
        expect(asked).toBe(answers.length);
      } finally {
        lock.release();
      }
    });
  });
});
