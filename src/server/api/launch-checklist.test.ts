// GET /dashboard/mise-en-ligne (docs/product.md, "Going live"): each point checked by the server, for a super
// administrator only, and the start log's lines.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordBackup } from '@/server/backup/last-backup';
import { setConfig } from '@/server/config';
import { admins } from '@/server/db/schema';
import { isLiveAddress, launchLogLines } from '@/server/services/launch/launch-checklist';
import type { LaunchChecklist } from '@/shared/launch/answers';
import { LAUNCH_CHECKS } from '@/shared/launch/rules';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ seed: true });
let admin: TestAdmin;
let owner: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
  owner = await t().createAdmin({ role: 'SUPER_ADMIN' });
});

async function checklist(token = owner.token): Promise<LaunchChecklist> {
  const answer = await t().call('GET', '/dashboard/mise-en-ligne', { token });
  expect(answer.status).toBe(200);
  expect(answer.body.message).toBe('Points de mise en ligne récupérés');
  return answer.body.data as LaunchChecklist;
}
const done = (list: LaunchChecklist) => Object.fromEntries(list.points.map((point) => [point.key, point.fait]));

describe('GET /dashboard/mise-en-ligne', () => {
  it('is for super administrators only', async () => {
    expect((await t().call('GET', '/dashboard/mise-en-ligne')).status).toBe(401);
    const refused = await t().call('GET', '/dashboard/mise-en-ligne', { token: admin.token });
    expect(refused.status).toBe(403);
  });

  it('says what a demo shop has left to do, in French, each point with its own words', async () => {
    const list = await checklist();
    expect(list.termine).toBe(false);
    expect(done(list)).toEqual({ ownName: true, whatsapp: false, shopName: false, publicUrl: false, email: false, demoData: false, secondFactor: false, backup: false });
    expect(list.points.find((point) => point.key === 'whatsapp')?.texte).toBe(
      'Remplacez le numéro WhatsApp de démonstration (+221 77 000 00 00) par celui de la boutique.',
    );
    expect(list.points.filter((point) => !point.fait).map((point) => point.texte)).toEqual(list.points.filter((point) => !point.fait).map((point) => LAUNCH_CHECKS[point.key].todo));
  });

  it("asks the first super administrator for their name, and greets no one 'Super'", async () => {
    const first = await t().createAdmin({ role: 'SUPER_ADMIN', prenom: 'Super', nom: 'Administrateur' });
    const list = await checklist(first.token);
    expect(done(list).ownName).toBe(false);
    expect(list.points[0].texte).toBe('Indiquez votre prénom et votre nom : le tableau de bord vous saluera par votre prénom.');
  });

  it('checks each point from what the shop holds: the settings, the configuration, the account, the last backup', async () => {
    const base = t().config;
    const saved = await t().call('PUT', '/parametres', {
      token: owner.token,
      json: { ...(await t().call('GET', '/parametres', { token: owner.token })).body.data, numeroWhatsapp: '+221771234567', nomBoutique: 'Baobab Santé' },
    });
    expect(saved.status).toBe(200);
    await t().db.update(admins).set({ totpEnabledAt: new Date() }).where(eq(admins.id, owner.id));
    recordBackup(base.dataDir, new Date(Date.now() - 6 * 86_400_000));
    setConfig({ ...base, publicUrl: 'https://baobab-sante.sn', smtpUrl: 'smtp://mail.baobab-sante.sn:587' });
    try {
      const list = await checklist();
      expect(done(list)).toEqual({ ownName: true, whatsapp: true, shopName: true, publicUrl: true, email: true, demoData: false, secondFactor: true, backup: true });
      expect(list.points.find((point) => point.key === 'shopName')?.texte).toBe('La boutique porte son nom.');
      // A backup of 8 days ago no longer counts; another super administrator's second factor is not the caller's.
      recordBackup(base.dataDir, new Date(Date.now() - 8 * 86_400_000));
      const other = await t().createAdmin({ role: 'SUPER_ADMIN' });
      expect(done(await checklist(other.token))).toMatchObject({ backup: false, secondFactor: false });
    } finally {
      setConfig(base);
    }
  });

  it('checks the demo data gone once removed', async () => {
    expect(done(await checklist()).demoData).toBe(false);
    const removed = await t().call('DELETE', '/demo', { token: owner.token, headers: await t().stepUp(owner) });
    expect(removed.status).toBe(200);
    expect(done(await checklist()).demoData).toBe(true);
  });

  it('leaves the backup out with PostgreSQL, saved with its own tools', async () => {
    const base = t().config;
    setConfig({ ...base, databaseUrl: 'postgres://postgres@127.0.0.1:5432/boutique' });
    try {
      expect((await checklist()).points.map((point) => point.key)).not.toContain('backup');
    } finally {
      setConfig(base);
    }
  });
});

describe('the checks themselves', () => {
  it('takes an https address on a name of its own as live, never the machine', () => {
    expect(isLiveAddress('https://baobab-sante.sn')).toBe(true);
    for (const url of ['http://baobab-sante.sn', 'https://localhost:3000', 'https://127.0.0.1', 'https://shop.localhost', 'http://localhost:3000', 'pas une adresse']) {
      expect(isLiveAddress(url), url).toBe(false);
    }
  });

  it('writes the start log one line per point, without a secret', () => {
    const lines = launchLogLines({
      termine: false,
      points: [
        { key: 'whatsapp', fait: true, texte: LAUNCH_CHECKS.whatsapp.done },
        { key: 'email', fait: false, texte: LAUNCH_CHECKS.email.todo },
      ],
    });
    expect(lines).toEqual([
      'Mise en ligne : 1 point à régler.',
      '  [fait] Les commandes arrivent sur votre numéro WhatsApp.',
      "  [à faire] Configurez l'envoi des e-mails (SMTP_URL) : sans lui, ils restent dans la boîte d'envoi du serveur.",
    ]);
  });
});
