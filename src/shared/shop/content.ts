// Static French content of the storefront (docs/product.md §1–§2): marketing facts, benefits, testimonials, FAQ,
// delivery page and 404 shortcuts. The contact details ({phone}, {email}) come from the configuration.
import { DELIVERY, MARKETING_FACTS } from '../constants';
import { formatPrice } from '../format';

export const DAKAR_DELIVERY_PRICE = formatPrice(DELIVERY.dakarPrice);

export const HOME = {
  tagline:
    'Des produits de santé et de bien-être américains 100 % authentiques, livrés rapidement à Dakar et partout au Sénégal.',
  cta: 'Voir le catalogue',
  popularTitle: 'Produits populaires',
  popularLink: 'Voir tout le catalogue',
  testimonialsTitle: 'Ils nous font confiance',
} as const;

export const MARKETING_STATS = [
  { value: MARKETING_FACTS.products, label: 'Produits' },
  { value: MARKETING_FACTS.clients, label: 'Clients satisfaits' },
  { value: MARKETING_FACTS.delivery, label: 'Livraison' },
  { value: MARKETING_FACTS.authentic, label: 'Authentique' },
] as const;

export const BENEFITS = [
  {
    icon: 'truck',
    title: 'Livraison en 24h à Dakar',
    text: `Recevez votre commande en 24h à Dakar et environs pour ${DAKAR_DELIVERY_PRICE} environ, le jour même si vous commandez avant ${DELIVERY.sameDayBeforeHour}h.`,
  },
  {
    icon: 'shield',
    title: 'Produits authentiques des USA',
    text: 'Tous nos produits sont importés directement des États-Unis : des marques reconnues, jamais de contrefaçon.',
  },
  {
    icon: 'whatsapp',
    title: 'Support 24/7 via WhatsApp',
    text: 'Une question sur un produit ou une commande ? Écrivez-nous sur WhatsApp, nous vous répondons rapidement.',
  },
] as const;

export interface Testimonial {
  name: string;
  location: string;
  text: string;
  rating: number;
  product?: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Aminata D.',
    location: 'Dakar, Plateau',
    text: "Ma whey commandée le matin était livrée l'après-midi même. Produit bien scellé, exactement comme aux États-Unis. Je recommande !",
    rating: 5,
  },
  {
    name: 'Moussa S.',
    location: 'Pikine',
    text: "Enfin une boutique sérieuse pour les vitamines américaines. Le service WhatsApp est très réactif et de bon conseil.",
    rating: 5,
  },
  {
    name: 'Fatou N.',
    location: 'Almadies',
    text: 'Les soins CeraVe sont authentiques et moins chers qu’ailleurs. Paiement en Wave à la livraison, très pratique.',
    rating: 4,
  },
];

export const DELIVERY_TESTIMONIALS: Testimonial[] = [
  {
    name: 'Ibrahima F.',
    location: 'Mermoz',
    text: 'Commande passée à 11h, reçue à 16h le jour même. Le livreur a appelé avant de passer.',
    rating: 5,
    product: 'Créatine Optimum Nutrition',
  },
  {
    name: 'Awa B.',
    location: 'Rufisque',
    text: 'Livrée le lendemain matin à Rufisque, bien emballée. Paiement à la livraison sans souci.',
    rating: 5,
    product: 'Vitamine D3 Nature Made',
  },
  {
    name: 'Cheikh T.',
    location: 'Thiès',
    text: "Hors de Dakar, ils m'ont donné le prix de la livraison par téléphone et le colis est arrivé en deux jours.",
    rating: 4,
    product: 'Oméga-3 Nordic Naturals',
  },
];

