// The retention task (docs/decisions/023-retention.md, docs/SECURITY.md "Retention"): sign-in attempts, ended
// sessions with their refresh tokens, spent or expired refresh tokens, and the names, phones, landmarks and notes of customers of
// orders left unchanged for long are removed once past their period. In small batches, each its own short
// transaction, so that the shop's requests never wait long behind it; under a lock that one instance holds at a
// time, so that several instances do not all purge.
import 'server-only';
import { sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { logActivity } from '@/server/services/activity/log-activity';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { SIGN_IN_HISTORY_SIZE, TOKEN_LIFETIMES } from '@/shared/constants';

/** The periods, as in the configuration: 0 keeps that kind forever. */
export interface RetentionPeriods {
  signInDays: number;
  sessionDays: number;
  customerMonths: number;
}

export interface PurgeCounts {
  signInAttempts: number;
  sessions: number;
  refreshTokens: number;
  customers: number;
}

/** Another instance's purge holds it: this one skips its turn. */
const RETENTION_LOCK_KEY = 7_261_023;
const BATCH = 500;

export async function purgeExpiredData({
  periods,
  now = new Date(),
  batchSize = BATCH,
}: {
  periods: RetentionPeriods;
  now?: Date;
  batchSize?: number;
}): Promise<PurgeCounts | null> {
  const counts: PurgeCounts = { signInAttempts: 0, sessions: 0, refreshTokens: 0, customers: 0 };
  const at = now.toISOString();
  const steps: { kind: keyof PurgeCounts; run: (tx: Executor) => Promise<number> }[] = [];

  if (periods.signInDays > 0) {
    // At least a day: the lock and the slow-down read the last quarter of an hour. Each account's latest
    // attempts stay whatever their age: they are the history its owner is shown (GET /auth/sign-ins).
    const days = Math.max(1, periods.signInDays);
    steps.push({
      kind: 'signInAttempts',
      run: (tx) =>
        affected(
          tx.execute(sql`
            delete from sign_in_attempts where id in (
              select a.id from sign_in_attempts a
              where a.created_at < ${at}::timestamptz - make_interval(days => ${days})
                and (a.admin_id is null or a.id not in (
                  select h.id from sign_in_attempts h where h.admin_id = a.admin_id
                  order by h.created_at desc limit ${SIGN_IN_HISTORY_SIZE}))
              order by a.created_at limit ${batchSize})`),
        ),
    });
  }

  if (periods.sessionDays > 0) {
    const days = periods.sessionDays;
    // Ended: signed out or revoked, or past the absolute lifetime from sign-in. Their refresh tokens go with
    // them (foreign key, on delete cascade).
    steps.push({
      kind: 'sessions',
      run: (tx) =>
        affected(
          tx.execute(sql`
            delete from sessions where id in (
              select id from sessions
              where revoked_at < ${at}::timestamptz - make_interval(days => ${days})
              union
              select id from sessions
              where created_at < ${at}::timestamptz - make_interval(days => ${days + TOKEN_LIFETIMES.sessionDays})
              limit ${batchSize})`),
        ),
    });
    // Rotated or expired tokens of sessions still open: useless after their period (a replay of one is refused
    // as unknown, as it would be as spent: the session's absolute lifetime is shorter).
    steps.push({
      kind: 'refreshTokens',
      run: (tx) =>
        affected(
          tx.execute(sql`
            delete from refresh_tokens where id in (
              select id from refresh_tokens
              where expires_at < ${at}::timestamptz - make_interval(days => ${days})
              union
              select id from refresh_tokens
              where used_at < ${at}::timestamptz - make_interval(days => ${days})
              limit ${batchSize})`),
        ),
    });
  }

  if (periods.customerMonths > 0) {
    const months = periods.customerMonths;
    // The order and its amounts stay; the landmark and the shopper's note may say where they live, and go too. Its
    // history says the customer was erased, without the values.
    steps.push({
      kind: 'customers',
      run: async (tx) => {
        const erased = await tx.execute(sql`
          update orders set client_nom = null, client_telephone = null, point_de_repere = null, note = null
          where id in (
            select id from orders
            where updated_at < ${at}::timestamptz - make_interval(months => ${months})
              and (client_nom is not null or client_telephone is not null or point_de_repere is not null or note is not null)
            order by updated_at limit ${batchSize}
            for update skip locked)
          returning id`);
        const ids = rowsOf(erased).map((row) => String(row.id));
        if (ids.length > 0) {
          await tx.execute(sql`
            insert into order_events (order_id, type, details)
            select unnest(${`{${ids.join(',')}}`}::uuid[]), 'client',
              ${JSON.stringify({ champs: ['nom', 'telephone', 'point_de_repere', 'note'], effacement: 'conservation' })}::jsonb`);
        }
        return ids.length;
      },
    });
  }

  for (const step of steps) {
    for (;;) {
      const done = await getDb().transaction(async (tx) => {
        const [lock] = rowsOf(await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as held`));
        if (!lock?.held) return null;
        return step.run(tx);
      });
      if (done === null) return null;
      counts[step.kind] += done;
      if (done < batchSize) break;
    }
  }

  if (counts.customers > 0) {
    await logActivity({
      actor: null,
      action: 'retention.customers_erased',
      entityType: 'order',
      title: ACCOUNT_ACTIVITY_TITLES.customersErased,
      subtitle: `${counts.customers} commande${counts.customers > 1 ? 's' : ''}`,
      details: { orders: counts.customers, months: periods.customerMonths },
    });
  }
  return counts;
}

/** Rows of a raw query, from PGlite (`rows`) or node-postgres (`rows`) alike. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}

async function affected(query: Promise<unknown>): Promise<number> {
  const result = (await query) as { affectedRows?: number; rowCount?: number | null };
  return result.affectedRows ?? result.rowCount ?? 0;
}
