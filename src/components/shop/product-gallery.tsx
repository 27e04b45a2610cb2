'use client';
// The product's pictures: the large one (not lazy: it is the page's largest image) and thumbnails to choose.
// Choosing a variant that has a picture of its own shows it; one without leaves the gallery as it is.
import { useState } from 'react';
import { ImagePlaceholder, SafeImage } from '@/components/ui/safe-image';
import type { ProductImage } from '@/shared/catalog/answers';
import { useChosenVariant } from './variant-picker';

export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const variant = useChosenVariant();
  // A variant's picture is an index into the product's, checked by the server (an index out of range shows the first).
  const [selected, setSelected] = useState(variant?.imageIndex ?? 0);
  const [shownVariant, setShownVariant] = useState(variant?._id);
  if (variant?._id !== shownVariant) {
    setShownVariant(variant?._id);
    if (variant?.imageIndex != null) setSelected(variant.imageIndex);
  }
  const current = images[selected] ?? images[0];
  if (!current) return <ImagePlaceholder className="aspect-square w-full rounded-3xl" />;
  return (
    <div>
      <div className="overflow-hidden rounded-3xl border border-gray-200 bg-gray-50">
        <SafeImage
          key={current._id}
          src={current.url}
          alt={current.alt || name}
          width={current.width ?? 800}
          height={current.height ?? 800}
          fetchPriority="high"
          className="aspect-square w-full object-cover"
          frameClassName="w-full"
        />
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image._id} className="shrink-0">
              <button
                type="button"
                aria-label={`Afficher l'image ${index + 1} sur ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`overflow-hidden rounded-xl border-2 ${index === selected ? 'border-brand-700' : 'border-transparent hover:border-gray-300'}`}
              >
                <SafeImage src={image.thumbnailUrl} alt="" width={400} height={400} loading="lazy" className="size-16 object-cover sm:size-20" frameClassName="size-16 sm:size-20" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
