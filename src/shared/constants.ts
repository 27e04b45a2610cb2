// Business constants (docs/product.md), defined once for the shop, the back office and the API: every rule and
// every message that states a limit reads it from here.

export const SHOP_NAME = 'Boutique';
export const PUBLIC_PAGE_TITLE = 'Boutique en Ligne';
export const ADMIN_PAGE_TITLE = 'Admin - Gestion de la boutique';
export const ADMIN_FOOTER_TEXT = 'Administration Panel v1.0';

export const API_BASE_PATH = '/api/v1';
export const UPLOADS_PATH = '/uploads';

export const TIMINGS = {
  apiTimeoutMs: 10_000,
  /** A product form's upload fails after this long without any progress (not in total: phone links are slow). */
  uploadStallMs: 30_000,
  tokenRefreshMs: 10 * 60_000,
  notificationMs: 4_000,
  shopToastMs: 6_000,
  maxVisibleToasts: 3,
  homeCarouselMs: 5_000,
  carouselPauseMs: 3_000,
  heroSlideshowMs: 6_000,
  searchDebounceMs: 500,
  priceFilterDebounceMs: 800,
  refetchDelayMs: 100,
  resizeBlockMs: 250,
  categoryOpenDelayMs: 400,
  backNavigationMs: 300,
  categoryEditRedirectMs: 2_000,
  lastTypeRedirectMs: 1_500,
  successBannerMs: 5_000,
  sheetOpenMs: 500,
  sheetCloseMs: 300,
} as const;

export const LIMITS = {
  heroSlideshowImages: 10,
  homeCarouselImages: 6,
  bestProducts: 8,
  popularGrid: 4,
  menuCategories: 5,
  recentActivity: 4,
  recommendations: 8,
  lowStockBelow: 5,
  cartBadgeCap: 99,
  /** Different products one cart holds: its re-read of current prices asks for all of them in one request. */
  cartLinesMax: 50,
  untrackedStockMaxQuantity: 99,
  categoryDescriptionPreview: 80,
  popularCategoryAbove: 30,
  complexCategoryAbove: 5,
  productImagesMax: 5,
  productImageMaxBytes: 5 * 1024 * 1024,
  categoryNameMax: 150,
  categoryDescriptionMax: 1000,
  productNameMax: 200,
  productDescriptionMax: 5000,
  productBrandMax: 60,
  productOriginMax: 60,
  /**
   * Prices in FCFA. The database keeps them in 32-bit integer columns (at most 2 147 483 647): the bound stays
   * far below that, and far above any price the shop will ever ask.
   */
  priceMax: 100_000_000,
  /** A tracked stock; the column is a 32-bit integer too. */
  stockMax: 1_000_000,
  subTypeNameMax: 30,
  subTypesMax: 5,
  promotionMin: 0,
  promotionMax: 100,
  scoreQualiteMax: 50,
  profilePasswordMin: 8,
  resetPasswordMin: 6,
  /**
   * Characters (code points) of a password someone sets, by reset or by change: long passphrases are welcome,
   * a longer text is a mistake or an attempt to make hashing costly (docs/product.md, Passwords).
   */
  passwordMax: 128,
  phoneDigitsMin: 8,
  phoneDigitsMax: 15,
  /** What SMTP carries (RFC 5321): a local part of 64 octets, a whole address of 254. */
  emailLocalPartMax: 64,
  emailMax: 254,
  /** Characters of a catalogue search; a longer query is refused by the API and cut by the storefront. */
  searchMax: 100,
  counterWarnRatio: 0.8,
  /** Characters of a browser's User-Agent kept with a session or a sign-in attempt. */
  userAgentMax: 500,
  paginationSiblings: 2,
  adminPaginationButtons: 5,
} as const;

/** The largest page of any list the API serves (catalogue, best products, dashboard). */
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZES = [10, 20, 50, MAX_PAGE_SIZE] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE = 1;

