// The catalogue feeds' addresses (docs/decisions/031-catalogue-feeds.md): one definition for the server that answers
// them and the settings page that shows where to paste them.

export const FEEDS_PREFIX = '/feeds/';

export const FEED_PATHS = {
  /** Meta Commerce Manager's data feed (CSV). */
  meta: `${FEEDS_PREFIX}meta.csv`,
  /** Google Merchant Center's product data source (RSS 2.0 with the g: namespace). */
  google: `${FEEDS_PREFIX}google.xml`,
} as const;

export type FeedKind = keyof typeof FEED_PATHS;

/**
 * A product picture as a JPEG, for Meta, whose catalogue takes JPEG and PNG pictures while the shop keeps WebP:
 * `/feeds/images/{picture id}.jpg`.
 */
export const FEED_IMAGES_PREFIX = `${FEEDS_PREFIX}images/`;
export const feedImagePath = (pictureId: string): string => `${FEED_IMAGES_PREFIX}${pictureId}.jpg`;

/** The two absolute addresses on the shop's public URL. */
export function feedUrls(publicUrl: string): Record<FeedKind, string> {
  const base = publicUrl.replace(/\/+$/, '');
  return { meta: `${base}${FEED_PATHS.meta}`, google: `${base}${FEED_PATHS.google}` };
}
