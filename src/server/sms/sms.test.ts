// SMS through an HTTP provider (SMS_API_URL): a small HTTP server on loopback stands in for the provider.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { admins } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';
import { tokenOf } from '@test/mail';
import { HttpSmsSender } from './sms';

interface ProviderRequest {
  method: string;
  headers: IncomingHttpHeaders;
  body: { to: string; from: string; text: string };
}

const received: ProviderRequest[] = [];
let failNext = false;
const provider = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    received.push({ method: req.method ?? '', headers: req.headers, body: JSON.parse(raw) });
    res.writeHead(failNext ? 503 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(failNext ? { error: 'indisponible' } : { id: 'msg-1', status: 'queued' }));
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/messages`;
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const t = useTestBackend({ env: { SMS_API_URL: providerUrl, SMS_API_TOKEN: 'jeton-du-fournisseur', SMS_SENDER: 'BOUTIQUE' } });

describe('SMS through the HTTP provider', () => {
  it('sends the verification link to the phone of an unverified account, and the link verifies it', async () => {
    const admin = await t().createAdmin({ verified: false, numero: '+221765554433' });
    const { status, body } = await t().call('POST', '/auth/resend-verification', { json: { email: '+221 76 555 44 33' } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    await t().settle();

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer jeton-du-fournisseur');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body.to).toBe('+221765554433');
    expect(request.body.from).toBe('BOUTIQUE');
    // With plain spaces: the GSM alphabet has no no-break space.
    expect(request.body.text).toContain('Boutique : vérifiez votre compte administrateur');
    expect(request.body.text).not.toContain('\u00a0');
    const link = request.body.text.match(/http:\/\/boutique\.test\/admin\/verify-account\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    // Nothing was left in the outbox: the provider took it.
    expect(await t().outbox('sms')).toHaveLength(0);

    expect((await t().call('GET', `/auth/verify/${tokenOf(link as string)}`)).status).toBe(200);
    const [row] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row.emailVerifie).toBe(true);
  });

  it("keeps the provider's failure to itself: the caller still gets the neutral answer", async () => {
    await t().createAdmin({ verified: false, numero: '+221765550000' });
    failNext = true;
    try {
      const { status, body } = await t().call('POST', '/auth/resend-verification', { json: { email: '+221765550000' } });
      expect(status).toBe(200);
      expect(body.message).toBe('Si un compte non vérifié correspond à cette adresse, un lien de vérification vient de lui être envoyé.');
      await t().settle();
      expect(received.at(-1)?.body.to).toBe('+221765550000');
    } finally {
      failNext = false;
    }
  });

  it('the adapter rejects when the provider refuses, so that the failure is logged', async () => {
    const sender = new HttpSmsSender({ url: providerUrl, token: null, sender: null });
    failNext = true;
    try {
      await expect(sender.send({ to: '+221700000000', text: 'Bonjour' })).rejects.toThrow(/503/);
      expect(received.at(-1)?.headers.authorization).toBeUndefined();
      expect(received.at(-1)?.body.from).toBe('Boutique');
    } finally {
      failNext = false;
    }
    expect(readConfig({ NODE_ENV: 'test', SMS_API_URL: providerUrl }).sms).toEqual({ url: providerUrl, token: null, sender: null });
  });
});
