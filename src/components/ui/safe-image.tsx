'use client';
// An <img> that turns into a placeholder when its file cannot be loaded (SPEC §8: 'Image non disponible'),
// including when it failed before the page was hydrated.
import { ImageOff } from 'lucide-react';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { SHOP_TEXTS } from '@/shared/shop-messages';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string | null | undefined; alt: string };

export function SafeImage({ src, alt, className, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(!src);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken || !src) return <ImagePlaceholder className={className} />;
  // biome-ignore lint/performance/noImgElement: plain images with fixed sizes, served as WebP by the shop itself
  return <img ref={ref} src={src} alt={alt} className={className} onError={() => setBroken(true)} {...rest} />;
}

export function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label={SHOP_TEXTS.imageUnavailable}
      className={`flex flex-col items-center justify-center gap-1 bg-gray-100 text-xs text-gray-600 ${className ?? ''}`}
    >
      <ImageOff aria-hidden="true" className="size-6" />
      <span>{SHOP_TEXTS.imageUnavailable}</span>
    </div>
  );
}
