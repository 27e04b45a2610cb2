// Reads a product form: multipart (the back office, with repeated `images` files) or JSON (no pictures).
//
// Multipart is read as it arrives (busboy), each picture kept once as it comes in and never beyond one byte over the
// picture limit: the request's 25 MB are not buffered whole, copied into parts and copied again per file
// (bench/README.md, "Picture upload").
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'hono';
import { DomainError } from '@/server/services/errors';
import type { UploadedFile } from '@/server/services/images/prepare-uploads';
import { LIMITS } from '@/shared/constants';
import { API_MESSAGES } from '@/shared/messages';
import type { AppEnv } from './types';
import { readJsonObject } from './validate';

const IMAGE_FIELDS = new Set(['images', 'images[]']);

/**
 * One file more than a product takes, so that the service answers "too many pictures" rather than the sixth being
 * dropped; one byte more than a picture may weigh, so that it answers "too large" with the file's name.
 */
const FORM_LIMITS = {
  files: LIMITS.productImagesMax + 1,
  fileSize: LIMITS.productImageMaxBytes + 1,
  fields: 100,
  fieldSize: 1024 * 1024,
};

export interface ProductForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export async function readProductForm(c: Context<AppEnv>): Promise<ProductForm> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    return { fields: await readJsonObject(c), files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const body = c.req.raw.body;
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { 'content-type': type },
      limits: FORM_LIMITS,
      // Bytes sent in a picture field without a file name are checked as a picture like any other, never dropped.
      isPartAFile: (name, _type, fileName) => fileName !== undefined || IMAGE_FIELDS.has(name ?? ''),
    });
  } catch {
    throw new DomainError('validation_failed', API_MESSAGES.validationFailed);
  }
  parser.on('field', (name, value) => {
    if (!IMAGE_FIELDS.has(name)) fields[name] = value;
  });
  parser.on('file', (name, stream, fileName) => {
    // A body cut off inside a file fails the part as well as the form: the form's failure answers (below); the
    // part's, were nobody listening, would be thrown as an uncaught exception.
    stream.on('error', () => {});
    if (!IMAGE_FIELDS.has(name)) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const bytes = Buffer.concat(chunks);
      // A file input left empty still sends a part with no name and no bytes.
      if (bytes.length === 0 && !fileName) return;
      files.push({ name: fileName ?? '', size: stream.truncated ? FORM_LIMITS.fileSize : bytes.length, bytes });
    });
  });
  try {
    await pipeline(body ? Readable.fromWeb(body as import('node:stream/web').ReadableStream) : Readable.from([]), parser);
  } catch {
    throw new DomainError('validation_failed', API_MESSAGES.validationFailed);
  }
  return { fields, files };
}
