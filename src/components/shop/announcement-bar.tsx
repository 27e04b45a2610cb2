import { Megaphone } from 'lucide-react';
import Link from 'next/link';
import { isShopPath } from '@/shared/settings/rules';
import type { ShopAnnouncement } from '@/shared/settings/answers';

/**
 * The shop's announcement above the header of every storefront page, drawn on the server (no script): set in the
 * back office's 'Paramètres', shown between its start and end days, Dakar time (docs/product.md, "Shop settings").
 */
export function AnnouncementBar({ announcement }: { announcement: ShopAnnouncement | null }) {
  if (!announcement?.texte) return null;
  const { texte, lien } = announcement;
  const body = (
    <>
      <Megaphone aria-hidden="true" className="size-4 shrink-0" />
      <span>{texte}</span>
    </>
  );
  const className = 'mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-sm font-medium';
  return (
    <aside aria-label="Annonce" className="bg-amber-100 text-amber-950" data-testid="announcement-bar">
      {!lien ? (
        <p className={className}>{body}</p>
      ) : lien.startsWith('/') ? (
        // A link stored before the rule (isShopPath) that would leave the shop is shown as text.
        isShopPath(lien) ? (
          <Link href={lien} className={`${className} underline-offset-2 hover:underline`}>
            {body}
          </Link>
        ) : (
          <p className={className}>{body}</p>
        )
      ) : (
        <a href={lien} className={`${className} underline-offset-2 hover:underline`} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      )}
    </aside>
  );
}
