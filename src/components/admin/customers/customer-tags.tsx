'use client';
// A customer's tags (docs/product.md, "Customers"): chosen by the shop among the suggestions ('VIP', 'Grossiste'…)
// or typed, trimmed and kept once whatever their case and accents, at most CUSTOMER_LIMITS.tagsMax of
// CUSTOMER_LIMITS.tagMax characters — the API's own rules and messages. Rendered keyed by the tags saved.
import { Plus, Tag, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notify } from '@/lib/notify';
import type { CustomerDetail } from '@/shared/customers/answers';
import { CUSTOMER_LIMITS, CUSTOMER_TAG_SUGGESTIONS } from '@/shared/customers/limits';
import { CUSTOMER_VALIDATION as V } from '@/shared/customers/messages';
import { cleanTag, normaliseTags, tagKey, tagTooLong } from '@/shared/customers/rules';
import { CUSTOMER_TEXTS as T } from './texts';
import { useCustomerForm } from './use-customer-form';

export function CustomerTags({ customer }: { customer: CustomerDetail }) {
  const [tags, setTags] = useState<string[]>(customer.tags);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const { ref, banner, errors, pending, submit: send, clearError } = useCustomerForm(customer._id, ['tags'], () => notify('success', T.tagsSaved));
  const unchanged = tags.join('|') === customer.tags.join('|');
  const taken = new Set(tags.map(tagKey));
  const suggestions = CUSTOMER_TAG_SUGGESTIONS.filter((tag) => !taken.has(tagKey(tag)));

  function add(raw: string) {
    const tag = cleanTag(raw);
    if (!tag) return;
    if (tagTooLong(tag)) return setTypedError(V.tagMax);
    const next = normaliseTags([...tags, tag]);
    if (next.length > CUSTOMER_LIMITS.tagsMax) return setTypedError(V.tagsMax);
    setTypedError(null);
    clearError('tags');
    setTags(next);
    setTyped('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send({ tags });
  }

  return (
    <FormSection
      title={T.tags}
      description={T.tagsText}
      icon={<Tag className="h-4 w-4 text-gray-500" aria-hidden />}
      aside={
        <span className="shrink-0 text-xs text-gray-500 tabular-nums dark:text-gray-400">
          {tags.length} / {CUSTOMER_LIMITS.tagsMax}
        </span>
      }
      form={{ onSubmit: submit, 'aria-label': T.tags, ref, noValidate: true }}
    >
      {banner.element}
      {tags.length === 0 ? (
        <p className="text-sm text-gray-500 dark:text-gray-400">{T.noTags}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="customer-tags">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-purple-100 py-1 pr-1 pl-3 text-sm font-medium text-purple-800 dark:bg-purple-900/50 dark:text-purple-200">
              {tag}
              <button
                type="button"
                aria-label={T.removeTag(tag)}
                onClick={() => setTags(tags.filter((other) => other !== tag))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-purple-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-purple-800"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-start gap-2">
        <Field label={T.tagInput} error={typedError ?? errors.tags} hideLabel className="flex-1">
          <Input
            value={typed}
            maxLength={CUSTOMER_LIMITS.tagMax + 10}
            placeholder={T.tagPlaceholder}
            disabled={pending}
            data-field="tags"
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add(typed);
              }
            }}
          />
        </Field>
        <Button type="button" variant="secondary" onClick={() => add(typed)} disabled={pending || !typed.trim()}>
          <Plus className="h-4 w-4" aria-hidden />
          {T.addTag}
        </Button>
      </div>
      {suggestions.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-gray-500 dark:text-gray-400">{T.suggestions}</span>
          {suggestions.map((tag) => (
            <button
              key={tag}
              type="button"
              aria-label={T.suggest(tag)}
              onClick={() => add(tag)}
              disabled={pending}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-dashed border-gray-300 px-3 text-sm text-gray-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-gray-700 dark:text-gray-300"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden />
              {tag}
            </button>
          ))}
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={pending} disabled={unchanged}>
          {T.saveTags}
        </Button>
      </div>
    </FormSection>
  );
}
