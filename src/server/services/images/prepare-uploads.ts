// Checks uploaded product pictures (docs/product.md, Product pictures) and re-encodes them, before anything is stored: at most 5,
// 5 MB each, JPEG/PNG/WebP/GIF judged by their bytes, decodable within the pixel limit.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@/server/services/errors';
import { LIMITS } from '@/shared/constants';
import { CATALOGUE_MESSAGES } from '@/shared/catalog/messages';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { runImageJob } from './image-jobs';
import { type ProcessedImage, processImage } from './process-image';
import { loadSharp } from './sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The picture format announced by the file's first bytes, whatever its name or declared type says. */
function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** A picture as the form brought it: `size` is what was sent, `bytes` at most one byte over the limit. */
export interface UploadedFile {
  name: string;
  size: number;
  bytes: Buffer;
}

export interface PreparedImage extends ProcessedImage {
  id: string;
  originalName: string;
}

/** Keeps the last path segment of a browser-sent name, printable and reasonably short. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (printable || 'image').slice(0, 200);
}

const imageError = (message: string, details?: Record<string, unknown>) =>
  new DomainError('validation_failed', message, { fields: { images: message }, details });

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

async function prepareOne(file: UploadedFile): Promise<PreparedImage> {
  const name = cleanFileName(file.name);
  if (file.size > LIMITS.productImageMaxBytes) {
    throw imageError(CATALOGUE_VALIDATION.fileTooLarge(name), { title: CATALOGUE_VALIDATION.fileTooLargeTitle });
  }
  const { bytes } = file;
  const kind = sniffImageKind(bytes);
  if (!kind) throw imageError(CATALOGUE_MESSAGES.imageNotSupported(name));
  const sharp = await loadSharp();
  try {
    // The decoder must agree with the signature: a PNG header glued onto something else is refused.
    const { format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (format !== kind) throw imageError(CATALOGUE_MESSAGES.imageNotSupported(name));
    const processed = await processImage(bytes);
    return { ...processed, id: randomUUID(), originalName: name };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (isPixelLimitError(error)) throw imageError(CATALOGUE_MESSAGES.imageTooManyPixels(name));
    throw imageError(CATALOGUE_MESSAGES.imageUnreadable(name));
  }
}

/** Validates every file before decoding any, so that a bad sixth file costs no image processing. */
export async function prepareUploads(files: UploadedFile[]): Promise<PreparedImage[]> {
  if (files.length > LIMITS.productImagesMax) throw imageError(CATALOGUE_MESSAGES.tooManyImages);
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size > LIMITS.productImageMaxBytes) {
      throw imageError(CATALOGUE_VALIDATION.fileTooLarge(name), { title: CATALOGUE_VALIDATION.fileTooLargeTitle });
    }
  }
  // All in line at once, so that a form's pictures follow one another rather than another form's; the error
  // reported is the first file's in the form's order, whichever failed first.
  const results = await Promise.allSettled(files.map((file) => runImageJob(() => prepareOne(file))));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<PreparedImage>).value);
}
