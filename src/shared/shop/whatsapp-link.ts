// The WhatsApp link, re-exported by ./content.ts: on its own so that the cart's script, which builds the order's
// link, does not carry the shop's other content.

/** https://wa.me/<digits>, optionally with a prefilled text. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
