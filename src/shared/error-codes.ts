// The machine code of every failed API answer (docs/api.md, "Errors and statuses"; decision 005): the envelope's
// `code`, beside its French `message`. The message may be reworded; a code never changes its meaning, so clients
// decide on the code and show the message. The server throws them (src/server/services/errors.ts), the back
// office switches on them (src/lib/api/answer.ts), the OpenAPI document lists them.

export const ERROR_CODES = [
  // ── The request ──
  /** A rule of the input is broken: one message per field under `data.errors`, the first as `message`. */
  'validation_failed',
  /** The body is not JSON. */
  'invalid_json',
  /** An id in the path is not a UUID. */
  'invalid_id',
  /** The body is over the route's limit. */
  'body_too_large',
  /** A write's body is not sent as `application/json` (nor `multipart/form-data` where a route takes a form). */
  'unsupported_media_type',
  /** A write from another site's page: its `Origin` is not the shop's, or `Sec-Fetch-Site` says cross-site. */
  'cross_site_refused',
  /** No route has this path. */
  'route_not_found',
  /** A route has this path, but not this method: the `Allow` header lists those it takes. */
  'method_not_allowed',
  /** Too many requests from this client address for this call: wait `Retry-After` seconds. */
  'rate_limited',

  // ── Signing in and tokens ──
  /** No `Authorization: Bearer` token. */
  'unauthenticated',
  /** The access token is not ours, or its session or account no longer allows access. */
  'token_invalid',
  /** The access token has expired: refresh, then retry. */
  'token_expired',
  /** The refresh token is unknown, spent, expired or of an ended session. */
  'refresh_token_invalid',
  /** Unknown account, wrong password, or no password yet. */
  'invalid_credentials',
  /** Right password, but the account is blocked or inactive. */
  'account_blocked',
  /** Right password, but the account's address is not verified yet. */
  'account_unverified',
  /** This client address is locked out for this account after too many wrong passwords: wait `Retry-After` seconds. */
  'account_locked',
  /** A valid token of the wrong role. */
  'forbidden',
  /** Inviting, blocking or unblocking an administrator without a valid step-up token: POST /auth/step-up first. */
  'step_up_required',
  /** The sign-in's second step: the challenge is unknown, spent, expired or from another address; sign in again. */
  'sign_in_challenge_invalid',
  /** The sign-in's second step: the code or recovery code is wrong or already used (it counts like a wrong password). */
  'second_factor_code_wrong',

  // ── Own account ──
  /** The current password typed to confirm a change is wrong (a 400: the client stays signed in). */
  'current_password_wrong',
  /** A super administrator may not change their e-mail or phone. */
  'contact_change_forbidden',
  /** The e-mail is another account's. */
  'email_taken',
  /** The phone number is another account's. */
  'phone_taken',
  /** The verification link is unknown, spent or expired. */
  'verification_link_invalid',
  /** The reset or password-creation link is unknown, spent or expired. */
  'reset_link_invalid',
  /** No such open session of the caller. */
  'session_not_found',
  /** The code typed to confirm a new authenticator app is wrong (a 400 on `code`). */
  'totp_code_wrong',
  /** The account already has this second factor: turn it off first. */
  'second_factor_already_enabled',
  /** The account has no second factor to turn off, reset or renew codes for. */
  'second_factor_not_enabled',
  /** A code to confirm an authenticator app that was never set up (POST /auth/2fa/totp/setup first). */
  'totp_setup_required',
  /** The required setup's code was e-mailed as many times as a challenge allows: type the password again. */
  'email_code_limit',
  /** Passkeys (decision 025, "Passkeys"): only beside the authenticator app, which must be on first. */
  'totp_required',
  /** The browser's answer to a passkey's registration is refused, or its challenge expired or was already used. */
  'passkey_registration_failed',
  /** This passkey is already one of the account's. */
  'passkey_already_added',
  /** The account holds the most passkeys allowed. */
  'passkey_limit_reached',
  /** No such passkey of the caller's. */
  'passkey_not_found',
  /** The sign-in's second step: the account has no passkey; type a code. */
  'passkey_none',
  /** The sign-in's second step: the passkey's answer is refused (it counts like a wrong password). */
  'passkey_not_recognised',

  // ── Administrators ──
  'admin_not_found',
  /** Nobody blocks their own account. */
  'cannot_block_self',
  /** The last active super administrator cannot be blocked. */
  'last_super_admin',
  'admin_already_blocked',
  'admin_not_blocked',
  /** The mail server refused the invitation: nothing was stored. */
  'mail_refused',
  /** The mail server cannot be reached: nothing was stored; try again later. */
  'mail_unavailable',

  // ── Catalogue ──
  'category_not_found',
  /** Another category has this name. */
  'category_name_taken',
  /** The category still holds products (`data.nbProduits` when counted). */
  'category_not_empty',
  'product_not_found',
  /** The disk or the picture storage is full: nothing was changed. */
  'storage_full',

  // ── Orders and delivery zones ──
  'order_not_found',
  /** The order's status does not allow this action (already confirmed, cancelled…): reload it. */
  'order_status_conflict',
  /** A product of the order is out of stock or has fewer units left (`data`: produitId, nom, stock). */
  'insufficient_stock',
  'zone_not_found',
  /** Another delivery zone has this name. */
  'zone_name_taken',
  /** No customer has this id (docs/product.md, "Customers"). */
  'customer_not_found',

  // ── Paying with Wave (docs/decisions/033-wave-payments.md) ──
  /** The order cannot be paid online: paid already, cancelled, or its delivery fee still to be confirmed. */
  'order_not_payable',
  /** Wave's API refused or did not answer: nothing was stored, try again in a moment. */
  'wave_unavailable',
  /** A webhook whose `Wave-Signature` is missing, malformed, too old or wrong: nothing was read. */
  'invalid_signature',

  // ── The demo data ──
  /** Removing the demo data when there is none left to remove: already removed, or all of it changed since. */
  'demo_data_absent',

  // ── The server ──
  /** The database cannot be reached, even asked again on a new connection: try again in a moment. */
  'database_unavailable',
  /** The database connection was cut under a write, which may or may not have been stored: check before retrying. */
  'database_write_interrupted',
  /** Anything unexpected; logged with the request id, never described. */
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
