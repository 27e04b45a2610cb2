'use client';
// TanStack Query for the back office's data: a failed answer is not retried when the server has spoken
// (a 4xx will not change), only when the network failed; data is fresh for 30 s, and a tab that comes back
// into view reads again what it shows.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiRequestError } from './answer';

function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status > 0) return false;
  return failures < 2;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: shouldRetry },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
