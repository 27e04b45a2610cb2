// A code of the authenticator app typed again after it was used (ASVS 2.8.5; docs/decisions/026-step-up.md, "A
// replayed code"): refused as any spent code, and, unlike a wrong one, recorded in the activity feed and told to the
// account's owner by e-mail, once per time step, through a real SMTP server on loopback. The clock the codes are
// read on is faked (Date only), close to the real one.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog } from '@/server/db/schema';
import { waiter } from '@/server/services/accounts/sign-in-attempts';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { parseMail, startTestInbox } from '@test/mail';
import { codeFor, enrolTotp, stepAt } from '@test/totp';
import { TWO_FACTOR_MESSAGES as T } from '@/shared/auth/two-factor';

const inbox = await startTestInbox();
afterAll(() => inbox.close());

const t = useTestBackend({
  env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>', RATE_LIMIT_LOGIN: '1000/60', TRUST_PROXY: 'true' },
});

const STEP_MS = 30_000;
let ipCount = 0;
const freshIp = () => `203.0.113.${++ipCount}`;

beforeEach(() => {
  // The start of a step, a little behind the real clock: codes of the step after are then within tolerance.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((stepAt() - 1) * STEP_MS + 1_000);
  vi.spyOn(waiter, 'wait').mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function secondStep(admin: TestAdmin, ip: string, code: string) {
  const login = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password }, headers: { 'x-forwarded-for': ip } });
  expect(login.body.data.secondFactor).toBe('totp');
  return t().call('POST', '/auth/login/second-factor', { json: { challenge: login.body.data.challenge, code }, headers: { 'x-forwarded-for': ip } });
}

async function replayEntries(adminId: string) {
  return t()
    .db.select()
    .from(activityLog)
    .where(and(eq(activityLog.action, 'auth.totp_replayed'), eq(activityLog.entityId, adminId)));
}

/** The e-mails to `email` about a replayed code (turning the app on is told too, decision 027). */
async function mailsTo(email: string) {
  await t().settle();
  const mails = await Promise.all(inbox.delivered.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw)));
  return mails.filter((mail) => mail.subject.includes('déjà utilisé'));
}

describe('a code of a time step already used', () => {
  it('is refused, recorded in the activity feed and e-mailed to the owner once', async () => {
    const admin = await t().createAdmin({ email: 'awa.replay@boutique.test' });
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    const ip = freshIp();
    const code = await codeFor(t(), admin.id, stepAt() + 1);
    expect((await secondStep(admin, ip, code)).status).toBe(200);
    expect(await mailsTo(admin.email)).toHaveLength(0);

    const replay = await secondStep(admin, freshIp(), code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('second_factor_code_wrong');
    expect(replay.body.message).toBe(T.codeWrong);

    const [entry, ...more] = await replayEntries(admin.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: null, title: 'Code déjà utilisé présenté à la connexion', subtitle: admin.email });
    expect(entry.details).toMatchObject({ ip: '203.0.113.3' });

    const [mail] = await mailsTo(admin.email);
    expect(mail.subject).toBe('Boutique – Un code de connexion déjà utilisé a été présenté');
    expect(mail.text).toContain("suivi d'un code de votre application d'authentification qui avait déjà servi");
    expect(mail.text).toContain('203.0.113.3');
    expect(mail.text).toContain("Si ce n'est pas vous, quelqu'un connaît votre mot de passe : changez-le sans attendre");
    expect(mail.links.some((link) => link.endsWith('/admin/forget'))).toBe(true);

    // The same code again: refused and counted, but neither recorded nor e-mailed a second time.
    expect((await secondStep(admin, freshIp(), code)).status).toBe(401);
    expect(await replayEntries(admin.id)).toHaveLength(1);
    expect(await mailsTo(admin.email)).toHaveLength(1);
  });

  it('shows in the super administrator’s activity feed with the sign-in icon', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    // The code of the step the enrolment used is spent already.
    expect((await secondStep(admin, freshIp(), await codeFor(t(), admin.id, stepAt()))).status).toBe(401);
    const { body } = await t().call('GET', '/dashboard/recent-activity', { token: boss.token });
    const item = body.data.find((entry: { action: string; subtitle: string }) => entry.action === 'auth.totp_replayed' && entry.subtitle === admin.email);
    expect(item).toMatchObject({ title: 'Code déjà utilisé présenté à la connexion', icon: 'log-in', actor: null });
    expect(await mailsTo(admin.email)).toHaveLength(1);
  });

  it('leaves a wrong code, or one of a step never used, unrecorded and unmailed', async () => {
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    const right = await codeFor(t(), admin.id, stepAt() + 1);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await secondStep(admin, freshIp(), wrong)).status).toBe(401);
    // Too far ahead: right for the key, but for no step used yet nor accepted now.
    expect((await secondStep(admin, freshIp(), await codeFor(t(), admin.id, stepAt() + 3))).status).toBe(401);
    expect(await replayEntries(admin.id)).toEqual([]);
    expect(await mailsTo(admin.email)).toHaveLength(0);
  });
});
