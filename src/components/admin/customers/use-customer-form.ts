'use client';
// PATCH /clients/{id} sent through the kit's `useForm` (docs/back-office-kit.md, "Sending a form"): the API's own
// schema (fetched on the first submit, so that the page loads without zod), the save, the refusal under the field.
import { useForm } from '@/components/admin/kit/use-form';
import { useUpdateCustomer } from '@/lib/api/customers';
import type { CustomerUpdateInput } from '@/shared/customers/schemas';
import { CUSTOMER_TEXTS as T } from './texts';

export type CustomerFormField = 'note' | 'tags';

export function useCustomerForm(id: string, fields: readonly CustomerFormField[], saved: () => void) {
  const update = useUpdateCustomer(id);
  const form = useForm({
    fields,
    fieldOf: (name: string) => (name.startsWith('tags') ? 'tags' : name === 'note' ? 'note' : null),
    loadSchema: () => import('@/shared/customers/schemas').then((m) => m.customerUpdateSchema),
    save: (value) => update.mutateAsync(value as CustomerUpdateInput),
    saved,
    failed: T.saveErrorDefault,
  });
  return { ...form, pending: update.isPending };
}
