import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_PAGE } from '@/shared/messages';

export const metadata: Metadata = { title: NOT_FOUND_PAGE.title, robots: { index: false } };

/** Any path the shop does not know: the 404 page, inside the shop's header and footer. */
export default function MissingPage(): never {
  notFound();
}
