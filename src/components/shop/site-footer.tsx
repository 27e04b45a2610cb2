import { Clock, Gift, Mail, MapPin, MessageCircle, Phone, Truck } from 'lucide-react';
import Link from 'next/link';
import { hoursSummary, SETTINGS_MESSAGES, socialLinks } from '@/shared/settings/rules';
import type { ShopSettings } from '@/shared/settings/answers';
import { DAKAR_DELIVERY_PRICE, displayPhone, SHOP_PAGES, whatsappLink } from '@/shared/shop/content';
import { Logo } from './logo';

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const link = 'text-brand-50 hover:text-white hover:underline';

type FooterSettings = Pick<
  ShopSettings,
  'numeroWhatsapp' | 'emailContact' | 'telephoneContact' | 'horaires' | 'livraisonOfferteDes' | 'nomBoutique' | 'lienFacebook' | 'lienInstagram' | 'lienTiktok'
>;

/**
 * The shop's name, social links (those set only), contacts, hours and free-delivery threshold come from the shop's
 * settings (docs/product.md, "Shop settings").
 */
export function SiteFooter({ settings }: { settings: FooterSettings }) {
  const { numeroWhatsapp: whatsappNumber, emailContact: supportEmail, telephoneContact, horaires, livraisonOfferteDes, nomBoutique } = settings;
  const socials = socialLinks(settings);
  return (
    <footer className="mt-16 bg-brand-900 text-sm text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo name={nomBoutique} inverted />
          <p className="mt-3 max-w-xs leading-relaxed">
            Produits de santé et de bien-être américains authentiques, livrés à Dakar et partout au Sénégal.
          </p>
          {socials.length > 0 && (
            <ul className="mt-4 flex gap-4" aria-label="Réseaux sociaux">
              {socials.map((social) => (
                <li key={social.label}>
                  <a href={social.href} className={link} rel="noopener noreferrer" target="_blank">
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className={heading}>Service client</h2>
          <ul className="space-y-2">
            {[SHOP_PAGES.faq, SHOP_PAGES.delivery].map((page) => (
              <li key={page.href}>
                <Link href={page.href} className={link}>
                  {page.title}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${supportEmail}`} className={link}>
                Support par e-mail
              </a>
            </li>
            <li>
              <Link href="/pro" className={link}>
                Tous nos produits
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>Contact</h2>
          <ul className="space-y-2">
            <li className="flex items-start gap-2">
              <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={whatsappLink(whatsappNumber)} className={link} target="_blank" rel="noopener noreferrer">
                WhatsApp : {displayPhone(whatsappNumber)}
              </a>
            </li>
            {telephoneContact && (
              <li className="flex items-start gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={`tel:${telephoneContact}`} className={link}>
                  Téléphone : {displayPhone(telephoneContact)}
                </a>
              </li>
            )}
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${supportEmail}`} className={`${link} break-all`}>
                {supportEmail}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>Support {hoursSummary(horaires)}</span>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>Dakar, Sénégal</span>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>Tarifs de livraison</h2>
          <ul className="space-y-3">
            <li className="flex items-start gap-2">
              <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong className="text-white">Dakar et environs</strong>
                <br />
                {DAKAR_DELIVERY_PRICE} environ, en 24h
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong className="text-white">Autres régions</strong>
                <br />
                Sur devis par téléphone
              </span>
            </li>
            {livraisonOfferteDes !== null && (
              <li className="flex items-start gap-2">
                <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{SETTINGS_MESSAGES.freeDeliveryFrom(livraisonOfferteDes)}</span>
              </li>
            )}
          </ul>
          <p className="mt-4">Paiement : Mobile Money ou espèces à la livraison. Carte bancaire bientôt disponible.</p>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-brand-100">
          © {new Date().getFullYear()} {nomBoutique} — Produits américains authentiques à Dakar.
        </p>
      </div>
    </footer>
  );
}
