import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '@/shared/shop/content';

/** The floating WhatsApp button of every storefront page, in a landmark of its own: no content outside one. */
export function WhatsAppButton({ number }: { number: string }) {
  return (
    <aside aria-label="Contact WhatsApp">
      <a
        href={whatsappLink(number, 'Bonjour, j’ai une question sur vos produits.')}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Nous écrire sur WhatsApp"
        className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f44] text-white shadow-lg ring-4 ring-white transition hover:scale-105 hover:bg-[#166c3a]"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}
