// The retention task (docs/decisions/023-retention.md): rows dated past their period go, recent ones stay; the
// orders keep their amounts when their customer is erased, and their history says so without the values.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '@/server/config';
import { startRetentionTimer } from '@/server/retention-timer';
import { activityLog, orderEvents, orders, refreshTokens, sessions, signInAttempts } from '@/server/db/schema';
import { SIGN_IN_HISTORY_SIZE } from '@/shared/constants';
import { useTestBackend } from '@test/harness';
import { purgeExpiredData } from './purge-expired-data';

const t = useTestBackend({ seed: false });

const NOW = new Date('2026-11-27T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const PERIODS = { signInDays: 90, sessionDays: 30, customerMonths: 24 };

async function attempt(values: { createdAt: Date; adminId?: string | null; ip?: string }) {
  const [row] = await t()
    .db.insert(signInAttempts)
    .values({ identifierKey: 'quelqu.un@boutique.test', ip: values.ip ?? '203.0.113.9', success: false, adminId: values.adminId ?? null, createdAt: values.createdAt })
    .returning({ id: signInAttempts.id });
  return row.id;
}

async function session(adminId: string, values: { createdAt: Date; revokedAt?: Date | null }) {
  const [row] = await t()
    .db.insert(sessions)
    .values({ adminId, createdAt: values.createdAt, lastUsedAt: values.createdAt, revokedAt: values.revokedAt ?? null })
    .returning({ id: sessions.id });
  return row.id;
}

let tokenNumber = 0;
async function refreshToken(sessionId: string, values: { expiresAt: Date; usedAt?: Date | null }) {
  tokenNumber += 1;
  const [row] = await t()
    .db.insert(refreshTokens)
    .values({ sessionId, tokenHash: `empreinte-${tokenNumber}-${Math.random()}`, expiresAt: values.expiresAt, usedAt: values.usedAt ?? null })
    .returning({ id: refreshTokens.id });
  return row.id;
}

let orderNumber = 0;
async function order(updatedAt: Date) {
  orderNumber += 1;
  const [row] = await t()
    .db.insert(orders)
    .values({
      reference: `RET-${orderNumber}-${Math.random().toString(36).slice(2, 8)}`,
      sousTotal: 12_500,
      total: 14_000,
      fraisLivraison: 1_500,
      nbArticles: 2,
      nbLignes: 1,
      clientNom: 'Aminata Fall',
      clientTelephone: '+221771112233',
      pointDeRepere: 'Derrière la pharmacie Aminata',
      note: 'Appeler avant 18h',
      createdAt: updatedAt,
      updatedAt,
    })
    .returning({ id: orders.id });
  return row.id;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('the retention task', () => {
  it('deletes sign-in attempts past their period, keeps recent ones and each account\'s latest history', async () => {
    const admin = await t().createAdmin();
    const old = await attempt({ createdAt: daysAgo(91) });
    const recent = await attempt({ createdAt: daysAgo(89) });
    // An account whose only attempts are old: the last SIGN_IN_HISTORY_SIZE stay, the older ones go.
    const accountOld: string[] = [];
    for (let i = 0; i < SIGN_IN_HISTORY_SIZE + 3; i += 1) accountOld.push(await attempt({ createdAt: daysAgo(200 + i), adminId: admin.id }));

    const counts = await purgeExpiredData({ periods: PERIODS, now: NOW, batchSize: 2 });
    expect(counts?.signInAttempts).toBeGreaterThanOrEqual(4);

    const left = ids(await t().db.select({ id: signInAttempts.id }).from(signInAttempts));
    expect(left).not.toContain(old);
    expect(left).toContain(recent);
    expect(left).toEqual(expect.arrayContaining(accountOld.slice(0, SIGN_IN_HISTORY_SIZE)));
    for (const gone of accountOld.slice(SIGN_IN_HISTORY_SIZE)) expect(left).not.toContain(gone);
  });

  it('deletes sessions ended long ago with their refresh tokens, and spent or expired tokens; keeps the rest', async () => {
    const admin = await t().createAdmin();
    const revokedLongAgo = await session(admin.id, { createdAt: daysAgo(50), revokedAt: daysAgo(31) });
    const revokedLately = await session(admin.id, { createdAt: daysAgo(40), revokedAt: daysAgo(29) });
    const pastLifetime = await session(admin.id, { createdAt: daysAgo(61) }); // 30 days' life, ended 31 days ago
    const open = await session(admin.id, { createdAt: daysAgo(2) });
    const ofRevoked = await refreshToken(revokedLongAgo, { expiresAt: daysAgo(20) });
    const spentLongAgo = await refreshToken(open, { expiresAt: daysAgo(-28), usedAt: daysAgo(31) });
    const spentLately = await refreshToken(open, { expiresAt: daysAgo(-28), usedAt: daysAgo(1) });
    const live = await refreshToken(open, { expiresAt: daysAgo(-28) });

    await purgeExpiredData({ periods: PERIODS, now: NOW, batchSize: 1 });

    const sessionsLeft = ids(await t().db.select({ id: sessions.id }).from(sessions).where(eq(sessions.adminId, admin.id)));
    expect(sessionsLeft).not.toContain(revokedLongAgo);
    expect(sessionsLeft).not.toContain(pastLifetime);
    expect(sessionsLeft).toEqual(expect.arrayContaining([revokedLately, open]));
    const tokensLeft = ids(await t().db.select({ id: refreshTokens.id }).from(refreshTokens));
    expect(tokensLeft).not.toContain(ofRevoked);
    expect(tokensLeft).not.toContain(spentLongAgo);
    expect(tokensLeft).toEqual(expect.arrayContaining([spentLately, live]));
  });

  it("erases the customer's name, phone, landmark and note of orders unchanged for 24 months, keeps the order, records the erasure", async () => {
    const stale = await order(daysAgo(2 * 365 + 5));
    const fresh = await order(daysAgo(715)); // 23 and a half months

    const counts = await purgeExpiredData({ periods: PERIODS, now: NOW });
    expect(counts?.customers).toBeGreaterThanOrEqual(1);

    const rows = await t().db.select().from(orders).where(inArray(orders.id, [stale, fresh]));
    const erased = rows.find((row) => row.id === stale);
    const kept = rows.find((row) => row.id === fresh);
    expect(erased).toMatchObject({ clientNom: null, clientTelephone: null, pointDeRepere: null, note: null, sousTotal: 12_500, total: 14_000, fraisLivraison: 1_500 });
    expect(kept).toMatchObject({ clientNom: 'Aminata Fall', clientTelephone: '+221771112233', note: 'Appeler avant 18h' });

    const events = await t().db.select().from(orderEvents).where(eq(orderEvents.orderId, stale));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'client', actorId: null, details: { champs: ['nom', 'telephone', 'point_de_repere', 'note'], effacement: 'conservation' } });
    expect(JSON.stringify(events[0])).not.toContain('Aminata');
    expect(await t().db.select().from(orderEvents).where(eq(orderEvents.orderId, fresh))).toHaveLength(0);

    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'retention.customers_erased'));
    expect(entry.title).toBe('Coordonnées de clients effacées (durée de conservation écoulée)');
    expect(JSON.stringify(entry)).not.toContain('Aminata');
    expect(JSON.stringify(entry)).not.toContain('+221771112233');
  });

  it('keeps everything of a kind whose period is 0', async () => {
    const old = await attempt({ createdAt: daysAgo(400) });
    const stale = await order(daysAgo(1000));
    const counts = await purgeExpiredData({ periods: { signInDays: 0, sessionDays: 30, customerMonths: 0 }, now: NOW });
    expect(counts).toMatchObject({ signInAttempts: 0, customers: 0 });
    expect(ids(await t().db.select({ id: signInAttempts.id }).from(signInAttempts))).toContain(old);
    const [row] = await t().db.select().from(orders).where(eq(orders.id, stale));
    expect(row.clientNom).toBe('Aminata Fall');
  });

  it('runs inside the server soon after start, with the configured periods, and stops with it', async () => {
    expect(t().config.retention).toEqual({ signInDays: 90, sessionDays: 30, customerMonths: 24 });
    const old = await attempt({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) });
    const recent = await attempt({ createdAt: new Date(Date.now() - 89 * 24 * 60 * 60 * 1000) });
    const timer = startRetentionTimer(t().config, { firstRunDelayMs: 0 });
    try {
      await vi.waitFor(async () => {
        expect(ids(await t().db.select({ id: signInAttempts.id }).from(signInAttempts))).not.toContain(old);
      });
    } finally {
      await timer.stop();
    }
    expect(ids(await t().db.select({ id: signInAttempts.id }).from(signInAttempts))).toContain(recent);
  });

  it('reads its periods from RETENTION_*: whole numbers, 0 for forever, anything else the default', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', RETENTION_SIGN_IN_DAYS: '7', RETENTION_SESSION_DAYS: 'trente', RETENTION_CUSTOMER_MONTHS: '0' };
    expect(readConfig(env).retention).toEqual({ signInDays: 7, sessionDays: 30, customerMonths: 0 });
    expect(readConfig({ NODE_ENV: 'test' }).retention).toEqual({ signInDays: 90, sessionDays: 30, customerMonths: 24 });
  });
});
