// The activity log: every write appends who did what, and when. The dashboard reads it back.
import 'server-only';
import { type Executor, getDb } from '@/server/db/client';
import { activityLog } from '@/server/db/schema';

/** Every action the log records: `domain.verb`, the domain choosing the dashboard's icon. */
export const ACTIVITY_ACTIONS = [
  'auth.login',
  'auth.locked',
  'auth.logout',
  'auth.refresh_reuse',
  'auth.session_end',
  'auth.sessions_end',
  'auth.verify',
  'auth.verification_sent',
  'auth.reset_requested',
  'auth.password_reset',
  'auth.password_create',
  'auth.password_change',
  /** The second factor (docs/decisions/025-second-factor.md): turned on or off by its owner, new recovery codes. */
  'auth.second_factor_enable',
  'auth.second_factor_disable',
  'auth.recovery_codes_renewed',
  /** A sign-in completed with a recovery code instead of the app's code: one fewer is left. */
  'auth.recovery_code_used',
  /** A right code of the app, of a time step already used, refused at the sign-in: once per step (ASVS 2.8.5). */
  'auth.totp_replayed',
  /** Wrong answers at the second step past the account's threshold, whatever the address: once per window (decision 027). */
  'auth.codes_wrong',
  /** A session ended after too many wrong current passwords typed through it (decision 027). */
  'auth.session_wrong_passwords',
  /** A passkey added to or removed from one's own account (decision 025, "Passkeys"). */
  'auth.passkey_add',
  'auth.passkey_remove',
  'admin.bootstrap',
  'admin.invite',
  'admin.reinvite',
  'admin.block',
  'admin.unblock',
  /** A super administrator removed another's second factor. */
  'admin.second_factor_reset',
  'admin.profile_update',
  /** One's own choice of the daily alert e-mail (docs/product.md, "Alerts"). */
  'admin.alerts_update',
  /** A new e-mail confirmed from the link sent to it (src/server/services/accounts/confirm-email-change.ts). */
  'admin.email_change',
  /** The retention task erased customers' names and phones (docs/decisions/023-retention.md); counts only. */
  'retention.customers_erased',
  'category.create',
  'category.update',
  'category.delete',
  'product.create',
  'product.update',
  'product.delete',
  /** Written by the demo seed (src/server/db/seed.ts). */
  'catalogue.seed',
  /** The demo seed's rows removed by a super administrator (src/server/services/demo/remove-demo-data.ts); counts only. */
  'catalogue.demo_remove',
  // Orders (docs/product.md, "Orders"): every action on an order, its subtitle the reference, never the customer.
  'order.create',
  'order.confirm',
  'order.ship',
  'order.deliver',
  'order.cancel',
  'order.payment',
  'order.lines',
  'order.delivery',
  'order.customer',
  'order.note',
  /** Paying with Wave (docs/decisions/033-wave-payments.md): paid as Wave confirmed it, a failed attempt, a payment to check. */
  'order.payment_wave',
  'order.payment_wave_failed',
  'order.payment_check',
  /** A CSV export of the orders, which carries customers' names and phones (docs/SECURITY.md). */
  'order.export',
  // Customers (docs/product.md, "Customers"): never the customer's name nor phone in the entry.
  /** The shop's note or tags of a customer changed; `details.champs` names which. */
  'customer.update',
  /** A CSV export of the customers, which carries their names and phones (docs/SECURITY.md). */
  'customer.export',
  // Delivery zones (docs/product.md, "Delivery zones").
  'zone.create',
  'zone.update',
  'zone.delete',
  /** One move of the zones' display order, whatever the number of zones it renumbers. */
  'zone.reorder',
  'zone.seed',
  /** The shop's settings saved (docs/product.md, "Shop settings"); `details.champs` names the fields changed. */
  'settings.update',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Who did it: an administrator, named in the log by their full name, else their e-mail. */
export interface Actor {
  id: string;
  email: string;
  nomComplet: string | null;
}

export interface ActivityEntry {
  /** Null when nobody known acted (the process itself, or an attempt on an account by a stranger). */
  actor: Actor | null;
  action: ActivityAction;
  entityType?: string;
  entityId?: string;
  /** What the dashboard shows, in French. */
  title: string;
  subtitle?: string;
  details?: Record<string, unknown>;
}

/** `executor` is the caller's transaction when it has one: the entry is written with the change it records. */
export async function logActivity({ executor = getDb(), ...entry }: ActivityEntry & { executor?: Executor }): Promise<void> {
  await executor.insert(activityLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? entry.actor.nomComplet || entry.actor.email : null,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    title: entry.title,
    subtitle: entry.subtitle ?? null,
    details: entry.details ?? null,
  });
}
