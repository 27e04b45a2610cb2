'use client';
// /admin/parametres, 'Catalogues Meta et Google' (docs/product.md, "Catalogue feeds"): the two addresses to paste,
// each with where it goes and a copy button. The addresses come from the server (GET /parametres/flux), built on
// PUBLIC_URL: the back office may sit on another origin (ADMIN_URL).
import { Copy, Rss } from 'lucide-react';
import { useId } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { useFeedUrls } from '@/lib/api/feeds';
import { notify } from '@/lib/notify';
import type { FeedKind } from '@/shared/feeds/paths';
import { TOAST_TITLES } from '@/shared/messages';

export const FEEDS_SECTION_TEXTS = {
  title: 'Catalogues Meta et Google',
  intro:
    'Ces adresses donnent vos produits en vente, à jour, à Facebook, Instagram et Google. Les brouillons, les produits périmés et ceux marqués «\u00a0Exclure des catalogues\u00a0» n’y figurent pas.',
  meta: {
    name: 'Meta (Facebook, Instagram)',
    where: 'À coller dans Meta Commerce Manager → Catalogue → Sources de données → Flux de données, en récupération programmée.',
  },
  google: {
    name: 'Google Merchant Center',
    where: 'À coller dans Google Merchant Center → Produits → Flux (sources de données) → Ajouter un fichier depuis une URL.',
  },
  copy: 'Copier',
  copyLabel: (name: string) => `Copier l’adresse du flux ${name}`,
  copied: 'Adresse copiée',
  copyFailed: 'L’adresse n’a pas pu être copiée\u00a0: sélectionnez-la et copiez-la à la main.',
  loading: 'Chargement des adresses...',
  failed: 'Les adresses des flux n’ont pas pu être chargées.',
} as const;
const T = FEEDS_SECTION_TEXTS;

function FeedRow({ kind, url }: { kind: FeedKind; url: string }) {
  const texts = T[kind];
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', T.copied, url);
    } catch {
      notify('error', TOAST_TITLES.error, T.copyFailed);
    }
  }
  return (
    <div className="space-y-1.5" data-feed={kind}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {texts.name}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-where`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        />
        <Button type="button" variant="secondary" onClick={() => void copy()} aria-label={T.copyLabel(texts.name)} className="shrink-0">
          <Copy className="h-4 w-4" aria-hidden />
          {T.copy}
        </Button>
      </div>
      <p id={`${id}-where`} className="text-xs text-gray-500 dark:text-gray-400">
        {texts.where}
      </p>
    </div>
  );
}

export function FeedsSection() {
  const feeds = useFeedUrls();
  return (
    <div className="mx-auto mt-6 max-w-3xl">
      <FormSection title={T.title} description={T.intro} icon={<Rss className="size-5 text-brand-700" aria-hidden />}>
        {feeds.data ? (
          <div className="space-y-5">
            <FeedRow kind="meta" url={feeds.data.meta} />
            <FeedRow kind="google" url={feeds.data.google} />
          </div>
        ) : (
          <p className="text-sm text-gray-500 dark:text-gray-400" role={feeds.isError ? 'alert' : 'status'}>
            {feeds.isError ? T.failed : T.loading}
          </p>
        )}
      </FormSection>
    </div>
  );
}
