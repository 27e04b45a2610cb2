// /parametres/flux: the addresses of the catalogue feeds (docs/api.md, "Catalogue feeds";
// docs/decisions/031-catalogue-feeds.md), for the settings page, which shows them to be pasted into Meta Commerce
// Manager and Google Merchant Center. They are built on PUBLIC_URL, which the back office, on its own origin with
// ADMIN_URL, cannot guess. The feeds themselves are public, outside the API (/feeds/meta.csv, /feeds/google.xml).
import { Hono } from 'hono';
import { getConfig } from '@/server/config';
import { FEED_MESSAGES as M, feedUrlsShape } from '@/shared/feeds/answers';
import { feedUrls } from '@/shared/feeds/paths';
import { TAGS, documented } from './openapi-routes';
import { ok } from './respond';
import type { AppEnv } from './types';

export function feedRoutes() {
  const feeds = new Hono<AppEnv>();
  const route = documented(feeds);

  route.get(
    '/',
    {
      operationId: 'getFeedUrls',
      tag: TAGS.settings,
      summary: 'The addresses of the catalogue feeds for Meta and Google',
      description:
        'Absolute on PUBLIC_URL. The feeds list the products shoppers may see that are not `excluCatalogues`, refreshed within a second of a change.',
      access: 'super administrator',
      success: [{ messages: [M.loaded], data: feedUrlsShape }],
    },
    (c) => ok(c, feedUrls(getConfig().publicUrl), M.loaded),
  );

  return feeds;
}
