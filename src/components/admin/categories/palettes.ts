// The 8 palettes of the sub-type cards (and of the category cards' folder icon), in light and dark; which one a
// card takes is paletteIndex() of src/lib/category-rules.ts.
import { paletteIndex } from '@/lib/category-rules';

interface Palette {
  /** The card's tinted surface and border. */
  surface: string;
  /** The icon's disc. */
  icon: string;
}

/** As many as PALETTE_COUNT. */
const PALETTES: readonly Palette[] = [
  {
    surface: 'border-emerald-200 bg-emerald-50/70 hover:border-emerald-300 dark:border-emerald-900 dark:bg-emerald-950/40',
    icon: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-300',
  },
  {
    surface: 'border-sky-200 bg-sky-50/70 hover:border-sky-300 dark:border-sky-900 dark:bg-sky-950/40',
    icon: 'bg-sky-100 text-sky-700 dark:bg-sky-900/60 dark:text-sky-300',
  },
  {
    surface: 'border-violet-200 bg-violet-50/70 hover:border-violet-300 dark:border-violet-900 dark:bg-violet-950/40',
    icon: 'bg-violet-100 text-violet-700 dark:bg-violet-900/60 dark:text-violet-300',
  },
  {
    surface: 'border-amber-200 bg-amber-50/70 hover:border-amber-300 dark:border-amber-900 dark:bg-amber-950/40',
    icon: 'bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-300',
  },
  {
    surface: 'border-rose-200 bg-rose-50/70 hover:border-rose-300 dark:border-rose-900 dark:bg-rose-950/40',
    icon: 'bg-rose-100 text-rose-700 dark:bg-rose-900/60 dark:text-rose-300',
  },
  {
    surface: 'border-teal-200 bg-teal-50/70 hover:border-teal-300 dark:border-teal-900 dark:bg-teal-950/40',
    icon: 'bg-teal-100 text-teal-700 dark:bg-teal-900/60 dark:text-teal-300',
  },
  {
    surface: 'border-indigo-200 bg-indigo-50/70 hover:border-indigo-300 dark:border-indigo-900 dark:bg-indigo-950/40',
    icon: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300',
  },
  {
    surface: 'border-orange-200 bg-orange-50/70 hover:border-orange-300 dark:border-orange-900 dark:bg-orange-950/40',
    icon: 'bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-300',
  },
];

export function paletteOf(id: string): Palette {
  return PALETTES[paletteIndex(id)];
}
