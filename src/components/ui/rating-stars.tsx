import { ratingStars } from '@/shared/catalog/product-display';

const STARS = '★★★★★';

/**
 * Five stars filled to scoreQualite / 10 (docs/product.md, Badges, stars, reference). Text glyphs with a clipped overlay rather than ten SVG
 * icons: a page of twenty cards would otherwise carry two hundred paths in its HTML and its payload.
 */
export function RatingStars({ score, size = 'sm' }: { score: number; size?: 'sm' | 'md' }) {
  const stars = ratingStars(score);
  const label = `Note : ${stars.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} sur 5`;
  return (
    <span role="img" aria-label={label} className={`relative inline-block w-fit shrink-0 leading-none tracking-tight whitespace-nowrap text-gray-300 ${size === 'sm' ? 'text-sm' : 'text-xl'}`}>
      <span aria-hidden="true">{STARS}</span>
      <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden text-amber-500" style={{ width: `${stars * 20}%` }}>
        {STARS}
      </span>
    </span>
  );
}
