'use client';
// The product form (docs/product.md, Product form): create from the catalogue, a category or a sub-type (the
// path fixes the category and the sub-type), or edit. It checks with the API's own schema, shows the API's
// field errors beside their fields, sends its pictures with a progress bar, and keeps everything typed and
// chosen when a call fails.
import { ArrowLeft, Lock } from 'lucide-react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, Input, inputClass, Select } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { ApiRequestError, errorText } from '@/lib/api/answer';
import { useCategories } from '@/lib/api/categories';
import { useProduct, useSaveProduct } from '@/lib/api/products';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { pricePreview, productListTarget, readInteger } from '@/lib/product-rules';
import { LIMITS } from '@/shared/constants';
import { formatNumber, formatPrice } from '@/shared/format';
import { isUuid } from '@/shared/ids';
import { TOAST_TITLES } from '@/shared/messages';
import { productDescription } from '@/shared/product-display';
import type { Product } from '@/shared/types';
import { type ChosenImage, ImagePicker } from './image-picker';
import { PRODUCT_TEXTS } from './texts';

interface ProductFormProps {
  mode: 'create' | 'edit';
  productId?: string;
  /** From the path: the category is fixed. */
  categoryId?: string;
  /** From the path: the sub-type is fixed. */
  typeId?: string;
}

interface Values {
  typeProduit: string;
  sousTypeProduit: string;
  nom: string;
  description: string;
  prix: string;
  pourcentPromotion: string;
  aLaUne: boolean;
  enRupture: boolean;
  stock: string;
}

type FieldName = keyof Values | 'images';
type Errors = Partial<Record<FieldName, string>>;

/** The order in which errors are met, for the focus. */
const FIELD_ORDER: FieldName[] = ['typeProduit', 'sousTypeProduit', 'nom', 'description', 'prix', 'pourcentPromotion', 'stock', 'images'];

function valuesOf(product: Product): Values {
  return {
    typeProduit: product.typeProduit?._id ?? '',
    sousTypeProduit: product.sousTypeProduit?._id ?? '',
    nom: product.nom,
    description: productDescription(product.description) ?? '',
    prix: String(product.prix),
    pourcentPromotion: String(product.pourcentPromotion),
    aLaUne: product.aLaUne,
    enRupture: product.enRupture,
    stock: product.stock === null ? '' : String(product.stock),
  };
}

/**
 * The same rules as the API, with its messages: the first message of each field. The schemas (zod) are fetched
 * on the first submit, so that the form loads without them.
 */
async function validate(values: Values): Promise<Errors> {
  const { productSchema } = await import('@/shared/schemas');
  const parsed = productSchema.safeParse({ ...values, sousTypeProduit: values.sousTypeProduit || null });
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as FieldName;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The API's field errors (`data.errors`), kept to the fields this form shows. */
function apiFieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiRequestError)) return {};
  const raw = (error.data as { errors?: Record<string, unknown> } | null)?.errors;
  const errors: Errors = {};
  for (const [name, message] of Object.entries(raw ?? {})) {
    const field = (name === 'images[]' ? 'images' : name) as FieldName;
    if (FIELD_ORDER.includes(field) && typeof message === 'string') errors[field] = message;
  }
  return errors;
}

function Switch({ label, hint, checked, onChange, disabled }: { label: string; hint: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
          checked ? 'bg-brand-600' : 'bg-gray-300 dark:bg-gray-700',
        )}
      >
        <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')} />
      </button>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <p className="text-sm text-gray-500 dark:text-gray-400">{description}</p>}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

export function ProductForm(props: ProductFormProps) {
  const { mode, productId } = props;
  const validId = mode === 'create' || isUuid(productId);
  const product = useProduct(mode === 'edit' && validId ? (productId ?? null) : null);

  if (!validId) return <ErrorState title={PRODUCT_TEXTS.invalidId} />;
  if (mode === 'edit') {
    if (product.isPending) return <LoadingState label="Chargement du produit..." />;
    if (product.isError || !product.data) {
      const missing = product.error instanceof ApiRequestError && product.error.status === 404;
      return (
        <ErrorState
          title={missing ? PRODUCT_TEXTS.notFoundTitle : PRODUCT_TEXTS.loadError}
          message={missing ? PRODUCT_TEXTS.notFoundText : errorText(product.error, 'Erreur lors du chargement du produit')}
          onRetry={missing ? undefined : () => void product.refetch()}
        />
      );
    }
  }
  // Keyed by the product: its data fills the form once, and a later refetch does not overwrite what is typed.
  return <ProductFormBody key={product.data?._id ?? 'new'} {...props} product={product.data ?? null} />;
}