/** The FAQ's chips: the first shows every category (null), each other its own. */
export const FAQ_ALL_CATEGORIES = 'Toutes';
export const FAQ_CATEGORIES = ['Livraison', 'Paiement', 'Produits', 'Commande', 'À propos', 'SAV'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    id: 'zones',
    category: 'Livraison',
    question: 'Où livrez-vous ?',
    answer:
      "Nous livrons à Dakar et dans ses environs (Pikine, Guédiawaye, Rufisque…). Pour les autres régions du Sénégal, appelez-nous : nous vous donnons un devis par téléphone.",
  },
  {
    id: 'delais',
    category: 'Livraison',
    question: 'Quels sont les délais et les frais de livraison ?',
    answer: `À Dakar, la livraison coûte environ ${DAKAR_DELIVERY_PRICE} selon la zone et se fait en 24h. Commandez avant ${DELIVERY.sameDayBeforeHour}h pour être livré le jour même.`,
  },
  {
    id: 'moyens-paiement',
    category: 'Paiement',
    question: 'Comment puis-je payer ?',
    answer:
      'Vous payez par Mobile Money (Wave, Orange Money…) ou en espèces à la livraison. Le paiement par carte bancaire arrive bientôt.',
  },
  {
    id: 'paiement-avance',
    category: 'Paiement',
    question: 'Dois-je payer avant la livraison ?',
    answer:
      "Non : vous pouvez régler en espèces ou par Mobile Money au moment où vous recevez votre colis. Aucun paiement n'est demandé sur le site.",
  },
  {
    id: 'authenticite',
    category: 'Produits',
    question: 'Vos produits sont-ils authentiques ?',
    answer:
      'Oui, 100 %. Tous nos produits sont importés directement des États-Unis depuis des distributeurs officiels, dans leur emballage d’origine scellé.',
  },
  {
    id: 'conseil',
    category: 'Produits',
    question: 'Pouvez-vous me conseiller sur un produit ?',
    answer:
      "Bien sûr. Écrivez-nous sur WhatsApp 7 jours sur 7 de 8h à 18h : nous vous aidons à choisir selon vos objectifs. Nos conseils ne remplacent pas l'avis d'un médecin.",
  },
  {
    id: 'commander',
    category: 'Commande',
    question: 'Comment passer commande ?',
    answer:
      "Ajoutez vos produits au panier puis cliquez sur « Commander via WhatsApp » : un message prérempli avec votre commande s'ouvre, il ne reste qu'à l'envoyer. Nous confirmons la livraison avec vous.",
  },
  {
    id: 'annulation',
    category: 'Commande',
    question: 'Puis-je annuler ma commande ?',
    answer: "Oui, l'annulation est possible tant que la commande n'a pas été expédiée. Prévenez-nous simplement sur WhatsApp.",
  },
  {
    id: 'gros',
    category: 'Commande',
    question: 'Vendez-vous en gros ?',
    answer: 'Oui, nous proposons des tarifs pour les achats en gros. Contactez-nous par WhatsApp ou par e-mail pour en discuter.',
  },
  {
    id: 'qui',
    category: 'À propos',
    question: 'Qui êtes-vous ?',
    answer: `Une boutique dakaroise spécialisée dans les produits de santé et de bien-être américains : protéines, compléments, soins de la peau et épices. Plus de ${MARKETING_FACTS.products} produits et ${MARKETING_FACTS.clients} clients satisfaits.`,
  },
  {
    id: 'contact',
    category: 'À propos',
    question: 'Comment vous contacter ?',
    answer:
      'Par WhatsApp 7 jours sur 7 de 8h à 18h, ou par e-mail : nous répondons aux e-mails sous 24h.',
  },
  {
    id: 'retour',
    category: 'SAV',
    question: 'Puis-je retourner un produit ?',
    answer:
      "Oui, sous 24h, si le produit n'a pas été utilisé et se trouve dans son emballage d'origine. Les frais de retour sont à votre charge, sauf en cas de défaut du produit.",
  },
  {
    id: 'endommage',
    category: 'SAV',
    question: 'Que faire si mon produit arrive endommagé ?',
    answer:
      'Envoyez-nous une photo sur WhatsApp dès la réception : le produit est remplacé ou remboursé sous 24h.',
  },
];

export const DELIVERY_PAGE = {
  title: 'Livraison Express à Dakar',
  intro: `Commandez avant ${DELIVERY.sameDayBeforeHour}h, recevez le jour même. Partout ailleurs à Dakar et environs, en 24h.`,
  zones: [
    {
      zone: 'Dakar et environs',
      price: `${DAKAR_DELIVERY_PRICE} environ`,
      time: `Livraison en ${DELIVERY.dakarDelay}`,
      description: 'Dakar, Pikine, Guédiawaye, Rufisque et alentours. Le prix peut varier légèrement selon la zone.',
      features: [
        `Le jour même si vous commandez avant ${DELIVERY.sameDayBeforeHour}h`,
        'Paiement à la livraison ou par Mobile Money',
        'Le livreur vous appelle avant de passer',
      ],
    },
    {
      zone: 'Autres régions du Sénégal',
      price: 'Sur devis',
      time: 'Délai selon la région',
      description: 'Thiès, Mbour, Saint-Louis, Touba… Appelez-nous pour connaître le prix et le délai de livraison.',
      features: ['Devis par téléphone ou WhatsApp', 'Envoi soigneusement emballé', 'Suivi de votre colis'],
    },
  ],
  reasonsTitle: 'Pourquoi choisir notre boutique ?',
  reasons: [
    { title: 'Rapide', text: `Livraison en ${DELIVERY.dakarDelay} à Dakar, le jour même avant ${DELIVERY.sameDayBeforeHour}h.` },
    { title: 'Authentique', text: 'Des produits 100 % originaux importés des États-Unis.' },
    { title: 'Simple', text: 'Commande par WhatsApp, paiement Mobile Money ou à la livraison.' },
    { title: 'À votre écoute', text: 'Support 7 jours sur 7 de 8h à 18h, retours sous 24h.' },
  ],
  testimonialsTitle: 'Nos clients livrés témoignent',
  ctaTitle: 'Prêt à commander ?',
  ctaText: 'Parcourez le catalogue ou posez-nous vos questions sur WhatsApp.',
  /** The delivery zones of the data, below the two cards (docs/product.md, "Delivery"). */
  ratesTitle: 'Tarifs par quartier',
  ratesIntro: "Choisissez votre quartier dans le panier : ses frais de livraison s'ajoutent au total de votre commande.",
} as const;

export const SUPPORT_HOURS = '7j/7 de 8h à 18h';

/** The shop's service pages: their path and name, as the menus, the footer and the pages themselves say it. */
export const SHOP_PAGES = {
  cart: { href: '/cart', title: 'Mon panier' },
  delivery: { href: '/livraison', title: 'Livraison et tarifs' },
  faq: { href: '/faq', title: 'Questions fréquentes' },
} as const;

/** The 404 page's shortcuts (docs/product.md, Unknown address): searches, since these words are not categories of this shop. */
export const NOT_FOUND_SHORTCUTS = ['Électronique', 'Mode', 'Maison', 'Sport'] as const;

/** `+221 77 000 00 00` for a Senegalese number; other numbers are shown as given. */
export function displayPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('221') && digits.length === 12) {
    const local = digits.slice(3);
    return `+221 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
  }
  return number.startsWith('+') ? number : `+${digits}`;
}

// Apart, so that the cart's script can build its link without the rest of this content.
export { whatsappLink } from './whatsapp-link';
