// Reads a product form: multipart (the back office, with repeated `images` files) or JSON (no pictures).
import type { Context } from 'hono';
import type { UploadedFile } from '@/server/services/images/prepare-uploads';
import { API_MESSAGES } from '@/shared/messages';
import { DomainError } from '@/server/services/errors';
import type { AppEnv } from './types';
import { readJsonObject } from './validate';

const IMAGE_FIELDS = new Set(['images', 'images[]']);

export interface ProductForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export async function readProductForm(c: Context<AppEnv>): Promise<ProductForm> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    return { fields: await readJsonObject(c), files: [] };
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new DomainError('invalid', API_MESSAGES.validationFailed);
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const [name, raw] of Object.entries(body)) {
    const values = Array.isArray(raw) ? raw : [raw];
    if (IMAGE_FIELDS.has(name)) {
      for (const value of values) {
        // A file input left empty still sends a part with no name and no bytes.
        if (typeof value !== 'string') {
          if (value.size > 0 || value.name) files.push(value);
        } else if (value !== '') {
          // Bytes sent without a file name arrive as text: checked as a picture like any other, never dropped.
          files.push(new File([value], ''));
        }
      }
      continue;
    }
    const text = values.filter((value): value is string => typeof value === 'string');
    if (text.length > 0) fields[name] = text[text.length - 1];
  }
  return { fields, files };
}
