'use client';
// The category form (docs/product.md, Back office), for a creation and an edit: name and description with live
// counters, up to five types, the API's rules and messages checked before sending, the API's field errors shown
// beside their fields, Ctrl/Cmd+Enter to save. A failed save keeps everything typed; an edit keeps each
// existing sub-type's id, so that its products stay with it (docs/api.md, PUT /types/{id}).
import { ArrowLeft, Keyboard, Layers, Lightbulb, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, Input, inputClass } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { ApiRequestError, errorText } from '@/lib/api/answer';
import { useCategory, useSaveCategory } from '@/lib/api/categories';
import { type CategoryFormValues, type CounterTone, categoryFormErrors, categoryPayload, counterTone, type TypeRow } from '@/lib/category-rules';
import { cn } from '@/lib/cn';
import { LIMITS, TIMINGS } from '@/shared/constants';
import { VALIDATION } from '@/shared/messages';
import type { Category } from '@/shared/types';
import { CATEGORY_TEXTS as T } from './texts';

type Errors = Record<string, string>;
type Mode = 'create' | 'edit';

const EMPTY: CategoryFormValues = { nom: '', description: '', types: [] };

const TONE_CLASS: Record<CounterTone, string> = {
  normal: 'text-gray-500 dark:text-gray-400',
  warn: 'font-medium text-orange-600 dark:text-orange-400',
  over: 'font-semibold text-red-600 dark:text-red-400',
};

function Counter({ length, limit, id }: { length: number; limit: number; id?: string }) {
  const tone = counterTone(length, limit);
  return (
    <span id={id} data-tone={tone} className={cn('shrink-0 text-xs tabular-nums', TONE_CLASS[tone])}>
      {length}/{limit}
    </span>
  );
}

function valuesOf(category: Category): CategoryFormValues {
  return {
    nom: category.nom,
    description: category.description ?? '',
    types: category.sousTypes.map((type) => ({ key: type._id, _id: type._id, nom: type.nom })),
  };
}

/** The API's field errors (`data.errors`) this form shows: name, description, the types and each type's name. */
function apiFieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiRequestError)) return {};
  const raw = (error.data as { errors?: Record<string, unknown> } | null)?.errors;
  const errors: Errors = {};
  for (const [field, message] of Object.entries(raw ?? {})) {
    if (typeof message !== 'string') continue;
    if (field === 'nom' || field === 'description' || field === 'sousTypes' || /^sousTypes\.\d+\.nom$/.test(field)) errors[field] = message;
  }
  return errors;
}

