// A seeded fuzzer over every route of the HTTP app (the API under /api/v1, enumerated from the app's own route
// table, and the pictures under /uploads): malformed and hostile requests, sent in-process through app.request(),
// each answer checked (no 5xx, the JSON envelope, a French message, a failure's known code), then what the
// database and the picture folder hold checked against what the acknowledged requests explain. Used by
// src/server/api/fuzz.test.ts (a few hundred requests) and bench/fuzz/run.ts (the full count); docs/api.md,
// "Hostile input".
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { settleBackgroundTasks } from '@/server/background';
import { admins, categories, deliveryZones, orders, productImages, products } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { API_BASE_PATH, UPLOADS_PATH } from '@/shared/constants';
import { FEED_PATHS } from '@/shared/feeds/paths';
import { isErrorCode } from '@/shared/error-codes';
import { file, picture, pngBomb } from './catalog-fixtures';
import type { TestAdmin, TestBackend } from './harness';

// ── Randomness ──────────────────────────────────────────────────────────────

/** mulberry32: small, fast and the same on every machine for a given seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const hex = (length: number) => Array.from({ length }, () => int(16).toString(16)).join('');
  return {
    next,
    int,
    /** A version 4 UUID from the seed, so that a run's ids repeat too. */
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(4)]}${hex(3)}-${hex(12)}`,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(items.length)],
  };
}
type Random = ReturnType<typeof seededRandom>;

/** FUZZ_SEED when set (a failure prints the seed it ran with), else a new one. */
export function fuzzSeed(env: Record<string, string | undefined> = process.env): number {
  const given = env.FUZZ_SEED?.trim();
  if (given) {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`FUZZ_SEED must be an integer from 0 to 4294967295: ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 0xffffffff);
}

// ── What is sent ────────────────────────────────────────────────────────────

/** A number written into JSON text as it is: NaN, 1e309 and -0 have no JSON.stringify form. */
class RawNumber {
  constructor(readonly text: string) {}
}

type FuzzValue = string | number | boolean | null | RawNumber | FuzzValue[] | { [key: string]: FuzzValue };

function toJsonText(value: FuzzValue): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const HUNDRED_KB = 100 * 1024;

/** Texts no field should choke on. */
const ODD_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  'null',
  'NaN',
  'true',
  '0',
  '-0',
  '1e308',
  '-1',
  '9'.repeat(40),
  '\u0000',
  'Whey\u0000Gold',
  '\ud800',
  'a\udfffb',
  '\u202eLTR\u202c',
  '\u200f\u200e\u061c',
  '\ufeffBOM',
  '👩🏽‍🔬🇸🇳🥤',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308',
  'Z̷̢̛̗̣͈̪̼̘̋̿͑̋͝a̸̧̛̜̲̠̗l̴̡͓̖̓g̶̳̈́o̵̧͚̽',
  '\u2028\u2029',
  '￿\ufffe',
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  '" OR ""="',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, sent as it is
  '${7*7}',
  '%s%s%n',
  '%_\\',
  'a & b | !c <-> (d:*',
  '.*[a-(^$',
  'protéine  vitamine\u00a0whey',
  'ÄÖÜß ǅ ﬁ İ ς',
  '__proto__',
  'admin@boutique.test',
  'a@b',
  '+221771234567',
  '2026-02-31',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  'block',
  'unblock',
  'prix',
  'on',
];

const ODD_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e308', '1e309', '-1e308', '-0', '0', '-1', '0.5', '2147483648', '9007199254740993', '123456789012345678901234567890', '1e-400'];

/** Every field name the API reads somewhere, and some it never should. */
const FIELD_NAMES = [
  'nom',
  'prenom',
  'nomComplet',
  'email',
  'numero',
  'dateNaissance',
  'identifier',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'refreshToken',
  'token',
  'action',
  'accroche',
  'description',
  'sousTypes',
  '_id',
  'prix',
  'pourcentPromotion',
  'aLaUne',
  'enRupture',
  'stock',
  'typeProduit',
  'sousTypeProduit',
  'images',
  'role',
  'typeUtilisateur',
  'id',
  'constructor',
  'prototype',
  '__proto__',
  '',
  '\u0000',
  'a'.repeat(300),
  // Orders and delivery zones.
  'lignes',
  'produitId',
  'quantite',
  'zoneId',
  'pointDeRepere',
  'note',
  'idempotencyKey',
  'client',
  'telephone',
  'fraisLivraison',
  'motif',
  'payee',
  'methode',
  'reference',
  'noteInterne',
  'frais',
  'delai',
  'actif',
  'position',
];

const QUERY_NAMES = ['page', 'limit', 'sortBy', 'minPrice', 'maxPrice', 'search', 'type', 'subtype', 'ids', 'by', 'categorie', 'q', 'status', 'from', 'to'];

function hundredKb(random: Random): string {
  const unit = random.pick(['a', 'é', '😀', '\u0301', '\u0000', 'Protéine ', "' OR 1=1 -- "]);
  return unit.repeat(Math.ceil(HUNDRED_KB / unit.length)).slice(0, HUNDRED_KB);
}

function oddString(random: Random, ids: string[]): string {
  const roll = random.int(10);
  if (roll === 0) return hundredKb(random);
  if (roll === 1 && ids.length > 0) return random.pick(ids);
  if (roll === 2) return random.uuid();
  if (roll === 3) return random.pick(ODD_STRINGS) + random.pick(ODD_STRINGS);
  return random.pick(ODD_STRINGS);
}

