import 'server-only';
import type { Category } from '@/shared/catalog/answers';
import { findCategory } from './list-categories';

/** GET /types/{id}: the category with its counts and sub-types, or null. */
export function getCategory(id: string): Promise<Category | null> {
  return findCategory({ id });
}
