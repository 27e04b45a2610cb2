'use client';
// The returning-customer hint (docs/product.md, "Customers"): once the phone typed on an order ('Nouvelle
// commande', an order's customer) is one the shop knows, 'Client connu · 3 commandes · 45 000 FCFA', linking to the
// customer's page. Asked after a pause in typing, and only for a phone the orders would take.
import { UserCheck } from 'lucide-react';
import Link from 'next/link';
import { adminRoutes } from '@/lib/admin-routes';
import { useCustomerHint } from '@/lib/api/customers';
import { useDebounced } from '@/lib/use-debounced';
import { TIMINGS } from '@/shared/constants';
import { normaliseCustomerPhone } from '@/shared/orders/rules';
import { CUSTOMER_TEXTS as T } from './texts';

export function CustomerHint({ telephone }: { telephone: string }) {
  const typed = useDebounced(telephone.trim() ? normaliseCustomerPhone(telephone) : null, TIMINGS.searchDebounceMs);
  const hint = useCustomerHint(typed).data;
  if (!typed || !hint) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200" data-testid="customer-hint" role="status">
      <UserCheck className="h-4 w-4 shrink-0" aria-hidden />
      <span className="font-medium">{T.knownCustomer(hint.nbCommandes, hint.totalDepense)}</span>
      <Link href={adminRoutes.customer(hint._id)} className="rounded font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-600">
        {T.knownCustomerLink}
      </Link>
    </p>
  );
}
