// The demo data as the API answers it (docs/api.md; docs/product.md, "Removing the demo data"), as zod shapes: the one
// definition of their types (z.output), read by the settings' section with `import type`.
import { z } from 'zod';

const count = (description: string) => z.number().int().min(0).meta({ description });

export const demoStatusShape = z
  .object({
    presente: z.boolean().meta({ description: 'Whether the removal has something to remove.' }),
    categories: count('The demo categories the removal would remove (with their sub-types).'),
    produits: count('The demo products it would remove, with their pictures.'),
    commandes: count('The demo orders it would remove, with their lines, history and stock movements.'),
  })
  .meta({ id: 'DemoStatus' });
export type DemoStatus = z.output<typeof demoStatusShape>;

export const demoRemovalShape = z
  .object({
    categories: count('Demo categories removed, with their sub-types.'),
    produits: count('Demo products removed.'),
    photos: count('Their pictures, whose files are deleted once the rows are.'),
    commandes: count('Demo orders removed, with their lines and history.'),
    mouvementsStock: count("The stock movements of those orders' confirmations."),
  })
  .meta({ id: 'DemoRemoval' });
export type DemoRemoval = z.output<typeof demoRemovalShape>;
