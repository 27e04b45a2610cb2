// The product page's choice of a variant (docs/product.md, "Variants"): the query parameter that names it in the
// page's address (`?variante=`), which the JSON-LD's variant addresses use and the page reads once running.
/** The query parameter that names the chosen variant in a product page's address. */
export const VARIANT_PARAM = 'variante';
