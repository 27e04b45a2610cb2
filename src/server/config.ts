// Configuration from the environment (README.md, Configuration). Read once per process, resettable for tests.
import 'server-only';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './client-network';
import { singleton } from './singleton';
import { DEMO_WHATSAPP_NUMBER } from '@/shared/launch/rules';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  /**
   * The back office's own origin (ADMIN_URL), or null: the back office, /api/v1/auth and its session cookie then
   * answer only there, out of reach of the storefront's scripts (docs/SECURITY.md, "The back office's origin").
   */
  adminUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  seedDemo: boolean;
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  whatsappNumber: string;
  supportEmail: string;
  /** How far X-Forwarded-For is believed (src/server/client-network.ts). */
  trustProxy: TrustProxy;
  accessTokenTtl: string;
  redisUrl: string | null;
  /** Requests allowed per client address in a window, for the calls anyone can make without a session (and `accountMail`, per account). */
  rateLimits: Record<RateLimitName, RateLimit>;
  sms: { url: string; token: string | null; sender: string | null } | null;
  s3: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: string | null;
    region: string;
  } | null;
  logLevel: string;
  /** How long what the retention task purges is kept (docs/decisions/023-retention.md); 0: kept forever. */
  retention: { signInDays: number; sessionDays: number; customerMonths: number };
  /**
   * Wave's Checkout API (docs/decisions/033-wave-payments.md) as given: the key and the webhook's secret go together
   * (`checkWave` refuses one without the other); `waveOf` says whether payments by Wave are on.
   */
  wave: { apiKey: string | null; webhookSecret: string | null; apiUrl: string };
}

/** Wave's own API, unless WAVE_API_URL names another (a fake, in tests). */
export const WAVE_DEFAULT_API_URL = 'https://api.wave.com';

/** What Wave's checkout needs once it is on: a key, the webhook's secret, and the API's address. */
export interface WaveSettings {
  apiKey: string;
  webhookSecret: string;
  apiUrl: string;
}

/**
 * `newPassword`: POST /auth/reset-password, a password set through a reset or invitation link. `order`: POST
 * /commandes, the shopper's 'Commander via WhatsApp'. `accountMail`: counted per account, not per address: the reset
 * links, and apart the verification links, one account is sent (the requests past it are answered the same).
 */
export type RateLimitName = 'login' | 'passwordReset' | 'verification' | 'newPassword' | 'order' | 'accountMail' | 'wavePay' | 'waveWebhook';
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimit> = {
  login: { points: 10, durationSeconds: 60 },
  passwordReset: { points: 5, durationSeconds: 15 * 60 },
  verification: { points: 5, durationSeconds: 15 * 60 },
  newPassword: { points: 5, durationSeconds: 15 * 60 },
  // Generous: many shoppers of one mobile operator may share one address (docs/SECURITY.md, "Rate limiting").
  order: { points: 20, durationSeconds: 5 * 60 },
  // Per account, whatever the addresses asking: each link sent retires the one before (docs/SECURITY.md, "Rate limiting").
  accountMail: { points: 3, durationSeconds: 60 * 60 },
  // The shoppers' 'Payer avec Wave', as generous as their orders; Wave's own servers, a burst of events at most.
  wavePay: { points: 20, durationSeconds: 5 * 60 },
  waveWebhook: { points: 120, durationSeconds: 60 },
};

/** `10/60`: ten requests per sixty seconds. Anything else keeps the default. */
function rateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = value?.trim().match(/^(\d+)\s*\/\s*(\d+)$/);
  if (!match) return fallback;
  const points = Number(match[1]);
  const durationSeconds = Number(match[2]);
  return points > 0 && durationSeconds > 0 ? { points, durationSeconds } : fallback;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

/** A whole number of days or months, 0 included (kept forever); anything else keeps the default. */
function wholeNumber(value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  return /^\d{1,6}$/.test(text) ? Number(text) : fallback;
}

