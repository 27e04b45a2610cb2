'use client';
// The product form's pictures: chosen by drag-and-drop or by browsing, checked (kind, 5 MB, five at most),
// shrunk in the browser before they are kept, shown in the order they will be sent, and any of them can be
// made the main one. In edit mode the stored pictures are shown until new ones replace them.
//
// Browsing is a plain file input. Drag-and-drop (react-dropzone, with its table of file types) is fetched the
// first time files are dragged over the page, so that the form loads without it (bench/README.md, "Back
// office"); until it is there, files dropped on the zone are taken as they are and the page is kept from
// opening a file dropped beside it.
import { ImagePlus, Loader2, Star, Trash2, TriangleAlert } from 'lucide-react';
import { type Dispatch, type DragEvent, lazy, type SetStateAction, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { imageSizeProblem, makeFirst, remainingImageSlots, selectImages } from '@/lib/product-rules';
import { shrinkImage } from '@/lib/shrink-image';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@/shared/constants';
import type { ProductImage as StoredImage } from '@/shared/catalog/answers';
import type { DropZoneProps } from './drop-zone';
import { ProductImage } from '../product-image';
import { PRODUCT_FORM_TEXTS as T } from './texts';

export interface ChosenImage {
  key: string;
  file: File;
  preview: string;
  /** Bytes of the file as chosen, before the browser shrank it. */
  originalSize: number;
}

/** The file chooser offers pictures only; whatever else is dropped is refused with its message. */
const ACCEPT = [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

const carriesFiles = (event: globalThis.DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'));

/** The drop target before react-dropzone is loaded: a drop on it is taken, never lost. */
function PlainDropZone({ disabled, onFiles, className, children }: DropZoneProps) {
  const take = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside browses the same files
    <div role="presentation" className={className(false)} onDragOver={(event) => event.preventDefault()} onDrop={take}>
      {children}
    </div>
  );
}

/** Should its code fail to arrive (a network blip), the plain drop target stays: the form is never lost. */
const DropZone = lazy(() => import('./drop-zone').catch(() => ({ default: PlainDropZone })));

/**
 * True from the first time files are dragged over the page. Meanwhile, and while the drop zone's code arrives,
 * a file dropped beside the zone is kept from replacing the form (react-dropzone does the same once loaded).
 */
function useFilesDragged(): boolean {
  const [dragged, setDragged] = useState(false);
  useEffect(() => {
    const arm = (event: globalThis.DragEvent) => {
      // A transition: the plain target stays on screen, alone, until the loaded one replaces it.
      if (carriesFiles(event)) startTransition(() => setDragged(true));
    };
    const keep = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragenter', arm);
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragenter', arm);
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);
  return dragged;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
}

interface ImagePickerProps {
  images: ChosenImage[];
  onImagesChange: Dispatch<SetStateAction<ChosenImage[]>>;
  /** The stored pictures of the product being edited. */
  existing?: StoredImage[];
  mode: 'create' | 'edit';
  disabled?: boolean;
  error?: string;
  onPreparingChange?: (preparing: boolean) => void;
}

let nextKey = 0;

export function ImagePicker({ images, onImagesChange, existing = [], mode, disabled, error, onPreparingChange }: ImagePickerProps) {
  const [preparing, setPreparing] = useState(0);
  const latest = useRef(images);
  latest.current = images;
  // Previews are object URLs: released with the picker.
  useEffect(
    () => () => {
      for (const image of latest.current) URL.revokeObjectURL(image.preview);
    },
    [],
  );
  useEffect(() => {
    onPreparingChange?.(preparing > 0);
  }, [preparing, onPreparingChange]);

  const slots = remainingImageSlots(images.length + preparing);

  const add = async (files: File[]) => {
    const { kept, refused } = selectImages(files, latest.current.length + preparing);
    for (const problem of refused) notify('error', problem.title, problem.message);
    if (kept.length === 0) return;
    setPreparing((n) => n + kept.length);
    try {
      // One after the other: a phone decoding five 12-megapixel photos at once can run out of memory.
      for (const original of kept) {
        const file = await shrinkImage(original);
        const problem = imageSizeProblem(file);
        if (problem) notify('error', problem.title, problem.message);
        else {
          const image = { key: `image-${nextKey++}`, file, preview: URL.createObjectURL(file), originalSize: original.size };
          onImagesChange((current) => [...current, image]);
        }
        setPreparing((n) => n - 1);
      }
    } catch {
      setPreparing(0);
    }
  };

  const dragged = useFilesDragged();
  const input = useRef<HTMLInputElement>(null);
  const zone: Omit<DropZoneProps, 'children'> = {
    disabled: Boolean(disabled) || slots === 0,
    onFiles: (files) => void add(files),
    className: (dragActive) =>
      cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragActive ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/20' : 'border-gray-300 dark:border-gray-700',
        // Dimmed by its background, not by opacity: its texts keep their contrast while the form saves.
        (disabled || slots === 0) && 'cursor-not-allowed bg-gray-50 dark:bg-gray-900',
        error && 'border-red-500',
      ),
  };

  const remove = (key: string) =>
    onImagesChange((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.key !== key);
    });

  const showExisting = mode === 'edit' && images.length === 0 && existing.length > 0;

  const contents = (
    <>
      <input
        ref={input}
        type="file"
        name="images"
        aria-label={T.chooseImages}
        accept={ACCEPT}
        multiple
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied, so that choosing the same file again is a new choice.
          event.target.value = '';
          void add(files);
        }}
      />
      <ImagePlus className="h-8 w-8 text-gray-400" aria-hidden />
      <div className="space-y-1">
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {slots === 0 ? T.imagesFull : T.dropHere}
        </p>
        <p className="text-xs text-gray-500 dark:text-gray-400">
          {T.imageRules}
        </p>
      </div>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled || slots === 0}
        className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        {T.browse}
      </button>
      <p className="text-xs text-gray-500 dark:text-gray-400" aria-live="polite">
        {T.imageCount(images.length)}
        {preparing > 0 && T.optimizing}
      </p>
    </>
  );

  return (
    <div className="space-y-4">
      {mode === 'edit' && (
        <p
          className={cn(
            'flex items-start gap-2 rounded-md border p-3 text-sm',
            images.length > 0
              ? 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200'
              : 'border-gray-200 bg-gray-50 text-gray-700 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300',
          )}
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {T.replaceNotice}
        </p>
      )}

      <Suspense fallback={<PlainDropZone {...zone}>{contents}</PlainDropZone>}>
        {dragged ? <DropZone {...zone}>{contents}</DropZone> : <PlainDropZone {...zone}>{contents}</PlainDropZone>}
      </Suspense>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}

      {(images.length > 0 || preparing > 0) && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={T.newImages}>
          {images.map((image, index) => (
            <li key={image.key} className="overflow-hidden rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
              <div className="relative aspect-square">
                {/* biome-ignore lint/performance/noImgElement: a local preview (object URL) */}
                <img src={image.preview} alt={T.preview(image.file.name)} className="h-full w-full object-cover" />
                {index === 0 && (
                  <span className="absolute left-1.5 top-1.5 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                    <Star className="h-3 w-3" aria-hidden />
                    {T.mainImage}
                  </span>
                )}
              </div>
              <div className="space-y-1.5 p-2">
                <p className="truncate text-xs text-gray-700 dark:text-gray-300" title={image.file.name}>
                  {image.file.name}
                </p>
                <p className="text-xs text-gray-500 dark:text-gray-400">
                  {image.file.size < image.originalSize ? `${sizeText(image.originalSize)} → ${sizeText(image.file.size)}` : sizeText(image.file.size)}
                </p>
                <div className="flex gap-1">
                  {index > 0 && (
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => onImagesChange((current) => makeFirst(current, index))}
                      className="inline-flex flex-1 items-center justify-center gap-1 rounded border border-gray-300 px-1.5 py-1 text-xs hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-gray-700 dark:hover:bg-gray-800"
                      aria-label={T.makeMain(image.file.name)}
                    >
                      <Star className="h-3 w-3" aria-hidden />
                      {T.main}
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => remove(image.key)}
                    className="inline-flex items-center justify-center rounded border border-gray-300 px-1.5 py-1 text-xs text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-gray-700 dark:text-red-400 dark:hover:bg-red-950/40"
                    aria-label={T.remove(image.file.name)}
                  >
                    <Trash2 className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </div>
              </div>
            </li>
          ))}
          {Array.from({ length: preparing }, (_, i) => (
            <li key={`preparing-${i}`} className="flex aspect-square items-center justify-center rounded-lg border border-dashed border-gray-300 dark:border-gray-700">
              <Loader2 className="h-5 w-5 animate-spin text-gray-400" aria-label={T.optimizingOne} />
            </li>
          ))}
        </ol>
      )}

      {showExisting && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-gray-700 dark:text-gray-300">{T.currentImages}</p>
          <ol className="grid grid-cols-3 gap-3 sm:grid-cols-5">
            {existing.map((image, index) => (
              <li key={image._id} className="relative aspect-square overflow-hidden rounded-lg border border-gray-200 dark:border-gray-800">
                <ProductImage src={image.thumbnailUrl || image.url} alt={image.alt} className="h-full w-full" />
                {index === 0 && (
                  <span className="absolute left-1.5 top-1.5 rounded-full bg-gray-900/80 px-2 py-0.5 text-xs font-medium text-white">
                    {T.mainImage}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
