// The daily alert e-mail through a real SMTP server on loopback, with the clock the test chooses: sent once at or
// after the hour chosen, not twice, not when nothing is to be said, not to whoever has not chosen it or is blocked or
// unverified, and once only when two instances check at the same moment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, categories, products } from '@/server/db/schema';
import { addDays } from '@/shared/alerts/rules';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { parseMail, startTestInbox } from '@test/mail';
import { scheduleAlertEmails, sendDueAlertEmails } from './send-alert-emails';

const inbox = await startTestInbox({ refuse: (address) => address.startsWith('refuse') });
afterAll(() => inbox.close());

const t = useTestBackend({ env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>' } });

const DAY = '2026-11-27';
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);
let chooser: TestAdmin;
let lateChooser: TestAdmin;

async function choose(admin: TestAdmin, alertesHeure: number) {
  await t().db.update(admins).set({ alertesEmail: true, alertesHeure }).where(eq(admins.id, admin.id));
}

beforeAll(async () => {
  chooser = await t().createAdmin({ email: 'awa.diop@boutique.test' });
  lateChooser = await t().createAdmin({ email: 'moussa.ndiaye@boutique.test' });
  await choose(chooser, 8);
  await choose(lateChooser, 20);
  // Has not chosen it.
  await t().createAdmin({ email: 'fatou.sow@boutique.test' });
  // Chose it, but blocked; chose it, but not verified.
  await choose(await t().createAdmin({ email: 'bloque@boutique.test', locked: true }), 0);
  await choose(await t().createAdmin({ email: 'nonverifie@boutique.test', verified: false }), 0);
  const [category] = await t().db.insert(categories).values({ nom: 'Compléments' }).returning({ id: categories.id });
  await t().db.insert(products).values([
    { nom: 'Oméga 3 Nature Made', prix: 9000, categoryId: category.id, stock: 2 },
    { nom: 'Vitamine D3 Kirkland', prix: 7500, categoryId: category.id, datePeremption: addDays(DAY, 10) },
    { nom: 'Spiruline Now Foods', prix: 6000, categoryId: category.id, datePeremption: addDays(DAY, -2) },
  ]);
});

describe('the daily alert e-mail', () => {
  it('is not sent before the hour chosen', async () => {
    expect(await sendDueAlertEmails({ now: at(DAY, '07:59') })).toEqual({ sent: 0, failed: 0 });
    expect(inbox.delivered).toHaveLength(0);
  });

  it('is sent once at the hour, to whoever chose it, with the alerts and a link to the dashboard', async () => {
    expect(await sendDueAlertEmails({ now: at(DAY, '08:00') })).toEqual({ sent: 1, failed: 0 });
    const delivery = await inbox.delivery(1);
    expect(delivery.to).toEqual(['awa.diop@boutique.test']);
    const mail = await parseMail(delivery.raw);
    expect(mail.subject).toBe('Boutique – Alertes du 27 novembre 2026');
    expect(mail.text).toContain("Voici les produits à surveiller aujourd'hui (3 alertes)");
    expect(mail.text).toContain('Stock bas : 1 produit\n- Oméga 3 Nature Made : 2 en stock (seuil 5)');
    expect(mail.text).toContain('Péremption proche (30 jours) : 1 produit\n- Vitamine D3 Kirkland : se périme le 7 décembre 2026');
    expect(mail.text).toContain('Périmés : 1 produit\n- Spiruline Now Foods : périmé depuis le 25 novembre 2026');
    expect(mail.text).not.toContain('Rupture de stock');
    expect(mail.links).toContain('http://boutique.test/admin');
    expect(mail.html).toContain('<li>Oméga 3 Nature Made : 2 en stock (seuil 5)</li>');
    expect(mail.html).toContain('Ouvrir le tableau de bord');
    const [row] = await t().db.select().from(admins).where(eq(admins.id, chooser.id));
    expect(row.alertesEnvoyeesLe).toBe(DAY);
  });

  it('is not sent twice the same day, and goes to the later hour when it comes', async () => {
    expect(await sendDueAlertEmails({ now: at(DAY, '08:05') })).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueAlertEmails({ now: at(DAY, '19:59') })).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueAlertEmails({ now: at(DAY, '21:30') })).toEqual({ sent: 1, failed: 0 });
    expect((await inbox.delivery(2)).to).toEqual(['moussa.ndiaye@boutique.test']);
    expect(await sendDueAlertEmails({ now: at(DAY, '23:59') })).toEqual({ sent: 0, failed: 0 });
    expect(inbox.delivered).toHaveLength(2);
  });

  it('is sent once when two instances check at the same moment', async () => {
    const next = addDays(DAY, 1);
    const runs = await Promise.all([sendDueAlertEmails({ now: at(next, '22:00') }), sendDueAlertEmails({ now: at(next, '22:00') })]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    await inbox.delivery(4);
    expect(inbox.delivered.slice(2).flatMap((d) => d.to).sort()).toEqual(['awa.diop@boutique.test', 'moussa.ndiaye@boutique.test']);
  });

  it('is not sent when there is nothing to say, and goes later that day once there is', async () => {
    const next = addDays(DAY, 2);
    const saved = await t().db.select().from(products);
    await t().db.update(products).set({ stock: null, datePeremption: null });
    expect(await sendDueAlertEmails({ now: at(next, '09:00') })).toEqual({ sent: 0, failed: 0 });
    expect(inbox.delivered).toHaveLength(4);
    const [row] = await t().db.select().from(admins).where(eq(admins.id, chooser.id));
    expect(row.alertesEnvoyeesLe).toBe(addDays(DAY, 1));
    for (const product of saved) await t().db.update(products).set({ stock: product.stock, datePeremption: product.datePeremption }).where(eq(products.id, product.id));
    expect(await sendDueAlertEmails({ now: at(next, '10:00') })).toEqual({ sent: 1, failed: 0 });
  });

  it('gives the day back when the mail server refuses, to try again at the next check', async () => {
    const next = addDays(DAY, 3);
    const refused = await t().createAdmin({ email: 'refuse@boutique.test' });
    await choose(refused, 6);
    await t().db.update(admins).set({ alertesEmail: false }).where(eq(admins.id, chooser.id));
    expect(await sendDueAlertEmails({ now: at(next, '06:00') })).toEqual({ sent: 0, failed: 1 });
    const [row] = await t().db.select().from(admins).where(eq(admins.id, refused.id));
    expect(row.alertesEnvoyeesLe).toBeNull();
  });

  it('is checked by a timer that stops cleanly', async () => {
    await t().db.update(admins).set({ alertesEmail: false });
    await choose(chooser, 7);
    const schedule = scheduleAlertEmails({ checkEveryMs: 60_000, now: () => at(addDays(DAY, 4), '07:00') });
    await schedule.check();
    await schedule.stop();
    const last = inbox.delivered.at(-1);
    expect(last?.to).toEqual(['awa.diop@boutique.test']);
    // Stopped: a check does nothing.
    const before = inbox.delivered.length;
    await schedule.check();
    expect(inbox.delivered).toHaveLength(before);
  });
});
