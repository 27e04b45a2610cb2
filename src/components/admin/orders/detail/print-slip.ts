// 'Imprimer le bon de livraison': the delivery slip is fetched when first printed (./order-detail.tsx), so the
// browser's print waits until it is on the page, on a slow network too.
export const SLIP_ID = 'bon-de-livraison';

/** How many frames the print waits for the slip at most (about two seconds) before printing anyway. */
const MAX_FRAMES = 120;

export async function printSlip(): Promise<void> {
  await import('./delivery-slip');
  for (let frame = 0; frame < MAX_FRAMES && !document.getElementById(SLIP_ID); frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  window.print();
}
