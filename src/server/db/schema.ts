// The database schema: one definition for PGlite and PostgreSQL. Column names are snake_case in SQL; the
// API's French domain words (nom, prix, sousTypes…) are kept in the TypeScript names.
import { sql } from 'drizzle-orm';
import type { ProductOption } from '@/shared/catalog/variants';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `f_unaccent` is created by the first migration: an IMMUTABLE wrapper of unaccent, usable in indexes. */
const normalised = (column: string) => sql.raw(`f_unaccent(lower(${column}))`);

export const roleEnum = pgEnum('role', ['SUPER_ADMIN', 'admin']);
/** `email_change`: the link sent to a new address, which becomes the account's once followed (migration 0011). */
export const oneTimePurposeEnum = pgEnum('one_time_purpose', ['verify', 'reset', 'invite', 'email_change']);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    nom: text('nom').notNull().default(''),
    prenom: text('prenom').notNull().default(''),
    /** Phone with its country prefix, digits only after the plus: +221771234567. */
    numero: text('numero'),
    /** An address asked for on the profile, not yet proved: it replaces `email` once its link is followed. */
    pendingEmail: text('pending_email'),
    dateNaissance: date('date_naissance', { mode: 'string' }),
    typeUtilisateur: roleEnum('type_utilisateur').notNull().default('admin'),
    /** Null until a password is created (invited administrators). */
    passwordHash: text('password_hash'),
    emailVerifie: boolean('email_verifie').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    compteVerrouille: boolean('compte_verrouille').notNull().default(false),
    derniereConnexion: timestamp('derniere_connexion', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    /** Whether this administrator receives the daily e-mail summary of the alerts (docs/product.md, "Alerts"). */
    alertesEmail: boolean('alertes_email').notNull().default(false),
    /** The hour, in Dakar time (UTC), at which that summary is sent: 0 to 23. */
    alertesHeure: integer('alertes_heure').notNull().default(8),
    /** The last day a summary was sent to this administrator: claimed by the sender, so that one day sends one. */
    alertesEnvoyeesLe: date('alertes_envoyees_le', { mode: 'string' }),
    /**
     * The TOTP key (base32) of the second factor (docs/decisions/025-second-factor.md): never returned once enrolled,
     * never logged. Set with `totp_enabled_at` null, it is an enrolment not yet confirmed by a code.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step (30 s) a code was accepted for: a code of that step or an earlier one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The WebAuthn challenge of a passkey being added (docs/decisions/025-second-factor.md, "Passkeys"), base64url,
     * with its end: kept here rather than in memory so that any instance can check the browser's answer; spent once.
     */
    passkeyChallenge: text('passkey_challenge'),
    passkeyChallengeExpiresAt: timestamp('passkey_challenge_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('admins_alertes_heure_check', sql`${t.alertesHeure} between 0 and 23`),
    uniqueIndex('admins_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('admins_numero_key').on(t.numero),
  ],
);

/** A signed-in session: one refresh-token family. Access tokens carry its id, so revoking it ends them at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Current passwords typed through this session since its last right one, wrong or still being checked
     * (docs/decisions/027-counters-per-account.md): at five the session is ended, from whatever addresses they came.
     */
    passwordTries: integer('password_tries').notNull().default(0),
  },
  (t) => [
    index('sessions_admin_idx').on(t.adminId),
    // The retention task (docs/decisions/023-retention.md): ended sessions, by their end or their sign-in.
    index('sessions_revoked_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
    index('sessions_created_idx').on(t.createdAt),
  ],
);

