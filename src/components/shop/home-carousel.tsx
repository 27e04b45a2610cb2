'use client';
// The home page's image carousel: a new image every 5 s; the arrows and dots pause the
// autoplay for 3 s after each use. The slides are stacked, so a lazy picture would still load at once: a
// picture is asked for only when its slide comes (and, once the carousel has turned, the next one's ahead of
// it), so that a phone that leaves before the carousel turns pays for one picture. The slides' links do not prefetch their products either.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { SafeImage } from '@/components/ui/safe-image';
import { TIMINGS } from '@/shared/constants';

export interface Slide {
  href: string;
  src: string;
  thumbnail: string;
  caption: string;
}

export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [manualAt, setManualAt] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const count = slides.length;
  useEffect(() => setFurthest((current) => Math.max(current, index)), [index]);
  const pictured = (position: number) => position === index || position <= (furthest === 0 ? 0 : furthest + 1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of image, automatic or manual, restarts the timer
  useEffect(() => {
    if (count < 2) return;
    const delay = manualAt ? TIMINGS.carouselPauseMs + TIMINGS.homeCarouselMs : TIMINGS.homeCarouselMs;
    const timer = window.setTimeout(() => {
      setManualAt(0);
      setIndex((current) => (current + 1) % count);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [index, manualAt, count]);

  if (count === 0) return null;
  const go = (next: number) => {
    setIndex((next + count) % count);
    setManualAt(Date.now());
  };
  const control =
    'absolute top-1/2 z-10 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white';

  return (
    <section aria-roledescription="carrousel" aria-label="Produits à la une" className="relative">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-brand-100 shadow-xl sm:aspect-[4/3] lg:aspect-[5/4]">
        {slides.map((slide, position) => (
          <Link
            key={slide.href + position}
            href={slide.href}
            prefetch={false}
            aria-hidden={position !== index}
            tabIndex={position === index ? 0 : -1}
            className={`absolute inset-0 transition-opacity duration-700 ${position === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {pictured(position) && (
            <SafeImage
              src={slide.src}
              srcSet={`${slide.thumbnail} 400w, ${slide.src} 800w`}
              sizes="(min-width: 768px) 40vw, 90vw"
              alt=""
              width={800}
              height={800}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'low'}
              className="size-full object-cover"
              frameClassName="size-full"
            />
            )}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-gray-900/80 to-transparent px-4 pt-10 pb-10 text-sm font-semibold text-white">
              {slide.caption}
            </span>
          </Link>
        ))}
        {count > 1 && (
          <>
            <button type="button" aria-label="Image précédente" className={`${control} left-3`} onClick={() => go(index - 1)}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" aria-label="Image suivante" className={`${control} right-3`} onClick={() => go(index + 1)}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center gap-1">
          {slides.map((slide, position) => (
            <button
              key={slide.href + position}
              type="button"
              aria-label={`Afficher l'image ${position + 1} sur ${count}`}
              aria-current={position === index}
              onClick={() => go(position)}
              className="group inline-flex size-6 items-center justify-center"
            >
              <span className={`block h-2 rounded-full transition-all ${position === index ? 'w-5 bg-white' : 'w-2 bg-white/60 group-hover:bg-white'}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
