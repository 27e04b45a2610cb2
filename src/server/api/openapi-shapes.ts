// The API's answers as zod schemas, for its OpenAPI document only (./openapi.ts): the envelope of
// ./respond.ts (a failure's `code` one of src/shared/error-codes.ts) and the JSON shapes of src/shared/types.ts
// (docs/api.md, Shapes). Nothing parses answers with them; `satisfies` ties each one to the type the server
// writes, so that a field added there and not here fails the typecheck.
import { z } from 'zod';
import { DASHBOARD_STAT_KEYS, ROLES } from '@/shared/constants';
import { ERROR_CODES } from '@/shared/error-codes';
import type {
  ActivityItem,
  Admin,
  AdminSession,
  BestGroup,
  Category,
  DashboardStat,
  OwnProfile,
  Pagination,
  Product,
  ProductImage,
  Ref,
  SignInRecord,
} from '@/shared/types';

const uuid = z.string().meta({ format: 'uuid', example: '0b6f1f9e-3c1a-4d3e-9a52-6f1d2c3b4a59' });
const dateTime = z.string().meta({ format: 'date-time', example: '2026-11-23T10:15:00.000Z' });

export const refShape = z
  .object({ _id: uuid, nom: z.string() })
  .meta({ id: 'Ref', description: 'A category or a sub-type, by id and name.' }) satisfies z.ZodType<Ref>;

