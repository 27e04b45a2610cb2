'use client';
// A form's banner (docs/back-office-kit.md, "Forms"): one success or error message above the form at a time, a new
// one replacing the last and restarting its timer.
import { useCallback, useRef, useState } from 'react';
import { Banner } from '@/components/ui/banner';

export type BannerKind = 'success' | 'error';

export function useFormBanner() {
  const [banner, setBanner] = useState<{ kind: BannerKind; message: string; key: number } | null>(null);
  const count = useRef(0);
  const show = useCallback((kind: BannerKind, message: string) => {
    count.current += 1;
    setBanner({ kind, message, key: count.current });
  }, []);
  const clear = useCallback(() => setBanner(null), []);
  const element = banner && <Banner key={banner.key} kind={banner.kind} message={banner.message} onClose={clear} />;
  return { element, show, clear };
}
