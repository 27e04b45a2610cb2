// GET /parametres/flux's answer (docs/api.md, "Catalogue feeds"): the addresses the owner pastes into Meta Commerce
// Manager and Google Merchant Center.
import { z } from 'zod';

export const feedUrlsShape = z
  .object({
    meta: z.string().meta({ format: 'uri', description: "Meta Commerce Manager's data feed (CSV).", example: 'https://boutique.sn/feeds/meta.csv' }),
    google: z
      .string()
      .meta({ format: 'uri', description: "Google Merchant Center's product data source (RSS 2.0).", example: 'https://boutique.sn/feeds/google.xml' }),
  })
  .meta({ id: 'FeedUrls', description: 'The catalogue feeds, as absolute addresses on PUBLIC_URL.' });
export type FeedUrls = z.output<typeof feedUrlsShape>;

export const FEED_MESSAGES = {
  loaded: 'Adresses des flux de catalogue',
} as const;
