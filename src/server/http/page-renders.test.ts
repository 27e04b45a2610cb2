import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCacheRenders, createPageRenderer, loggablePagePath, loopbackOrigin, type NextHandler, RENDER_HEADER } from './page-renders';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the line of renders', () => {
  it('renders a few pages at a time, the others in the order they came; built files never wait', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const next: NextHandler = async (req, res) => {
      running += 1;
      most = Math.max(most, running);
      order.push(req.url ?? '');
      await new Promise((resolve) => setTimeout(resolve, req.url?.startsWith('/_next/') ? 0 : 40));
      running -= 1;
      res.end('ok');
    };
    const render = createPageRenderer(next, { error: vi.fn() }, { concurrency: 2, placeMs: 2_000 });
    const base = await listen(createServer((req, res) => void render(req, res, req.url ?? '/')));
    const pages = Array.from({ length: 6 }, (_, i) => `/page-${i}`);
    const answers = pages.map((page) => fetch(base + page).then((r) => r.text()));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A built file while the line is full: answered before the pages behind it.
    expect(await (await fetch(`${base}/_next/static/x.js`)).text()).toBe('ok');
    await Promise.all(answers);
    expect(most).toBe(3);
    expect(order.filter((url) => url.startsWith('/page-'))).toEqual(pages);
  });

  it('answers 500 in French when Next.js fails, and logs the path without its query', async () => {
    const log = { error: vi.fn() };
    const render = createPageRenderer(async () => Promise.reject(new Error('boom')), log);
    const base = await listen(createServer((req, res) => void render(req, res, req.url ?? '/')));
    const response = await fetch(`${base}/admin/reset-password?token=secret-token`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Une erreur interne est survenue.');
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ path: '/admin/reset-password' }), 'page rendering failed');
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('secret-token');
  });
});

describe("the page cache's renders", () => {
  it('are asked of the loopback address the server listens on', () => {
    expect(loopbackOrigin({ family: 'IPv4', address: '0.0.0.0', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(loopbackOrigin({ family: 'IPv4', address: '127.0.0.1', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(loopbackOrigin({ family: 'IPv6', address: '::', port: 3000 })).toBe('http://[::1]:3000');
    expect(loopbackOrigin({ family: 'IPv6', address: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });

  it('carry a secret: a request naming a render without it, or a finished one, is no render of the cache', async () => {
    let seen: string | undefined;
    const next: NextHandler = async (req, res) => {
      seen = String(req.headers[RENDER_HEADER]);
      res.end('<html>page</html>');
    };
    const renders = createCacheRenders(createPageRenderer(next, { error: vi.fn() }));
    const base = await listen(
      createServer((req, res) => {
        if (renders.owns(req)) void renders.serve(req, res, req.url ?? '/');
        else res.writeHead(418).end();
      }),
    );
    const server = servers[0];
    renders.listening(server.address() as AddressInfo);
    const page = await renders.render({ key: '/faq', address: '/faq', headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('<html>page</html>');
    expect(page.keep).toBe(true);
    const [secret, id] = (seen ?? '').split(':');
    expect(secret).toMatch(/^[0-9a-f-]{36}$/);
    // Once finished, its id is nobody's; another secret is nobody's either.
    expect(renders.owns({ headers: { [RENDER_HEADER]: `${secret}:${id}` } })).toBe(false);
    expect(renders.owns({ headers: { [RENDER_HEADER]: `not-the-secret:${id}` } })).toBe(false);
    expect((await fetch(`${base}/faq`, { headers: { [RENDER_HEADER]: `${secret}:${id}` } })).status).toBe(418);
    // Only the pages the cache keeps are ever asked.
    await expect(renders.render({ key: '/admin', address: '/admin', headers: {} })).rejects.toThrow('not a page the cache keeps');
  });
});

describe('a path as the log shows it', () => {
  it("leaves out the query and the code of an order's page", () => {
    expect(loggablePagePath('/commande/q3Zc0v1lQ9yE2b7nK4mXwA?x=1')).toBe('/commande/***');
    expect(loggablePagePath('/admin/reset-password?token=secret')).toBe('/admin/reset-password');
    expect(loggablePagePath('/produits/abc')).toBe('/produits/abc');
  });
});
