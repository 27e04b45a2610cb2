'use client';
// The page of a failure above every page's own error page, in the root or a section's layout
// (docs/decisions/018-error-pages.md). It replaces the root layout, so it brings its own document and the shop's
// styles. It rides along with every page, whose first load has little room left: as plain as a page can be.
import './globals.css';

export default function GlobalError({ retry }: { retry: () => void }) {
  return (
    <html lang="fr">
      <body className="px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold">Un problème est survenu</h1>
        <p className="my-6">La boutique n'a pas pu charger cette page. Réessayez dans un instant.</p>
        <button type="button" onClick={retry} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          Réessayer
        </button>
      </body>
    </html>
  );
}
