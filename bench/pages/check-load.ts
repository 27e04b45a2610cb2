// Checks bench/pages/load.ts itself (bench/README.md, "Storefront pages"): that it reads every framing of an
// answer to its end (Content-Length, chunked with extensions and trailers, the end of the connection, no body)
// even when the answer arrives in small pieces, that it counts every answer the server sent, and how fast it
// goes against a bare node:http server.
//   node --import tsx bench/pages/check-load.ts
import { createServer as createHttpServer } from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { loadInChild } from './load';
import { runMain } from '../record';

const BODY = Buffer.alloc(9_000, 'abcdefghij');

/** Answers with this framing, written in pieces of `piece` bytes, one per turn of the event loop. */
const ANSWERS: Record<string, { answer: Buffer; status: number; closes: boolean }> = {
  'content-length': {
    answer: Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${BODY.length}\r\n\r\n`), BODY]),
    status: 200,
    closes: false,
  },
  chunked: {
    answer: Buffer.concat([
      Buffer.from('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n'),
      Buffer.from(`${(4000).toString(16)};name=value\r\n`),
      BODY.subarray(0, 4000),
      Buffer.from(`\r\n${(BODY.length - 4000).toString(16).toUpperCase()}\r\n`),
      BODY.subarray(4000),
      Buffer.from('\r\n0\r\nServer-Timing: render;dur=12\r\n\r\n'),
    ]),
    status: 200,
    closes: false,
  },
  'until close': {
    answer: Buffer.concat([Buffer.from('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n'), BODY]),
    status: 200,
    closes: true,
  },
  'no body': { answer: Buffer.from('HTTP/1.1 204 No Content\r\nX-A: b\r\n\r\n'), status: 204, closes: false },
  'not found, then close': {
    answer: Buffer.from('HTTP/1.1 404 Not Found\r\nContent-Length: 3\r\nConnection: close\r\n\r\nnon'),
    status: 404,
    closes: true,
  },
};

async function checkFraming(name: string, piece: number) {
  const { answer, status, closes } = ANSWERS[name];
  let requests = 0;
  const server = net.createServer((socket) => {
    let head = '';
    socket.on('data', async (chunk) => {
      head += chunk.toString('latin1');
      while (head.includes('\r\n\r\n')) {
        head = head.slice(head.indexOf('\r\n\r\n') + 4);
        requests += 1;
        for (let at = 0; at < answer.length; at += piece) {
          if (socket.destroyed) return;
          socket.write(answer.subarray(at, at + piece));
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (closes) socket.end();
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const connections = 4;
  const result = await loadInChild({ url: `http://127.0.0.1:${port}/x?y=1`, connections, durationMs: 1_000 });
  server.close();
  // The requests still in flight when the load stopped were sent but not counted: at most one per connection.
  const ok =
    result.requests > 0 &&
    result.errors === 0 &&
    result.timeouts === 0 &&
    result.statuses[status] === result.requests &&
    requests - result.requests >= 0 &&
    requests - result.requests <= connections;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(22)} pieces of ${String(piece).padStart(5)} B: ${result.requests} answers read, ${requests} requests received, errors ${result.errors}, statuses ${JSON.stringify(result.statuses)}`,
  );
  return ok;
}

/**
 * A mix (bench/soak): each request arrives with its method, path and body intact, in proportion to its weight, and
 * the answers are counted under their labels, a label shared by two requests counted once with both.
 */
async function checkMix(): Promise<boolean> {
  const seen = new Map<string, number>();
  let bad = 0;
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = `${req.method} ${req.url} ${body}`;
      if (req.method === 'PUT' && (body !== '{"prix":9500}' || req.headers['content-type'] !== 'application/json')) bad += 1;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      res.writeHead(req.url === '/absent' ? 404 : 200, { 'Content-Length': 2 });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const result = await loadInChild({
    url: `http://127.0.0.1:${port}`,
    connections: 8,
    durationMs: 1_000,
    requests: [
      { label: 'page', path: '/a', weight: 6 },
      { label: 'page', path: '/b?c=d', weight: 2 },
      { label: 'absent', path: '/absent', weight: 1 },
      { label: 'write', method: 'PUT', path: '/p', headers: { 'Content-Type': 'application/json' }, body: '{"prix":9500}', weight: 1 },
    ],
  });
  server.close();
  const count = (key: string) => seen.get(key) ?? 0;
  const total = [...seen.values()].reduce((sum, value) => sum + value, 0);
  const share = (key: string) => count(key) / Math.max(1, total);
  const near = (value: number, expected: number) => Math.abs(value - expected) < 0.03;
  const labels = result.byLabel ?? {};
  const ok =
    bad === 0 &&
    seen.size === 4 &&
    near(share('GET /a '), 0.6) &&
    near(share('GET /b?c=d '), 0.2) &&
    near(share('GET /absent '), 0.1) &&
    near(share('PUT /p {"prix":9500}'), 0.1) &&
    labels.page?.requests + labels.absent?.requests + labels.write?.requests === result.requests &&
    labels.absent?.non2xx === labels.absent?.requests &&
    labels.page?.non2xx === 0 &&
    result.non2xx === labels.absent?.requests;
  console.log(`${ok ? 'ok  ' : 'FAIL'} mix of four requests: received ${JSON.stringify(Object.fromEntries(seen))}, counted ${JSON.stringify(labels)}`);
  return ok;
}

/** Throughput against a bare node:http server answering `body`, gzip-labelled, as the pages bench's ceiling does. */
async function checkSpeed(label: string, body: Buffer, chunked: boolean) {
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', ...(chunked ? {} : { 'Content-Length': body.length }) });
    if (chunked) res.write(body);
    res.end(chunked ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const before = process.cpuUsage();
  const started = performance.now();
  const result = await loadInChild({ url: `http://127.0.0.1:${port}/`, connections: 32, durationMs: 5_000 });
  const cpu = process.cpuUsage(before);
  const elapsedMs = performance.now() - started;
  server.close();
  console.log(
    `${label}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors + result.timeouts + result.non2xx};` +
      ` generator ${result.cpuPercent} % CPU (event loop ${result.eventLoopUtilization}), server ${Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100)} % (start-up of the generator included)`,
  );
}

async function main() {
  let ok = true;
  for (const name of Object.keys(ANSWERS)) {
    for (const piece of [1, 7, 100_000]) ok = (await checkFraming(name, piece)) && ok;
  }
  ok = (await checkMix()) && ok;
  const page = gzipSync(Buffer.from(Array.from({ length: 4_000 }, (_, i) => `<li data-i="${i}">Produit ${i * 7919}</li>`).join('')));
  await checkSpeed(`bare node:http, ${page.length} B gzip, Content-Length`, page, false);
  await checkSpeed(`bare node:http, ${page.length} B gzip, chunked`, page, true);
  await checkSpeed('bare node:http, 13 B', Buffer.from('<p>Salut</p>\n'), false);
  if (!ok) process.exit(1);
}

runMain(main);