function oddValue(random: Random, ids: string[], depth = 0): FuzzValue {
  const roll = random.int(depth > 2 ? 8 : 11);
  switch (roll) {
    case 0:
    case 1:
    case 2:
    case 3:
      return oddString(random, ids);
    case 4:
      return new RawNumber(random.pick(ODD_NUMBERS));
    case 5:
      return random.int(100_000);
    case 6:
      return random.chance(0.5);
    case 7:
      return null;
    case 8:
      return Array.from({ length: random.int(4) }, () => oddValue(random, ids, depth + 1));
    case 9:
      return { nom: oddValue(random, ids, depth + 1), _id: oddValue(random, ids, depth + 1) };
    default:
      return oddObject(random, ids, depth + 1);
  }
}

/** A value each field could well hold: a body built from these gets past validation, to the services. */
function plausibleValue(random: Random, name: string, ids: string[], categoryIds: string[]): FuzzValue {
  const n = random.int(1_000_000);
  const id = () => (ids.length > 0 ? random.pick(ids) : random.uuid());
  const values: Record<string, () => FuzzValue> = {
    nom: () => `Fuzz ${n}`,
    prenom: () => 'Awa',
    nomComplet: () => 'Awa Diop',
    email: () => `fuzz${n}@boutique.test`,
    numero: () => `+22177${String(n).padStart(7, '0')}`,
    dateNaissance: () => '1990-05-01',
    identifier: () => `fuzz${n}@boutique.test`,
    password: () => 'pas-le-bon',
    currentPassword: () => 'pas-le-bon',
    newPassword: () => 'NouveauMotDePasse-1',
    confirmPassword: () => 'NouveauMotDePasse-1',
    refreshToken: () => random.uuid().replaceAll('-', '').repeat(2),
    token: () => random.uuid().replaceAll('-', ''),
    action: () => random.pick(['block', 'unblock']),
    accroche: () => 'Le meilleur du rayon',
    description: () => 'Une description',
    sousTypes: () => [{ nom: `Type ${n}` }, { nom: `Autre ${n}`, _id: id() }] as FuzzValue[],
    prix: () => 1 + random.int(100_000),
    pourcentPromotion: () => random.int(90),
    aLaUne: () => random.chance(0.5),
    enRupture: () => random.pick(['true', 'false', 'on', '']),
    stock: () => random.int(100),
    typeProduit: () => (random.chance(0.8) && categoryIds.length > 0 ? random.pick(categoryIds) : id()),
    sousTypeProduit: () => (random.chance(0.6) ? '' : id()),
    // An order's and a zone's fields: a body of these gets to the services, which price, check and store it.
    lignes: () => Array.from({ length: 1 + random.int(3) }, () => ({ produitId: id(), quantite: 1 + random.int(3) })) as FuzzValue[],
    produitId: id,
    quantite: () => 1 + random.int(5),
    zoneId: () => (random.chance(0.3) ? null : id()),
    pointDeRepere: () => 'En face de la mosquée',
    note: () => 'Merci de livrer le matin',
    idempotencyKey: () => random.uuid(),
    client: () => ({ nom: 'Awa Diop', telephone: random.pick(['+221771234567', '77 123 45 67', '123']) }),
    telephone: () => random.pick(['77 123 45 67', '+33612345678', '12']),
    fraisLivraison: () => (random.chance(0.5) ? null : random.int(5_000)),
    motif: () => 'Client injoignable',
    payee: () => random.chance(0.5),
    methode: () => random.pick(['wave', 'orange_money', 'especes', 'carte']),
    reference: () => `WAVE-${n}`,
    noteInterne: () => 'RAS',
    frais: () => (random.chance(0.2) ? null : random.int(5_000)),
    delai: () => '24h',
    actif: () => random.chance(0.8),
    position: () => random.int(100),
  };
  return (values[name] ?? (() => oddValue(random, ids)))();
}

/** Every field a plausible value, then one to three of them made odd or left out. */
function plausibleObject(random: Random, ids: string[], categoryIds: string[]): { [key: string]: FuzzValue } {
  const names = FIELD_NAMES.filter((name) => /^[a-zA-Z_]+$/.test(name) && !['constructor', 'prototype', '__proto__', 'images', 'role', 'typeUtilisateur', 'id', '_id'].includes(name));
  const object: { [key: string]: FuzzValue } = {};
  for (const name of names) object[name] = plausibleValue(random, name, ids, categoryIds);
  for (let i = 0, n = 1 + random.int(3); i < n; i += 1) {
    const name = random.pick(names);
    if (random.chance(0.3)) delete object[name];
    else object[name] = oddValue(random, ids);
  }
  return object;
}

function oddObject(random: Random, ids: string[], depth = 0): { [key: string]: FuzzValue } {
  const object: { [key: string]: FuzzValue } = {};
  const fields = 1 + random.int(6);
  for (let i = 0; i < fields; i += 1) {
    const name = random.chance(0.9) ? random.pick(FIELD_NAMES) : oddString(random, []).slice(0, 50);
    object[name] = oddValue(random, ids, depth);
  }
  return object;
}

const MALFORMED_JSON = [
  '{',
  '{"nom":',
  '{"nom":"Whey"',
  '{"nom":"Whey"}}',
  "{'nom':'Whey'}",
  '{nom:"Whey"}',
  '{"prix":NaN}',
  '{"prix":01}',
  '{"nom":"\\u00"}',
  '{"nom":"\\ud800"}',
  '[1,2',
  'nul',
  'undefined',
  '\u0000',
  '\ufeff{"nom":"Whey"}',
  '{"a":1,}',
  '// comment\n{}',
  '<?xml version="1.0"?><nom>Whey</nom>',
  'nom=Whey&prix=1',
];

const WRONG_TOP_LEVEL = ['[]', '[{"nom":"Whey"}]', '42', '"nom"', 'null', 'true', '-0', '1e309'];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nope',
  'multipart/mixed; boundary=x',
  'image/png',
  'application/octet-stream',
  ';;;',
  '',
];

// ── Pictures and multipart parts ────────────────────────────────────────────

