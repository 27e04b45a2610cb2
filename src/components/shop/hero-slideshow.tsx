'use client';
// The catalogue's hero background: up to 10 product images, a new one every 6 s, with a progress
// bar; the gradient underneath is what shows when there is no image. The pictures are the 400 px thumbnails:
// behind a 30 % veil they need no more. Only the current and the next picture are in the page, the first one
// as a plain <img> the browser finds in the HTML at once.
import { useEffect, useState } from 'react';
import { TIMINGS } from '@/shared/constants';

export function HeroSlideshow({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new image restarts the timer, in step with the progress bar
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), TIMINGS.heroSlideshowMs);
    return () => window.clearTimeout(timer);
  }, [index, count]);
  if (count === 0) return null;
  const next = (index + 1) % count;
  return (
    <div aria-hidden="true" className="absolute inset-0">
      {images.map((src, position) =>
        position === index || position === next ? (
          // biome-ignore lint/performance/noImgElement: a decorative thumbnail served by the shop itself
          <img
            key={src + position}
            src={src}
            alt=""
            width={400}
            height={400}
            fetchPriority={position === 0 ? 'high' : 'low'}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${position === index ? 'opacity-30' : 'opacity-0'}`}
          />
        ) : null,
      )}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-0 h-1 bg-white/20">
          <div key={index} className="hero-progress h-full bg-amber-400" style={{ animationDuration: `${TIMINGS.heroSlideshowMs}ms` }} />
        </div>
      )}
    </div>
  );
}
