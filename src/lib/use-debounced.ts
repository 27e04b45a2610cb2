'use client';
// A value that follows another once it has stopped changing for `delayMs`: changes in quick succession (keystrokes,
// a page size then a sort) make one request, not several.
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
