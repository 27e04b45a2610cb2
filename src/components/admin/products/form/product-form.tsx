'use client';
// The product form (docs/product.md, Products): create from the catalogue, a category or a sub-type (the
// path fixes the category and the sub-type), or edit. It checks with the API's own schema, shows the API's
// field errors beside their fields, sends its pictures with a progress bar, and keeps everything typed and
// chosen when a call fails. Its parts are beside it: one file per section, its state and save, its texts.
import Link from 'next/link';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useRef } from 'react';
import { LoadGate, StatePanel } from '@/components/admin/kit/load-gate';
import { FormSection } from '@/components/admin/kit/form-section';
import { PageHeader } from '@/components/admin/kit/page-header';
import { useNearScreen } from '@/components/admin/kit/use-near-screen';
import { Button, buttonClass } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { useProduct } from '@/lib/api/products';
import { readableId } from '@/lib/load-state';
import { productListTarget } from '@/lib/product-rules';
import type { AdminProduct } from '@/shared/catalog/answers';
import { CATEGORY_ID_TEXTS } from '../../categories/id-texts';
import { PRODUCT_SCREEN_TEXTS } from '../screen-texts';
import { AvailabilityFields } from './availability-fields';
import { CategoryFields } from './category-fields';
import { ImagePicker } from './image-picker';
import { InfoFields } from './info-fields';
import { PriceFields } from './price-fields';
import { PublicationFields } from './publication-fields';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import { UploadProgress } from './upload-progress';
import { useProductForm } from './use-product-form';
import { stockChanged } from './values';
import type { VariantFieldsProps } from './variant-fields';
import { fromPrice, hasVariants, type VariantValues } from './variant-values';

// 'Variantes' is loaded on its own, once the product has an option: most products have none, and the form's first
// load stays small. Until then the section only offers 'Ajouter une option'.
const VariantFields = lazy(() => import('./variant-fields'));

/**
 * The section of a product with options: at once for the first option just added; for a stored product's, once it
 * nears the screen or the form is used (it lies below the fold), the kit's loading panel in its place until then,
 * so that editing a product with variants loads no more at first than editing one without.
 */
function LazyVariantFields({ now, ...props }: VariantFieldsProps & { now: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, { now });
  const waiting = (
    <div ref={ref}>
      <FormSection title={T.variantsSection} description={T.variantsSectionHint}>
        <LoadingState label={T.variantsLoading} className="py-8" />
      </FormSection>
    </div>
  );
  return near ? (
    <Suspense fallback={waiting}>
      <VariantFields {...props} />
    </Suspense>
  ) : (
    waiting
  );
}

type ProductFormProps =
  | { mode: 'create'; /** From the path: the category is fixed. */ categoryId?: string; /** From the path: the sub-type is fixed. */ typeId?: string }
  | { mode: 'edit'; productId: string };

export function ProductForm(props: ProductFormProps) {
  if (props.mode === 'edit') return <EditProduct productId={props.productId} />;
  const { categoryId, typeId } = props;
  // The ids of the path, when it gives some, are UUIDs: the form never fixes a category that cannot exist.
  if ((categoryId !== undefined && !readableId(categoryId)) || (typeId !== undefined && !readableId(typeId))) {
    return <StatePanel title={CATEGORY_ID_TEXTS.invalidId} back={{ href: adminRoutes.products, label: PRODUCT_SCREEN_TEXTS.backToProducts }} />;
  }
  return <ProductFormBody product={null} categoryId={categoryId} typeId={typeId} />;
}

function EditProduct({ productId }: { productId: string }) {
  const product = useProduct(readableId(productId));
  return (
    <LoadGate
      read={product}
      id={productId}
      notFound="product_not_found"
      texts={{
        loading: PRODUCT_SCREEN_TEXTS.detailLoading,
        invalid: PRODUCT_SCREEN_TEXTS.invalidId,
        missing: PRODUCT_SCREEN_TEXTS.notFoundTitle,
        missingText: PRODUCT_SCREEN_TEXTS.notFoundText,
        error: PRODUCT_SCREEN_TEXTS.loadError,
        errorDefault: PRODUCT_SCREEN_TEXTS.detailLoadErrorDefault,
      }}
      back={{ href: adminRoutes.products, label: PRODUCT_SCREEN_TEXTS.backToProducts }}
    >
      {/* Keyed by the product: its data fills the form once, and a later read does not overwrite what is typed. */}
      {(data) => <ProductFormBody key={data._id} product={data} />}
    </LoadGate>
  );
}