export interface FuzzAssets {
  validPng: Buffer;
  forgedPng: Buffer;
  truncatedJpeg: Buffer;
  bomb: Buffer;
  /** A small JPEG whose frame header claims 60,000 × 60,000 pixels. */
  jpegBomb: Buffer;
  svg: Buffer;
}

function jpegBomb(jpeg: Buffer): Buffer {
  const bomb = Buffer.from(jpeg);
  // The start-of-frame segment (FFC0, baseline, or FFC2, progressive): length, precision, then height and width.
  for (let i = 2; i < bomb.length - 9; i += 1) {
    if (bomb[i] === 0xff && (bomb[i + 1] === 0xc0 || bomb[i + 1] === 0xc2)) {
      bomb.writeUInt16BE(60_000, i + 5);
      bomb.writeUInt16BE(60_000, i + 7);
      return bomb;
    }
  }
  throw new Error('no start-of-frame segment in the JPEG');
}

export async function fuzzAssets(): Promise<FuzzAssets> {
  const validPng = await picture('png', 32, 24);
  const jpeg = await picture('jpeg', 64, 48);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return {
    validPng,
    forgedPng: Buffer.concat([signature, Buffer.from('this is plain text wearing a PNG header')]),
    truncatedJpeg: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
    bomb: await pngBomb(),
    jpegBomb: jpegBomb(jpeg),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>'),
  };
}

/** File names that are hostile but say nothing a giveaway check would take for a leak (messages quote them). */
const FILE_NAMES = ['photo.png', 'photo.jpg', '../../etc/passwd.png', '..%2f..%2fx.jpg', 'a\u0000b.png', '😀.gif', '\u202egnp.exe', ' ', '', `${'x'.repeat(400)}.png`, "'; DROP TABLE product_images; --.webp", 'C:\\boot.ini.jpg'];

interface PictureChoice {
  file: File;
  /** Bytes no product may be saved with: a product form carrying it must be refused. */
  hostile: boolean;
}

function pictureFile(random: Random, assets: FuzzAssets): PictureChoice {
  const name = random.pick(FILE_NAMES);
  const roll = random.int(8);
  const type = random.pick(['image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', 'application/octet-stream', '']);
  if (roll === 0) return { file: file(assets.validPng, name, type), hostile: false };
  if (roll === 1) return { file: file(assets.forgedPng, name, type), hostile: true };
  if (roll === 2) return { file: file(assets.truncatedJpeg, name, type), hostile: true };
  if (roll === 3) return { file: file(assets.bomb, name, type), hostile: true };
  if (roll === 4) return { file: file(assets.svg, name, 'image/svg+xml'), hostile: true };
  if (roll === 5) return { file: file(Buffer.alloc(0), name, type), hostile: false };
  if (roll === 6) return { file: file(random.chance(0.5) ? assets.jpegBomb : hundredKb(random), name, type), hostile: true };
  return { file: file(Buffer.from('GIF89a'), name, 'image/gif'), hostile: true };
}

/** A multipart body written by hand, for the parts no FormData would make. */
function oddMultipart(random: Random, assets: FuzzAssets): { body: Uint8Array<ArrayBuffer>; contentType: string; hostile: boolean } {
  const boundary = random.pick(['fuzz', 'a'.repeat(70), '--', 'x y', '"quoted"']);
  const crlf = '\r\n';
  const parts = [
    `--${boundary}${crlf}Content-Disposition: form-data; name="nom"${crlf}${crlf}Whey${crlf}`,
    `--${boundary}${crlf}Content-Disposition: form-data; name="images"; filename="../../x.png"${crlf}Content-Type: image/png${crlf}${crlf}`,
    `--${boundary}${crlf}${crlf}no headers at all${crlf}`,
    `--${boundary}${crlf}Content-Disposition: form-data${crlf}${crlf}no name${crlf}`,
    `--${boundary}${crlf}Content-Disposition: form-data; name="prix"; name="stock"${crlf}${crlf}12${crlf}`,
    `--${boundary}${crlf}Content-Disposition: form-data; name="${'h'.repeat(9000)}"${crlf}${crlf}long header${crlf}`,
    `--${boundary}${crlf}Content-Disposition: form-data; name="images"; filename*=UTF-8''%F0%9F%98%80.png${crlf}${crlf}`,
    `--${boundary}${crlf}Content-Type: multipart/mixed; boundary=inner${crlf}Content-Disposition: form-data; name="images"${crlf}${crlf}--inner${crlf}${crlf}nested${crlf}--inner--${crlf}`,
  ];
  const chosen: (string | Buffer)[] = [];
  let hostile = false;
  for (let i = 0, n = 1 + random.int(4); i < n; i += 1) {
    const part = random.pick(parts);
    chosen.push(part);
    if (part.includes('filename')) {
      chosen.push(random.pick([assets.forgedPng, assets.truncatedJpeg, assets.svg, assets.bomb]), crlf);
      hostile = true;
    }
  }
  const ending = random.pick([`--${boundary}--${crlf}`, `--${boundary}`, '', `--other--${crlf}`]);
  chosen.push(ending);
  const body = Buffer.concat(chosen.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  const contentType = random.pick([`multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary="${boundary}"`, 'multipart/form-data', `multipart/form-data; boundary=${boundary}x`]);
  return { body: Uint8Array.from(body), contentType, hostile };
}

// ── Ids in paths ────────────────────────────────────────────────────────────

/** Percent-encodes any text; a lone surrogate becomes the bytes of one (ED A0 80), which no UTF-8 decoder takes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')).replace(/%EF%BF%BD/g, '%ED%A0%80');
  }
}

/** Path segments, already percent-encoded as a client would send them (some deliberately malformed). */
const ODD_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e',
  '..%5C..%5Cwindows',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent("1; DROP TABLE admins"),
  '%00',
  'a%00b',
  '%ZZ',
  '%F0%9F',
  '%ED%A0%80',
  encodeURIComponent('👩🏽‍🔬'),
  encodeURIComponent('\u202e'),
  '-1',
  '0',
  'NaN',
  '1e308',
  'null',
  'undefined',
  'panier',
  'best',
  '%20',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-000000000000',
];

