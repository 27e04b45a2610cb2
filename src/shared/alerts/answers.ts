// The alerts' answers as zod shapes (docs/product.md, "Alerts"): GET /dashboard/alertes and an administrator's daily
// e-mail choice (GET and PUT /auth/profile/alertes). Each shape is the one definition: its type (z.output) is what
// the server writes and the pages read with `import type`, so that zod stays out of their first loads.
import { z } from 'zod';
import { ALERT_KINDS } from './rules';

const day = z.string().meta({ format: 'date', example: '2026-12-15' });

export const alertProductShape = z
  .object({
    _id: z.string().meta({ format: 'uuid', example: '0b6f1f9e-3c1a-4d3e-9a52-6f1d2c3b4a59' }),
    nom: z.string().meta({ description: "Its name; a variant's is its product's and its own.", example: 'Whey Gold Standard — Chocolat, 5 lb' }),
    variante: z
      .string()
      .nullable()
      .meta({ description: "For a stock alert of a product with variants, the variant's name; null otherwise.", example: 'Chocolat, 5 lb' }),
    varianteId: z.string().nullable().meta({ format: 'uuid', description: "The variant's id, with `variante`; null otherwise." }),
    stock: z.number().int().nullable().meta({ description: "null: not tracked. A variant's stock for a variant.", example: 3 }),
    seuilStockBas: z.number().int().meta({ description: "The threshold that applies: the product's own, else the shop's default; 0: off.", example: 5 }),
    datePeremption: day.nullable(),
  })
  .meta({ id: 'AlertProduct' });
export type AlertProduct = z.output<typeof alertProductShape>;

export const alertGroupShape = z
  .object({
    type: z.enum(ALERT_KINDS),
    total: z.number().int().meta({ description: 'Every product concerned (for the stock kinds, every variant of a product with variants).' }),
    produits: z.array(alertProductShape).meta({ description: 'The first five of them, the most pressing first.' }),
  })
  .meta({ id: 'AlertGroup' });
export type AlertGroup = z.output<typeof alertGroupShape>;

export const shopAlertsShape = z
  .object({
    jour: day.meta({ description: "Today in Dakar, the day the rules were read on." }),
    seuilParDefaut: z.number().int().meta({ description: "The shop's default low-stock threshold (0: off)." }),
    alertes: z.array(alertGroupShape).meta({ description: 'The four kinds, always all of them: stock-bas, rupture, peremption-proche, perime.' }),
  })
  .meta({ id: 'ShopAlerts' });
export type ShopAlerts = z.output<typeof shopAlertsShape>;

export const alertEmailChoiceShape = z
  .object({
    alertesEmail: z.boolean().meta({ description: 'Whether the daily summary is sent.' }),
    alertesHeure: z.number().int().min(0).max(23).meta({ description: 'The hour it is sent at, Dakar time (UTC).', example: 8 }),
  })
  .meta({ id: 'AlertEmailChoice' });
export type AlertEmailChoice = z.output<typeof alertEmailChoiceShape>;
