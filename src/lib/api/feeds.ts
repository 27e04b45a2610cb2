'use client';
// The catalogue feeds' addresses for the settings page (docs/api.md, "Catalogue feeds"). Key: ['feeds']; they change
// only with PUBLIC_URL, so they are read once per session.
import { useQuery } from '@tanstack/react-query';
import type { FeedUrls } from '@/shared/feeds/answers';
import { api } from './auth-store';

export const feedKeys = {
  all: ['feeds'] as const,
};

/** GET /parametres/flux (super administrator). */
export function useFeedUrls() {
  return useQuery({
    queryKey: feedKeys.all,
    queryFn: async ({ signal }): Promise<FeedUrls | null> => (await api().get<FeedUrls>('/parametres/flux', { signal })).data ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
