import { Clock, Mail, MessageCircle } from 'lucide-react';
import { hoursLines, hoursSummary } from '@/shared/settings/rules';
import type { ShopSettings } from '@/shared/settings/answers';
import { displayPhone, whatsappLink } from '@/shared/shop/content';

/** The contacts and hours come from the shop's settings (docs/product.md, "Shop settings"). */
export function ContactCards({ settings }: { settings: Pick<ShopSettings, 'numeroWhatsapp' | 'emailContact' | 'telephoneContact' | 'horaires'> }) {
  const { numeroWhatsapp: whatsappNumber, emailContact: supportEmail, telephoneContact, horaires } = settings;
  const card = 'flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-5';
  const icon = 'inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <li className={card}>
        <span className={icon}>
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <h3 className="font-semibold text-gray-900">WhatsApp</h3>
        <p className="text-sm text-gray-600">La réponse la plus rapide, {hoursSummary(horaires)}.</p>
        <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer" className="mt-auto font-semibold text-brand-800 hover:underline">
          {displayPhone(whatsappNumber)}
        </a>
      </li>
      <li className={card}>
        <span className={icon}>
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <h3 className="font-semibold text-gray-900">E-mail</h3>
        <p className="text-sm text-gray-600">Nous répondons à vos e-mails sous 24h.</p>
        <a href={`mailto:${supportEmail}`} className="mt-auto font-semibold break-all text-brand-800 hover:underline">
          {supportEmail}
        </a>
        {telephoneContact && (
          <a href={`tel:${telephoneContact}`} className="font-semibold text-brand-800 hover:underline">
            {displayPhone(telephoneContact)}
          </a>
        )}
      </li>
      <li className={card}>
        <span className={icon}>
          <Clock aria-hidden="true" className="size-5" />
        </span>
        <h3 className="font-semibold text-gray-900">Horaires</h3>
        <p className="text-sm text-gray-600">Service client, heure de Dakar.</p>
        <ul className="mt-auto font-semibold text-gray-900">
          {hoursLines(horaires).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
