'use client';
// A product picture of the back office: 'Aucune image' when the product has none, a placeholder when its file
// cannot be loaded.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { SHOP_TEXTS } from '@/shared/shop/messages';
import { PRODUCT_SCREEN_TEXTS } from './screen-texts';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Said when there is no picture at all. */
  emptyLabel?: string;
}

export function ProductImage({ src, alt, className, emptyLabel = PRODUCT_SCREEN_TEXTS.noImage }: ProductImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <div
        role="img"
        aria-label={src ? SHOP_TEXTS.imageUnavailable : emptyLabel}
        className={cn(
          'flex flex-col items-center justify-center gap-1.5 bg-gray-100 text-xs text-gray-600 dark:bg-gray-800 dark:text-gray-400',
          className,
        )}
      >
        <ImageOff className="h-6 w-6" aria-hidden />
        <span aria-hidden>{src ? SHOP_TEXTS.imageUnavailable : emptyLabel}</span>
      </div>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: the shop's own WebP pictures, already sized by the server
    <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(src)} className={cn('object-cover', className)} />
  );
}
