// Reads e-mails as a recipient would: a loopback SMTP inbox, the raw MIME message parsed, its links picked out of
// the text.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export async function parseMail(raw: string | Buffer): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const text = parsed.text ?? '';
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  return {
    from: parsed.from?.text ?? '',
    to,
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

/** The `token` query parameter of a link from an e-mail or SMS. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** One message as the SMTP server took it: the envelope's sender and recipients, and the raw MIME text. */
export interface Delivery {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface TestInbox {
  /** For SMTP_URL. */
  smtpUrl: string;
  /** Every message received, in order of arrival. */
  delivered: readonly Delivery[];
  /** The `count`-th message, as soon as it arrives (the test's own timeout bounds the wait, not a fixed time). */
  delivery(count: number): Promise<Delivery>;
  /** The next e-mail to `to` after the `seen` first messages, parsed; `index` is what to pass as `seen` next. */
  mailTo(to: string, seen?: number): Promise<ReceivedMail & { index: number }>;
  close(): Promise<void>;
}

export interface TestInboxOptions {
  /** Recipients the server refuses with a 550, as a mailbox that does not exist would be. */
  refuse?: (address: string) => boolean;
  /** Answer every connection with this SMTP code and close it (421: a server that cannot take mail now). */
  connectReply?: number;
  /** Listen on this port (to come back where a stopped inbox was); any free one by default. */
  port?: number;
}

/** A real SMTP server on loopback that keeps what the shop sends, for tests to read as the recipients would. */
export async function startTestInbox(options: TestInboxOptions = {}): Promise<TestInbox> {
  const delivered: Delivery[] = [];
  const waiting: (() => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!options.connectReply) return callback();
      callback(Object.assign(new Error('Service not available, closing transmission channel'), { responseCode: options.connectReply }));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) callback(new Error('550 Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.port ?? 0, '127.0.0.1', resolve));
  const next = () => new Promise<void>((resolve) => waiting.push(resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    delivered,
    async delivery(count) {
      while (delivered.length < count) await next();
      return delivered[count - 1];
    },
    async mailTo(to, seen = 0) {
      for (;;) {
        const index = delivered.findIndex((mail, i) => i >= seen && mail.to.includes(to));
        if (index >= 0) return { ...(await parseMail(delivered[index].raw)), index: index + 1 };
        await next();
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The link of an e-mail that leads to `pathname`, whatever host it names. */
export function linkOf(mail: ReceivedMail, pathname: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in:\n${mail.text}`);
  return link;
}
