// The administrators' product shapes, for the OpenAPI document only (./openapi.ts; docs/api.md, "Product"): the
// public product with its back-office fields, and a movement of the stock's history.
import { z } from 'zod';
import type { StockMovement } from '@/shared/catalog/product-status';
import type { AdminProduct } from '@/shared/types';
import { productShape } from './openapi-shapes';

export const adminProductShape = productShape
  .extend({
    brouillon: z.boolean().meta({ description: 'A draft: absent from everything shoppers see.' }),
    seuilStockBas: z.number().int().min(0).nullable().meta({ description: "Low-stock threshold; null: the shop's default; 0: no alert." }),
    datePeremption: z.string().nullable().meta({ format: 'date', description: 'Expiry date, YYYY-MM-DD.' }),
    visibleSiPerime: z.boolean().meta({ description: 'Kept on the storefront after its expiry date.' }),
  })
  .meta({ id: 'AdminProduct', description: 'A product as administrators read it.' }) satisfies z.ZodType<AdminProduct>;

export const stockMovementShape = z
  .object({
    id: z.number().int(),
    delta: z.number().int(),
    avant: z.number().int(),
    apres: z.number().int(),
    motif: z.enum(['confirmation', 'annulation', 'manuel']).or(z.string()),
    commentaire: z.string().nullable().meta({ description: "The reason an administrator gave (motif 'manuel')." }),
    commande: z.object({ _id: z.string(), reference: z.string() }).nullable(),
    auteur: z.string().nullable().meta({ description: "The administrator's name; null when nobody signed in did it." }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'StockMovement' }) satisfies z.ZodType<StockMovement>;
