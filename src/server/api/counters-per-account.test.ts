// Counters where the caller is already known (docs/decisions/027-counters-per-account.md), read as a user would: the
// first factor the shop's policy requires is bound only with a code e-mailed to the account's own address; every
// factor turned on or reset is told to that address; wrong codes count for the account from every address and
// identifier, slow it down and tell its owner once; a challenge takes three wrong codes; a session that types five
// wrong current passwords, from whatever addresses, is ended. E-mails are read from a real SMTP server on loopback.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog, admins, sessions, signInAttempts } from '@/server/db/schema';
import { getMailer } from '@/server/mail/mailer';
import { waiter } from '@/server/services/accounts/sign-in-attempts';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { parseMail, type ReceivedMail, startTestInbox } from '@test/mail';
import { codeFor, codeOfKey, enrolTotp, policyOwner, stepAt } from '@test/totp';
import { ACCOUNT_GUARD, LOGIN_LOCK } from '@/shared/constants';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { TWO_FACTOR_MESSAGES as T } from '@/shared/auth/two-factor';

const inbox = await startTestInbox();
afterAll(() => inbox.close());

const t = useTestBackend({
  env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>', RATE_LIMIT_LOGIN: '1000/60', TRUST_PROXY: 'true' },
});

let ipCount = 0;
/** An address of its own for each request that needs one: no per-address lock ever comes into play. */
const freshIp = () => `198.51.100.${++ipCount}`;
let netCount = 0;
/** A client of another IPv6 /64 each time: a different network for the lock of decision 010. */
const freshNetwork = () => `2001:db8:${(++netCount).toString(16)}::1`;

beforeEach(() => {
  // The slow-downs are observed, not waited.
  vi.spyOn(waiter, 'wait').mockResolvedValue();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setPolicy(false);
});

/** A super administrator with the authenticator app on, who may turn the policy on. */
const owner = policyOwner(t, () => ({ 'x-forwarded-for': freshIp() }));

async function setPolicy(on: boolean) {
  const boss = await owner();
  const answer = await t().call('PUT', '/parametres', {
    token: boss.token,
    headers: await t().stepUp(boss, { 'x-forwarded-for': freshIp() }),
    json: { doubleAuthentificationObligatoire: on },
  });
  expect(answer.status).toBe(200);
}

const login = (identifier: string, password: string, ip: string) =>
  t().call('POST', '/auth/login', { json: { identifier, password }, headers: { 'x-forwarded-for': ip } });

const post = (path: string, ip: string, json: Record<string, unknown>) => t().call('POST', path, { json, headers: { 'x-forwarded-for': ip } });

/** Every e-mail the account's address received, parsed, once the background work is over. */
async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await t().settle();
  return Promise.all(inbox.delivered.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw)));
}

const SETUP_CODE = /^Boutique – Code de configuration de la double authentification\s: (\d{6})$/;

/** The setup codes e-mailed to the address, oldest first. */
async function setupCodesTo(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((mail) => SETUP_CODE.exec(mail.subject)?.[1] ?? []);
}

async function sessionCount(adminId: string) {
  const [row] = await t().db.select({ n: count() }).from(sessions).where(eq(sessions.adminId, adminId));
  return row.n;
}

/** A 6-digit code that is none of the account's codes around now: a plain wrong one, never a replayed one. */
async function wrongCodeOf(adminId: string): Promise<string> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((d) => codeFor(t(), adminId, stepAt() + d))));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

