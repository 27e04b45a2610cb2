import { isUniqueViolation } from '@/server/db/errors';
import { invalidField, refused } from '@/server/services/errors';
import { CATEGORY_REFUSALS } from './refusals';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';

/**
 * The database's unique indexes compare names without case or accents ('Créatine' = 'creatine'), which the
 * form's duplicate check does not: their violations become the form's French messages.
 */
export function translateCategoryConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'categories_nom_key')) {
    return refused(CATEGORY_REFUSALS.nameTaken);
  }
  if (isUniqueViolation(error, 'sub_types_category_nom_key')) {
    return invalidField('sousTypes', CATALOGUE_VALIDATION.subTypeDuplicate);
  }
  return error;
}
