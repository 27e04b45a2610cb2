// Picture upload (bench/README.md, "Picture upload"): one product created through the API with five pictures of
// about 5 MB each (the most a product takes: noisy photographs drawn with sharp, three JPEGs and two PNGs, each just
// under the 5 MB limit) in one multipart request. Records the time to the 201, the time until the five thumbnails
// answer under /uploads, and the server's memory (RSS of its process tree every 25 ms) during it. UPLOAD_RUNS
// (default 3) creations one after another, the median kept. After `next build`:
//   npm run bench:upload
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ADMIN, apiSignIn, type RunningServer, startServer } from '../../tests/e2e/harness';
import { processImage } from '@/server/services/images/process-image';
import { LIMITS } from '@/shared/constants';
import { quiet, serverMemory } from '../proc';
import { MEMORY_TARGET_MIB, QUICK, record, runMain, started } from '../record';

const RUNS = Number(process.env.UPLOAD_RUNS ?? (QUICK ? 1 : 3));
const PICTURES = LIMITS.productImagesMax;
/** Each picture between 95 % and 100 % of the limit. */
const AIM = { low: 0.95 * LIMITS.productImageMaxBytes, high: LIMITS.productImageMaxBytes - 1 };
/**
 * Targets (bench/README.md, "Picture upload"): the 201 within 10 s (bench/writes counts a creation over 10 s as
 * late), the thumbnails there with it, and the server under 400 MB RSS at its peak, the shop's memory target.
 */
export const UPLOAD_TARGET = { answerMs: 10_000, thumbnailsMs: 10_000, peakRssMiB: MEMORY_TARGET_MIB };

interface Picture {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A noisy photograph: colour gradients under strong grain, which neither JPEG nor PNG compresses well. */
async function drawn(width: number, height: number, format: 'jpeg' | 'png', seed: number): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (raw[i] >> 1) + ((x * 127) / width + seed * 13);
      raw[i + 1] = (raw[i + 1] >> 1) + (y * 127) / height;
      raw[i + 2] = (raw[i + 2] >> 1) + (((x + y) * 64) / (width + height) + seed * 29);
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 92 }).toBuffer() : image.png({ compressionLevel: 6 }).toBuffer();
}

/** Draws at a size, then resizes the canvas by the square root of the miss until the file lands within AIM. */
async function picture(format: 'jpeg' | 'png', seed: number): Promise<Picture> {
  let width = format === 'jpeg' ? 2400 : 1600;
  let height = Math.round((width * 3) / 4);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const bytes = await drawn(width, height, format, seed);
    if (bytes.length >= AIM.low && bytes.length <= AIM.high) return { name: `photo-${seed}.${format === 'jpeg' ? 'jpg' : 'png'}`, type: `image/${format}`, bytes };
    const scale = Math.sqrt(((AIM.low + AIM.high) / 2 / bytes.length) * (attempt < 4 ? 1 : 0.995));
    width = Math.round(width * scale);
    height = Math.round((width * 3) / 4);
  }
  throw new Error(`no ${format} between ${AIM.low} and ${AIM.high} bytes`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

async function main() {
  const start = started();
  const pictures: Picture[] = [];
  for (let i = 0; i < PICTURES; i += 1) pictures.push(await picture(i < 3 ? 'jpeg' : 'png', i + 1));
  const meta = await Promise.all(pictures.map(async (p) => ({ name: p.name, bytes: p.bytes.length, ...(({ width, height }) => ({ width, height }))(await sharp(p.bytes).metadata()) })));
  console.log(`pictures: ${meta.map((p) => `${p.name} ${p.width}×${p.height} ${(p.bytes / 2 ** 20).toFixed(2)} MiB`).join(', ')}`);

  // The reference: the shop's own picture work (processImage, both renditions) on the five, in this process,
  // one after another, with no HTTP, no database and no file written.
  const referenceRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const began = performance.now();
    for (const p of pictures) await processImage(p.bytes);
    referenceRuns.push(Math.round(performance.now() - began));
  }
  console.log(`reference (processImage on the five, in process): ${referenceRuns.join(', ')} ms`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-upload-'));
  let server: RunningServer | undefined;
  try {
    await (await startServer({ dataDir })).stop();
    server = await startServer({ dataDir });
    const base = server.url;
    const pid = server.process.pid as number;
    const categories = (await (await fetch(`${base}/api/v1/types`)).json()) as { data: { _id: string }[] };
    const { accessToken } = await apiSignIn(base, ADMIN.email, ADMIN.password);
    // One page and one API read first, so that the figures are the upload's, not the first request's.
    await (await fetch(`${base}/`)).arrayBuffer();
    await quiet();
    const idle = serverMemory(pid);
    console.log(`server pid ${pid}, idle RSS ${mib(idle.rss)} MiB`);

    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const form = new FormData();
      form.set('nom', `Cinq photos ${run}`);
      form.set('prix', '25000');
      form.set('typeProduit', categories.data[0]._id);
      for (const p of pictures) form.append('images', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
      let peak = serverMemory(pid).rss;
      const before = peak;
      const sampler = setInterval(() => {
        peak = Math.max(peak, serverMemory(pid).rss);
      }, 25);
      const sent = performance.now();
      const response = await fetch(`${base}/api/v1/produits`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` }, body: form });
      const body = (await response.json()) as { data: { _id: string; images: { url: string; thumbnailUrl: string }[] } };
      const answerMs = Math.round(performance.now() - sent);
      if (response.status !== 201) throw new Error(`creation answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      const thumbnails = body.data.images.map((image) => new URL(image.thumbnailUrl, base).href);
      // Asked until each answers 200 (they are written before the 201, so the first ask should do).
      await Promise.all(
        thumbnails.map(async (url) => {
          for (;;) {
            const got = await fetch(url);
            await got.arrayBuffer();
            if (got.status === 200) return;
            if (performance.now() - sent > 120_000) throw new Error(`${url} still ${got.status}`);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        }),
      );
      const thumbnailsMs = Math.round(performance.now() - sent);
      clearInterval(sampler);
      peak = Math.max(peak, serverMemory(pid).rss);
      const after = serverMemory(pid).rss;
      await quiet();
      const afterQuiet = serverMemory(pid).rss;
      runs.push({ answerMs, thumbnailsMs, images: body.data.images.length, rssBeforeMiB: mib(before), peakRssMiB: mib(peak), rssAfterMiB: mib(after), rssAfterQuietMiB: mib(afterQuiet) });
      console.log(
        `run ${run}: 201 in ${answerMs} ms, thumbnails in ${thumbnailsMs} ms, RSS ${mib(before)} → peak ${mib(peak)} → ${mib(after)}, ${mib(afterQuiet)} MiB once quiet (load ${os.loadavg()[0].toFixed(2)})`,
      );
    }
    const figures = {
      runs: RUNS,
      pictures: meta,
      uploadBytes: pictures.reduce((sum, p) => sum + p.bytes.length, 0),
      idleRssMiB: mib(idle.rss),
      answerMs: median(runs.map((r) => r.answerMs)),
      referenceMs: median(referenceRuns),
      thumbnailsMs: median(runs.map((r) => r.thumbnailsMs)),
      peakRssMiB: Math.max(...runs.map((r) => r.peakRssMiB)),
      peakOfProcessMiB: mib(serverMemory(pid).peak),
      each: runs,
      target: UPLOAD_TARGET,
    };
    const file = record('upload', start, figures);
    console.log(`\nmedian of ${RUNS}: 201 in ${figures.answerMs} ms, thumbnails in ${figures.thumbnailsMs} ms, peak RSS ${figures.peakRssMiB} MiB; written to ${file}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
