// Reads e-mails as a recipient would: the raw MIME message parsed, its links picked out of the text.
import { simpleParser } from 'mailparser';

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