function blankToNull(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  const s3Endpoint = blankToNull(env.S3_ENDPOINT);
  const smsUrl = blankToNull(env.SMS_API_URL);
  return {
    env: nodeEnv,
    port: Number.isFinite(port) ? port : 3000,
    host: blankToNull(env.HOST) ?? '0.0.0.0',
    // Read at run time only: nothing for the build to trace.
    dataDir: path.resolve(/*turbopackIgnore: true*/ blankToNull(env.DATA_DIR) ?? './data'),
    databaseUrl: blankToNull(env.DATABASE_URL),
    publicUrl: (blankToNull(env.PUBLIC_URL) ?? `http://localhost:${Number.isFinite(port) ? port : 3000}`).replace(/\/+$/, ''),
    adminUrl: blankToNull(env.ADMIN_URL)?.replace(/\/+$/, '') ?? null,
    adminEmail: (blankToNull(env.ADMIN_EMAIL) ?? 'admin@boutique.local').toLowerCase(),
    adminPassword: blankToNull(env.ADMIN_PASSWORD),
    seedDemo: flag(env.SEED_DEMO, true),
    jwtSecret: blankToNull(env.JWT_SECRET),
    smtpUrl: blankToNull(env.SMTP_URL),
    mailFrom: blankToNull(env.MAIL_FROM) ?? 'Boutique <no-reply@boutique.local>',
    whatsappNumber: (blankToNull(env.WHATSAPP_NUMBER) ?? DEMO_WHATSAPP_NUMBER).replace(/[^\d+]/g, ''),
    supportEmail: blankToNull(env.SUPPORT_EMAIL) ?? 'support@boutique.local',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accessTokenTtl: blankToNull(env.ACCESS_TOKEN_TTL) ?? '15m',
    redisUrl: blankToNull(env.REDIS_URL),
    rateLimits: {
      login: rateLimit(env.RATE_LIMIT_LOGIN, DEFAULT_RATE_LIMITS.login),
      passwordReset: rateLimit(env.RATE_LIMIT_PASSWORD_RESET, DEFAULT_RATE_LIMITS.passwordReset),
      verification: rateLimit(env.RATE_LIMIT_VERIFICATION, DEFAULT_RATE_LIMITS.verification),
      newPassword: rateLimit(env.RATE_LIMIT_NEW_PASSWORD, DEFAULT_RATE_LIMITS.newPassword),
      order: rateLimit(env.RATE_LIMIT_ORDER, DEFAULT_RATE_LIMITS.order),
      accountMail: rateLimit(env.RATE_LIMIT_ACCOUNT_MAIL, DEFAULT_RATE_LIMITS.accountMail),
      wavePay: rateLimit(env.RATE_LIMIT_WAVE_PAY, DEFAULT_RATE_LIMITS.wavePay),
      waveWebhook: rateLimit(env.RATE_LIMIT_WAVE_WEBHOOK, DEFAULT_RATE_LIMITS.waveWebhook),
    },
    sms: smsUrl ? { url: smsUrl, token: blankToNull(env.SMS_API_TOKEN), sender: blankToNull(env.SMS_SENDER) } : null,
    s3:
      s3Endpoint && env.S3_BUCKET
        ? {
            endpoint: s3Endpoint,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            publicUrl: blankToNull(env.S3_PUBLIC_URL),
            region: blankToNull(env.S3_REGION) ?? 'us-east-1',
          }
        : null,
    logLevel: blankToNull(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    retention: {
      signInDays: wholeNumber(env.RETENTION_SIGN_IN_DAYS, 90),
      sessionDays: wholeNumber(env.RETENTION_SESSION_DAYS, 30),
      customerMonths: wholeNumber(env.RETENTION_CUSTOMER_MONTHS, 24),
    },
    wave: {
      apiKey: blankToNull(env.WAVE_API_KEY),
      webhookSecret: blankToNull(env.WAVE_WEBHOOK_SECRET),
      apiUrl: (blankToNull(env.WAVE_API_URL) ?? WAVE_DEFAULT_API_URL).replace(/\/+$/, ''),
    },
  };
}

/** Wave's settings when payments by Wave are on (both the key and the secret given), else null. */
export function waveOf(config: Pick<Config, 'wave'>): WaveSettings | null {
  const { apiKey, webhookSecret, apiUrl } = config.wave;
  return apiKey && webhookSecret ? { apiKey, webhookSecret, apiUrl } : null;
}

/** WAVE_API_KEY without WAVE_WEBHOOK_SECRET, or the reverse, refused at start-up. */
export class IncompleteWaveConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompleteWaveConfigError';
  }
}

/**
 * The key without the secret would make payment links whose payments only the hourly reading-back could see; the
 * secret without the key, a webhook for links never made. Both or neither.
 */
export function checkWave(config: Pick<Config, 'wave'>): void {
  const { apiKey, webhookSecret } = config.wave;
  if (Boolean(apiKey) === Boolean(webhookSecret)) return;
  const [given, missing] = apiKey ? ['WAVE_API_KEY', 'WAVE_WEBHOOK_SECRET'] : ['WAVE_WEBHOOK_SECRET', 'WAVE_API_KEY'];
  throw new IncompleteWaveConfigError(
    `${given} est donné sans ${missing} : le paiement Wave a besoin des deux (la clé de l'API et le secret du webhook, ` +
      `dans le portail Wave Business), ou d'aucun. / ${given} is set without ${missing}.`,
  );
}

/** ADMIN_URL refused at start-up: not an http(s) origin, or the host of PUBLIC_URL. */
export class InvalidAdminUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAdminUrlError';
  }
}

/**
 * ADMIN_URL as the back office's origin, refused when it is not one (http or https, a host, a port at most) or when
 * it names PUBLIC_URL's host: requests are told apart by their Host header alone (src/server/http/routes.ts).
 */
export function checkAdminUrl(config: Pick<Config, 'publicUrl' | 'adminUrl'>): void {
  const given = config.adminUrl;
  if (given === null) return;
  let url: URL | null = null;
  try {
    url = new URL(given);
  } catch {
    url = null;
  }
  const origin = url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!url || !origin || given.includes('?') || given.includes('#')) {
    throw new InvalidAdminUrlError(
      `ADMIN_URL (« ${given} ») n'est pas l'adresse d'un site en http ou https : indiquez seulement le protocole, l'hôte et, s'il le faut, ` +
        `le port, par exemple https://admin.example.sn, ou retirez ADMIN_URL. / ADMIN_URL is not an http(s) origin.`,
    );
  }
  let publicHost: string | null = null;
  try {
    publicHost = new URL(config.publicUrl).host;
  } catch {
    publicHost = null;
  }
  if (url.host === publicHost) {
    throw new InvalidAdminUrlError(
      `ADMIN_URL (« ${given} ») doit désigner un autre hôte que PUBLIC_URL (« ${config.publicUrl} ») : le back-office a son adresse à lui, ` +
        `par exemple https://admin.example.sn pour une boutique sur https://boutique.example.sn. / ADMIN_URL must name another host than PUBLIC_URL.`,
    );
  }
}

/** Where the back office answers: ADMIN_URL when it is set, else the shop's own address. */
export function backOfficeUrl(config: Pick<Config, 'publicUrl' | 'adminUrl'>): string {
  return config.adminUrl ?? config.publicUrl;
}

const config = singleton('config', readConfig);

/** The process-wide configuration, read from the environment on first use. */
export const getConfig = config.get;

export const setConfig: (config: Config) => void = config.set;
