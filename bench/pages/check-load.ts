// Checks bench/pages/load.ts itself (bench/README.md, "Storefront pages"): that it reads every framing of an
// answer to its end (Content-Length, chunked with extensions and trailers, the end of the connection, no body)
// even when the answer arrives in small pieces, that it counts every answer the server sent, and how fast it
// goes against a bare node:http server.
//   node --import tsx bench/pages/check-load.ts
import { createServer as createHttpServer } from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { loadInChild } from './load';

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
  const page = gzipSync(Buffer.from(Array.from({ length: 4_000 }, (_, i) => `<li data-i="${i}">Produit ${i * 7919}</li>`).join('')));
  await checkSpeed(`bare node:http, ${page.length} B gzip, Content-Length`, page, false);
  await checkSpeed(`bare node:http, ${page.length} B gzip, chunked`, page, true);
  await checkSpeed('bare node:http, 13 B', Buffer.from('<p>Salut</p>\n'), false);
  if (!ok) process.exit(1);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
