// How the e-mails leave the shop, as a zod shape (docs/product.md, "E-mail delivery"): the field the answers of the
// calls that send an e-mail carry, and GET /auth/profile, so that the screens say what happened. Read with
// `import type` by the pages, so that zod stays out of their first loads.
import { z } from 'zod';
import { MAIL_DELIVERIES } from './messages';

export const mailDeliveryShape = z.enum(MAIL_DELIVERIES).meta({
  id: 'MailDelivery',
  description:
    "'smtp': the e-mail was handed to the mail server of SMTP_URL. 'outbox': SMTP_URL is not set; the message was kept as a file in DATA_DIR/outbox/ and sent to no one.",
});

export const testMailShape = z
  .object({
    envoiEmails: mailDeliveryShape,
    destinataire: z.string().meta({ description: "The caller's own address, which the test e-mail went to.", example: 'awa.diop@example.sn' }),
  })
  .meta({ id: 'TestMail' });
export type TestMail = z.output<typeof testMailShape>;
