import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { href: string; label: string };
  /** h1 when the state is the whole page (product not found), h2 inside a page (empty cart). */
  heading?: 'h1' | 'h2';
}

/** A centred message with one way on: the empty cart, the product that does not exist. */
export function EmptyState({ icon: Icon, title, text, action, heading: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-10" />
      </span>
      <Heading className={`mt-6 font-extrabold text-gray-900 ${Heading === 'h1' ? 'text-3xl' : 'text-2xl'}`}>{title}</Heading>
      <p className="mt-2 text-gray-700">{text}</p>
      <Link href={action.href} className="mt-6 inline-flex h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
        {action.label}
      </Link>
    </div>
  );
}
