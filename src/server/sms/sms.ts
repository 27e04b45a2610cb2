// Text messages behind one small interface: an HTTP provider when SMS_API_URL is set, otherwise an outbox
// of `.sms.txt` files in DATA_DIR/outbox/ (with the link logged in development).
import { type Config, getConfig } from '@/server/config';
import { getLogger } from '@/server/logger';
import { outboxDir, writeOutboxFile } from '@/server/mail/mailer';
import { singleton } from '@/server/singleton';
import { SHOP_NAME } from '@/shared/constants';

export interface SmsMessage {
  /** International number: `+` followed by digits. */
  to: string;
  text: string;
  link?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  /** logLinks: in development only; a link carries a one-time token that anyone reading the log could use. */
  constructor(
    private readonly dir: string,
    private readonly logLinks = false,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const file = await writeOutboxFile(this.dir, '.sms.txt', `To: ${message.to}\n\n${message.text}\n`);
    const link = this.logLinks ? message.link : undefined;
    getLogger().info({ to: message.to, link, file }, 'SMS written to the outbox');
  }
}

const PROVIDER_TIMEOUT_MS = 10_000;

/** A provider taking `POST {to, from, text}` as JSON with a bearer token, the shape most SMS gateways accept. */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly provider: NonNullable<Config['sms']>) {}

  async send(message: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.provider.token) headers.authorization = `Bearer ${this.provider.token}`;
    const response = await fetch(this.provider.url, {
      method: 'POST',
      headers,
      // The GSM alphabet has no no-break space: one would send the message in UCS-2, 70 characters a part
      // instead of 160. A plain space wraps as well on a phone's screen.
      body: JSON.stringify({ to: message.to, from: this.provider.sender ?? SHOP_NAME, text: message.text.replaceAll('\u00a0', ' ') }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) {
      // The provider's own wording may name internals: keep it in the log only.
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      throw new Error(`SMS provider answered ${response.status}: ${detail}`);
    }
  }
}

export function createSmsSender(config: Config): SmsSender {
  return config.sms ? new HttpSmsSender(config.sms) : new OutboxSmsSender(outboxDir(config.dataDir), config.env !== 'production');
}

const sender = singleton('sms', () => createSmsSender(getConfig()));

export const getSmsSender = sender.get;

/** Replaces the sender; undefined makes the next getSmsSender() choose again from the configuration. */
export const setSmsSender = sender.set;
