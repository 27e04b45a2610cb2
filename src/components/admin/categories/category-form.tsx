'use client';
// The category form (docs/product.md, Back office), for a creation and an edit: name and description with live
// counters, up to five types, the API's rules and messages checked before sending, the API's field errors shown
// beside their fields, Ctrl/Cmd+Enter to save. A failed save keeps everything typed; an edit keeps each
// existing sub-type's id, so that its products stay with it (docs/api.md, PUT /types/{id}).
import { Keyboard, Lightbulb } from 'lucide-react';
import Link from 'next/link';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { focusField } from '@/components/admin/kit/form-focus';
import { FormSection } from '@/components/admin/kit/form-section';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { useDelayedNavigation } from '@/components/admin/kit/use-delayed-navigation';
import { useForm } from '@/components/admin/kit/use-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field, Input, inputClass } from '@/components/ui/field';
import { adminRoutes } from '@/lib/admin-routes';
import { useCategory, useSaveCategory } from '@/lib/api/categories';
import type { FormErrors } from '@/lib/api/field-errors';
import { type CategoryFormValues, categoryPayload, loadCategorySchema, type TypeRow } from '@/lib/category-rules';
import { cn } from '@/lib/cn';
import { readableId } from '@/lib/load-state';
import { LIMITS, TIMINGS } from '@/shared/constants';
import type { Category } from '@/shared/catalog/answers';
import { Counter } from './counter';
import { CATEGORY_TEXTS as T } from './texts';
import { TypeRows, typeField } from './type-rows';

type Errors = FormErrors<string>;
type Mode = 'create' | 'edit';

const EMPTY: CategoryFormValues = { nom: '', description: '', types: [] };

/** The fields of the form, in the API's words: name, description, the list of types and each type's name. */
const categoryField = (name: string) => (name === 'nom' || name === 'description' || name === 'sousTypes' || /^sousTypes\.\d+\.nom$/.test(name) ? name : null);

/** Type rows move when one is removed or added: their messages no longer match and are cleared. */
const withoutTypeErrors = (current: Errors): Errors => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('sousTypes')));

function valuesOf(category: Category): CategoryFormValues {
  return {
    nom: category.nom,
    description: category.description ?? '',
    types: category.sousTypes.map((type) => ({ key: type._id, _id: type._id, nom: type.nom })),
  };
}

export function CategoryForm({ mode, categoryId }: { mode: Mode; categoryId?: string }) {
  if (mode === 'create') return <CategoryFormBody mode="create" category={null} />;
  return <EditCategory categoryId={categoryId ?? ''} />;
}

function EditCategory({ categoryId }: { categoryId: string }) {
  const category = useCategory(readableId(categoryId));
  return (
    <LoadGate
      read={category}
      id={categoryId}
      notFound="category_not_found"
      texts={{
        loading: T.editLoading,
        invalid: categoryId.trim() ? T.invalidId : T.missingId,
        missing: T.notFound,
        error: T.editLoadError,
        errorDefault: T.editLoadErrorDefault,
      }}
      back={{ href: adminRoutes.categories, label: T.backToCategories }}
    >
      {/* Keyed by the category: its data fills the form once, and a later read never overwrites what is typed. */}
      {(data) => <CategoryFormBody key={data._id} mode="edit" category={data} />}
    </LoadGate>
  );
}

function CategoryFormBody({ mode, category }: { mode: Mode; category: Category | null }) {
  const save = useSaveCategory();
  const later = useDelayedNavigation();
  const nextKey = useRef(0);
  const [values, setValues] = useState<CategoryFormValues>(() => (category ? valuesOf(category) : EMPTY));
  // The category just created: its products are the next thing to add.
  const [justCreated, setJustCreated] = useState<{ id: string; nom: string } | null>(null);
  const nameId = useId();
  const descriptionId = useId();
  const leaving = later.target !== null;
  const {
    ref: formRef,
    banner,
    errors,
    setErrors,
    saving: busy,
    submit: send,
  } = useForm({
    fields: ['nom', 'description', ...values.types.map((_, index) => typeField(index))],
    fieldOf: categoryField,
    loadSchema: loadCategorySchema(mode),
    // The body as the form shows it (the description always, so that an edit keeps it or clears it).
    save: (_checked, body: ReturnType<typeof categoryPayload>) => save.mutateAsync({ id: category?._id, body }),
    saved: (answer) => {
      if (mode === 'create') {
        const created = answer.data;
        setJustCreated(created?._id ? { id: created._id, nom: created.nom } : null);
        setValues(EMPTY);
        banner.show('success', T.created);
        focusField(formRef.current, 'nom');
        return;
      }
      banner.show('success', T.updated);
      later.go(adminRoutes.categories, TIMINGS.categoryEditRedirectMs);
    },
    failed: mode === 'create' ? T.saveErrorDefault : T.editErrorDefault,
  });

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
    if (values.types.length >= LIMITS.subTypesMax) return;
    nextKey.current += 1;
    const row: TypeRow = { key: `new-${nextKey.current}`, nom: '' };
    const index = values.types.length;
    // The new row is drawn at once, so that the focus reaches it before anything else is typed or clicked.
    flushSync(() => {
      setValues((current) => ({ ...current, types: [...current.types, row] }));
      setErrors(withoutTypeErrors);
    });
    focusField(formRef.current, typeField(index));
  };

  const removeType = (index: number) => {
    setValues((current) => ({ ...current, types: current.types.filter((_, i) => i !== index) }));
    setErrors(withoutTypeErrors);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || leaving) return;
    await send(categoryPayload(values));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} noValidate className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        className="sm:items-start"
        title={mode === 'create' ? T.createTitle : T.editTitle}
        subtitle={<p className="line-clamp-2 break-words">{category ? category.nom : T.createSubtitle}</p>}
        back={{ href: adminRoutes.categories, label: T.backToCategories }}
        backStyle="icon"
      />

      {banner.element}
      {justCreated && (
        <div
          data-testid="add-products-next"
          className="flex flex-col gap-3 rounded-lg border border-brand-600/30 bg-brand-50/70 p-4 text-sm sm:flex-row sm:items-center dark:border-brand-600/40 dark:bg-brand-900/20"
        >
          <p className="flex-1 text-gray-800 dark:text-gray-200">{T.addProductsNext(justCreated.nom)}</p>
          <Link href={adminRoutes.newCategoryProduct(justCreated.id)} className={buttonClass('primary', 'sm')}>
            {T.addProduct}
          </Link>
        </div>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-6">
          <FormSection title={T.general}>
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
          </FormSection>

          <TypeRows types={values.types} errors={errors} idPrefix={nameId} onChange={setType} onAdd={addType} onRemove={removeType} />

          <div className="sticky bottom-0 -mx-4 flex gap-2 border-t border-gray-200 bg-gray-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 dark:border-gray-800 dark:bg-gray-950/95 sm:dark:bg-transparent">
            <p className="hidden items-center gap-1.5 text-xs text-gray-500 sm:mr-auto sm:flex dark:text-gray-400">
              <Keyboard className="h-4 w-4" aria-hidden />
              <kbd className="rounded border border-gray-300 bg-white px-1.5 py-0.5 font-sans dark:border-gray-700 dark:bg-gray-900">Ctrl</kbd>+
              <kbd className="rounded border border-gray-300 bg-white px-1.5 py-0.5 font-sans dark:border-gray-700 dark:bg-gray-900">Entrée</kbd>
              {T.shortcut}
            </p>
            {mode === 'edit' && (
              <Link href={adminRoutes.categories} className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')}>
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