export const pictureShape = z
  .object({
    _id: uuid,
    url: z.string().meta({ description: 'Display WebP, at most 1200 px.', example: '/uploads/products/…/display.webp' }),
    thumbnailUrl: z.string().meta({ description: '400 px WebP.' }),
    isPrimary: z.boolean().meta({ description: 'The first picture of the product.' }),
    isAvailable: z.boolean(),
    alt: z.string().meta({ description: "The product's name." }),
    filename: z.string(),
    originalName: z.string().nullable(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'Picture' }) satisfies z.ZodType<ProductImage>;

export const productShape = z
  .object({
    _id: uuid,
    nom: z.string().meta({ example: 'Whey protéine vanille 2 lb' }),
    description: z.string().nullable(),
    prix: z.number().int().meta({ description: 'FCFA.', example: 25000 }),
    pourcentPromotion: z.number().int().min(0).max(100),
    prixApresPromotion: z.number().int().meta({ description: 'Computed: the price paid.' }),
    aLaUne: z.boolean().meta({ description: 'Featured.' }),
    enRupture: z.boolean().meta({ description: 'Out of stock.' }),
    stock: z.number().int().nullable().meta({ description: 'null when the stock is not tracked.' }),
    scoreQualite: z.number().int().min(0).max(50),
    typeProduit: refShape.meta({ description: 'The category.' }),
    sousTypeProduit: refShape.nullable(),
    images: z.array(pictureShape),
    imagePrincipale: z.object({ url: z.string(), thumbnailUrl: z.string(), isAvailable: z.boolean() }).nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Product' }) satisfies z.ZodType<Product>;

export const categoryShape = z
  .object({
    _id: uuid,
    id: uuid,
    nom: z.string().meta({ example: 'Protéines' }),
    accroche: z.string().nullable(),
    description: z.string().nullable(),
    nbSousTypes: z.number().int(),
    nbProduits: z.number().int().meta({ description: 'Products without a sub-type.' }),
    nbProduitsTotal: z.number().int(),
    nbProduitsEnRupture: z.number().int(),
    sousTypes: z.array(refShape).meta({ description: 'In their order.' }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Category' }) satisfies z.ZodType<Category>;

export const paginationShape = z
  .object({
    current: z.number().int(),
    pages: z.number().int().meta({ description: 'At least 1, even for no result.' }),
    total: z.number().int(),
    limit: z.number().int(),
    hasPrev: z.boolean(),
    hasNext: z.boolean(),
  })
  .meta({ id: 'Pagination' }) satisfies z.ZodType<Pagination>;

export const bestGroupShape = z
  .object({ _id: uuid, nom: z.string(), produits: z.array(productShape) })
  .meta({ id: 'BestGroup', description: 'The best products of one category.' }) satisfies z.ZodType<BestGroup>;

export const adminShape = z
  .object({
    id: uuid,
    email: z.string().meta({ example: 'awa.diop@example.sn' }),
    nom: z.string(),
    prenom: z.string(),
    nomComplet: z.string().meta({ description: "'prénom nom'." }),
    numero: z.string().nullable().meta({ example: '+221771234567' }),
    dateNaissance: z.string().nullable().meta({ format: 'date' }),
    typeUtilisateur: z.enum(ROLES),
    isActive: z.boolean(),
    compteVerrouille: z.boolean().meta({ description: 'Blocked.' }),
    emailVerifie: z.boolean(),
    derniereConnexion: dateTime.nullable(),
    createdAt: dateTime,
  })
  .meta({ id: 'Admin', description: 'An administrator; never the password hash.' }) satisfies z.ZodType<Admin>;

export const ownProfileShape = adminShape
  .extend({
    emailEnAttente: z
      .string()
      .nullable()
      .meta({ description: 'A new e-mail asked for, not yet confirmed from the link sent to it; `email` signs in until then.' }),
  })
  .meta({ id: 'OwnProfile', description: "The signed-in administrator's own account." }) satisfies z.ZodType<OwnProfile>;

export const sessionShape = z
  .object({
    id: uuid,
    appareil: z.string().meta({ example: 'Chrome sur Android' }),
    navigateur: z.string().nullable().meta({ example: 'Chrome 131' }),
    systeme: z.string().nullable().meta({ example: 'Android 14' }),
    ip: z.string().nullable(),
    createdAt: dateTime.meta({ description: 'Its sign-in.' }),
    lastUsedAt: dateTime,
    courante: z.boolean().meta({ description: 'The session of the calling token.' }),
  })
  .meta({ id: 'Session' }) satisfies z.ZodType<AdminSession>;

export const signInShape = z
  .object({ id: uuid, reussi: z.boolean(), ip: z.string(), appareil: z.string(), createdAt: dateTime })
  .meta({ id: 'SignIn' }) satisfies z.ZodType<SignInRecord>;

export const dashboardStatShape = z
  .object({
    key: z.enum(DASHBOARD_STAT_KEYS).meta({ description: 'What the figure counts, for programs; `title` is for people.' }),
    title: z.string().meta({ example: 'produits' }),
    value: z.number().int(),
    percentage: z.number().meta({ description: 'Against 30 days earlier, one decimal.' }),
    trend: z.enum(['up', 'down', 'stable']),
    icon: z.string(),
    color: z.string(),
  })
  .meta({ id: 'DashboardStat' }) satisfies z.ZodType<DashboardStat>;

export const activityShape = z
  .object({
    _id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    timestamp: dateTime,
    icon: z.string(),
    action: z.string(),
    actor: z.string().nullable(),
  })
  .meta({ id: 'ActivityItem' }) satisfies z.ZodType<ActivityItem>;

export const tokenPairShape = z
  .object({ accessToken: z.string().meta({ description: 'JWT, for `Authorization: Bearer`.' }), refreshToken: z.string() })
  .meta({ id: 'TokenPair' });

/**
 * A success: `{ success: true, status, message, data }` with the route's own French message(s) and `data`.
 * `extra` adds fields beside `data` (the listing's `pagination`).
 */
export function successEnvelope(status: number, messages: readonly string[], data: z.ZodType, extra: z.ZodRawShape = {}) {
  const [first, ...rest] = messages;
  return z.object({
    success: z.literal(true),
    status: z.literal(status),
    message: rest.length === 0 ? z.literal(first) : z.enum([first, ...rest] as [string, ...string[]]),
    data,
    ...extra,
  });
}

/** `data` of a failure: null, or the field messages under `errors` beside any details (docs/api.md). */
const failureData = z
  .looseObject({
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'One French message per field of the request; nested fields dotted (`sousTypes.1.nom`).' }),
  })
  .nullable();

export const failureShape = z
  .object({
    success: z.literal(false),
    status: z.number().int().meta({ description: 'The HTTP status, repeated.' }),
    code: z.enum(ERROR_CODES).meta({ description: 'What failed, for clients to decide on: stable, whatever the wording of `message`.' }),
    message: z.string().meta({ description: 'French, to be shown as it is.' }),
    data: failureData,
  })
  .meta({ id: 'Failure', description: 'Every failed answer of /api/v1 (decision 005).' });