function ProductFormBody({ mode, categoryId, typeId, product }: ProductFormProps & { product: Product | null }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const categories = useCategories();
  const save = useSaveProduct();
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<Values>(() =>
    product
      ? valuesOf(product)
      : {
          typeProduit: categoryId ?? '',
          sousTypeProduit: typeId ?? '',
          nom: '',
          description: '',
          prix: '',
          pourcentPromotion: '0',
          aLaUne: false,
          enRupture: false,
          stock: '',
        },
  );
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ key: number; message: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const categoryLocked = mode === 'create' && Boolean(categoryId);
  const typeLocked = mode === 'create' && Boolean(typeId);
  const category = categories.data?.find((c) => c._id === values.typeProduit);
  const subTypes = category?.sousTypes ?? [];

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const chooseCategory = (id: string) => {
    const next = categories.data?.find((c) => c._id === id);
    setValues((current) => ({ ...current, typeProduit: id, sousTypeProduit: next?.sousTypes[0]?._id ?? '' }));
    setErrors((current) => ({ ...current, typeProduit: undefined, sousTypeProduit: undefined }));
  };

  const prix = readInteger(values.prix);
  const promotion = Math.min(LIMITS.promotionMax, Math.max(LIMITS.promotionMin, readInteger(values.pourcentPromotion)));
  const preview = pricePreview(prix, promotion);

  const listTarget = productListTarget(mode, searchParams.get('from'), categoryId, typeId);

  const focusFirst = (found: Errors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (!first) return;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  };

  const checking = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || preparing || checking.current) return;
    checking.current = true;
    const found = await validate(values).finally(() => {
      checking.current = false;
    });
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    const form = new FormData();
    form.set('nom', values.nom.trim());
    form.set('description', values.description.trim());
    form.set('prix', String(prix));
    form.set('pourcentPromotion', String(readInteger(values.pourcentPromotion)));
    form.set('aLaUne', String(values.aLaUne));
    form.set('enRupture', String(values.enRupture));
    form.set('stock', values.stock.trim());
    form.set('typeProduit', values.typeProduit);
    form.set('sousTypeProduit', values.sousTypeProduit || 'none');
    // The order shown is the order sent: the first is the main picture.
    for (const image of images) form.append('images', image.file, image.file.name);
    setFailure(null);
    setProgress(images.length > 0 ? 0 : null);
    save.mutate(
      { id: mode === 'edit' ? product?._id : undefined, form, onProgress: images.length > 0 ? setProgress : undefined },
      {
        onSuccess: (answer) => {
          notify('success', TOAST_TITLES.success, answer.message);
          router.push(listTarget);
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error);
          setErrors(fieldErrors);
          focusFirst(fieldErrors);
          setFailure({
            key: Date.now(),
            message: errorText(error, mode === 'create' ? PRODUCT_TEXTS.createErrorDefault : PRODUCT_TEXTS.editErrorDefault),
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const busy = save.isPending;
  const backHref = mode === 'edit' && product ? `/admin/produits/${product._id}` : listTarget;
  const nameCount = values.nom.length;
  const descriptionCount = values.description.length;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mx-auto max-w-4xl space-y-6">
      <header className="flex items-start gap-3">
        <Link href={backHref} aria-label="Retour" className={buttonClass('secondary', 'icon', 'mt-0.5')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50">
            {mode === 'create' ? PRODUCT_TEXTS.createTitle : PRODUCT_TEXTS.editTitle}
          </h1>
          <p className="truncate text-sm text-gray-600 dark:text-gray-400">
            {mode === 'edit' && product ? product.nom : 'Renseignez les informations du nouveau produit.'}
          </p>
        </div>
      </header>

      {failure && <Banner key={failure.key} kind="error" message={failure.message} onClose={() => setFailure(null)} />}

      <Section title="Catégorisation" description="La catégorie est obligatoire ; le sous-type est facultatif.">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Catégorie"
            error={errors.typeProduit}
            hint={
              categoryLocked ? (
                <span className="inline-flex items-center gap-1">
                  <Lock className="h-3 w-3" aria-hidden />
                  Fixée par la page d'origine
                </span>
              ) : undefined
            }
          >
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                data-field="typeProduit"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required
                value={values.typeProduit}
                disabled={categoryLocked || busy || categories.isPending}
                onChange={(event) => chooseCategory(event.target.value)}
              >
                <option value="">{categories.isPending ? 'Chargement des catégories...' : 'Sélectionnez une catégorie'}</option>
                {categories.data?.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.nom}
                  </option>
                ))}
                {categoryLocked && !category && values.typeProduit && <option value={values.typeProduit}>…</option>}
              </Select>
            )}
          </Field>
          <Field
            label="Sous-type"
            error={errors.sousTypeProduit}
            hint={
              typeLocked ? (
                <span className="inline-flex items-center gap-1">
                  <Lock className="h-3 w-3" aria-hidden />
                  Fixé par la page d'origine
                </span>
              ) : category && subTypes.length === 0 ? (
                "Cette catégorie n'a pas de sous-type."
              ) : !values.typeProduit ? (
                "Choisissez d'abord une catégorie."
              ) : undefined
            }
          >
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                data-field="sousTypeProduit"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={values.sousTypeProduit}
                disabled={typeLocked || busy || !values.typeProduit || subTypes.length === 0}
                onChange={(event) => set('sousTypeProduit', event.target.value)}
              >
                <option value="">{PRODUCT_TEXTS.noSubTypeChoice}</option>
                {subTypes.map((t) => (
                  <option key={t._id} value={t._id}>
                    {t.nom}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {categories.isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorText(categories.error, 'Erreur lors du chargement des catégories')}{' '}
            <button type="button" className="underline" onClick={() => void categories.refetch()}>
              Réessayer
            </button>
          </p>
        )}
      </Section>

      <Section title="Informations">
        <Field
          label="Nom du produit"
          error={errors.nom}
          hint={
            <span className={cn(nameCount > LIMITS.productNameMax && 'text-red-600 dark:text-red-400')}>
              {nameCount} / {LIMITS.productNameMax}
            </span>
          }
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              data-field="nom"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
              value={values.nom}
              disabled={busy}
              onChange={(event) => set('nom', event.target.value)}
              placeholder="Ex. : Vitamine C 1000 mg"
            />
          )}
        </Field>
        <Field
          label="Description (facultative)"
          error={errors.description}
          hint={
            <span className={cn(descriptionCount > LIMITS.productDescriptionMax && 'text-red-600 dark:text-red-400')}>
              {descriptionCount} / {LIMITS.productDescriptionMax}
            </span>
          }
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              data-field="description"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.description}
              disabled={busy}
              rows={5}
              onChange={(event) => set('description', event.target.value)}
              className={cn(inputClass, 'h-auto py-2')}
              placeholder="Bienfaits, composition, conseils d'utilisation..."
            />
          )}
        </Field>
      </Section>

      <Section title="Prix et promotion">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Prix de base (FCFA)" error={errors.prix}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                data-field="prix"
                inputMode="numeric"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required
                value={values.prix}
                disabled={busy}
                onChange={(event) => set('prix', event.target.value)}
                placeholder="0"
              />
            )}
          </Field>
          <Field label="Promotion (%)" error={errors.pourcentPromotion} hint={`Entre ${LIMITS.promotionMin} et ${LIMITS.promotionMax}`}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                data-field="pourcentPromotion"
                type="number"
                min={LIMITS.promotionMin}
                max={LIMITS.promotionMax}
                step={1}
                inputMode="numeric"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={values.pourcentPromotion}
                disabled={busy}
                onChange={(event) => set('pourcentPromotion', event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="grid gap-3 rounded-lg bg-gray-50 p-4 sm:grid-cols-2 dark:bg-gray-800/60" aria-live="polite">
          <div>
            <p className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">Prix final</p>
            <p className={cn('text-xl font-bold', promotion > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-gray-900 dark:text-gray-100')}>
              {formatPrice(preview.finalPrice)}
            </p>
          </div>
          <div>
            <p className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">Économie</p>
            <p className="text-xl font-bold text-gray-900 dark:text-gray-100">
              {preview.saving > 0 ? `${formatNumber(preview.saving)} FCFA` : '—'}
            </p>
          </div>
        </div>
      </Section>

      <Section title="Disponibilité">
        <Switch
          label="À la une"
          hint="Mis en avant sur la page d'accueil de la boutique."
          checked={values.aLaUne}
          disabled={busy}
          onChange={(v) => set('aLaUne', v)}
        />
        <Switch
          label="En rupture"
          hint="Le produit reste visible mais ne peut pas être commandé."
          checked={values.enRupture}
          disabled={busy}
          onChange={(v) => set('enRupture', v)}
        />
        <Field label="Stock (facultatif)" error={errors.stock} hint="Laissez vide pour ne pas suivre le stock.">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              data-field="stock"
              inputMode="numeric"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.stock}
              disabled={busy}
              onChange={(event) => set('stock', event.target.value)}
              className="sm:max-w-48"
            />
          )}
        </Field>
      </Section>

      <Section
        title="Images"
        description={`Jusqu'à ${LIMITS.productImagesMax} images. La première est l'image principale ; les photos sont allégées avant l'envoi.`}
      >
        <div data-field="images" tabIndex={-1} className="outline-none">
          <ImagePicker
            images={images}
            onImagesChange={setImages}
            existing={product?.images}
            mode={mode}
            disabled={busy}
            error={errors.images}
            onPreparingChange={setPreparing}
          />
        </div>
      </Section>

      {progress !== null && (
        <div className="space-y-1.5" aria-live="polite">
          <div className="flex justify-between text-sm text-gray-700 dark:text-gray-300">
            <span>{progress < 1 ? 'Envoi des images...' : 'Enregistrement...'}</span>
            <span>{Math.round(progress * 100)} %</span>
          </div>
          <div
            role="progressbar"
            aria-label="Envoi des images"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-gray-200 bg-gray-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 dark:border-gray-800 dark:bg-gray-950/95 sm:dark:bg-transparent">
        <Link href={backHref} className={buttonClass('secondary')} aria-disabled={busy}>
          {PRODUCT_TEXTS.cancel}
        </Link>
        <Button type="submit" busy={busy} disabled={preparing} className="flex-1 sm:flex-none">
          {busy
            ? mode === 'create'
              ? PRODUCT_TEXTS.createBusy
              : PRODUCT_TEXTS.editBusy
            : mode === 'create'
              ? PRODUCT_TEXTS.createSubmit
              : PRODUCT_TEXTS.editSubmit}
        </Button>
      </div>
    </form>
  );
}
