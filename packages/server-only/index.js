// Intentionally empty: see package.json. Next.js never loads this file (it aliases 'server-only' itself), and the
// published package throws outside React Server Components, which would stop server.ts, run by plain Node.js.