function Section({ title, icon, aside, children }: { title: string; icon?: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        {aside}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

export function CategoryForm({ mode, categoryId }: { mode: Mode; categoryId?: string }) {
  const missingId = mode === 'edit' && !categoryId?.trim();
  const category = useCategory(mode === 'edit' && !missingId ? (categoryId ?? null) : null);

  if (missingId) return <ErrorState title={T.missingId} />;
  if (mode === 'edit') {
    if (category.isPending) return <LoadingState label={T.editLoading} />;
    if (category.isError || !category.data) {
      return (
        <ErrorState
          title={T.editLoadError}
          message={errorText(category.error, T.editLoadErrorDefault)}
          onRetry={() => void category.refetch()}
        />
      );
    }
  }
  // Keyed by the category: its data fills the form once, and a later refetch never overwrites what is typed.
  return <CategoryFormBody key={category.data?._id ?? 'new'} mode={mode} category={category.data ?? null} />;
}

function CategoryFormBody({ mode, category }: { mode: Mode; category: Category | null }) {
  const router = useRouter();
  const save = useSaveCategory();
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [values, setValues] = useState<CategoryFormValues>(() => (category ? valuesOf(category) : EMPTY));
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<{ key: number; kind: 'success' | 'error'; message: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const nameId = useId();
  const descriptionId = useId();

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const full = values.types.length >= LIMITS.subTypesMax;

  /** Type rows move when one is removed: their errors no longer match and are cleared. */
  const withoutTypeErrors = (current: Errors) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('sousTypes')));

  const setField = (field: 'nom' | 'description', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const setType = (index: number, nom: string) => {
    setValues((current) => ({ ...current, types: current.types.map((type, i) => (i === index ? { ...type, nom } : type)) }));
    setErrors(withoutTypeErrors);
  };

  const addType = () => {
    if (full) return;
    nextKey.current += 1;
    const row: TypeRow = { key: `new-${nextKey.current}`, nom: '' };
    setValues((current) => ({ ...current, types: [...current.types, row] }));
    setErrors(withoutTypeErrors);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="sousTypes.${values.types.length}.nom"]`)?.focus());
  };

  const removeType = (index: number) => {
    setValues((current) => ({ ...current, types: current.types.filter((_, i) => i !== index) }));
    setErrors(withoutTypeErrors);
  };

  const focusFirst = (found: Errors) => {
    const order = ['nom', 'description', ...values.types.map((_, index) => `sousTypes.${index}.nom`)];
    const first = order.find((field) => found[field]);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  };

  const checking = useRef(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending || leaving || checking.current) return;
    checking.current = true;
    const found = await categoryFormErrors(values, mode).finally(() => {
      checking.current = false;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner(null);
      focusFirst(found);
      return;
    }
    const payload = categoryPayload(values);
    save.mutate(
      { id: mode === 'edit' ? category?._id : undefined, body: payload },
      {
        onSuccess: () => {
          if (mode === 'create') {
            setValues(EMPTY);
            setErrors({});
            setBanner({ key: Date.now(), kind: 'success', message: T.created });
            requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-field="nom"]')?.focus());
            return;
          }
          setLeaving(true);
          setBanner({ key: Date.now(), kind: 'success', message: T.updated });
          redirectTimer.current = setTimeout(() => router.push('/admin/categories'), TIMINGS.categoryEditRedirectMs);
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error);
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length > 0) {
            setBanner(null);
            focusFirst(fieldErrors);
          } else {
            setBanner({ key: Date.now(), kind: 'error', message: errorText(error, mode === 'create' ? T.saveErrorDefault : T.editErrorDefault) });
          }
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const busy = save.isPending;
  const typesError = errors.sousTypes;

  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} noValidate className="mx-auto max-w-5xl space-y-6">
      <header className="flex items-start gap-3">
        <Link href="/admin/categories" aria-label={T.backToCategories} className={buttonClass('secondary', 'icon', 'mt-0.5')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50">{mode === 'create' ? T.createTitle : T.editTitle}</h1>
          <p className="line-clamp-2 break-words text-sm text-gray-600 dark:text-gray-400">{mode === 'edit' && category ? category.nom : T.createSubtitle}</p>
        </div>
      </header>

      {banner && <Banner key={banner.key} kind={banner.kind} message={banner.message} onClose={() => setBanner(null)} />}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-6">
          <Section title={T.general}>
            <Field
              label={T.name}
              error={errors.nom}
              hint={
                <span className="flex justify-end">
                  <Counter length={values.nom.length} limit={LIMITS.categoryNameMax} id={`${nameId}-count`} />
                </span>
              }
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  data-field="nom"
                  value={values.nom}
                  onChange={(event) => setField('nom', event.target.value)}
                  placeholder={T.namePlaceholder}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  aria-required
                  autoComplete="off"
                  autoFocus={mode === 'create'}
                />
              )}
            </Field>
            <Field
              label={`${T.description} ${T.optional}`}
              error={errors.description}
              hint={
                <span className="flex justify-end">
                  <Counter length={values.description.length} limit={LIMITS.categoryDescriptionMax} id={`${descriptionId}-count`} />
                </span>
              }
            >
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  data-field="description"
                  value={values.description}
                  onChange={(event) => setField('description', event.target.value)}
                  placeholder={T.descriptionPlaceholder}
                  rows={4}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  className={cn(inputClass, 'h-auto min-h-28 resize-y py-2 leading-relaxed')}
                />
              )}
            </Field>
          </Section>

          <Section
            title={T.typesTitle}
            icon={<Layers className="h-4 w-4 text-gray-400" aria-hidden />}
            aside={
              <span className="text-sm tabular-nums text-gray-500 dark:text-gray-400">
                {values.types.length}/{LIMITS.subTypesMax}
                <span className="sr-only"> types</span>
              </span>
            }
          >
            <p className="-mt-1 text-sm text-gray-600 dark:text-gray-400">{T.typesHint}</p>
            {values.types.length === 0 ? (
              <div className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center dark:border-gray-700">
                <p className="font-medium text-gray-800 dark:text-gray-200">{T.noTypes}</p>
                <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{T.noTypesHint}</p>
              </div>
            ) : (
              <ol className="space-y-3">
                {values.types.map((type, index) => {
                  const field = `sousTypes.${index}.nom`;
                  const error = errors[field];
                  const inputId = `${nameId}-type-${type.key}`;
                  return (
                    <li key={type.key} className="space-y-1" data-testid="type-row">
                      <label htmlFor={inputId} className="sr-only">
                        {T.typeLabel(index + 1)}
                      </label>
                      <div className="flex items-center gap-2">
                        <span className="w-5 shrink-0 text-right text-sm tabular-nums text-gray-400" aria-hidden>
                          {index + 1}.
                        </span>
                        <div className="relative min-w-0 flex-1">
                          <Input
                            id={inputId}
                            data-field={field}
                            value={type.nom}
                            onChange={(event) => setType(index, event.target.value)}
                            placeholder={T.typePlaceholder(index + 1)}
                            aria-invalid={Boolean(error)}
                            aria-describedby={`${inputId}-count${error ? ` ${inputId}-error` : ''}`}
                            autoComplete="off"
                            className="pr-14"
                          />
                          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
                            <Counter length={type.nom.length} limit={LIMITS.subTypeNameMax} id={`${inputId}-count`} />
                          </span>
                        </div>
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => removeType(index)}
                          aria-label={T.removeType(index + 1)}
                          title={T.removeType(index + 1)}
                          className="text-gray-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50 dark:hover:text-red-400"
                        >
                          <Trash2 className="h-4 w-4" aria-hidden />
                        </Button>
                      </div>
                      {error && (
                        <p id={`${inputId}-error`} role="alert" className="pl-7 text-sm text-red-600 dark:text-red-400">
                          {error}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
            {typesError && (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {typesError}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" onClick={addType} disabled={full}>
                <Plus className="h-4 w-4" aria-hidden />
                {T.addType}
              </Button>
              {full && <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{VALIDATION.subTypesLimit}</p>}
            </div>
          </Section>

          <div className="sticky bottom-0 -mx-4 flex gap-2 border-t border-gray-200 bg-gray-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 dark:border-gray-800 dark:bg-gray-950/95 sm:dark:bg-transparent">
            <p className="hidden items-center gap-1.5 text-xs text-gray-500 sm:mr-auto sm:flex dark:text-gray-400">
              <Keyboard className="h-4 w-4" aria-hidden />
              <kbd className="rounded border border-gray-300 bg-white px-1.5 py-0.5 font-sans dark:border-gray-700 dark:bg-gray-900">Ctrl</kbd>+
              <kbd className="rounded border border-gray-300 bg-white px-1.5 py-0.5 font-sans dark:border-gray-700 dark:bg-gray-900">Entrée</kbd>
              {T.shortcut}
            </p>
            {mode === 'edit' && (
              <Link href="/admin/categories" className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')}>
                {T.cancel}
              </Link>
            )}
            <Button type="submit" busy={busy} disabled={leaving} className="flex-1 sm:flex-none">
              {busy ? (mode === 'create' ? T.createBusy : T.editBusy) : mode === 'create' ? T.createSubmit : T.editSubmit}
            </Button>
          </div>
        </div>

        <aside className="lg:sticky lg:top-6">
          <Card className="border-brand-600/20 bg-emerald-50/60 dark:border-emerald-900 dark:bg-emerald-950/30">
            <CardContent className="space-y-3">
              <h2 className="flex items-center gap-2 text-sm font-semibold text-emerald-900 dark:text-emerald-200">
                <Lightbulb className="h-4 w-4" aria-hidden />
                {T.tipsTitle}
              </h2>
              <ul className="space-y-2 text-sm leading-relaxed text-emerald-900/80 dark:text-emerald-100/80">
                {T.tips.map((tip) => (
                  <li key={tip} className="flex gap-2">
                    <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-emerald-500" />
                    {tip}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>
    </form>
  );
}
