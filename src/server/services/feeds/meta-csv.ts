// Meta Commerce Manager's data feed, as CSV (docs/decisions/031-catalogue-feeds.md): a header row of the field names
// Meta reads, one row per item, ',' between fields, UTF-8 without a byte order mark (the first column must read
// `id`), written by csv-stringify. Meta asks for a field holding whitespace or a comma to be in double quotes, a
// quote inside doubled: csv-stringify quotes a comma, a quote or a line break, and `quoted_match` any whitespace.
import { stringify } from 'csv-stringify/sync';
import { type FeedItem, feedPrice } from './feed-items';

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'product_type',
] as const;

type MetaRow = Record<(typeof META_COLUMNS)[number], string>;

export function metaRow(item: FeedItem): MetaRow {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.inStock ? 'in stock' : 'out of stock',
    condition: 'new',
    price: feedPrice(item.price),
    sale_price: item.salePrice === null ? '' : feedPrice(item.salePrice),
    link: item.link,
    image_link: item.jpegImageLink,
    brand: item.brand,
    item_group_id: item.groupId ?? '',
    product_type: item.productType,
  };
}

export function metaCsv(items: readonly FeedItem[]): string {
  return stringify(items.map(metaRow), { header: true, columns: [...META_COLUMNS], record_delimiter: 'windows', quoted_match: /\s/ });
}
