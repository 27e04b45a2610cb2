// Configuration from the environment (DESIGN §3). Read once per process, resettable for tests.
import path from 'node:path';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | null;
  seedDemo: boolean;
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  whatsappNumber: string;
  supportEmail: string;
  trustProxy: boolean;
  accessTokenTtl: string;
  redisUrl: string | null;
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
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
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
    dataDir: path.resolve(blankToNull(env.DATA_DIR) ?? './data'),
    databaseUrl: blankToNull(env.DATABASE_URL),
    publicUrl: (blankToNull(env.PUBLIC_URL) ?? `http://localhost:${Number.isFinite(port) ? port : 3000}`).replace(/\/+$/, ''),
    adminEmail: (blankToNull(env.ADMIN_EMAIL) ?? 'admin@boutique.local').toLowerCase(),
    adminPassword: blankToNull(env.ADMIN_PASSWORD),
    seedDemo: flag(env.SEED_DEMO, true),
    jwtSecret: blankToNull(env.JWT_SECRET),
    smtpUrl: blankToNull(env.SMTP_URL),
    mailFrom: blankToNull(env.MAIL_FROM) ?? 'Boutique <no-reply@boutique.local>',
    whatsappNumber: (blankToNull(env.WHATSAPP_NUMBER) ?? '+221770000000').replace(/[^\d+]/g, ''),
    supportEmail: blankToNull(env.SUPPORT_EMAIL) ?? 'support@boutique.local',
    trustProxy: flag(env.TRUST_PROXY, false),
    accessTokenTtl: blankToNull(env.ACCESS_TOKEN_TTL) ?? '15m',
    redisUrl: blankToNull(env.REDIS_URL),
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
  };
}

const CONFIG_KEY = Symbol.for('boutique.config');
type WithConfig = typeof globalThis & { [CONFIG_KEY]?: Config };

/** The process-wide configuration, shared by the server entry and the Next.js module graph. */
export function getConfig(): Config {
  const store = globalThis as WithConfig;
  store[CONFIG_KEY] ??= readConfig();
  return store[CONFIG_KEY];
}

export function setConfig(config: Config): void {
  (globalThis as WithConfig)[CONFIG_KEY] = config;
}
