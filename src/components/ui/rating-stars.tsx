import { Star } from 'lucide-react';
import { ratingStars } from '@/shared/product-display';

/** Five stars filled to scoreQualite / 10 (SPEC §9). */
export function RatingStars({ score, size = 'sm' }: { score: number; size?: 'sm' | 'md' }) {
  const stars = ratingStars(score);
  const label = `Note : ${stars.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} sur 5`;
  const iconSize = size === 'sm' ? 'size-3.5' : 'size-5';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, stars - index));
        return (
          <span key={index} className={`relative inline-block ${iconSize}`}>
            <Star aria-hidden="true" className={`absolute inset-0 ${iconSize} text-gray-300`} fill="currentColor" strokeWidth={0} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" className={`${iconSize} text-amber-500`} fill="currentColor" strokeWidth={0} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