describe('the first factor the policy requires, bound only by the mailbox owner', () => {
  it("opens no session for the password's holder with their own app's code alone; with the code e-mailed to the account it does", async () => {
    await setPolicy(true);
    const admin = await t().createAdmin({ email: 'awa.ndiaye@boutique.sn' });
    const thief = freshIp();
    const challenge = (await login(admin.email, admin.password, thief)).body.data.challenge;
    const started = await post('/auth/login/second-factor/setup', thief, { challenge });
    expect(started.status).toBe(200);
    // The code goes to the account's own address, shown masked to whoever typed the password.
    expect(started.body.data.emailSentTo).toBe('a•••@boutique.sn');
    const [emailCode, ...more] = await setupCodesTo(admin.email);
    expect(more).toEqual([]);
    const mail = (await mailsTo(admin.email))[0];
    expect(mail.text).toContain('la boutique exige la double authentification');
    expect(mail.text).toContain("Si ce n'est pas vous, quelqu'un connaît votre mot de passe");

    // The thief's app reads the key; without the mailbox, every guess is a wrong code and no session opens.
    const appCode = codeOfKey(started.body.data.secret);
    const missing = await post('/auth/login/second-factor/enable', thief, { challenge, code: appCode });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.emailCode).toBe(T.emailCodeRequired);
    const guessed = await post('/auth/login/second-factor/enable', thief, { challenge, code: appCode, emailCode: emailCode === '000000' ? '111111' : '000000' });
    expect(guessed.status).toBe(401);
    expect(guessed.body).toMatchObject({ code: 'second_factor_code_wrong', message: T.emailCodeWrong });
    expect(await sessionCount(admin.id)).toBe(1);
    const [row] = await t().db.select({ on: admins.totpEnabledAt }).from(admins).where(eq(admins.id, admin.id));
    expect(row.on).toBeNull();
    // The wrong e-mailed code counted as a wrong code of the second step.
    const [wrong] = await t()
      .db.select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.adminId, admin.id), eq(signInAttempts.secondStep, true), eq(signInAttempts.success, false)));
    expect(wrong.n).toBe(1);

    // The owner, with the code from the mailbox, gets in, and is told the factor was turned on.
    const done = await post('/auth/login/second-factor/enable', thief, { challenge, code: appCode, emailCode });
    expect(done.status).toBe(200);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect(await sessionCount(admin.id)).toBe(2);
    const notice = (await mailsTo(admin.email)).find((m) => m.subject === 'Boutique – La double authentification de votre compte a été activée');
    expect(notice?.text).toContain("a été activée à la connexion");
    expect(notice?.text).toContain("Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre et prévenez un super administrateur.");
  });

  it("sends a new code on 'Renvoyer le code', retiring the earlier one, three times per challenge at most", async () => {
    await setPolicy(true);
    const admin = await t().createAdmin();
    const ip = freshIp();
    const challenge = (await login(admin.email, admin.password, ip)).body.data.challenge;
    expect((await post('/auth/login/second-factor/setup', ip, { challenge })).status).toBe(200);
    // Starting the setup again (a new key) sends no second code.
    const started = await post('/auth/login/second-factor/setup', ip, { challenge });
    expect(started.status).toBe(200);
    expect(await setupCodesTo(admin.email)).toHaveLength(1);
    const resent = await post('/auth/login/second-factor/setup/email-code', ip, { challenge });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(T.emailCodeSent);
    expect((await post('/auth/login/second-factor/setup/email-code', ip, { challenge })).status).toBe(200);
    const limit = await post('/auth/login/second-factor/setup/email-code', ip, { challenge });
    expect(limit.status).toBe(409);
    expect(limit.body).toMatchObject({ code: 'email_code_limit', message: T.emailCodeLimit });
    const codes = await setupCodesTo(admin.email);
    expect(codes).toHaveLength(3);

    const appCode = codeOfKey(started.body.data.secret);
    if (codes[0] !== codes[2]) {
      const retired = await post('/auth/login/second-factor/enable', ip, { challenge, code: appCode, emailCode: codes[0] });
      expect(retired.body.message).toBe(T.emailCodeWrong);
    }
    expect((await post('/auth/login/second-factor/enable', ip, { challenge, code: appCode, emailCode: codes[2] })).status).toBe(200);
  });

  it('answers a mail server that takes no code with a 503 in French, and sends one at the next try', async () => {
    await setPolicy(true);
    const admin = await t().createAdmin();
    const ip = freshIp();
    const challenge = (await login(admin.email, admin.password, ip)).body.data.challenge;
    vi.spyOn(getMailer(), 'send').mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const down = await post('/auth/login/second-factor/setup', ip, { challenge });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 'mail_unavailable', message: T.emailCodeNotSent });
    expect(await setupCodesTo(admin.email)).toEqual([]);
    expect((await post('/auth/login/second-factor/setup', ip, { challenge })).status).toBe(200);
    expect(await setupCodesTo(admin.email)).toHaveLength(1);
  });

  it("tells the owner when the app is turned on from the account page, and when a super administrator resets it", async () => {
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    const on = (await mailsTo(admin.email)).find((m) => m.subject === 'Boutique – La double authentification de votre compte a été activée');
    expect(on?.text).toContain('a été activée depuis la page de votre compte');
    expect(on?.text).toContain('prévenez un super administrateur');

    const boss = await owner();
    const reset = await t().call('POST', `/auth/admin/${admin.id}/2fa/reset`, { token: boss.token, headers: await t().stepUp(boss) });
    expect(reset.status).toBe(200);
    const off = (await mailsTo(admin.email)).find((m) => m.text.includes('Un super administrateur a supprimé la double authentification'));
    expect(off?.subject).toBe('Boutique – La double authentification de votre compte a été désactivée');
    expect(off?.text).toContain("Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre et prévenez un super administrateur.");
  });
});