function oddSegment(random: Random, ids: string[]): string {
  const roll = random.int(10);
  if (roll < 3 && ids.length > 0) {
    const id = random.pick(ids);
    return random.chance(0.2) ? id.toUpperCase() : id;
  }
  if (roll === 3) return random.uuid();
  if (roll === 4) return encode(oddString(random, []).slice(0, 2000));
  return random.pick(ODD_SEGMENTS);
}

// ── Tokens ──────────────────────────────────────────────────────────────────

export interface FuzzCredentials {
  admin: TestAdmin;
  superAdmin: TestAdmin;
  /** The super administrator's step-up header (docs/decisions/026-step-up.md), so that invitations and blocks reach their body. */
  superAdminStepUp: Record<string, string>;
  /** Expired, forged, truncated or malformed: each must be refused like no token. */
  bad: string[];
}

async function badTokens(backend: TestBackend, admin: TestAdmin, superAdmin: TestAdmin): Promise<string[]> {
  const claims = { adminId: superAdmin.id, sessionId: superAdmin.sessionId, role: superAdmin.role };
  const expired = await new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.adminId)
    .setIssuer('boutique')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(backend.config.jwtSecret ?? ''));
  const forged = await new SignJWT({ sid: claims.sessionId, role: 'SUPER_ADMIN' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin.id)
    .setIssuer('boutique')
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode('a-key-that-is-not-the-shop-secret-0123456789'));
  const [header, payload] = superAdmin.token.split('.');
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  const otherSession = await signAccessToken({ ...claims, sessionId: randomUUID() });
  const unknownAdmin = await signAccessToken({ adminId: randomUUID(), sessionId: randomUUID(), role: 'SUPER_ADMIN' });
  return [
    expired,
    forged,
    unsigned,
    otherSession,
    unknownAdmin,
    superAdmin.token.slice(0, -10),
    `${header}.${payload}`,
    `${superAdmin.token}x`,
    "' OR 1=1 --",
    'a'.repeat(8000),
    'null',
  ];
}

