// The built scripts and styles (`/_next/static/…`), compressed once with Brotli at its best and kept in memory.
// Next.js sends them gzipped, compressing again on every request; Brotli makes them a fifth smaller, which on
// a phone's first visit is most of what it downloads (bench/README.md). The files never change under their
// name, so each is compressed once per process, on a worker thread: all of them one after the other once the
// server listens (`warm`), and any asked for sooner at once; meanwhile the first visitors get gzip.
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding } from './page-cache';

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface Asset {
  type: string;
  gzip: Buffer;
  /** Until Brotli has finished, the gzip version is sent. */
  br: Buffer | null;
  /** Settles when Brotli has finished (or failed: gzip then stays). */
  brotli: Promise<void>;
}

export function createStaticAssets(buildDir: string) {
  const root = path.join(buildDir, 'static');
  const assets = new Map<string, Promise<Asset | null>>();

  async function load(file: string, type: string): Promise<Asset | null> {
    let content: Buffer;
    try {
      content = await readFile(file);
    } catch {
      return null;
    }
    const asset: Asset = { type, gzip: await compressGzip(content, { level: 9 }), br: null, brotli: Promise.resolve() };
    asset.brotli = compressBrotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
      .then((br) => {
        asset.br = br;
      })
      .catch(() => {});
    return asset;
  }

  function assetFor(file: string, type: string): Promise<Asset | null> {
    let pending = assets.get(file);
    if (!pending) {
      pending = load(file, type);
      assets.set(file, pending);
      // A missing file is not remembered: a new build may bring it.
      pending.then((asset) => asset ?? assets.delete(file)).catch(() => assets.delete(file));
    }
    return pending;
  }

  return {
    /** Compresses every built script and style, one at a time, so that the first visitors get Brotli too. */
    async warm(): Promise<void> {
      const files = await readdir(root, { recursive: true }).catch(() => []);
      for (const relative of files) {
        const type = TYPES[path.extname(relative)];
        if (!type) continue;
        await (await assetFor(path.join(root, relative), type))?.brotli;
      }
    },

    /** Answers a built script or style; false when it is not one (Next.js answers then). */
    async serve(req: IncomingMessage, res: ServerResponse, url: string): Promise<boolean> {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(PREFIX)) return false;
      let relative: string;
      try {
        relative = decodeURIComponent(url.slice(PREFIX.length).split('?')[0]);
      } catch {
        return false;
      }
      const type = TYPES[path.extname(relative)];
      const file = path.join(root, relative);
      if (!type || !file.startsWith(root + path.sep)) return false;
      const asset = await assetFor(file, type);
      if (!asset) return false;
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      if (!encoding) return false;
      const body = encoding === 'br' && asset.br ? asset.br : asset.gzip;
      res.setHeader('Content-Type', asset.type);
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Encoding', body === asset.br ? 'br' : 'gzip');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
