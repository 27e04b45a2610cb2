// Google Merchant Center's product data source, as RSS 2.0 with Google's namespace (docs/decisions/031-catalogue-feeds.md):
// a channel with the shop's name, address and description, one <item> per item with its g: attributes. Every text
// is escaped here (xmlText), so that a name or a description holding '<', '&' or a control character can neither
// break the document nor add an element.
import { type FeedItem, feedPrice } from './feed-items';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/**
 * Text as XML 1.0 character data: the five markup characters written as entities, and the characters XML 1.0
 * forbids (controls other than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF) dropped.
 */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

function itemXml(item: FeedItem): string {
  const fields = [
    element('g:id', item.id),
    element('g:title', item.title),
    element('g:description', item.description),
    element('g:link', item.link),
    element('g:image_link', item.imageLink),
    element('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('g:price', feedPrice(item.price)),
    ...(item.salePrice === null ? [] : [element('g:sale_price', feedPrice(item.salePrice))]),
    element('g:condition', 'new'),
    element('g:brand', item.brand),
    // The shop records no GTIN nor manufacturer's part number (docs/decisions/031-catalogue-feeds.md).
    element('g:identifier_exists', 'no'),
    ...(item.groupId === null ? [] : [element('g:item_group_id', item.groupId)]),
    element('g:product_type', item.productType),
  ];
  return `<item>\n${fields.map((field) => `  ${field}`).join('\n')}\n</item>`;
}

export interface GoogleChannel {
  title: string;
  link: string;
  description: string;
}

export function googleRss(items: readonly FeedItem[], channel: GoogleChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    ...items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
