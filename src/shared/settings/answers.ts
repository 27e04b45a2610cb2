// The shop's settings as the API answers them (docs/api.md, "Settings"; docs/decisions/021-shop-settings.md), as a
// zod shape: the one definition of their type (z.output), which the server writes and the pages read with
// `import type`, so that zod stays out of their first loads. Their rules and limits are in ./rules.ts.
import { z } from 'zod';
import { WEEK_DAYS } from './rules';

const phone = z.string().meta({ description: "'+' and digits.", example: '+221771234567' });
const fcfa = z.number().int().nullable();
const day = z.string().nullable().meta({ format: 'date', example: '2026-12-01' });

export const openingDayShape = z.object({
  ouvert: z.boolean(),
  ouverture: z.string().meta({ example: '09:00' }),
  fermeture: z.string().meta({ example: '20:00' }),
});
/** One day's hours, Dakar time (UTC, all year): 'HH:MM', the closing one after the opening one ('24:00': midnight). */
export type OpeningDay = z.output<typeof openingDayShape>;

export const shopAnnouncementShape = z.object({
  texte: z.string().nullable(),
  lien: z.string().nullable(),
  debut: day.meta({ description: 'Its first day, included; null: from now on.' }),
  fin: day.meta({ description: 'Its last day, included; null: until further notice.' }),
});
/** The bar at the top of the storefront: shown when `texte` is set and today (Dakar) is within its days (both included). */
export type ShopAnnouncement = z.output<typeof shopAnnouncementShape>;

export const settingsShape = z
  .object({
    numeroWhatsapp: phone.meta({ description: "'+' and digits: where the orders and the storefront's questions go." }),
    emailContact: z.string().meta({ format: 'email', example: 'contact@boutique.sn' }),
    telephoneContact: phone.nullable().meta({ description: 'Shown beside the e-mail on the storefront; null: none.' }),
    horaires: z
      .array(openingDayShape)
      .meta({ description: `Seven days, Monday first (${WEEK_DAYS.join(', ')}), Dakar time (UTC). '24:00': midnight.` }),
    messageHorsHoraires: z.string().meta({ description: "The cart's notice outside the hours (ordering stays open)." }),
    annonce: shopAnnouncementShape,
    numeroWave: phone.nullable(),
    numeroOrangeMoney: phone.nullable(),
    livraisonOfferteDes: fcfa.meta({ description: 'FCFA; null: never free.' }),
    commandeMinimum: fcfa.meta({ description: 'FCFA; null: no minimum.' }),
    seuilStockBas: z.number().int().min(0).meta({ description: "A product's low-stock threshold when it has none; 0: no alerts." }),
    nomBoutique: z.string().meta({
      description: "The shop's name: the storefront's header, titles and link previews, the delivery slip, the e-mails, the order messages.",
      example: 'Boutique',
    }),
    lienFacebook: z.string().nullable().meta({ format: 'uri', description: "The shop's Facebook page, https; null: not shown." }),
    lienInstagram: z.string().nullable().meta({ format: 'uri', description: "The shop's Instagram account, https; null: not shown." }),
    lienTiktok: z.string().nullable().meta({ format: 'uri', description: "The shop's TikTok account, https; null: not shown." }),
    doubleAuthentificationObligatoire: z.boolean().meta({
      description:
        'Every administrator signs in with a second factor; one without gets `secondFactor: "setup"` at sign-in (decision 025). Turned on only by a super administrator who has one.',
    }),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettings = z.output<typeof settingsShape>;
