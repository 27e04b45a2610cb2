'use client';
// The back office's category list (docs/product.md, Back office): one card per category with its counts and
// badges, opened after a short 'Ouverture du dossier...' pause into its sub-types or its products, and the
// delete flow, refused by the API while the category still holds products.
import { Eye, Folder, FolderOpen, Layers, Loader2, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { useDelayedNavigation } from '@/components/admin/kit/use-delayed-navigation';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { EmptyState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { errorText, hasErrorCode } from '@/lib/api/answer';
import { useCategories, useDeleteCategory } from '@/lib/api/categories';
import { categoryBadges, categoryOpenPath, descriptionPreview } from '@/lib/category-rules';
import { notify } from '@/lib/notify';
import { TIMINGS } from '@/shared/constants';
import { TOAST_TITLES } from '@/shared/messages';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import type { Category } from '@/shared/catalog/answers';
import { paletteOf } from './palettes';
import { CATEGORY_TEXTS as T } from './texts';

/** The refusal of a category that still holds products is said in the product's own words. */
function deleteErrorText(error: unknown): string {
  if (hasErrorCode(error, 'category_not_empty')) return CATALOGUE_VALIDATION.categoryHasProducts;
  return errorText(error, T.deleteErrorDefault);
}

function CategoryCard({ category, onOpen, onDelete }: { category: Category; onOpen: () => void; onDelete: () => void }) {
  const preview = descriptionPreview(category.description);
  const badges = categoryBadges(category);
  const palette = paletteOf(category._id);
  const subTypes = category.nbSousTypes ?? category.sousTypes.length;
  return (
    <article
      data-testid="category-card"
      className="group relative flex flex-col rounded-xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-md has-[[data-open]:focus-visible]:ring-2 has-[[data-open]:focus-visible]:ring-brand-600 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-brand-600/60"
    >
      <div className="flex items-start gap-3 p-5 pb-3">
        <div className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ${palette.icon}`}>
          <Folder className="h-5 w-5 group-hover:hidden" aria-hidden />
          <FolderOpen className="hidden h-5 w-5 group-hover:block" aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-gray-900 dark:text-gray-50">
            <button
              type="button"
              data-open
              onClick={onOpen}
              className="w-full truncate text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {category.nom}
            </button>
          </h2>
          {category.accroche && <p className="mt-0.5 truncate text-sm font-medium text-brand-700 dark:text-brand-400">{category.accroche}</p>}
        </div>
      </div>
      <p className="min-h-10 px-5 text-sm leading-5 text-gray-600 dark:text-gray-400">
        {preview ?? <span className="italic text-gray-500 dark:text-gray-400">{T.noDescription}</span>}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 px-5 text-sm text-gray-700 dark:text-gray-300">
        <div className="flex items-center gap-1.5">
          <Layers className="h-4 w-4 text-gray-400" aria-hidden />
          <dt className="sr-only">Sous-types</dt>
          <dd>{T.subTypes(subTypes)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Package className="h-4 w-4 text-gray-400" aria-hidden />
          <dt className="sr-only">Produits</dt>
          <dd>{T.products(category.nbProduitsTotal)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex min-h-6 flex-wrap gap-1.5 px-5" data-testid="category-badges">
        {badges.map((badge) => (
          <Badge key={badge.label} tone={badge.tone}>
            {badge.label}
          </Badge>
        ))}
      </div>
      <div className="relative z-10 mt-4 flex items-center justify-between gap-2 border-t border-gray-100 px-3 py-2 dark:border-gray-800">
        <Link href={adminRoutes.categoryProducts(category._id)} className={buttonClass('ghost', 'sm')}>
          <Eye className="h-4 w-4" aria-hidden />
          {T.viewProducts}
        </Link>
        <div className="flex items-center gap-1">
          <Link
            href={adminRoutes.editCategory(category._id)}
            className={buttonClass('ghost', 'icon')}
            aria-label={`${T.edit} ${category.nom}`}
            title={T.edit}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Link>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`${T.delete} ${category.nom}`}
            title={T.delete}
            className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/50"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </article>
  );
}

function OpeningOverlay({ name }: { name: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-sm dark:bg-gray-950/70" role="status" aria-live="assertive">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white px-8 py-6 shadow-xl dark:border-gray-800 dark:bg-gray-900">
        <FolderOpen className="h-10 w-10 text-brand-600" aria-hidden />
        <p className="flex items-center gap-2 font-medium text-gray-900 dark:text-gray-100">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          {T.opening}
        </p>
        <p className="max-w-60 truncate text-sm text-gray-500 dark:text-gray-400">{name}</p>
      </div>
    </div>
  );
}

export function CategoryList() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const later = useDelayedNavigation();
  const [pendingDelete, setPendingDelete] = useState<Category | null>(null);
  const [opening, setOpening] = useState<Category | null>(null);

  // A short 'Ouverture du dossier...' before the category's screen.
  const open = (category: Category) => {
    if (later.go(categoryOpenPath(category), TIMINGS.categoryOpenDelayMs)) setOpening(category);
  };

  const confirmDelete = () => {
    const category = pendingDelete;
    if (!category) return;
    remove.mutate(category._id, {
      onSuccess: (answer) => notify('success', T.deletedTitle, answer.message || T.deletedDefault),
      onError: (error) => notify('error', TOAST_TITLES.deleteError, deleteErrorText(error)),
      onSettled: () => setPendingDelete(null),
    });
  };

  const count = pendingDelete ? (pendingDelete.nbSousTypes ?? pendingDelete.sousTypes.length) : 0;

  const newCategory = (
    <Link href={adminRoutes.newCategory} className={buttonClass('primary')}>
      <Plus className="h-4 w-4" aria-hidden />
      {T.newCategory}
    </Link>
  );

  return (
    <div className="space-y-6">
      <PageHeader title={T.listTitle} subtitle={T.listSubtitle} actions={newCategory} />

      <LoadGate read={categories} texts={{ loading: T.loading, errorDefault: T.loadErrorDefault }}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<FolderOpen className="h-10 w-10" aria-hidden />}
              title={T.emptyTitle}
              message={T.emptyText}
              action={
                <Link href={adminRoutes.newCategory} className={buttonClass('primary')}>
                  <Plus className="h-4 w-4" aria-hidden />
                  {T.createCategory}
                </Link>
              }
            />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((category) => (
                <CategoryCard key={category._id} category={category} onOpen={() => open(category)} onDelete={() => setPendingDelete(category)} />
              ))}
            </div>
          )
        }
      </LoadGate>

      {opening && <OpeningOverlay name={opening.nom} />}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(next) => !next && setPendingDelete(null)}
        title={T.deleteTitle}
        confirmLabel={T.deleteConfirm}
        busyLabel={T.deleteBusy}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        description={
          pendingDelete && (
            <>
              <p>
                Vous êtes sur le point de supprimer la catégorie <strong className="text-gray-900 dark:text-gray-100">{`«\u00a0${pendingDelete.nom}\u00a0»`}</strong>.
                Seront également supprimés :
              </p>
              <ul className="list-disc space-y-0.5 pl-5">
                <li>ses {T.subTypes(count)}</li>
                <li>ses {T.associatedProducts(pendingDelete.nbProduitsTotal)}</li>
              </ul>
              <p className="font-medium text-red-600 dark:text-red-400">{T.irreversible}</p>
            </>
          )
        }
      />
    </div>
  );
}