describe('wrong codes counted for the account', () => {
  const WRONG_CODES_SUBJECT = 'Boutique – Des codes de connexion erronés ont été saisis';

  /** The password, then a wrong code, from a network of its own. */
  async function wrongFrom(admin: TestAdmin, identifier: string) {
    const ip = freshNetwork();
    const challenge = (await login(identifier, admin.password, ip)).body.data.challenge;
    const answer = await post('/auth/login/second-factor', ip, { challenge, code: await wrongCodeOf(admin.id) });
    expect(answer.status).toBe(401);
    return answer;
  }

  const accountWaits = () => vi.mocked(waiter.wait).mock.calls.filter(([ms]) => ms === ACCOUNT_GUARD.accountSlowDownMs).length;

  it('slows every address down past ten wrong codes from eleven /64 networks, and e-mails the owner once', async () => {
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    for (let i = 0; i < ACCOUNT_GUARD.accountFailures; i++) await wrongFrom(admin, admin.email);
    // No single network was locked, and the identifier's own slow-down stays under the account's.
    expect(accountWaits()).toBe(0);
    expect((await mailsTo(admin.email)).filter((m) => m.subject === WRONG_CODES_SUBJECT)).toHaveLength(1);
    await wrongFrom(admin, admin.email);
    expect(accountWaits()).toBe(1);
    const told = (await mailsTo(admin.email)).filter((m) => m.subject === WRONG_CODES_SUBJECT);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('Des codes de connexion erronés ont été saisis');
    expect(told[0].text).toContain("quelqu'un connaît votre mot de passe : changez-le sans attendre et prévenez un super administrateur");
    const entries = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.codes_wrong'), eq(activityLog.entityId, admin.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, title: 'Codes de connexion erronés en série', subtitle: admin.email });

    // No lock: the owner, with the password and the app, still gets in, after the longer wait.
    const ip = freshIp();
    const challenge = (await login(admin.email, admin.password, ip)).body.data.challenge;
    const ok = await post('/auth/login/second-factor', ip, { challenge, code: await codeFor(t(), admin.id, stepAt() + 1) });
    expect(ok.status).toBe(200);
    expect(accountWaits()).toBe(2);
  });

  it('counts the e-mail and the phone as one account', async () => {
    const admin = await t().createAdmin({ numero: '+221770004411' });
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    for (let i = 0; i < ACCOUNT_GUARD.accountFailures; i++) await wrongFrom(admin, i % 2 === 0 ? admin.email : '+221 77 000 44 11');
    // Five for each identifier: each alone is under the account's threshold, together they pass it.
    await wrongFrom(admin, '+221 77 000 44 11');
    expect(accountWaits()).toBe(1);
    expect((await mailsTo(admin.email)).filter((m) => m.subject === WRONG_CODES_SUBJECT)).toHaveLength(1);
  });

  it('refuses the challenge after three wrong codes: the password must be typed again', async () => {
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    const ip = freshIp();
    const challenge = (await login(admin.email, admin.password, ip)).body.data.challenge;
    const wrong = await wrongCodeOf(admin.id);
    for (let i = 1; i < ACCOUNT_GUARD.challengeWrongCodes; i++) {
      expect((await post('/auth/login/second-factor', ip, { challenge, code: wrong })).body.code).toBe('second_factor_code_wrong');
    }
    const last = await post('/auth/login/second-factor', ip, { challenge, code: wrong });
    expect(last.status).toBe(401);
    expect(last.body).toMatchObject({ code: 'sign_in_challenge_invalid', message: T.tooManyWrongCodes });
    const right = await codeFor(t(), admin.id, stepAt() + 1);
    const after = await post('/auth/login/second-factor', ip, { challenge, code: right });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('sign_in_challenge_invalid');
    // Three wrong codes are under the address's lock (five): the password again, and the right code, let in.
    const again = (await login(admin.email, admin.password, ip)).body.data.challenge;
    expect((await post('/auth/login/second-factor', ip, { challenge: again, code: right })).status).toBe(200);
    expect(ACCOUNT_GUARD.challengeWrongCodes).toBeLessThan(LOGIN_LOCK.maxFailures);
  });
});