function authorization(random: Random, credentials: FuzzCredentials): { header?: string; kind: string; stepUp?: boolean } {
  const roll = random.int(20);
  if (roll < 5) return { kind: 'none' };
  if (roll < 11) return { header: `Bearer ${credentials.admin.token}`, kind: 'admin' };
  if (roll < 16) return { header: `Bearer ${credentials.superAdmin.token}`, kind: 'super-admin', stepUp: random.chance(0.8) };
  if (roll === 16) return { header: random.pick(['Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `bearer  ${credentials.admin.token}  `, `Bearer ${credentials.admin.token} extra`, 'Bearer \u00e9']), kind: 'malformed' };
  return { header: `Bearer ${random.pick(credentials.bad)}`, kind: 'forged' };
}

// ── Routes ──────────────────────────────────────────────────────────────────

export interface FuzzRoute {
  method: string;
  path: string;
}

/** The app's own route table: every handler, middleware left out, each method and path once. */
export function fuzzRoutes(app: TestBackend['app']): FuzzRoute[] {
  const seen = new Set<string>();
  const routes: FuzzRoute[] = [];
  for (const { method, path: routePath } of app.routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${routePath}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path: routePath });
  }
  return routes;
}

/** The answer's request: what the fuzzer sent, and what it must not be allowed to do. */
export interface FuzzRequest {
  route: FuzzRoute;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** What the body was, for a failure's report. */
  bodyKind: string;
  tokenKind: string;
  /** Carries pictures no product may be saved with: a 2xx is stored junk. */
  hostilePictures: boolean;
}

function fillPath(random: Random, routePath: string, ids: string[]): string {
  const filled = routePath.replace(/:[A-Za-z]+/g, () => oddSegment(random, ids));
  return filled.replace(/\*$/, () => uploadKey(random, ids));
}

/** Keys under /uploads: the stored pictures, and ways out of the folder. */
function uploadKey(random: Random, keys: string[]): string {
  const roll = random.int(6);
  if (roll === 0 && keys.length > 0) return random.pick(keys);
  return random.pick([
    '..%2F..%2Fetc%2Fpasswd.png',
    '%2e%2e%2f%2e%2e%2fsecrets.png',
    '%2Fetc%2Fpasswd.png',
    'products/..%2F..%2F..%2Fjwt-secret.png',
    'a%00.png',
    '%ZZ.png',
    'x.svg',
    'x.PNG',
    '.png',
    `${'a'.repeat(3000)}.webp`,
    encodeURIComponent("' OR 1=1 --.jpg"),
    `products/${random.uuid()}.webp`,
    '',
    'products/',
    '..',
  ]);
}

function queryString(random: Random, ids: string[]): string {
  if (random.chance(0.3)) return '';
  const pairs: string[] = [];
  for (let i = 0, n = 1 + random.int(4); i < n; i += 1) {
    const name = random.chance(0.85) ? random.pick(QUERY_NAMES) : random.pick(['', '%00', '__proto__', 'a[b]', 'x'.repeat(200)]);
    const value = random.chance(0.2) ? random.pick(ODD_NUMBERS) : oddString(random, ids).slice(0, random.chance(0.1) ? HUNDRED_KB : 3000);
    pairs.push(random.chance(0.1) ? random.pick(['%ZZ=1', 'page', '&&', '=', `ids=${ids.slice(0, 60).join(',')}`]) : `${encode(name)}=${encode(value)}`);
  }
  return `?${pairs.join('&')}`;
}

const JSON_LIMIT = 1024 * 1024;

/** A body for a route that reads one (or for one that does not: it must not care). */
function requestBody(random: Random, ids: string[], categoryIds: string[], assets: FuzzAssets): Pick<FuzzRequest, 'body' | 'bodyKind' | 'hostilePictures'> & { contentType?: string } {
  const roll = random.int(20);
  const jsonType = () => (random.chance(0.8) ? 'application/json' : random.pick(CONTENT_TYPES));
  if (roll === 0) return { bodyKind: 'none', hostilePictures: false, contentType: random.chance(0.5) ? 'application/json' : undefined };
  if (roll <= 2) return { body: random.pick(MALFORMED_JSON), bodyKind: 'malformed JSON', hostilePictures: false, contentType: jsonType() };
  if (roll === 3) return { body: random.pick(WRONG_TOP_LEVEL), bodyKind: 'JSON of the wrong type', hostilePictures: false, contentType: jsonType() };
  if (roll === 4) {
    const depth = random.pick([100, 5_000, 200_000]);
    return { body: '['.repeat(depth) + ']'.repeat(depth), bodyKind: `JSON nested ${depth} deep`, hostilePictures: false, contentType: 'application/json' };
  }
  if (roll === 5) {
    const oversized = `{"nom":"${'a'.repeat(JSON_LIMIT + random.int(1024))}"}`;
    return { body: oversized, bodyKind: 'oversized JSON', hostilePictures: false, contentType: 'application/json' };
  }
  if (roll <= 8) {
    return { body: toJsonText(oddObject(random, ids)), bodyKind: 'JSON object of odd fields', hostilePictures: false, contentType: jsonType() };
  }
  if (roll <= 11) {
    return { body: toJsonText(plausibleObject(random, ids, categoryIds)), bodyKind: 'plausible JSON, some fields odd', hostilePictures: false, contentType: jsonType() };
  }
  if (roll === 12) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(oddObject(random, ids))) form.append(name, typeof value === 'string' ? value : toJsonText(value));
    return { body: form.toString(), bodyKind: 'url-encoded form', hostilePictures: false, contentType: 'application/x-www-form-urlencoded' };
  }
  if (roll <= 16) {
    const form = new FormData();
    let hostile = false;
    for (const [name, value] of Object.entries(oddObject(random, ids))) {
      if (name === 'images') continue;
      form.append(name, typeof value === 'string' ? value : toJsonText(value));
    }
    // Often a plausible product beside the odd fields, so that the pictures are what decides.
    if (random.chance(0.5) && ids.length > 0) {
      form.set('nom', 'Produit du fuzz');
      form.set('prix', String(1 + random.int(50_000)));
      form.set('typeProduit', random.pick(categoryIds.length > 0 ? categoryIds : ids));
    }
    if (random.chance(0.25)) {
      // Good pictures only: the product is stored with them, and its files must follow its fate.
      for (let i = 0, n = 1 + random.int(2); i < n; i += 1) form.append('images', file(assets.validPng, random.pick(FILE_NAMES), 'image/png'));
      return { body: form, bodyKind: 'multipart form, good pictures', hostilePictures: false };
    }
    for (let i = 0, n = random.int(7); i < n; i += 1) {
      const { file: picked, hostile: bad } = pictureFile(random, assets);
      const field = random.pick(['images', 'images', 'images[]', 'image', 'nom']);
      // A file under another name than the pictures' is not a picture of the product: the form ignores it.
      hostile ||= bad && field.startsWith('images');
      form.append(field, picked);
    }
    return { body: form, bodyKind: 'multipart form', hostilePictures: hostile };
  }
  if (roll === 17) {
    const { body, contentType, hostile } = oddMultipart(random, assets);
    return { body, bodyKind: 'hand-written multipart', hostilePictures: hostile, contentType };
  }
  if (roll === 18) {
    return { body: Uint8Array.from(random.pick([assets.forgedPng, assets.bomb, assets.svg, assets.truncatedJpeg])), bodyKind: 'raw picture bytes', hostilePictures: true, contentType: random.pick(CONTENT_TYPES) };
  }
  return { body: hundredKb(random), bodyKind: '100 KB text', hostilePictures: false, contentType: random.pick(CONTENT_TYPES) };
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Request n of a run: a route of the table (or a path outside it), odd in every part. */
export function makeRequest(random: Random, routes: FuzzRoute[], target: FuzzTarget): FuzzRequest {
  const { ids, categoryIds, uploadKeys, credentials, assets } = target;
  let route = random.pick(routes);
  let url: string;
  if (random.chance(0.03)) {
    route = { method: random.pick(OTHER_METHODS), path: '(unknown)' };
    url = random.pick([`${API_BASE_PATH}/`, `${API_BASE_PATH}/inconnu`, `${API_BASE_PATH}/produits/a/b/c`, `${API_BASE_PATH}/%2e%2e/%2e%2e/etc/passwd`, `${API_BASE_PATH}/types/${random.uuid()}/x`, '/', '/api', `${UPLOADS_PATH}`, '/.env']);
  } else {
    url = fillPath(random, route.path, route.path.startsWith(UPLOADS_PATH) ? uploadKeys : ids);
  }
  const method = random.chance(0.05) ? random.pick(OTHER_METHODS) : route.method;
  url += queryString(random, ids);
  const headers: Record<string, string> = {};
  const auth = authorization(random, credentials);
  if (auth.header) headers.authorization = auth.header;
  if (auth.stepUp) Object.assign(headers, credentials.superAdminStepUp);
  if (random.chance(0.05)) headers['x-request-id'] = random.pick(['../../x', 'a'.repeat(300), "' OR 1=1 --", '\u00e9']);
  if (random.chance(0.03)) headers['x-forwarded-for'] = random.pick(['1.2.3.4', "' OR 1=1 --", '::1, 10.0.0.1', 'a'.repeat(500)]);
  if (method === 'GET' || method === 'HEAD') return { route, method, url, headers, bodyKind: 'none', tokenKind: auth.kind, hostilePictures: false };
  const { body, bodyKind, hostilePictures, contentType } = requestBody(random, ids, categoryIds, assets);
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { route, method, url, headers, body, bodyKind, tokenKind: auth.kind, hostilePictures };
}

