import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/shop/not-found-content';
import { PUBLIC_PAGE_TITLE } from '@/shared/constants';
import { NOT_FOUND_PAGE } from '@/shared/messages';

export const metadata: Metadata = { title: `${NOT_FOUND_PAGE.title} | ${PUBLIC_PAGE_TITLE}`, robots: { index: false } };

// Unknown shop paths are answered by (shop)/[...missing] inside the shop's layout. This root page only serves
// what falls outside it, and stays small on purpose: Next.js sends this element with every page's payload.
export default function NotFound() {
  return <NotFoundContent bare />;
}
