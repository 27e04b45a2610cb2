// The product form's upload bar (docs/product.md, Product pictures): the pictures' bytes on their way, then the
// server's save.
import { PRODUCT_FORM_TEXTS as T } from './texts';

export function UploadProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-1.5" aria-live="polite">
      <div className="flex justify-between text-sm text-gray-700 dark:text-gray-300">
        <span>{progress < 1 ? T.uploading : T.savingProgress}</span>
        <span>{percent} %</span>
      </div>
      <div
        role="progressbar"
        aria-label={T.uploadLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