// ── Checks ──────────────────────────────────────────────────────────────────

/** Words of a library's or of JavaScript's own English that no answer of the shop may carry. */
export const ENGLISH_GIVEAWAYS = [
  'Expected',
  'Invalid input',
  'Invalid',
  'Required',
  'Unexpected token',
  'Unexpected',
  'undefined',
  'stack',
  'Error',
  'error:',
  'Cannot',
  'failed',
  'must be',
  'is not',
  'received',
  'Unrecognized',
  'Too big',
  'Too small',
  'JSON at position',
  'NaN',
  '[object',
  'null',
  'Bad Request',
  'Not Found',
  'Internal Server',
  'Payload Too Large',
  'Malformed',
  'Unauthorized',
  'Forbidden',
];

export function englishGiveaway(message: string): string | null {
  return ENGLISH_GIVEAWAYS.find((word) => message.includes(word)) ?? null;
}

export interface FuzzFailure {
  index: number;
  request: string;
  status: number;
  reason: string;
  answer: string;
}

function describe(request: FuzzRequest): string {
  const url = request.url.length > 240 ? `${request.url.slice(0, 240)}…(${request.url.length} chars)` : request.url;
  return `${request.method} ${url} [route ${request.route.method} ${request.route.path}; token ${request.tokenKind}; body ${request.bodyKind}; content-type ${request.headers['content-type'] ?? '(none)'}]`;
}

const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
/** The CSV exports (docs/api.md, "Orders"; docs/api.md, "Customers"): each path and the header it starts with. */
const CSV_EXPORTS: Record<string, string> = {
  [`${API_BASE_PATH}/commandes/export.csv`]: 'Référence;',
  [`${API_BASE_PATH}/clients/export.csv`]: 'Nom;',
};

