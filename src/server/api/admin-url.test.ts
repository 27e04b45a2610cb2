// A back office on an address of its own (ADMIN_URL, docs/SECURITY.md, "The back office's origin"): its session
// cookie, the links e-mailed to it and its passkeys' relying party are of that address, not the shop's.
import { describe, expect, it } from 'vitest';
import { relyingParty } from '@/server/services/two-factor/passkeys';
import { useTestBackend } from '@test/harness';
import { parseMail } from '@test/mail';

const t = useTestBackend({ env: { PUBLIC_URL: 'http://boutique.test', ADMIN_URL: 'https://admin.boutique.test' } });

describe('the back office on its own address', () => {
  it("sets the refresh cookie for the back office's host only, Secure as its address is https", async () => {
    const admin = await t().createAdmin();
    const login = await t().call('POST', '/auth/login', {
      json: { identifier: admin.email, password: admin.password },
      headers: { 'X-Boutique-Client': 'admin' },
    });
    expect(login.status).toBe(200);
    const set = login.headers.getSetCookie().find((line) => line.startsWith('boutique_refresh=')) ?? '';
    expect(set).toContain('Secure');
    expect(set).toContain('Path=/api/v1/auth');
    expect(set).not.toMatch(/domain=/i);
  });

  it("e-mails links to the back office's own address", async () => {
    const admin = await t().createAdmin();
    const seen = (await t().outbox('mail')).length;
    expect((await t().call('POST', '/auth/request-password-reset', { json: { email: admin.email } })).status).toBe(200);
    const [mail] = await Promise.all((await t().outbox('mail')).slice(seen).map((item) => parseMail(item.content)));
    expect(mail.links.some((link) => link.startsWith('https://admin.boutique.test/admin/reset-password?token='))).toBe(true);
    expect(mail.links.some((link) => link.startsWith('http://boutique.test/admin'))).toBe(false);
  });

  it("makes passkeys for the back office's host and origin", () => {
    expect(relyingParty()).toMatchObject({ rpID: 'admin.boutique.test', origin: 'https://admin.boutique.test' });
  });
});