/**
 * Every check of a password by the sign-in or by a re-authentication (docs/decisions/010-sign-in-lockout.md):
 * the history an administrator sees, and what the lock per identifier and client address is read from. The
 * identifier is kept as typed once normalised, whether or not an account holds it, so that unknown and known
 * identifiers lock alike.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The e-mail lower-cased, or the phone with its country prefix, or the text as typed when it is neither. */
    identifierKey: text('identifier_key').notNull(),
    /** The account the identifier named at the time, if any. */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    /**
     * A wrong password not yet followed, from the same address for the same identifier, by a success, a lock or
     * a password reset: the failures that can still lock.
     */
    streak: boolean('streak').notNull().default(false),
    /** Set on the failure that completed a streak: until then this address is refused for this identifier. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * A code, a recovery code, an e-mailed code or a passkey's answer at the sign-in's second step, rather than a
     * password: the account's own counter reads these (docs/decisions/027-counters-per-account.md).
     */
    secondStep: boolean('second_step').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_attempts_pair_idx').on(t.identifierKey, t.ip, t.createdAt),
    index('sign_in_attempts_streak_idx').on(t.identifierKey, t.ip).where(sql`${t.streak}`),
    index('sign_in_attempts_identifier_idx').on(t.identifierKey, t.createdAt),
    index('sign_in_attempts_admin_idx').on(t.adminId, t.createdAt),
    // The retention task (docs/decisions/023-retention.md) deletes the oldest first.
    index('sign_in_attempts_created_idx').on(t.createdAt),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when rotated; presenting a rotated token again revokes the whole session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
    // The retention task (docs/decisions/023-retention.md): tokens past their expiry.
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Verification, password-reset and invitation links: 32 random bytes, stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    purpose: oneTimePurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash), index('one_time_tokens_admin_idx').on(t.adminId, t.purpose)],
);