/** What is wrong with an answer, or null. */
function checkAnswer(request: FuzzRequest, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `server error ${status}`;
  // Over node:http, a request line or headers past its 16 KB are refused by Node itself, without a body.
  if (status === 431 && text === '') return null;
  const isApi = request.url.startsWith(`${API_BASE_PATH}/`) || request.url === API_BASE_PATH;
  if (request.url.startsWith(`${UPLOADS_PATH}/`) && request.method === 'GET' && request.route.path !== '(unknown)') {
    if (status === 200) return contentType.startsWith('image/') ? null : `picture answered as ${contentType}`;
    return status === 404 ? null : `picture answered ${status}`;
  }
  if (request.method === 'HEAD') return null;
  // The API's own description (docs/api.md, "The OpenAPI document") is the one answer that is not the envelope.
  // The CSV exports (docs/api.md, "Orders"; docs/api.md, "Customers") are files for French Excel, not the envelope.
  const csvHeader = CSV_EXPORTS[request.route.path];
  if (csvHeader && request.method === 'GET' && status === 200) {
    // (The byte order mark it starts with is dropped by the decoding of `text`.)
    return contentType.startsWith('text/csv') && text.startsWith(csvHeader) ? null : 'not the CSV export';
  }
  // The catalogue feeds (docs/api.md, "Catalogue feeds") are files of Meta's and Google's formats.
  if (request.route.path === FEED_PATHS.meta && request.method === 'GET' && (status === 200 || status === 304)) {
    return status === 304 || (contentType.startsWith('text/csv') && text.startsWith('id,title,')) ? null : 'not the Meta feed';
  }
  if (request.route.path === FEED_PATHS.google && request.method === 'GET' && (status === 200 || status === 304)) {
    return status === 304 || (contentType.startsWith('application/xml') && text.startsWith('<?xml')) ? null : 'not the Google feed';
  }
  if (request.route.path === OPENAPI_PATH && request.method === 'GET' && status === 200) {
    return contentType.startsWith('application/json') && text.startsWith('{"openapi":"3.1') ? null : 'not the OpenAPI document';
  }
  if (!isApi && status === 404 && text === '') return null;
  if (!contentType.startsWith('application/json')) return `not JSON (${contentType || 'no content type'})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'unparseable JSON';
  }
  if (typeof body !== 'object' || body === null) return 'not an envelope';
  const envelope = body as { success?: unknown; status?: unknown; code?: unknown; message?: unknown; data?: unknown };
  if (typeof envelope.success !== 'boolean' || envelope.status !== status || typeof envelope.message !== 'string' || !('data' in envelope)) {
    return 'not the envelope { success, status, message, data }';
  }
  if (envelope.success !== (status < 300)) return `success ${envelope.success} with status ${status}`;
  if (envelope.message.trim() === '') return 'empty message';
  const messages = [envelope.message];
  if (!envelope.success) {
    const errors = (envelope.data as { errors?: unknown } | null)?.errors;
    if (errors && typeof errors === 'object') messages.push(...Object.values(errors).filter((m): m is string => typeof m === 'string'));
    if (/"stack"\s*:/.test(text)) return 'a stack in the answer';
  }
  for (const message of messages) {
    const word = englishGiveaway(message);
    if (word) return `English in the message ("${word}"): ${message.slice(0, 200)}`;
  }
  // Clients decide on a failure's code, never on its wording (docs/api.md, "Errors and statuses").
  if (!envelope.success && !isErrorCode(envelope.code)) return `no known error code (${JSON.stringify(envelope.code) ?? 'none'})`;
  return null;
}

/** The code of a failed answer of the API, for the report's tally. */
function failureCode(contentType: string, text: string): string | null {
  if (!contentType.startsWith('application/json') || !text.startsWith('{"success":false')) return null;
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

// ── The run ─────────────────────────────────────────────────────────────────

export interface FuzzTarget {
  credentials: FuzzCredentials;
  assets: FuzzAssets;
  /** Ids of things that exist: categories, sub-types, products, an administrator nobody else needs. */
  ids: string[];
  /** The categories among them, for plausible products. */
  categoryIds: string[];
  uploadKeys: string[];
}

/** A small catalogue (two categories, a product with its picture), two administrators and a third to spare. */
export async function prepareFuzzTarget(backend: TestBackend): Promise<FuzzTarget> {
  const admin = await backend.createAdmin({ role: 'admin' });
  const superAdmin = await backend.createAdmin({ role: 'SUPER_ADMIN' });
  const spare = await backend.createAdmin({ role: 'admin' });
  const assets = await fuzzAssets();
  const ids = [spare.id];
  const categoryIds: string[] = [];
  for (const nom of ['Protéines', 'Épices']) {
    const category = await backend.call('POST', '/types', { token: admin.token, json: { nom, sousTypes: [{ nom: 'Whey' }, { nom: 'Poivre' }] } });
    if (category.status !== 201) throw new Error(`fuzz setup: category refused (${category.status})`);
    categoryIds.push(category.body.data._id);
    ids.push(category.body.data._id, ...category.body.data.sousTypes.map((s: { _id: string }) => s._id));
  }
  const form = new FormData();
  form.append('nom', 'Whey de départ');
  form.append('prix', '15000');
  form.append('typeProduit', ids[1]);
  form.append('images', file(assets.validPng, 'depart.png', 'image/png'));
  const product = await backend.call('POST', '/produits', { token: admin.token, body: form });
  if (product.status !== 201) throw new Error(`fuzz setup: product refused (${product.status}): ${product.body.message}`);
  ids.push(product.body.data._id);
  const uploadKeys = product.body.data.images.flatMap((image: { url: string; thumbnailUrl: string }) =>
    [image.url, image.thumbnailUrl].map((url) => url.slice(UPLOADS_PATH.length + 1)),
  );
  // A delivery zone and an order, so that their routes meet ids that exist.
  const zone = await backend.call('POST', '/zones', { token: admin.token, json: { nom: 'Plateau', frais: 1500, delai: '24h' } });
  if (zone.status !== 201) throw new Error(`fuzz setup: zone refused (${zone.status}): ${zone.body.message}`);
  ids.push(zone.body.data._id);
  const order = await backend.call('POST', '/commandes/admin', {
    token: admin.token,
    json: { lignes: [{ produitId: product.body.data._id, quantite: 1 }], zoneId: zone.body.data._id },
  });
  if (order.status !== 201) throw new Error(`fuzz setup: order refused (${order.status}): ${order.body.message}`);
  ids.push(order.body.data._id);
  const superAdminStepUp = await backend.stepUp(superAdmin);
  return { credentials: { admin, superAdmin, superAdminStepUp, bad: await badTokens(backend, admin, superAdmin) }, assets, ids, categoryIds, uploadKeys };
}

export interface StoredCounts {
  categories: number;
  products: number;
  admins: number;
  orders: number;
  zones: number;
  pictures: number;
}

async function storedCounts(backend: TestBackend): Promise<StoredCounts> {
  const count = async (table: typeof categories | typeof products | typeof admins | typeof orders | typeof deliveryZones | typeof productImages) =>
    (await backend.db.select().from(table)).length;
  return {
    categories: await count(categories),
    products: await count(products),
    admins: await count(admins),
    orders: await count(orders),
    zones: await count(deliveryZones),
    pictures: await count(productImages),
  };
}

/** Files of the picture folder, relative to it ('products/…'). */
function pictureFiles(backend: TestBackend): string[] {
  const root = path.join(backend.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

export interface FuzzReport {
  seed: number;
  requests: number;
  routes: string[];
  statuses: Record<number, number>;
  /** The codes of the failed answers. */
  codes: Record<string, number>;
  tokens: Record<string, number>;
  bodies: Record<string, number>;
  failures: FuzzFailure[];
  /** What the database held before and after, and what the acknowledged writes explain. */
  stored: { before: StoredCounts; after: StoredCounts; expected: Omit<StoredCounts, 'pictures'> };
  durationMs: number;
}

/** The resource an acknowledged write changed the count of: POST on a collection adds one, DELETE of an item removes one. */
const COUNTED: Record<string, keyof Omit<StoredCounts, 'pictures'>> = {
  [`${API_BASE_PATH}/types`]: 'categories',
  [`${API_BASE_PATH}/produits`]: 'products',
  [`${API_BASE_PATH}/auth/admin`]: 'admins',
  [`${API_BASE_PATH}/commandes`]: 'orders',
  [`${API_BASE_PATH}/zones`]: 'zones',
};

function countChange(request: FuzzRequest, status: number): { table: keyof Omit<StoredCounts, 'pictures'>; by: number } | null {
  if (status < 200 || status >= 300) return null;
  const collection = request.route.path.replace(/\/:id$/, '');
  const table = COUNTED[collection];
  // 'Nouvelle commande' records an order as the shopper's call does.
  if (request.method === 'POST' && request.route.path === `${API_BASE_PATH}/commandes/admin` && status === 201) return { table: 'orders', by: 1 };
  if (!table) return null;
  if (request.method === 'POST' && request.route.path === collection && status === 201) return { table, by: 1 };
  if (request.method === 'DELETE' && request.route.path === `${collection}/:id`) return { table, by: -1 };
  return null;
}

export async function runFuzz(
  backend: TestBackend,
  target: FuzzTarget,
  options: {
    seed: number;
    count: number;
    concurrency?: number;
    /** Sends a request (a path and its init) another way than app.request(): over node:http, say. */
    fetch?: (url: string, init: RequestInit) => Promise<Response>;
    onProgress?: (done: number) => void;
  },
): Promise<FuzzReport> {
  const random = seededRandom(options.seed);
  const routes = fuzzRoutes(backend.app);
  // Work left running after an answer (e-mails, picture clean-up) must not fail unseen either.
  const stray: string[] = [];
  const onStray = (error: unknown) => stray.push(String((error as Error)?.stack ?? error).slice(0, 500));
  process.on('unhandledRejection', onStray);
  process.on('uncaughtException', onStray);
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    routes: routes.map((route) => `${route.method} ${route.path}`),
    statuses: {},
    codes: {},
    tokens: {},
    bodies: {},
    failures: [],
    stored: { before: await storedCounts(backend), after: await storedCounts(backend), expected: { categories: 0, products: 0, admins: 0, orders: 0, zones: 0 } },
    durationMs: 0,
  };
  const expected = { ...report.stored.before };
  const started = performance.now();
  /** The request sent before, with its answer's status: a connection's trouble may come from it. */
  let previous = '(none)';
  const send = async (index: number, request: FuzzRequest) => {
    let status = 0;
    let text = '';
    let contentType = '';
    try {
      const init = { method: request.method, headers: request.headers, body: request.body };
      const response = await (options.fetch ? options.fetch(request.url, init) : backend.app.request(request.url, init));
      status = response.status;
      contentType = response.headers.get('content-type') ?? '';
      text = await response.text();
    } catch (error) {
      const cause = (error as Error)?.cause;
      const answer = `${String(cause ?? error)}; after ${previous}; ${String((error as Error)?.stack ?? error).slice(0, 300)}`;
      report.failures.push({ index, request: describe(request), status: 0, reason: 'the request threw', answer });
      return;
    }
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    const code = failureCode(contentType, text);
    if (code) report.codes[code] = (report.codes[code] ?? 0) + 1;
    previous = `#${index} (${status}) ${describe(request).slice(0, 300)}`;
    let reason = checkAnswer(request, status, contentType, text);
    if (!reason && request.hostilePictures && status >= 200 && status < 300 && (request.method === 'POST' || request.method === 'PUT') && /\/produits/.test(request.route.path)) {
      reason = 'a product saved from a form carrying a forged or hostile picture';
    }
    if (reason) report.failures.push({ index, request: describe(request), status, reason, answer: text.slice(0, 500) });
    const change = countChange(request, status);
    if (change) expected[change.table] += change.by;
    // A catalogue id deleted by an acknowledged request stays in the pool: a later request naming it gets a 404.
  };
  // One request at a time by default; with a concurrency, that many at once (the same requests for a seed, the
  // order of their handling left to the server: races between writes show, at the cost of an exact replay).
  const concurrency = Math.max(1, options.concurrency ?? 1);
  for (let index = 0; index < options.count; index += concurrency) {
    const batch: Promise<void>[] = [];
    for (let i = index; i < Math.min(options.count, index + concurrency); i += 1) {
      const request = makeRequest(random, routes, target);
      report.requests += 1;
      report.tokens[request.tokenKind] = (report.tokens[request.tokenKind] ?? 0) + 1;
      report.bodies[request.bodyKind] = (report.bodies[request.bodyKind] ?? 0) + 1;
      batch.push(send(i, request));
    }
    await Promise.all(batch);
    options.onProgress?.(report.requests);
  }
  report.durationMs = Math.round(performance.now() - started);

  // What is stored: the counts the acknowledged writes explain, and the picture folder matching the database.
  await settleBackgroundTasks();
  process.off('unhandledRejection', onStray);
  process.off('uncaughtException', onStray);
  for (const error of stray) report.failures.push({ index: -1, request: '(during the run)', status: 0, reason: 'an unhandled error', answer: error });
  const after = await storedCounts(backend);
  report.stored.after = after;
  report.stored.expected = { categories: expected.categories, products: expected.products, admins: expected.admins, orders: expected.orders, zones: expected.zones };
  for (const table of ['categories', 'products', 'admins', 'orders', 'zones'] as const) {
    if (after[table] !== expected[table]) {
      report.failures.push({ index: -1, request: '(after the run)', status: 0, reason: `${table}: ${after[table]} stored, ${expected[table]} explained by the acknowledged writes`, answer: '' });
    }
  }
  const keys = new Set((await backend.db.select().from(productImages)).flatMap((image) => [image.storageKey, image.thumbnailKey]));
  const files = pictureFiles(backend);
  const strays = files.filter((name) => !keys.has(name));
  const missing = [...keys].filter((key) => !files.includes(key));
  if (strays.length > 0) report.failures.push({ index: -1, request: '(after the run)', status: 0, reason: `${strays.length} picture file(s) no product names`, answer: strays.slice(0, 5).join(', ') });
  if (missing.length > 0) report.failures.push({ index: -1, request: '(after the run)', status: 0, reason: `${missing.length} picture(s) named but not stored`, answer: missing.slice(0, 5).join(', ') });
  return report;
}

/** The failures as text, seed first, so that the run can be repeated with FUZZ_SEED. */
export function formatFailures(report: FuzzReport, max = 20): string {
  const lines = [`fuzz seed ${report.seed} (repeat with FUZZ_SEED=${report.seed}): ${report.failures.length} failure(s) in ${report.requests} requests`];
  for (const failure of report.failures.slice(0, max)) {
    lines.push(`#${failure.index} ${failure.request}\n  → ${failure.status}: ${failure.reason}\n  ${failure.answer.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  if (report.failures.length > max) lines.push(`… and ${report.failures.length - max} more`);
  return lines.join('\n');
}
