// An <img> that gives way to a placeholder when its file cannot be loaded (docs/product.md §5: 'Image non disponible').
// No hook and no client code per image: one listener, installed by ImageFallbackScript before any image is
// parsed, marks the frame of a failed image and CSS shows the placeholder. Lists of products thus hydrate
// nothing for their pictures. The placeholder kept hidden beside each image is three elements: its text is
// its label, drawn by CSS, and its icon a reference to the page's one copy, which ImageFallbackScript adds.
import { ImageOff } from 'lucide-react';
import type { ImgHTMLAttributes } from 'react';
import { SHOP_TEXTS } from '@/shared/shop/messages';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** Classes of the frame (size, rounding); the image fills it. */
  frameClassName?: string;
};

export function SafeImage({ src, alt, className, frameClassName, ...rest }: Props) {
  if (!src) return <ImagePlaceholder className={`${frameClassName ?? ''} ${className ?? ''}`} />;
  return (
    <span data-image-frame="" className={`relative block overflow-hidden ${frameClassName ?? ''}`}>
      {/* biome-ignore lint/performance/noImgElement: plain images with fixed sizes, served as WebP by the shop itself */}
      <img src={src} alt={alt} className={className} {...rest} />
      <span role="img" aria-label={SHOP_TEXTS.imageUnavailable} className="image-fallback">
        <svg aria-hidden="true" className="size-6">
          <use href={`#${FALLBACK_ICON_ID}`} />
        </svg>
      </span>
    </span>
  );
}

export function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label={SHOP_TEXTS.imageUnavailable}
      className={`flex flex-col items-center justify-center gap-1 bg-gray-100 text-center text-xs text-gray-600 ${className ?? ''}`}
    >
      <ImageOff aria-hidden="true" className="size-6" />
      <span aria-hidden="true">{SHOP_TEXTS.imageUnavailable}</span>
    </span>
  );
}

const FALLBACK_ICON_ID = 'image-fallback-icon';

const LISTENER = `document.addEventListener('error',function(e){var t=e.target,f=t&&t.tagName==='IMG'&&t.parentNode;if(f&&f.hasAttribute&&f.hasAttribute('data-image-frame'))f.setAttribute('data-broken','')},true);`;

/**
 * Placed before the first image of the page, so that no failure goes unseen, even before hydration; with the
 * icon the placeholders of SafeImage show.
 */
export function ImageFallbackScript() {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no outside input */}
      <script dangerouslySetInnerHTML={{ __html: LISTENER }} />
      <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
        <defs>
          <g id={FALLBACK_ICON_ID}>
            <ImageOff />
          </g>
        </defs>
      </svg>
    </>
  );
}