describe('answers sent at the same moment', () => {
  const wrongAnswers = async (adminId: string) => {
    const [row] = await t()
      .db.select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.adminId, adminId), eq(signInAttempts.success, false)));
    return row.n;
  };

  it('check no more than three codes against one challenge', async () => {
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    const ip = freshIp();
    const challenge = (await login(admin.email, admin.password, ip)).body.data.challenge;
    const wrong = await wrongCodeOf(admin.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/auth/login/second-factor', ip, { challenge, code: wrong })));
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    expect(await wrongAnswers(admin.id)).toBe(ACCOUNT_GUARD.challengeWrongCodes);
  });

  it('check no more than five current passwords through one session', async () => {
    const admin = await t().createAdmin();
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        t().call('POST', '/auth/step-up', { token: admin.token, headers: { 'x-forwarded-for': freshIp() }, json: { currentPassword: `devinette-${i}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(ACCOUNT_GUARD.sessionWrongPasswords - 1);
    expect(await wrongAnswers(admin.id)).toBe(ACCOUNT_GUARD.sessionWrongPasswords);
    expect((await t().call('GET', '/auth/profile', { token: admin.token })).status).toBe(401);
  });
});

describe('current passwords counted for the session', () => {
  const changePassword = (admin: TestAdmin, currentPassword: string) =>
    t().call('PUT', '/auth/change-password', {
      token: admin.token,
      headers: { 'x-forwarded-for': freshIp() },
      json: { currentPassword, newPassword: 'Nouveau-Secret-9', confirmPassword: 'Nouveau-Secret-9' },
    });

  it('ends the session at the fifth wrong one, each from another address: the sixth call is refused (401)', async () => {
    const admin = await t().createAdmin();
    const answers = [];
    for (let i = 1; i <= ACCOUNT_GUARD.sessionWrongPasswords; i++) answers.push(await changePassword(admin, `devinette-${i}`));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 401]);
    expect(answers[4].body).toMatchObject({ code: 'token_invalid', message: AUTH_MESSAGES.sessionEndedWrongPasswords });
    const sixth = await changePassword(admin, admin.password);
    expect(sixth.status).toBe(401);
    expect((await t().call('GET', '/auth/profile', { token: admin.token })).status).toBe(401);
    const [session] = await t().db.select().from(sessions).where(eq(sessions.id, admin.sessionId));
    expect(session.revokedAt).not.toBeNull();
    const [entry] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.session_wrong_passwords'), eq(activityLog.entityId, admin.id)));
    expect(entry).toMatchObject({ actorId: null, title: 'Session fermée après des mots de passe erronés', subtitle: admin.email });
    // The password is unchanged, and a new sign-in works.
    expect((await login(admin.email, admin.password, freshIp())).status).toBe(200);
  });

  it('gives the tries back on a right password after four wrong ones (a step-up), and ends nothing', async () => {
    const admin = await t().createAdmin();
    for (let i = 1; i < ACCOUNT_GUARD.sessionWrongPasswords; i++) expect((await changePassword(admin, 'devinette')).status).toBe(400);
    const stepUp = await t().call('POST', '/auth/step-up', { token: admin.token, headers: { 'x-forwarded-for': freshIp() }, json: { currentPassword: admin.password } });
    expect(stepUp.status).toBe(200);
    for (let i = 1; i < ACCOUNT_GUARD.sessionWrongPasswords; i++) expect((await changePassword(admin, 'devinette')).status).toBe(400);
    expect((await t().call('GET', '/auth/profile', { token: admin.token })).status).toBe(200);
    expect((await changePassword(admin, admin.password)).status).toBe(200);
  });
});
