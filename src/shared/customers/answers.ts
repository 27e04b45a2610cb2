// The customers' answers as zod shapes (docs/api.md, "Customers"): a customer as the list shows it, its page with its
// orders, and the returning-customer hint. The pages read their types with `import type`.
import { z } from 'zod';
import { dateTimeShape as dateTime, fcfaShape as fcfa, uuidShape as uuid } from '../answers';
import { orderSummaryShape } from '../orders/answers';

const summaryFields = {
  _id: uuid,
  nom: z.string().nullable().meta({ description: 'The name of its latest order that has one; null when none has.', example: 'Aïssatou Ndiaye' }),
  telephone: z.string().meta({ example: '+221771234567' }),
  nbCommandes: z.number().int().meta({ description: 'Its orders, whatever their status.' }),
  totalDepense: fcfa('FCFA: the totals of its orders delivered or paid, not cancelled.'),
  derniereCommande: dateTime.nullable(),
  derniereZone: z.string().nullable().meta({ description: 'The zone of its latest order.', example: 'Plateau' }),
  tags: z.array(z.string()).meta({ example: ['VIP'] }),
  createdAt: dateTime,
};

export const customerSummaryShape = z.object(summaryFields).meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.output<typeof customerSummaryShape>;

export const customerDetailShape = z
  .object({
    ...summaryFields,
    note: z.string().nullable().meta({ description: "The shop's private note." }),
    updatedAt: dateTime,
    commandes: z.array(orderSummaryShape).meta({ description: 'Its newest orders first, 50 at most (`nbCommandes` counts them all).' }),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.output<typeof customerDetailShape>;

export const customerHintShape = z
  .object({
    _id: uuid,
    nom: z.string().nullable(),
    nbCommandes: z.number().int(),
    totalDepense: fcfa(),
  })
  .meta({ id: 'CustomerHint', description: 'A known phone: the customer it is, for the returning-customer hint.' });
export type CustomerHint = z.output<typeof customerHintShape>;
