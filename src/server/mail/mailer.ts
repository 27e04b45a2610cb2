// E-mail delivery behind one small interface: SMTP when SMTP_URL is set, otherwise an outbox of `.eml`
// files in DATA_DIR/outbox/ (with the link logged in development), so that the shop works with no mail server
// at all.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Config, getConfig } from '@/server/config';
import { getLogger } from '@/server/logger';
import { singleton } from '@/server/singleton';
import type { MailDelivery } from '@/shared/mail/messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the message carries: in development the outbox logs it, to be followed without a mail reader. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }
}

export function outboxDir(dataDir = getConfig().dataDir): string {
  return path.join(dataDir, 'outbox');
}

let outboxSequence = 0;

/** A file name that sorts in writing order (the sequence breaks ties within a millisecond) and never collides. */
export function outboxFileName(extension: string): string {
  outboxSequence += 1;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(outboxSequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}${extension}`;
}

export class OutboxMailer implements Mailer {
  // nodemailer builds the complete MIME message without sending it anywhere.
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  /** logLinks: in development only; a link carries a one-time token that anyone reading the log could use. */
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logLinks = false,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.builder.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    const file = await writeOutboxFile(this.dir, '.eml', info.message as Buffer);
    const link = this.logLinks ? message.link : undefined;
    getLogger().info({ to: message.to, subject: message.subject, link, file }, 'e-mail written to the outbox');
  }
}

/** The outbox's messages carry one-time links: the folder and its files are the server's user's alone. */
export async function writeOutboxFile(dir: string, extension: string, content: string | Buffer): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, outboxFileName(extension));
  await writeFile(file, content, { mode: 0o600 });
  return file;
}

/**
 * How the shop's e-mails leave it now, from the configuration the mailer is chosen from: 'smtp' with SMTP_URL,
 * else 'outbox' (kept in DATA_DIR/outbox/, sent to no one). The answers of the calls that send an e-mail carry it,
 * so that the back office says what happened (docs/product.md, "E-mail delivery").
 */
export function mailDelivery(config: Pick<Config, 'smtpUrl'> = getConfig()): MailDelivery {
  return config.smtpUrl ? 'smtp' : 'outbox';
}

/**
 * Why a mail server took no message: a 5xx answer is a refusal (of the address, the sender, the credentials) that a
 * new attempt would meet again; no connection, a dropped one or a 4xx answer (421 "try again later") is an outage.
 */
export function mailFailure(error: unknown): 'refused' | 'unavailable' {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 ? 'refused' : 'unavailable';
}

export function createMailer(config: Config): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(outboxDir(config.dataDir), config.mailFrom, config.env !== 'production');
}

const mailer = singleton('mailer', () => createMailer(getConfig()));

/** The process-wide mailer, chosen from the configuration on first use. */
export const getMailer = mailer.get;

/** Replaces the mailer; undefined makes the next getMailer() choose again from the configuration. */
export const setMailer = mailer.set;