export const SORT_OPTIONS = ['alphabet', 'prix', 'aLaUne'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'alphabet';
export const SORT_LABELS: Record<SortOption, string> = {
  alphabet: 'Alphabétique',
  prix: 'Prix',
  aLaUne: 'À la une',
};

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp', 'gif'] as const;
export const IMAGE_DISPLAY_MAX_PX = 1200;
export const IMAGE_THUMBNAIL_PX = 400;

export const ROLES = ['SUPER_ADMIN', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, { long: string; short: string }> = {
  SUPER_ADMIN: { long: 'Super Administrateur', short: 'Super Admin' },
  admin: { long: 'Administrateur', short: 'Admin' },
};

export const COUNTRY_CODES = [
  { code: '+221', country: 'Sénégal' },
  { code: '+33', country: 'France' },
  { code: '+1', country: 'États-Unis' },
  { code: '+44', country: 'Royaume-Uni' },
  { code: '+49', country: 'Allemagne' },
  { code: '+34', country: 'Espagne' },
  { code: '+39', country: 'Italie' },
  { code: '+212', country: 'Maroc' },
  { code: '+213', country: 'Algérie' },
  { code: '+216', country: 'Tunisie' },
  { code: '+225', country: "Côte d'Ivoire" },
] as const;
export const DEFAULT_COUNTRY_CODE = '+221';

export const DELIVERY = {
  dakarPrice: 2000,
  dakarDelay: '24h',
  sameDayBeforeHour: 15,
} as const;

export const MARKETING_FACTS = {
  products: '500+',
  clients: '2000+',
  delivery: '24h',
  authentic: '100%',
} as const;

export const MOBILE_BREAKPOINT_PX = 768;

export const SIDEBAR = {
  cookieName: 'sidebar:state',
  cookieMaxAgeSeconds: 604_800,
  widthDesktop: '16rem',
  widthMobile: '18rem',
  widthCollapsed: '3rem',
  keyboardShortcut: 'b',
} as const;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  theme: 'theme',
  cart: 'cart',
  siteTheme: 'siteTheme',
} as const;

export const TOKEN_LIFETIMES = {
  accessDefault: '15m',
  /** A refresh token's own lifetime; it never outlives its session. */
  refreshDays: 30,
  /** A session's absolute lifetime from sign-in: refreshing does not extend it. */
  sessionDays: 30,
  verificationHours: 48,
  resetHours: 1,
  invitationDays: 7,
} as const;

/** docs/decisions/010-sign-in-lockout.md: a lock per identifier and client address, a slow-down per identifier. */
export const LOGIN_LOCK = {
  /** Wrong passwords in a row, from one address for one identifier, that refuse that address. */
  maxFailures: 5,
  lockMinutes: 15,
  /** Failed attempts on one identifier, from every address within lockMinutes, from which its answers slow down. */
  slowDownFrom: 5,
  /** The wait added for the first of them and for each one more, up to slowDownMaxMs. */
  slowDownStepMs: 500,
  slowDownMaxMs: 4_000,
} as const;

/**
 * The counters kept where the caller is already known (docs/decisions/027-counters-per-account.md): the account at
 * the sign-in's second step, whatever address and identifier; the challenge; the session that types passwords again.
 */
export const ACCOUNT_GUARD = {
  /** Wrong answers at the second step for one account, from every address within windowMinutes, from which… */
  accountFailures: 10,
  windowMinutes: 15,
  /** …every answer of its second step first waits this long (the owner is e-mailed once per window). */
  accountSlowDownMs: 8_000,
  /** Wrong answers a challenge takes: at this many it is deleted, and the password must be typed again. */
  challengeWrongCodes: 3,
  /** Current passwords typed wrong through one session, since its last right one, that end the session. */
  sessionWrongPasswords: 5,
} as const;

/**
 * What following a verification link did (docs/api.md, GET /auth/verify/{token}), sent as `data.outcome` beside the
 * French message: the account verified; an invited account verified and sent the link to create its password, or
 * not sent it because the mail failed; a new e-mail confirmed. The back office decides on these, never on the words.
 */
export const VERIFY_OUTCOMES = ['verified', 'password-link-sent', 'password-link-failed', 'email-changed'] as const;
export type VerifyOutcome = (typeof VERIFY_OUTCOMES)[number];

/** The signed-in administrator's own history (docs/api.md, GET /auth/sign-ins). */
export const SIGN_IN_HISTORY_SIZE = 10;

/** The dashboard's stat cards (docs/api.md): the key a program decides on, the title as the API sends it, lucide
 *  icon name, colour. The title is French and for people; the back office keys its labels and colours on `key`. */
export const DASHBOARD_STATS = [
  { key: 'products', title: 'produits', icon: 'package', color: 'blue' },
  { key: 'categories', title: 'types', icon: 'folder', color: 'green' },
  { key: 'sub_types', title: 'sous-types', icon: 'tags', color: 'purple' },
  { key: 'out_of_stock', title: 'en rupture', icon: 'alert-triangle', color: 'red' },
  { key: 'featured', title: 'à la une', icon: 'star', color: 'amber' },
  { key: 'admins', title: 'administrateurs', icon: 'users', color: 'teal' },
] as const;
export type DashboardStatKey = (typeof DASHBOARD_STATS)[number]['key'];
export const DASHBOARD_STAT_KEYS = DASHBOARD_STATS.map((stat) => stat.key) as [DashboardStatKey, ...DashboardStatKey[]];
/** Stats compare today's figures with those of this many days earlier. */
export const DASHBOARD_COMPARE_DAYS = 30;
export const TOP_PRODUCTS_ORDERS = ['recent', 'promotion', 'featured'] as const;
export type TopProductsOrder = (typeof TOP_PRODUCTS_ORDERS)[number];
export const DEFAULT_TOP_PRODUCTS_ORDER: TopProductsOrder = 'promotion';
export const DEFAULT_TOP_PRODUCTS_LIMIT = 10;
export const DEFAULT_RECENT_ACTIVITY_LIMIT = 10;
