'use client';
// 'Exporter (CSV)' of a back-office list (docs/back-office-kit.md): downloads the file the list's filters ask for,
// busy while it does, then says so in a toast, or why not.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api/answer';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';

export interface ExportTexts {
  exportCsv: string;
  exporting: string;
  exported: string;
  exportedText: string;
  exportErrorDefault: string;
}

export function ExportButton({ download, texts: T }: { download: () => Promise<void>; texts: ExportTexts }) {
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await download();
      notify('success', T.exported, T.exportedText);
    } catch (error) {
      notify('error', TOAST_TITLES.error, errorText(error, T.exportErrorDefault));
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button variant="secondary" busy={exporting} onClick={exportCsv} className="flex-auto px-3 whitespace-nowrap sm:flex-none sm:px-4">
      {!exporting && <Download className="h-4 w-4" aria-hidden />}
      {exporting ? T.exporting : T.exportCsv}
    </Button>
  );
}