/**
 * Ten single-use codes that stand in for the second factor when the phone is lost (decision 025): each holds 50
 * random bits, is shown once, and is kept only as `salt:sha256` under a random salt of its own. A new set replaces
 * the whole old one.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * The step between the right password and the second factor (decision 025): a random token handed out instead of
 * a session, stored hashed, short-lived, single use, bound to the account, the identifier typed (which wrong codes
 * count against) and the client's network. Deleted once used or replaced by the account's next one, so that the
 * table holds at most one per account and needs no purge. Factor-neutral, so that a passkey's sign-in can use it.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The WebAuthn challenge (base64url) of a passkey's sign-in, once its options were asked for; spent with the row. */
    webauthnChallenge: text('webauthn_challenge'),
    identifierKey: text('identifier_key').notNull(),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Codes (or passkey answers) checked against it, each counted before its check so that answers sent at once
     * cannot pass the limit together: at a few wrong ones it is deleted and the password asked again.
     */
    codeTries: integer('code_tries').notNull().default(0),
    /**
     * The required setup's code e-mailed to the account's address (SHA-256), which binding the first factor needs
     * besides the app's code; a new one replaces it (docs/decisions/027-counters-per-account.md).
     */
    emailCodeHash: text('email_code_hash'),
    emailCodesSent: integer('email_codes_sent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_hash_key').on(t.tokenHash),
    index('sign_in_challenges_admin_idx').on(t.adminId),
    index('sign_in_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Passkeys (WebAuthn credentials) that stand in for the authenticator app's code at the sign-in's second step
 * (docs/decisions/025-second-factor.md, "Passkeys"): only while the app is on; removed with it. The public key
 * (COSE, base64url) is no secret; the counter is the authenticator's signature count, kept to spot a cloned key.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The transports the browser reported ('internal,hybrid'), comma-separated; null when none. */
    transports: text('transports'),
    /** The label shown on the account page. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_admin_idx').on(t.adminId)],
);

/** A category ("type de produit" in the API). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nom: text('nom').notNull(),
    nomNormalise: text('nom_normalise')
      .notNull()
      .generatedAlwaysAs(normalised('nom')),
    accroche: text('accroche'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_nom_key').on(t.nomNormalise),
    index('categories_nom_trgm_idx').using('gin', sql`${t.nomNormalise} gin_trgm_ops`),
  ],
);

/** A sub-type of a category ("sous-type"; called "type" in the category form). */
export const subTypes = pgTable(
  'sub_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    nomNormalise: text('nom_normalise')
      .notNull()
      .generatedAlwaysAs(normalised('nom')),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sub_types_category_nom_key').on(t.categoryId, t.nomNormalise),
    index('sub_types_nom_trgm_idx').using('gin', sql`${t.nomNormalise} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nom: text('nom').notNull(),
    nomNormalise: text('nom_normalise')
      .notNull()
      .generatedAlwaysAs(normalised('nom')),
    description: text('description'),
    /** Name and description, lower-cased and unaccented: what search matches on. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(`f_unaccent(lower(nom || ' ' || coalesce(description, '')))`)),
    /**
     * The names of its category and sub-type, lower-cased and unaccented, so that search matches them through
     * their words too. Written by the database (triggers of migration 0004), on every write of the product and on
     * every rename of its category or sub-type.
     */
    classificationText: text('classification_text').notNull().default(''),
    /**
     * The distinct words of its name, description and classification, as search matches them: a query word
     * becomes the catalogue words containing it or spelt nearly like it (table search_words), and the product
     * matches when it holds one of them, through a GIN index on this array.
     */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql.raw(`search_terms_of(nom || ' ' || coalesce(description, '') || ' ' || classification_text)`)),
    prix: integer('prix').notNull(),
    pourcentPromotion: integer('pourcent_promotion').notNull().default(0),
    /**
     * round(prix × (1 − pourcentPromotion / 100)), computed by the database: one rule, never out of step. The
     * product is taken in 64 bits: prix × 100 overflows a 32-bit integer from 21 474 837 FCFA on.
     */
    prixApresPromotion: integer('prix_apres_promotion')
      .notNull()
      .generatedAlwaysAs(sql.raw('round(prix::bigint * (100 - pourcent_promotion) / 100.0)::integer')),
    aLaUne: boolean('a_la_une').notNull().default(false),
    enRupture: boolean('en_rupture').notNull().default(false),
    /** Null when stock is not tracked. */
    stock: integer('stock'),
    scoreQualite: integer('score_qualite').notNull().default(40),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subTypeId: uuid('sub_type_id').references(() => subTypes.id, { onDelete: 'set null' }),
    /** A draft is prepared in the back office and absent from everything shoppers see (docs/product.md, "Drafts, thresholds and expiry dates"). */
    brouillon: boolean('brouillon').notNull().default(false),
    /** Below or at this stock the product is in the low-stock alert; 0 turns it off; null: the shop's default. */
    seuilStockBas: integer('seuil_stock_bas'),
    /** The expiry date of the lot on sale, if any (a date, Dakar's calendar). */
    datePeremption: date('date_peremption', { mode: 'string' }),
    /** Kept on the storefront once expired, by the owner's choice; otherwise an expired product is hidden. */
    visibleSiPerime: boolean('visible_si_perime').notNull().default(false),
    /** The brand and the country of origin shown on its page (docs/product.md, "Brand and origin"); null: not said. */
    marque: text('marque'),
    origine: text('origine'),
    /**
     * Its options and their values (docs/decisions/030-product-variants.md); empty for a product without variants.
     * Their values are searched too: the classification trigger (migration 0018) adds them to classification_text.
     */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** Left out of the catalogue feeds for Meta and Google by the owner's choice (docs/decisions/031-catalogue-feeds.md). */
    excluCatalogues: boolean('exclu_catalogues').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_expiry_idx').on(t.datePeremption).where(sql`${t.datePeremption} is not null`),
    index('products_category_idx').on(t.categoryId, t.nomNormalise),
    index('products_sub_type_idx').on(t.subTypeId, t.nomNormalise),
    index('products_nom_idx').on(t.nomNormalise, t.id),
    // Sorted and filtered by the price a product is sold at (docs/product.md, "Prices and promotions"),
    // the expression of `salePriceSql` in src/server/services/catalog/list-products.ts.
    index('products_price_idx').on(sql`(case when ${t.prixApresPromotion} > 0 then ${t.prixApresPromotion} else ${t.prix} end)`, t.id),
    index('products_featured_idx').on(t.aLaUne, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_nom_trgm_idx').using('gin', sql`${t.nomNormalise} gin_trgm_ops`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // No pending list: PGlite has no autovacuum to merge it, and a long one slows every search down.
    index('products_search_terms_idx').using('gin', t.searchTerms).with({ fastupdate: 'off' }),
    check('products_prix_check', sql`${t.prix} >= 0`),
    check('products_promotion_check', sql`${t.pourcentPromotion} between 0 and 100`),
    check('products_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_score_check', sql`${t.scoreQualite} between 0 and 50`),
    check('products_seuil_check', sql`${t.seuilStockBas} is null or ${t.seuilStockBas} >= 0`),
  ],
);

/**
 * A variant of a product (docs/decisions/030-product-variants.md): one combination of its options' values, with its
 * own price, promotion, stock (null: not tracked), reference, picture (an index into the product's pictures) and
 * whether it is on sale. A product with variants has its price, stock and out-of-stock flag computed from them by
 * the database (function sync_product_variants, migration 0018), on every change of one.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** One value per option, in the options' order, written as the option spells it. */
    valeurs: text('valeurs').array().notNull(),
    /** Its values joined ('Chocolat, 5 lb'). */
    nom: text('nom').notNull(),
    prix: integer('prix').notNull(),
    pourcentPromotion: integer('pourcent_promotion').notNull().default(0),
    /** The product's rule (see products.prixApresPromotion). */
    prixApresPromotion: integer('prix_apres_promotion')
      .notNull()
      .generatedAlwaysAs(sql.raw('round(prix::bigint * (100 - pourcent_promotion) / 100.0)::integer')),
    stock: integer('stock'),
    reference: text('reference'),
    imageIndex: integer('image_index'),
    enVente: boolean('en_vente').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_values_key').on(t.productId, t.valeurs),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_prix_check', sql`${t.prix} > 0`),
    check('product_variants_promotion_check', sql`${t.pourcentPromotion} between 0 and 100`),
    check('product_variants_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('product_variants_image_check', sql`${t.imageIndex} is null or ${t.imageIndex} >= 0`),
  ],
);

/**
 * The catalogue's vocabulary: every distinct word (lower-cased, unaccented, with a letter, three characters or
 * more) of the product names and descriptions and of the category and sub-type names, with the number of
 * those texts that hold it. Search looks a query word up here, through the trigram index, to find the words of
 * the catalogue containing it or spelt nearly the same, instead of comparing it with every product. Kept by
 * triggers (migration 0004): a word leaves when the last text holding it does.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    occurrences: integer('occurrences').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: 'off' })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Storage keys of the display image and the thumbnail. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    filename: text('filename').notNull(),
    originalName: text('original_name'),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt'),
    /**
     * False for a picture that came with a restored backup while the pictures are in shared storage (S3): its
     * files may still belong to the shop the backup was taken from, and this shop never deletes them
     * (docs/decisions/015-crash-safety.md).
     */
    owned: boolean('owned').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * The storage keys of picture files being written or deleted (docs/decisions/015-crash-safety.md): a key is
 * recorded, and committed, before its file is written, and goes in the transaction that inserts the row
 * naming it; a deletion records its keys in the transaction that deletes the rows, and removes them once the
 * files are gone. A process killed in between leaves the key here: the sweep of orphan pictures deletes in
 * shared storage only files named here, never another shop's.
 */
export const pictureJournal = pgTable('picture_journal', {
  storageKey: text('storage_key').primaryKey(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what, when: every write appends here; the dashboard reads it. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => admins.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_created_idx').on(t.createdAt), index('activity_log_actor_idx').on(t.actorId)],
);

/** Small key/value facts about the installation (e.g. that the demo catalogue was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ── Orders and delivery zones (docs/product.md, "Orders"; docs/product.md, "Delivery zones"; decisions 019 and 020) ──────────

export const orderStatusEnum = pgEnum('order_status', ['nouvelle', 'confirmee', 'en_livraison', 'livree', 'annulee']);
export const paymentMethodEnum = pgEnum('payment_method', ['wave', 'orange_money', 'especes']);
export const orderSourceEnum = pgEnum('order_source', ['site', 'admin']);

/**
 * A delivery zone: a quartier of Dakar or a town nearby, its fee in FCFA (null: 'frais à confirmer'), its delay,
 * whether the shop offers it now, and its place in the lists. Seeded once per shop at its first start.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nom: text('nom').notNull(),
    nomNormalise: text('nom_normalise')
      .notNull()
      .generatedAlwaysAs(normalised('nom')),
    frais: integer('frais'),
    delai: text('delai'),
    actif: boolean('actif').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_zones_nom_key').on(t.nomNormalise),
    index('delivery_zones_position_idx').on(t.position, t.nomNormalise),
    check('delivery_zones_frais_check', sql`${t.frais} is null or ${t.frais} >= 0`),
  ],
);

/**
 * The last reference number given in each month (`mois` is 'AAMM', Dakar time, which is UTC): taken with
 * INSERT … ON CONFLICT DO UPDATE … RETURNING inside the order's own transaction, so that a rolled-back order
 * gives its number back (docs/decisions/019-order-statuses-and-references.md).
 */
export const orderCounters = pgTable('order_counters', {
  mois: text('mois').primaryKey(),
  dernier: integer('dernier').notNull(),
});

/**
 * An order: recorded when the shopper presses 'Commander via WhatsApp' (or by an administrator), priced by the
 * server. Every amount is a whole number of FCFA; the zone's name and delay are copies, kept if the zone changes.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    /**
     * What opens the shopper's page of the order, /commande/{code} (docs/product.md, "The order's page"): 22 characters
     * of base64url from a random UUID (122 random bits), given by the database; the reference alone never opens it.
     */
    code: text('code')
      .notNull()
      .default(sql`translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_')`),
    statut: orderStatusEnum('statut').notNull().default('nouvelle'),
    source: orderSourceEnum('source').notNull().default('site'),
    /** The shopper's key for one press of the button: the same key never makes two orders. */
    idempotencyKey: text('idempotency_key'),
    zoneId: uuid('zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    zoneNom: text('zone_nom'),
    zoneDelai: text('zone_delai'),
    /** Null: no zone, or a zone whose fee is to be confirmed. */
    fraisLivraison: integer('frais_livraison'),
    sousTotal: integer('sous_total').notNull(),
    total: integer('total').notNull(),
    nbArticles: integer('nb_articles').notNull(),
    nbLignes: integer('nb_lignes').notNull(),
    pointDeRepere: text('point_de_repere'),
    note: text('note'),
    /** Personal data (docs/SECURITY.md, "Customers' personal data"): administrators only, never logged. */
    clientNom: text('client_nom'),
    /** `+221771234567`. */
    clientTelephone: text('client_telephone'),
    /**
     * What the inbox's search looks in, lower-cased and unaccented: the reference, the customer's name and phone.
     * One trigram index serves the three.
     */
    recherche: text('recherche')
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(reference) || ' ' || f_unaccent(lower(coalesce(client_nom, ''))) || ' ' || coalesce(client_telephone, '')`)),
    payee: boolean('payee').notNull().default(false),
    paiementMethode: paymentMethodEnum('paiement_methode'),
    paiementReference: text('paiement_reference'),
    payeeLe: timestamp('payee_le', { withTimezone: true }),
    /**
     * Whether the payment was confirmed by its provider (Wave's checkout, docs/decisions/033-wave-payments.md): 'Vérifié
     * par Wave'; false for a payment an administrator marked by hand ('Déclaré').
     */
    paiementVerifie: boolean('paiement_verifie').notNull().default(false),
    noteInterne: text('note_interne'),
    motifAnnulation: text('motif_annulation'),
    /** Whether its quantities are out of stock now: set by the confirmation, cleared by a cancellation (decision 020). */
    stockPris: boolean('stock_pris').notNull().default(false),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    confirmeeLe: timestamp('confirmee_le', { withTimezone: true }),
    expedieeLe: timestamp('expediee_le', { withTimezone: true }),
    livreeLe: timestamp('livree_le', { withTimezone: true }),
    annuleeLe: timestamp('annulee_le', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('orders_code_key').on(t.code),
    // A customer's orders, newest first (the customers' trigger of migration 0019, and the customer's page).
    index('orders_client_telephone_idx').on(t.clientTelephone, t.createdAt).where(sql`${t.clientTelephone} is not null`),
    // The inbox: a tab, newest first; and all tabs, newest first (read backwards: ORDER BY … DESC is NULLS FIRST,
    // which an ascending index gives read from its end).
    index('orders_statut_created_idx').on(t.statut, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    // The retention task (docs/decisions/023-retention.md): orders whose customer is still named, by last change.
    index('orders_customer_retention_idx')
      .on(t.updatedAt)
      .where(sql`${t.clientNom} is not null or ${t.clientTelephone} is not null`),
    // The search, anywhere in the reference, the name or the phone. No pending list: PGlite has no autovacuum to
    // merge it, and an insert that flushed a long one waited seconds.
    index('orders_recherche_trgm_idx').using('gin', sql`${t.recherche} gin_trgm_ops`).with({ fastupdate: 'off' }),
    check('orders_amounts_check', sql`${t.sousTotal} >= 0 and ${t.total} >= 0 and (${t.fraisLivraison} is null or ${t.fraisLivraison} >= 0)`),
  ],
);

/**
 * A customer (docs/product.md, "Customers"): a phone number an administrator typed on an order, with what the shop
 * knows of its orders. Kept by a trigger of the orders (migration 0019): made when a phone is first typed, its figures
 * redone on every change of one of its orders, and deleted with its last order's phone (the retention erases it).
 * The note and tags are the shop's own. Personal data (docs/SECURITY.md, "Customers' personal data").
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `+221771234567`, as the orders hold it. */
    telephone: text('telephone').notNull(),
    /** The name of its latest order that has one. */
    nom: text('nom'),
    /** Its name and phone, lower-cased and unaccented: what the list's search looks in. */
    recherche: text('recherche')
      .notNull()
      .generatedAlwaysAs(sql.raw(`f_unaccent(lower(coalesce(nom, ''))) || ' ' || telephone`)),
    nbCommandes: integer('nb_commandes').notNull().default(0),
    /** The totals of its orders delivered or paid, not cancelled (FCFA). */
    totalDepense: bigint('total_depense', { mode: 'number' }).notNull().default(0),
    derniereCommande: timestamp('derniere_commande', { withTimezone: true }),
    /** The zone of its latest order. */
    derniereZone: text('derniere_zone'),
    note: text('note'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_telephone_key').on(t.telephone),
    index('customers_total_idx').on(t.totalDepense, t.id),
    index('customers_last_order_idx').on(t.derniereCommande, t.id),
    index('customers_recherche_trgm_idx').using('gin', sql`${t.recherche} gin_trgm_ops`).with({ fastupdate: 'off' }),
  ],
);

/**
 * How many orders each status holds, kept by triggers of the orders (migration 0009): the inbox's tabs and the
 * sidebar's badge read five rows instead of counting every order.
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  statut: orderStatusEnum('statut').primaryKey(),
  total: integer('total').notNull(),
});

/**
 * Each day's orders (Dakar's day: UTC), kept by triggers of the orders (migration 0009) for the dashboard's figures:
 * how many were recorded, how many of them count as earned (delivered or paid, not cancelled), and their subtotal
 * (delivery fees apart). The 30 days' figures read 30 rows instead of every order of the month.
 */
export const orderDays = pgTable('order_days', {
  jour: date('jour', { mode: 'string' }).primaryKey(),
  commandes: integer('commandes').notNull().default(0),
  comptees: integer('comptees').notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/**
 * A line of an order: the product's name and the unit price paid are copied, so later changes never alter it. Its
 * key to the order, like an event's, is checked at commit (`DEFERRABLE INITIALLY DEFERRED`, migration 0009): both
 * are written by the statement that writes the order.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted: the line keeps its name and price. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Its name when it was ordered: the product's, and its variant's when it has one ('Whey — Chocolat, 5 lb'). */
    nom: text('nom').notNull(),
    /** The variant ordered (null once it is deleted, or for a product without variants), its name and reference copied. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variante: text('variante'),
    reference: text('reference'),
    prixUnitaire: integer('prix_unitaire').notNull(),
    quantite: integer('quantite').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_variant_idx').on(t.variantId),
    check('order_lines_quantite_check', sql`${t.quantite} > 0`),
    check('order_lines_prix_check', sql`${t.prixUnitaire} >= 0`),
  ],
);

export const paymentSessionStateEnum = pgEnum('payment_session_state', ['ouverte', 'payee', 'expiree', 'remplacee']);

/**
 * A payment link asked of a provider for an order (docs/decisions/033-wave-payments.md): Wave's checkout session, of
 * the order's total when it was made. 'ouverte' until Wave says it is paid ('payee') or expired ('expiree'), or the
 * order's total changed and the shop expired it ('remplacee'). Settled once: only a row still 'ouverte' changes,
 * under its row lock.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fournisseur: text('fournisseur').notNull(),
    /** The provider's own id ('cos-…'). */
    sessionId: text('session_id').notNull(),
    montant: integer('montant').notNull(),
    devise: text('devise').notNull(),
    etat: paymentSessionStateEnum('etat').notNull().default('ouverte'),
    /** Where the shopper pays (`wave_launch_url`). */
    lien: text('lien').notNull(),
    expireLe: timestamp('expire_le', { withTimezone: true }).notNull(),
    transactionId: text('transaction_id'),
    /** The provider's last refusal of a payment attempt ('code: message'). */
    derniereErreur: text('derniere_erreur'),
    regleeLe: timestamp('reglee_le', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_sessions_session_key').on(t.fournisseur, t.sessionId),
    index('payment_sessions_order_idx').on(t.orderId, t.createdAt),
    // What the reading-back task looks at: the links still open.
    index('payment_sessions_open_idx').on(t.createdAt).where(sql`${t.etat} = 'ouverte'`),
    check('payment_sessions_montant_check', sql`${t.montant} > 0`),
  ],
);

/**
 * Each provider event received and verified, once (its id is unique): Wave may send an event twice, and the second
 * changes nothing. `resultat` says what it did ('reglee', 'echec', 'ignore', or an anomaly's code).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fournisseur: text('fournisseur').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    sessionId: text('session_id'),
    resultat: text('resultat'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_event_key').on(t.fournisseur, t.eventId)],
);

/** An order's history: every change, who made it (null: the shopper), when, from which status to which. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    de: orderStatusEnum('de'),
    vers: orderStatusEnum('vers'),
    actorId: uuid('actor_id').references(() => admins.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Every change of a product's stock and why (docs/decisions/020-stock-taken-on-confirmation.md): an order confirmed
 * (`confirmation`), a confirmed order cancelled (`annulation`), or an administrator's change (`manuel`, with the
 * reason typed in `commentaire`).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant whose stock moved, for a product with variants; its name is copied (`variante`). */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variante: text('variante'),
    delta: integer('delta').notNull(),
    avant: integer('avant').notNull(),
    apres: integer('apres').notNull(),
    motif: text('motif').notNull(),
    /** The reason an administrator gave for a manual change. */
    commentaire: text('commentaire'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_variant_idx').on(t.variantId),
  ],
);

/**
 * The shop's settings (docs/product.md, "Shop settings"): one row, its values checked by the shared schema
 * (`src/shared/settings/schemas.ts`) on every write. Seeded at the first start from the environment variables; read
 * through the catalogue's tagged cache (tag `settings`), never once per page view.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    valeurs: jsonb('valeurs').notNull(),
    updatedBy: uuid('updated_by').references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_single_row_check', sql`${t.id} = 1`)],
);
