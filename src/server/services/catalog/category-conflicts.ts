import { ApiError } from '@/server/api/respond';
import { CATALOGUE_MESSAGES, VALIDATION } from '@/shared/messages';
import { uniqueViolation } from './db-errors';

/**
 * The database's unique indexes compare names without case or accents ('Créatine' = 'creatine'), which the
 * form's duplicate check does not: their violations become the form's French messages.
 */
export function translateCategoryConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === 'categories_nom_key') {
    return new ApiError(409, CATALOGUE_MESSAGES.categoryNameTaken, { errors: { nom: CATALOGUE_MESSAGES.categoryNameTaken } });
  }
  if (constraint === 'sub_types_category_nom_key') {
    return new ApiError(400, VALIDATION.subTypeDuplicate, { errors: { sousTypes: VALIDATION.subTypeDuplicate } });
  }
  return error;
}
