import { getDb, type Executor } from '@/server/db/client';
import type { Category } from '@/shared/types';
import { findCategory } from './list-categories';

/** GET /types/{id}: the category with its counts and sub-types, or null. */
export function getCategory(id: string, db: Executor = getDb()): Promise<Category | null> {
  return findCategory(id, db);
}
