// The API's answers that belong to no one domain, as zod shapes (docs/api.md, "The OpenAPI document"): the
// listings' pagination and the dashboard's figures and activity, with the pieces every domain's answers.ts is
// written with. Each shape is the one definition: the server writes its type (z.output), the pages read it with
// `import type` (zod stays out of their first loads), and the OpenAPI document describes it.
import { z } from 'zod';
import { DASHBOARD_STAT_KEYS } from './constants';

export const uuidShape = z.string().meta({ format: 'uuid', example: '0b6f1f9e-3c1a-4d3e-9a52-6f1d2c3b4a59' });
export const dateTimeShape = z.string().meta({ format: 'date-time', example: '2026-11-23T10:15:00.000Z' });
/** A whole number of FCFA. */
export const fcfaShape = (description?: string) => z.number().int().meta({ description: description ?? 'FCFA.', example: 25000 });

export const paginationShape = z
  .object({
    current: z.number().int(),
    pages: z.number().int().meta({ description: 'At least 1, even for no result.' }),
    total: z.number().int(),
    limit: z.number().int(),
    hasPrev: z.boolean(),
    hasNext: z.boolean(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.output<typeof paginationShape>;

export const dashboardStatShape = z
  .object({
    key: z.enum(DASHBOARD_STAT_KEYS).meta({ description: 'What the figure counts, for programs; `title` is for people.' }),
    title: z.string().meta({ example: 'produits' }),
    value: z.number().int(),
    percentage: z.number().nullable().meta({ description: 'Against 30 days earlier, one decimal; null when that count was 0.' }),
    trend: z.enum(['up', 'down', 'stable']).nullable().meta({ description: 'Null when the count of 30 days earlier was 0: no trend.' }),
    icon: z.string(),
    color: z.string(),
  })
  .meta({ id: 'DashboardStat' });
export type DashboardStat = z.output<typeof dashboardStatShape>;

export const activityShape = z
  .object({
    _id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    timestamp: dateTimeShape,
    icon: z.string(),
    action: z.string(),
    actor: z.string().nullable(),
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.output<typeof activityShape>;