/** The first option, still to be named and given values (the section's own changes load with it). */
const firstOption = (current: VariantValues): VariantValues => ({ ...current, options: [{ nom: '', valeurs: [] }] });

function ProductFormBody({ product, categoryId, typeId }: { product: AdminProduct | null; categoryId?: string; typeId?: string }) {
  const from = useSearchParams().get('from');
  const editing = product !== null;
  const listTarget = productListTarget(editing ? 'edit' : 'create', from, categoryId, typeId);
  const form = useProductForm({ product, categoryId, typeId, listTarget });
  const { values, errors, busy, variants } = form;
  const withVariants = hasVariants(variants);
  const backHref = product ? adminRoutes.product(product._id) : listTarget;

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        className="sm:items-start"
        title={editing ? T.editTitle : T.createTitle}
        subtitle={<p className="line-clamp-2 break-words">{product ? product.nom : T.createSubtitle}</p>}
        back={{ href: backHref, label: T.back }}
        backStyle="icon"
      />

      {form.banner.element}

      <CategoryFields
        values={values}
        errors={errors}
        busy={busy}
        categoryLocked={!editing && Boolean(categoryId)}
        typeLocked={!editing && Boolean(typeId)}
        onCategory={form.chooseCategory}
        onSubType={(id) => form.set('sousTypeProduit', id)}
      />
      <InfoFields values={values} errors={errors} busy={busy} set={form.set} />
      <PriceFields values={values} errors={errors} busy={busy} set={form.set} variantsFrom={withVariants ? fromPrice(variants) : undefined} />
      {withVariants ? (
        <LazyVariantFields
          now={(product?.options?.length ?? 0) === 0}
          variants={variants}
          setVariants={form.setVariants}
          errors={errors}
          busy={busy}
          product={product}
          pictureCount={form.images.length > 0 ? form.images.length : (product?.images.length ?? 0)}
          motifStock={values.motifStock}
          setMotif={(motif) => form.set('motifStock', motif)}
        />
      ) : (
        <FormSection title={T.variantsSection} description={T.variantsSectionHint}>
          <div>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => form.setVariants(firstOption)}>
              <Plus className="h-4 w-4" aria-hidden />
              {T.addOption}
            </Button>
          </div>
        </FormSection>
      )}
      <AvailabilityFields
        withVariants={withVariants}
        values={values}
        errors={errors}
        busy={busy}
        set={form.set}
        storedStock={product?.stock}
        askReason={!withVariants && stockChanged(values, product) && values.stock.trim() !== ''}
      />
      <PublicationFields values={values} errors={errors} busy={busy} set={form.set} />
      <FormSection title={T.imagesSection} description={T.imagesSectionHint}>
        <div data-field="images" tabIndex={-1} className="outline-none">
          <ImagePicker
            images={form.images}
            onImagesChange={form.setImages}
            existing={product?.images}
            mode={editing ? 'edit' : 'create'}
            disabled={busy}
            error={errors.images}
            onPreparingChange={form.setPreparing}
          />
        </div>
      </FormSection>

      {form.progress !== null && <UploadProgress progress={form.progress} />}

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-gray-200 bg-gray-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 dark:border-gray-800 dark:bg-gray-950/95 sm:dark:bg-transparent">
        <Link href={backHref} className={buttonClass('secondary')} aria-disabled={busy}>
          {T.cancel}
        </Link>
        <Button type="submit" busy={busy} disabled={form.preparing} className="flex-1 sm:flex-none">
          {busy ? (editing ? T.editBusy : T.createBusy) : editing ? T.editSubmit : T.createSubmit}
        </Button>
      </div>
    </form>
  );
}
