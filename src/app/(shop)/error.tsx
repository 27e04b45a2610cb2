'use client';
// The storefront's error page (docs/decisions/018-error-pages.md): a page whose data could not be read, inside the
// shop's header and footer, looking like its 404 page. It rides along with every storefront page, whose first load
// has little room left: no icon, no other module, its French texts here (docs/product.md, "When the shop cannot read
// its data").

const TITLE = 'Un problème est survenu';

/** `retry` asks the server for the page again, then shows it in place of this one. */
export default function ShopError({ retry }: { retry: () => void }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24">
      <title>{`${TITLE} | Boutique en Ligne`}</title>
      {/* Decoration: the heading beneath says it in words. */}
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700">
        Oups
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-gray-900">{TITLE}</h1>
      <p className="mt-3 text-gray-700">La boutique n'a pas pu charger cette page. Réessayez dans un instant.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="h-12 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
          Réessayer
        </button>
        {/* A whole new load: the shop's frame, whose menu may have been left empty, is read again too. */}
        <a href="/" className="h-12 rounded-full border border-brand-700 px-6 leading-[3rem] font-semibold text-brand-800 hover:bg-brand-50">
          Retour à l'accueil
        </a>
      </div>
    </div>
  );
}
