// Class names joined, later Tailwind utilities winning over earlier ones (a caller's className overrides a default).
import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
