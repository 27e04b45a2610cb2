// The daily alert e-mail (docs/product.md, "Alerts"): at or after the hour each administrator chose (Dakar time,
// UTC all year), one summary a day, and only when there is an alert. The day is claimed in the database before the
// message goes, by a conditional update, so that two instances of the shop checking at the same moment never both
// send it; a message that could not be sent gives its day back, to be tried again at the next check. Blocked,
// inactive and unverified accounts get nothing.
import 'server-only';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { backOfficeUrl, getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { getMailer, type Mailer } from '@/server/mail/mailer';
import { alertSummaryMail } from '@/server/mail/templates';
import { dakarToday } from '@/shared/alerts/rules';
import { getAlerts, hasAlerts } from './get-alerts';

/** Accounts that may receive it, whose hour has come, and that have not had today's yet. */
function dueCondition(today: string, hour: number) {
  return and(
    eq(admins.alertesEmail, true),
    lte(admins.alertesHeure, hour),
    eq(admins.emailVerifie, true),
    eq(admins.isActive, true),
    eq(admins.compteVerrouille, false),
    or(isNull(admins.alertesEnvoyeesLe), sql`${admins.alertesEnvoyeesLe} < ${today}::date`),
  );
}

export interface AlertEmailRun {
  /** Messages handed to the mail server. */
  sent: number;
  /** Messages that failed (their day given back). */
  failed: number;
}

export async function sendDueAlertEmails({ now = new Date(), mailer = getMailer() }: { now?: Date; mailer?: Mailer } = {}): Promise<AlertEmailRun> {
  const db = getDb();
  const today = dakarToday(now);
  const condition = dueCondition(today, now.getUTCHours());
  // Most checks find nobody due: the alerts are only read when someone is.
  const [due] = await db.select({ id: admins.id }).from(admins).where(condition).limit(1);
  if (!due) return { sent: 0, failed: 0 };
  const alerts = await getAlerts({ now });
  // Nothing to say: nobody is written to, and the day stays open should an alert appear later in it.
  if (!hasAlerts(alerts)) return { sent: 0, failed: 0 };

  const claimed = await db
    .update(admins)
    .set({ alertesEnvoyeesLe: today })
    .where(condition)
    .returning({ id: admins.id, email: admins.email });
  // The back office's own address when it has one (ADMIN_URL).
  const link = `${backOfficeUrl(getConfig())}/admin`;
  let sent = 0;
  let failed = 0;
  for (const admin of claimed) {
    try {
      await mailer.send(alertSummaryMail(admin.email, alerts, link));
      sent += 1;
    } catch (error) {
      failed += 1;
      // Never the address (a mail server's refusal often quotes it): the account's id says whose it was.
      const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
      getLogger().warn({ adminId: admin.id, code, responseCode }, 'alert e-mail not sent');
      await db
        .update(admins)
        .set({ alertesEnvoyeesLe: null })
        .where(and(eq(admins.id, admin.id), eq(admins.alertesEnvoyeesLe, today)))
        .catch(() => undefined);
    }
  }
  return { sent, failed };
}

/**
 * The running server's check for alert e-mails due: every `checkEveryMs`, on an unref'd timer (it never keeps the
 * process alive), one check at a time. `stop` waits for a check under way, so that shutdown closes the database after it.
 */
export function scheduleAlertEmails({
  checkEveryMs,
  now = () => new Date(),
  mailer,
}: {
  checkEveryMs: number;
  now?: () => Date;
  mailer?: () => Mailer;
}): { check(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const check = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = sendDueAlertEmails({ now: now(), mailer: mailer?.() })
      .then(({ sent, failed }) => {
        if (sent > 0 || failed > 0) getLogger().info({ sent, failed }, 'alert e-mails');
      })
      .catch((error) => getLogger().warn({ err: error }, 'alert e-mail check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
