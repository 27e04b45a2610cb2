// The product page's choice of a variant (docs/product.md, "Variants"): the query parameter that names it in the
// page's address (`?variante=`), which the JSON-LD's variant addresses and the WhatsApp question use and the page
// reads once running.
/** The query parameter that names the chosen variant in a product page's address. */
export const VARIANT_PARAM = 'variante';

/** A product page's address opened on one of its variants: '…/produits/{id}?variante={variant id}'. */
export const variantAddress = (productAddress: string, variantId: string) => `${productAddress}?${new URLSearchParams({ [VARIANT_PARAM]: variantId })}`;
