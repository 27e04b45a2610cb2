import type { Context } from 'hono';
import type { Actor } from '@/server/services/catalog/actor';
import type { AppEnv } from './types';

/** The signed-in administrator, as the activity log records them. */
export function actorOf(c: Context<AppEnv>): Actor {
  const admin = c.get('admin');
  return { id: admin.id, nomComplet: admin.nomComplet, email: admin.email };
}
