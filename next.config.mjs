// Plain JavaScript, not TypeScript: Next.js would load its native compiler (SWC, about 15 MB resident) in
// every server process only to read this file (bench/README.md, "Storefront pages").
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Server-only packages with native code, WASM or their own module state stay outside the bundles, so that
  // the pages and the server entry share one instance of each.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'pino', 'drizzle-orm', 'nodemailer', 'jose'],
  // `npm test` type-checks the whole project; the build need not do it again on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // Radix's single package re-exports every component: a server component that reaches it (a page's loading
  // state through the button, whose `asChild` uses its Slot) would otherwise put all of them in that page's
  // first load, 80 KiB gzip (bench/README.md, "Back office").
  experimental: { optimizePackageImports: ['radix-ui'] },
  // Metadata always in the page's <head>, never streamed after it: the page cache keeps one rendering for every
  // visitor, and WhatsApp's link preview, like every browser, must find the product's title and picture there.
  htmlLimitedBots: /.*/,
  turbopack: { root: import.meta.dirname },
};

export default nextConfig;
