// Pictures from a phone are shrunk in the browser before they are sent (docs/product.md, Product pictures): a
// 12-megapixel photo of 5 MB becomes a picture of 1600 px of a few hundred KB, so that five of them cross a
// slow mobile link in seconds. The server still checks and re-encodes every file; this only spares the data.
import type { FileLike } from './product-rules';

export const SHRINK = {
  /** Longest side sent; the server keeps 1200 px for display, the margin leaves it a sharp source. */
  maxSidePx: 1600,
  quality: 0.82,
  /** Files this small are sent as they are: shrinking them would save little and cost a decode. */
  keepBelowBytes: 300 * 1024,
  /** A safety net for an unusually heavy picture: the library lowers the quality until it fits. */
  maxSizeMB: 1.5,
} as const;

export interface ShrinkPlan {
  fileType: 'image/webp' | 'image/jpeg' | 'image/png';
  name: string;
}

function renamed(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

/**
 * How a chosen file is sent: null when it goes as it is (a GIF, whose animation a canvas would lose, or a small
 * file); else the type it is re-encoded to — WebP where the browser can write it, else JPEG for a photo, and
 * PNG stays PNG (its transparency would turn black in a JPEG).
 */
export function shrinkPlan(file: FileLike, canWriteWebp: boolean): ShrinkPlan | null {
  const type = file.type.toLowerCase();
  if (type === 'image/gif' || file.size <= SHRINK.keepBelowBytes) return null;
  if (canWriteWebp) return { fileType: 'image/webp', name: renamed(file.name, 'webp') };
  if (type === 'image/png') return { fileType: 'image/png', name: file.name };
  return { fileType: 'image/jpeg', name: renamed(file.name, 'jpg') };
}

let webpSupport: boolean | null = null;

/** Whether this browser's canvas encodes WebP (Safari before 17 answers with a PNG instead). */
function canWriteWebp(): boolean {
  if (webpSupport === null) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpSupport;
}

/**
 * The file to send for a chosen picture: shrunk when worth it, else the original. A picture the browser cannot
 * decode, or whose shrunk version would be heavier, goes as it is and the server decides.
 */
export async function shrinkImage(file: File): Promise<File> {
  const plan = shrinkPlan(file, canWriteWebp());
  if (!plan) return file;
  try {
    // Loaded on first use: the list and detail screens never pay for it.
    const { default: imageCompression } = await import('browser-image-compression');
    const shrunk = await imageCompression(file, {
      maxWidthOrHeight: SHRINK.maxSidePx,
      maxSizeMB: SHRINK.maxSizeMB,
      initialQuality: SHRINK.quality,
      fileType: plan.fileType,
      // Its worker would load the library from a CDN, which the shop's Content-Security-Policy forbids.
      useWebWorker: false,
    });
    if (shrunk.size >= file.size) return file;
    return new File([shrunk], plan.name, { type: shrunk.type || plan.fileType, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
