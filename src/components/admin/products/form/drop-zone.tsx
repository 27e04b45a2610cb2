'use client';
// The picture picker's drop target once react-dropzone is loaded (./image-picker.tsx loads it when files are
// first dragged over the page): the highlight while files are over it, folders dropped as their files, the
// browser kept from opening a file dropped beside it. Browsing is the picker's own file input.
import type { ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';

export interface DropZoneProps {
  disabled: boolean;
  /** Every file dropped, accepted or not: the picker refuses the wrong ones with its own messages. */
  onFiles: (files: File[]) => void;
  className: (dragActive: boolean) => string;
  children: ReactNode;
}

export default function DropZone({ disabled, onFiles, className, children }: DropZoneProps) {
  const { getRootProps, isDragActive } = useDropzone({
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });
  return (
    <div {...getRootProps({ className: className(isDragActive) })}>
      {children}
    </div>
  );
}
