// Every error code of the API (src/shared/error-codes.ts; docs/api.md, "Errors and statuses"), one request each:
// the status, the code and the French message a client gets. A code added to the list without its request here
// fails the last test. Failures of what lies outside the process (the mail server, the disk, the database) are
// made by their own errors, thrown where the real ones are.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passkeys, sessions, signInChallenges } from '@/server/db/schema';
import { getMailer } from '@/server/mail/mailer';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { hashToken } from '@/server/services/accounts/token-hash';
import { toggleAdminStatus } from '@/server/services/accounts/toggle-admin-status';
import { DomainError } from '@/server/services/errors';
import { getStorage } from '@/server/storage/storage';
import { file, picture, productForm } from '@test/catalog-fixtures';
import { type CallResult, type TestAdmin, useTestBackend } from '@test/harness';
import { ERROR_CODES, type ErrorCode } from '@/shared/error-codes';
import { WAVE_MESSAGES } from '@/shared/payments/wave';
import { API_MESSAGES as A, SERVER_MESSAGES as S } from '@/shared/messages';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { CATALOGUE_MESSAGES as C } from '@/shared/catalog/messages';
import { ORDER_MESSAGES as O } from '@/shared/orders/messages';
import { CUSTOMER_MESSAGES as CU } from '@/shared/customers/messages';
import { DEMO_MESSAGES } from '@/shared/demo/messages';
import { STEP_UP_MESSAGES as SU } from '@/shared/auth/step-up';
import { TWO_FACTOR_MESSAGES as TF } from '@/shared/auth/two-factor';
import { PASSKEY_MESSAGES as PK, PASSKEYS } from '@/shared/auth/passkeys';
import { SoftPasskey } from '@test/passkey';
import { codeFor, enrolTotp, stepAt } from '@test/totp';
import { createApi } from './app';

// Client addresses are read from X-Forwarded-For, so that each sign-in case has an address of its own. Wave is on,
// its API out of reach (nothing listens on port 9 of the loopback).
const t = useTestBackend({ env: { TRUST_PROXY: 'true', WAVE_API_KEY: 'wave_sn_prod_test', WAVE_WEBHOOK_SECRET: 'wave-secret', WAVE_API_URL: 'http://127.0.0.1:9' } });

let clerk: TestAdmin;
let boss: TestAdmin;
let full: { id: string; nom: string };

