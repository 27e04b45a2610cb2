import type { MetadataRoute } from 'next';
import { getConfig } from '@/server/config';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = getConfig().publicUrl;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/cart'] },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