beforeAll(async () => {
  clerk = await t().createAdmin({ role: 'admin' });
  boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
  const category = await t().call('POST', '/types', { token: clerk.token, json: { nom: 'Épicerie fine' } });
  full = category.body.data;
  const product = await t().call('POST', '/produits', { token: clerk.token, json: { nom: 'Miel de Casamance', prix: 4500, typeProduit: full.id } });
  expect(product.status).toBe(201);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** The relying party of the test backend's PUBLIC_URL (http://boutique.test). */
const PASSKEY_RP = { rpId: 'boutique.test', origin: 'http://boutique.test' };

/** An answer of the API app alone, to a route that throws what a service or the database would. */
async function thrownBy(method: 'GET' | 'POST', error: unknown): Promise<CallResult> {
  const app = createApi();
  app.on(method, '/__throws', () => {
    throw error;
  });
  const response = await app.request('/api/v1/__throws', { method });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** An error as node-postgres or a socket raises it. */
const systemError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** The page code of an order a shopper records (of the zone given, else of none). */
async function shopperOrderCode(zoneId?: string): Promise<string> {
  const products = await t().call('GET', '/produits?limit=1');
  const lignes = [{ produitId: products.body.data[0]._id, quantite: 1 }];
  const answer = await t().call('POST', '/commandes', { json: { lignes, idempotencyKey: randomUUID(), ...(zoneId ? { zoneId } : {}) } });
  return String(answer.body.data.lienSuivi).split('/').pop() as string;
}

interface Case {
  status: number;
  message: string;
  send: () => Promise<CallResult>;
}

const CASES: Record<ErrorCode, Case> = {
  validation_failed: {
    status: 400,
    message: CATALOGUE_VALIDATION.categoryNameRequired,
    send: () => t().call('POST', '/types', { token: clerk.token, json: {} }),
  },
  invalid_json: {
    status: 400,
    message: A.invalidJson,
    send: () => t().call('POST', '/types', { token: clerk.token, body: '{"nom":', headers: { 'content-type': 'application/json' } }),
  },
  invalid_id: { status: 400, message: A.invalidId, send: () => t().call('GET', '/types/pas-un-id') },
  current_password_wrong: {
    status: 400,
    message: AUTH_MESSAGES.currentPasswordWrong,
    send: () =>
      t().call('PUT', '/auth/change-password', {
        token: clerk.token,
        headers: from('198.51.100.10'),
        json: { currentPassword: 'devinette', newPassword: 'Nouveau-Mot-2', confirmPassword: 'Nouveau-Mot-2' },
      }),
  },
  verification_link_invalid: { status: 400, message: AUTH_MESSAGES.verificationLinkInvalid, send: () => t().call('GET', '/auth/verify/jeton-inconnu') },
  reset_link_invalid: {
    status: 400,
    message: AUTH_MESSAGES.resetLinkInvalid,
    send: () => t().call('POST', '/auth/reset-password', { headers: from('198.51.100.11'), json: { token: 'jeton-inconnu', newPassword: 'Nouveau-Mot-2' } }),
  },
  unauthenticated: { status: 401, message: A.unauthenticated, send: () => t().call('GET', '/auth/profile') },
  token_invalid: { status: 401, message: A.tokenInvalid, send: () => t().call('GET', '/auth/profile', { token: 'pas.un.jeton' }) },
  invalid_credentials: {
    status: 401,
    message: AUTH_MESSAGES.invalidCredentials,
    send: () => t().call('POST', '/auth/login', { headers: from('198.51.100.12'), json: { identifier: clerk.email, password: 'devinette' } }),
  },
  refresh_token_invalid: {
    status: 401,
    message: AUTH_MESSAGES.refreshTokenInvalid,
    send: () => t().call('POST', '/auth/refresh', { json: { refreshToken: 'jeton-inconnu' } }),
  },
  token_expired: {
    status: 403,
    message: A.tokenExpired,
    send: async () => {
      const expired = await signAccessToken({ adminId: clerk.id, sessionId: clerk.sessionId, role: 'admin' }, '0s');
      return t().call('GET', '/auth/profile', { token: expired });
    },
  },
  forbidden: { status: 403, message: A.forbidden, send: () => t().call('GET', '/auth/admin', { token: clerk.token }) },
  step_up_required: {
    status: 403,
    message: SU.required,
    send: async () => {
      // A sign-in of the last five minutes counts as a step-up: this one is made older (the other cases send one).
      await t().db.update(sessions).set({ createdAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.id, boss.sessionId));
      return t().call('POST', '/auth/admin', { token: boss.token, json: { email: 'sans.confirmation@boutique.test' } });
    },
  },
  account_blocked: {
    status: 403,
    message: AUTH_MESSAGES.accountBlocked,
    send: async () => {
      const blocked = await t().createAdmin({ locked: true });
      return t().call('POST', '/auth/login', { headers: from('198.51.100.13'), json: { identifier: blocked.email, password: blocked.password } });
    },
  },
  account_unverified: {
    status: 403,
    message: AUTH_MESSAGES.accountNotVerified,
    send: async () => {
      const unverified = await t().createAdmin({ verified: false });
      return t().call('POST', '/auth/login', { headers: from('198.51.100.14'), json: { identifier: unverified.email, password: unverified.password } });
    },
  },
  contact_change_forbidden: {
    status: 403,
    message: AUTH_MESSAGES.superAdminContactLocked,
    send: () => t().call('PUT', '/auth/profile', { token: boss.token, json: { nom: 'Sall', prenom: 'Aminata', email: 'autre.adresse@boutique.test' } }),
  },
  cannot_block_self: {
    status: 403,
    message: AUTH_MESSAGES.cannotBlockSelf,
    send: async () => t().call('PUT', `/auth/admin/${boss.id}/toggle-status`, { token: boss.token, headers: await t().stepUp(boss), json: { action: 'block' } }),
  },
  route_not_found: { status: 404, message: A.routeNotFound, send: () => t().call('GET', '/nulle-part') },
  method_not_allowed: { status: 405, message: A.methodNotAllowed, send: () => t().call('DELETE', '/health') },
  product_not_found: { status: 404, message: C.productNotFound, send: () => t().call('GET', `/produits/${randomUUID()}`) },
  category_not_found: { status: 404, message: C.categoryNotFound, send: () => t().call('GET', `/types/${randomUUID()}`) },
  admin_not_found: { status: 404, message: AUTH_MESSAGES.adminNotFound, send: () => t().call('GET', `/auth/admin/${randomUUID()}`, { token: boss.token }) },
  session_not_found: { status: 404, message: AUTH_MESSAGES.sessionNotFound, send: () => t().call('DELETE', `/auth/sessions/${randomUUID()}`, { token: clerk.token }) },
  sign_in_challenge_invalid: {
    status: 401,
    message: TF.challengeInvalid,
    send: () => t().call('POST', '/auth/login/second-factor', { headers: from('198.51.100.20'), json: { challenge: 'jeton-inconnu', code: '123456' } }),
  },
  second_factor_code_wrong: {
    status: 401,
    message: TF.codeWrong,
    send: async () => {
      const guarded = await t().createAdmin();
      await enrolTotp(t(), guarded);
      const signIn = await t().call('POST', '/auth/login', { headers: from('198.51.100.21'), json: { identifier: guarded.email, password: guarded.password } });
      return t().call('POST', '/auth/login/second-factor', {
        headers: from('198.51.100.21'),
        json: { challenge: signIn.body.data.challenge, recoveryCode: 'AAAAA-AAAAA' },
      });
    },
  },
  totp_code_wrong: {
    status: 400,
    message: TF.enableCodeWrong,
    send: async () => {
      const enrolling = await t().createAdmin();
      await t().call('POST', '/auth/2fa/totp/setup', { token: enrolling.token, headers: from('198.51.100.22'), json: { currentPassword: enrolling.password } });
      const right = await codeFor(t(), enrolling.id);
      // A code of the key, far from now: wrong however the clock turns during the test.
      const wrong = await codeFor(t(), enrolling.id, stepAt() - 100);
      return t().call('POST', '/auth/2fa/totp/enable', { token: enrolling.token, json: { code: wrong === right ? '000000' : wrong } });
    },
  },
  second_factor_already_enabled: {
    status: 409,
    message: TF.alreadyEnabled,
    send: async () => {
      const guarded = await t().createAdmin();
      await enrolTotp(t(), guarded, from('198.51.100.23'));
      return t().call('POST', '/auth/2fa/totp/setup', { token: guarded.token, headers: from('198.51.100.23'), json: { currentPassword: guarded.password } });
    },
  },
  second_factor_not_enabled: {
    status: 409,
    message: TF.notEnabled,
    send: () => t().call('POST', '/auth/2fa/totp/disable', { token: clerk.token, json: { currentPassword: clerk.password } }),
  },
  totp_setup_required: {
    status: 409,
    message: TF.setupRequired,
    send: () => t().call('POST', '/auth/2fa/totp/enable', { token: clerk.token, json: { code: '123456' } }),
  },
  email_code_limit: {
    status: 409,
    message: TF.emailCodeLimit,
    send: async () => {
      // A required setup's challenge whose code was already e-mailed as often as allowed.
      const bare = await t().createAdmin();
      await t()
        .db.insert(signInChallenges)
        .values({
          adminId: bare.id,
          tokenHash: hashToken('jeton-trois-envois'),
          identifierKey: bare.email,
          ip: '198.51.100.24',
          expiresAt: new Date(Date.now() + 60_000),
          emailCodeHash: 'x',
          emailCodesSent: 3,
        });
      return t().call('POST', '/auth/login/second-factor/setup/email-code', { headers: from('198.51.100.24'), json: { challenge: 'jeton-trois-envois' } });
    },
  },
  totp_required: {
    status: 409,
    message: PK.totpRequired,
    send: () => t().call('POST', '/auth/2fa/passkeys/options', { token: clerk.token, json: { currentPassword: clerk.password } }),
  },
  passkey_registration_failed: {
    status: 400,
    message: PK.registrationFailed,
    send: async () => {
      const guarded = await t().createAdmin();
      await enrolTotp(t(), guarded, from('198.51.100.30'));
      // No options asked: no challenge to answer.
      return t().call('POST', '/auth/2fa/passkeys', { token: guarded.token, json: { response: new SoftPasskey(PASSKEY_RP).register({ challenge: 'aW52ZW50ZQ' }) } });
    },
  },
  passkey_already_added: {
    status: 409,
    message: PK.alreadyAdded,
    send: async () => {
      const guarded = await t().createAdmin();
      await enrolTotp(t(), guarded, from('198.51.100.31'));
      const passkey = new SoftPasskey(PASSKEY_RP);
      let answer: CallResult | undefined;
      for (let i = 0; i < 2; i++) {
        // The options exclude a passkey already added; a browser would refuse, this authenticator does not.
        const options = await t().call('POST', '/auth/2fa/passkeys/options', { token: guarded.token, json: { currentPassword: guarded.password } });
        answer = await t().call('POST', '/auth/2fa/passkeys', { token: guarded.token, json: { response: passkey.register(options.body.data) } });
      }
      return answer as CallResult;
    },
  },
  passkey_limit_reached: {
    status: 409,
    message: PK.tooMany,
    send: async () => {
      const guarded = await t().createAdmin();
      await enrolTotp(t(), guarded, from('198.51.100.32'));
      await t()
        .db.insert(passkeys)
        .values(Array.from({ length: PASSKEYS.maxPerAccount }, (_, i) => ({ adminId: guarded.id, credentialId: `cle-${guarded.id}-${i}`, publicKey: 'AA', name: `Clé ${i}` })));
      return t().call('POST', '/auth/2fa/passkeys/options', { token: guarded.token, json: { currentPassword: guarded.password } });
    },
  },
  passkey_not_found: {
    status: 404,
    message: PK.notFound,
    send: () => t().call('DELETE', `/auth/2fa/passkeys/${randomUUID()}`, { token: clerk.token, json: { currentPassword: clerk.password } }),
  },
  passkey_none: {
    status: 409,
    message: PK.noPasskey,
    send: async () => {
      const guarded = await t().createAdmin();
      await enrolTotp(t(), guarded, from('198.51.100.33'));
      const signIn = await t().call('POST', '/auth/login', { headers: from('198.51.100.33'), json: { identifier: guarded.email, password: guarded.password } });
      return t().call('POST', '/auth/login/passkey/options', { headers: from('198.51.100.33'), json: { challenge: signIn.body.data.challenge } });
    },
  },
  passkey_not_recognised: {
    status: 401,
    message: PK.notRecognised,
    send: async () => {
      const guarded = await t().createAdmin();
      await enrolTotp(t(), guarded, from('198.51.100.34'));
      const signIn = await t().call('POST', '/auth/login', { headers: from('198.51.100.34'), json: { identifier: guarded.email, password: guarded.password } });
      const response = new SoftPasskey(PASSKEY_RP).authenticate({ challenge: 'aW52ZW50ZQ' });
      return t().call('POST', '/auth/login/passkey', { headers: from('198.51.100.34'), json: { challenge: signIn.body.data.challenge, response } });
    },
  },
  category_name_taken: { status: 409, message: C.categoryNameTaken, send: () => t().call('POST', '/types', { token: clerk.token, json: { nom: full.nom } }) },
  category_not_empty: { status: 409, message: CATALOGUE_VALIDATION.categoryHasProducts, send: () => t().call('DELETE', `/types/${full.id}`, { token: clerk.token }) },
  email_taken: { status: 409, message: AUTH_MESSAGES.adminEmailTaken, send: async () => t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: clerk.email } }) },
  phone_taken: {
    status: 409,
    message: AUTH_MESSAGES.phoneTaken,
    send: async () => {
      await t().createAdmin({ numero: '+221771112233' });
      const mover = await t().createAdmin();
      return t().call('PUT', '/auth/profile', {
        token: mover.token,
        headers: from('198.51.100.15'),
        json: { nom: 'Ba', prenom: 'Khady', numero: '+221771112233', currentPassword: mover.password },
      });
    },
  },
  last_super_admin: {
    status: 409,
    message: AUTH_MESSAGES.cannotBlockLastSuperAdmin,
    // Reached only through a race (two super administrators blocking each other): the service's own refusal.
    send: async () => {
      const blocked = await t().createAdmin({ role: 'SUPER_ADMIN', locked: true });
      const refusal = await toggleAdminStatus({ actor: { id: blocked.id, email: blocked.email, nomComplet: '' }, targetId: boss.id, action: 'block' }).catch((error) => error);
      expect(refusal).toBeInstanceOf(DomainError);
      return thrownBy('POST', refusal);
    },
  },
  admin_already_blocked: {
    status: 409,
    message: AUTH_MESSAGES.adminAlreadyBlocked,
    send: async () => {
      const target = await t().createAdmin({ locked: true });
      return t().call('PUT', `/auth/admin/${target.id}/toggle-status`, { token: boss.token, headers: await t().stepUp(boss), json: { action: 'block' } });
    },
  },
  admin_not_blocked: {
    status: 409,
    message: AUTH_MESSAGES.adminNotBlocked,
    send: async () => {
      const target = await t().createAdmin();
      return t().call('PUT', `/auth/admin/${target.id}/toggle-status`, { token: boss.token, headers: await t().stepUp(boss), json: { action: 'unblock' } });
    },
  },
  body_too_large: {
    status: 413,
    message: A.bodyTooLarge,
    send: () => t().call('POST', '/types', { token: clerk.token, json: { nom: 'x'.repeat(1_100_000) } }),
  },
  unsupported_media_type: {
    status: 415,
    message: A.unsupportedMediaType,
    send: () => t().call('POST', '/types', { token: clerk.token, body: '{"nom":"Thé vert"}', headers: { 'content-type': 'text/plain' } }),
  },
  cross_site_refused: {
    status: 403,
    message: A.crossSiteRefused,
    send: () => t().call('POST', '/types', { token: clerk.token, json: { nom: 'Thé vert' }, headers: { origin: 'https://evil.example' } }),
  },
  rate_limited: {
    status: 429,
    message: A.tooManyRequests,
    send: async () => {
      const ask = () => t().call('POST', '/auth/resend-verification', { headers: from('198.51.100.16'), json: { email: 'personne@boutique.test' } });
      for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(200);
      return ask();
    },
  },
  account_locked: {
    status: 429,
    message: AUTH_MESSAGES.tooManyAttempts,
    send: async () => {
      const owner = await t().createAdmin();
      const attempt = (password: string) => t().call('POST', '/auth/login', { headers: from('198.51.100.17'), json: { identifier: owner.email, password } });
      for (let i = 0; i < 5; i += 1) expect((await attempt(`devinette-${i}`)).status).toBe(401);
      return attempt(owner.password);
    },
  },
  internal_error: { status: 500, message: A.internal, send: () => thrownBy('GET', new TypeError("Cannot read properties of undefined (reading 'nom')")) },
  mail_refused: {
    status: 502,
    message: AUTH_MESSAGES.invitationMailRefused,
    send: async () => {
      vi.spyOn(getMailer(), 'send').mockRejectedValueOnce(Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 }));
      return t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'inexistant@boutique.test' } });
    },
  },
  database_unavailable: {
    status: 503,
    message: A.databaseUnavailable,
    send: () => thrownBy('GET', systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')),
  },
  database_write_interrupted: {
    status: 503,
    message: A.databaseWriteInterrupted,
    send: () => thrownBy('POST', systemError('57P01', 'terminating connection due to administrator command')),
  },
  mail_unavailable: {
    status: 503,
    message: AUTH_MESSAGES.invitationMailUnavailable,
    send: async () => {
      vi.spyOn(getMailer(), 'send').mockRejectedValueOnce(systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:25'));
      return t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'fatou.ndiaye@boutique.test' } });
    },
  },
  order_not_found: { status: 404, message: O.notFound, send: () => t().call('GET', `/commandes/${randomUUID()}`, { token: clerk.token }) },
  zone_not_found: { status: 404, message: O.zoneNotFound, send: () => t().call('GET', `/zones/${randomUUID()}`, { token: clerk.token }) },
  customer_not_found: { status: 404, message: CU.notFound, send: () => t().call('GET', `/clients/${randomUUID()}`, { token: clerk.token }) },
  order_not_payable: {
    status: 409,
    message: WAVE_MESSAGES.notPayable,
    // No zone: the delivery fee is still to be confirmed, the total with it.
    send: async () => t().call('POST', `/commandes/suivi/${await shopperOrderCode()}/wave`),
  },
  wave_unavailable: {
    status: 503,
    message: WAVE_MESSAGES.unavailable,
    send: async () => {
      const zone = await t().call('POST', '/zones', { token: clerk.token, json: { nom: 'Mermoz', frais: 1500 } });
      return t().call('POST', `/commandes/suivi/${await shopperOrderCode(zone.body.data._id)}/wave`);
    },
  },
  invalid_signature: {
    status: 401,
    message: WAVE_MESSAGES.invalidSignature,
    send: () => t().call('POST', '/paiements/wave', { json: { id: 'AE_1', type: 'checkout.session.completed', data: {} }, headers: { 'wave-signature': 't=1,v1=00' } }),
  },
  demo_data_absent: {
    status: 409,
    message: DEMO_MESSAGES.absent,
    // This backend was never seeded: nothing to remove.
    send: async () => t().call('DELETE', '/demo', { token: boss.token, headers: await t().stepUp(boss) }),
  },
  zone_name_taken: {
    status: 409,
    message: O.zoneNameTaken,
    send: async () => {
      expect((await t().call('POST', '/zones', { token: clerk.token, json: { nom: 'Médina', frais: 1500 } })).status).toBe(201);
      return t().call('POST', '/zones', { token: clerk.token, json: { nom: 'medina' } });
    },
  },
  insufficient_stock: {
    status: 409,
    message: O.stockShort('Karité brut', 1),
    send: async () => {
      const product = await t().call('POST', '/produits', { token: clerk.token, json: { nom: 'Karité brut', prix: 3000, stock: 1, typeProduit: full.id } });
      return t().call('POST', '/commandes', {
        headers: from('198.51.100.18'),
        json: { lignes: [{ produitId: product.body.data._id, quantite: 2 }], idempotencyKey: randomUUID() },
      });
    },
  },
  order_status_conflict: {
    status: 409,
    message: O.statusForbids('confirmer', 'Annulée'),
    send: async () => {
      const product = await t().call('POST', '/produits', { token: clerk.token, json: { nom: 'Bissap séché', prix: 1500, typeProduit: full.id } });
      const placed = await t().call('POST', '/commandes/admin', { token: clerk.token, json: { lignes: [{ produitId: product.body.data._id, quantite: 1 }] } });
      await t().call('POST', `/commandes/${placed.body.data._id}/annuler`, { token: clerk.token, json: { motif: 'Doublon' } });
      return t().call('POST', `/commandes/${placed.body.data._id}/confirmer`, { token: clerk.token });
    },
  },
  storage_full: {
    status: 507,
    message: S.storageFull,
    send: async () => {
      vi.spyOn(getStorage(), 'put').mockRejectedValue(systemError('ENOSPC', 'ENOSPC: no space left on device, write'));
      const form = productForm({ nom: 'Miel de brousse', prix: 5000, typeProduit: full.id }, [file(await picture('jpeg', 300, 200), 'miel.jpg')]);
      return t().call('POST', '/produits', { token: clerk.token, body: form });
    },
  },
};

describe('the error codes', () => {
  for (const [code, { status, message, send }] of Object.entries(CASES)) {
    it(`${code}: ${status} '${message.slice(0, 60)}'`, async () => {
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ success: false, status, code, message });
    });
  }

  it('has a request for every code, and every code is a distinct word of lower case and underscores', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ERROR_CODES].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
