// A small HTTP/1.1 load generator for the storefront pages (bench/README.md, "Storefront pages"): N keep-alive
// connections on raw node:net sockets, each sending the same request bytes again as soon as the previous answer
// has been read to its end, for a given duration. It records every request's latency (p50 / p99 / max), the
// statuses, socket errors and timeouts, the bytes read, and its own CPU, so that a run can show whether the
// generator was the limit.
//
// With `requests`, each connection goes through a mix instead (bench/soak): several paths, methods and bodies in
// proportion to their weights, each counted under its label.
//
// With `unique`, every request adds a query parameter of its own, a new random value each time (bench/cache: the
// `fbclid` Facebook adds to a shared link, or query strings made up to miss the server's page cache).
//
// The answers' bodies are never turned into strings nor copied: only the status line and headers are decoded,
// the body is skipped by its framing (Content-Length or chunked). Run it in a process of its own:
//   node --import tsx bench/pages/load.ts '{"url":"http://127.0.0.1:3000/","connections":32,"durationMs":10000}'
// prints the result as JSON; `loadInChild()` does that from another script.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** One request of a mix: sent `weight` times in every round of the mix (default 1). */
export interface MixedRequest {
  label: string;
  method?: string;
  /** Path and query, on the host of `url`. */
  path: string;
  headers?: Record<string, string>;
  /** Sent with a Content-Length; its Content-Type goes in `headers`. */
  body?: string;
  weight?: number;
  /** A parameter added to the query with a new random value on every request. */
  unique?: UniqueParam;
}

export interface UniqueParam {
  name: string;
  /** Length of each value, in characters (letters, digits, `-` and `_`). */
  bytes: number;
}

export interface LoadOptions {
  /** The request (GET with the browser's headers); with `requests`, only its host and port are used. */
  url: string;
  requests?: MixedRequest[];
  connections: number;
  durationMs: number;
  /** Request headers besides Host and Connection. */
  headers?: Record<string, string>;
  /** Without `requests`: a parameter added to the URL's query with a new random value on every request. */
  unique?: UniqueParam;
  /** An answer slower than this counts as a timeout and its connection is replaced. */
  timeoutMs?: number;
}

export interface LoadResult {
  requests: number;
  durationMs: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Socket errors (refused, reset, an answer that cannot be parsed). */
  errors: number;
  timeouts: number;
  /** Bytes read from the sockets, headers included. */
  bytes: number;
  /** With `requests`: answers, non-2xx answers and the p99 under each label. */
  byLabel?: Record<string, { requests: number; non2xx: number; p99: number }>;
  /** The generator's own CPU time over the run, in % of one core, and how busy its event loop was (0–1). */
  cpuPercent: number;
  eventLoopUtilization: number;
}

/** Browsers send these; the pages are measured as a phone gets them (compressed). */
export const BROWSER_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, br',
  'Accept-Language': 'fr-FR,fr;q=0.9',
};

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');
const MAX_HEAD_BYTES = 64 * 1024;

/** Where a connection is in reading an answer. */
const State = { Head: 0, Body: 1, ChunkSize: 2, ChunkData: 3, ChunkEnd: 4, Trailer: 5, UntilClose: 6 } as const;
type State = (typeof State)[keyof typeof State];

/** Latencies in milliseconds, in a growing typed array (no object per request). */
class Latencies {
  private values = new Float64Array(1 << 16);
  length = 0;

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  sorted(): Float64Array {
    return this.values.subarray(0, this.length).sort();
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.protocol !== 'http:') throw new Error('http only');
  const port = Number(url.port || 80);
  const host = url.hostname;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const mix: MixedRequest[] = options.requests ?? [{ label: url.pathname, path: `${url.pathname}${url.search}`, headers: options.headers, unique: options.unique }];
  // Each request's bytes: fixed, or, with a parameter of its own, the bytes before and after its value.
  const encoded = mix.map((entry) => {
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...entry.headers };
    if (entry.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(entry.body));
    const headerLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    const rest = ` HTTP/1.1\r\nHost: ${url.host}\r\n${headerLines.join('')}Connection: keep-alive\r\n\r\n`;
    const body = Buffer.from(entry.body ?? '', 'utf8');
    if (!entry.unique) return Buffer.concat([Buffer.from(`${entry.method ?? 'GET'} ${entry.path}${rest}`, 'latin1'), body]);
    const start = `${entry.method ?? 'GET'} ${entry.path}${entry.path.includes('?') ? '&' : '?'}${entry.unique.name}=`;
    return { start: Buffer.from(start, 'latin1'), rest: Buffer.concat([Buffer.from(rest, 'latin1'), body]), bytes: entry.unique.bytes };
  });
  const bytesOf = (index: number): Buffer => {
    const request = encoded[index];
    if (Buffer.isBuffer(request)) return request;
    const value = randomBytes(Math.ceil((request.bytes * 3) / 4)).toString('base64url').slice(0, request.bytes);
    return Buffer.concat([request.start, Buffer.from(value, 'latin1'), request.rest]);
  };
  // One round of the mix: each request as many times as its weight, spread by a fixed shuffle; each connection
  // starts the round at a different place.
  const round: number[] = mix.flatMap((entry, index) => Array.from({ length: Math.max(1, entry.weight ?? 1) }, () => index));
  let seed = 12345;
  for (let i = round.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const j = seed % (i + 1);
    [round[i], round[j]] = [round[j], round[i]];
  }
  // Requests sharing a label are counted together.
  const labels = new Map<string, { latencies: Latencies; non2xx: number }>();
  for (const entry of mix) if (!labels.has(entry.label)) labels.set(entry.label, { latencies: new Latencies(), non2xx: 0 });
  const perLabel = mix.map((entry) => labels.get(entry.label) as { latencies: Latencies; non2xx: number });
  let opened = 0;

  const latencies = new Latencies();
  const statuses = new Map<number, number>();
  let errors = 0;
  let timeouts = 0;
  let bytes = 0;
  let running = true;

  class Connection {
    private socket!: net.Socket;
    private state: State = State.Head;
    private pending: Buffer | null = null;
    private remaining = 0;
    private status = 0;
    private closeAfter = false;
    /** performance.now() when the request in flight was sent; 0 when none is. */
    sentAt = 0;
    /** Where this connection is in the round of the mix, and the request in flight. */
    private cursor = 0;
    private current = 0;

    constructor() {
      this.cursor = Math.floor((opened++ * round.length) / options.connections);
      this.connect();
    }

    private connect() {
      const socket = net.connect({ host, port, noDelay: true });
      this.socket = socket;
      this.reset();
      socket.on('connect', () => this.send());
      socket.on('data', (chunk: Buffer) => {
        if (socket !== this.socket) return;
        bytes += chunk.length;
        try {
          this.read(chunk);
        } catch {
          this.fail();
        }
      });
      socket.on('end', () => {
        if (socket !== this.socket) return;
        // A body framed by the connection's end is complete now; any other end in the middle of an answer is an error.
        if (this.state === State.UntilClose) return this.complete();
        if (this.sentAt !== 0 && running) errors += 1;
        this.replace();
      });
      socket.on('error', () => {
        if (socket !== this.socket) return;
        if (running) errors += 1;
        this.replace();
      });
    }

    private reset() {
      this.state = State.Head;
      this.pending = null;
      this.remaining = 0;
      this.sentAt = 0;
      this.closeAfter = false;
    }

    /**
     * A new socket in place of this one: at once after an answer that closed its connection, after a short pause
     * after an error, so that a refusing server is not spun on.
     */
    replace(pauseMs = 10) {
      const old = this.socket;
      old.removeAllListeners('data');
      old.destroy();
      this.reset();
      if (!running) return;
      // The old socket's later events are ignored: they no longer match this.socket.
      setTimeout(() => running && old === this.socket && this.connect(), pauseMs);
    }

    private fail() {
      errors += 1;
      this.replace();
    }

    send() {
      if (!running) return;
      this.current = round[this.cursor % round.length];
      this.cursor += 1;
      this.sentAt = performance.now();
      this.socket.write(bytesOf(this.current));
    }

    stop() {
      this.socket.destroy();
    }

    private complete() {
      const latency = performance.now() - this.sentAt;
      if (!running) return;
      latencies.push(latency);
      statuses.set(this.status, (statuses.get(this.status) ?? 0) + 1);
      perLabel[this.current].latencies.push(latency);
      if (this.status < 200 || this.status > 299) perLabel[this.current].non2xx += 1;
      const close = this.closeAfter || this.state === State.UntilClose;
      this.reset();
      if (close) this.replace(0);
      else this.send();
    }

    private read(chunk: Buffer) {
      let buffer = chunk;
      if (this.pending) {
        buffer = Buffer.concat([this.pending, chunk]);
        this.pending = null;
      }
      let at = 0;
      while (at < buffer.length) {
        switch (this.state) {
          case State.Head: {
            const end = buffer.indexOf(HEAD_END, at);
            if (end < 0) {
              if (buffer.length - at > MAX_HEAD_BYTES) throw new Error('head too long');
              this.pending = buffer.subarray(at);
              return;
            }
            const empty = this.parseHead(buffer.toString('latin1', at, end));
            at = end + 4;
            if (empty) this.complete();
            break;
          }
          case State.Body:
          case State.ChunkData:
          case State.ChunkEnd: {
            const take = Math.min(this.remaining, buffer.length - at);
            this.remaining -= take;
            at += take;
            if (this.remaining > 0) break;
            if (this.state === State.Body) this.complete();
            else if (this.state === State.ChunkData) {
              this.state = State.ChunkEnd;
              this.remaining = 2;
            } else this.state = State.ChunkSize;
            break;
          }
          case State.ChunkSize:
          case State.Trailer: {
            const end = buffer.indexOf(CRLF, at);
            if (end < 0) {
              if (buffer.length - at > MAX_HEAD_BYTES) throw new Error('chunk line too long');
              this.pending = buffer.subarray(at);
              return;
            }
            if (this.state === State.Trailer) {
              // Trailer fields end with an empty line, which ends the answer.
              const empty = end === at;
              at = end + 2;
              if (empty) this.complete();
              break;
            }
            const line = buffer.toString('latin1', at, end);
            const size = Number.parseInt(line, 16);
            if (Number.isNaN(size)) throw new Error(`bad chunk size: ${line}`);
            at = end + 2;
            if (size === 0) this.state = State.Trailer;
            else {
              this.state = State.ChunkData;
              this.remaining = size;
            }
            break;
          }
          case State.UntilClose:
            at = buffer.length;
            break;
        }
      }
      // Bytes after a complete answer, with no request in flight, would be a server error: nothing was pipelined.
    }

    /** Reads the status and the framing; true when the answer has no body (it is complete). */
    private parseHead(head: string): boolean {
      if (!head.startsWith('HTTP/1.')) throw new Error('not an HTTP/1 answer');
      this.status = Number(head.slice(9, 12));
      let length = -1;
      let chunked = false;
      let lineStart = head.indexOf('\r\n') + 2;
      while (lineStart > 1 && lineStart < head.length) {
        const lineEnd = head.indexOf('\r\n', lineStart);
        const line = lineEnd < 0 ? head.slice(lineStart) : head.slice(lineStart, lineEnd);
        const colon = line.indexOf(':');
        if (colon > 0) {
          const name = line.slice(0, colon).toLowerCase();
          if (name === 'content-length') length = Number(line.slice(colon + 1).trim());
          else if (name === 'transfer-encoding') chunked = line.slice(colon + 1).toLowerCase().includes('chunked');
          else if (name === 'connection') this.closeAfter = line.slice(colon + 1).toLowerCase().includes('close');
        }
        if (lineEnd < 0) break;
        lineStart = lineEnd + 2;
      }
      if (this.status === 204 || this.status === 304 || (this.status >= 100 && this.status < 200)) length = 0;
      if (chunked) this.state = State.ChunkSize;
      else if (length >= 0) {
        this.state = State.Body;
        this.remaining = length;
      } else this.state = State.UntilClose;
      return this.state === State.Body && length === 0;
    }
  }

  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const started = performance.now();
  const connections = Array.from({ length: options.connections }, () => new Connection());
  const watchdog = setInterval(() => {
    const now = performance.now();
    for (const connection of connections) {
      if (connection.sentAt !== 0 && now - connection.sentAt > timeoutMs) {
        timeouts += 1;
        connection.replace();
      }
    }
  }, 250);
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  running = false;
  const durationMs = performance.now() - started;
  clearInterval(watchdog);
  const cpu = process.cpuUsage(cpuBefore);
  const elu = performance.eventLoopUtilization(eluBefore);
  for (const connection of connections) connection.stop();

  const sorted = latencies.sorted();
  let non2xx = 0;
  for (const [status, count] of statuses) if (status < 200 || status > 299) non2xx += count;
  return {
    requests: sorted.length,
    durationMs: Math.round(durationMs),
    requestsPerSecond: Math.round((sorted.length / durationMs) * 1000),
    p50: round2(percentile(sorted, 50)),
    p90: round2(percentile(sorted, 90)),
    p99: round2(percentile(sorted, 99)),
    max: round2(sorted.length ? sorted[sorted.length - 1] : 0),
    statuses: Object.fromEntries(statuses),
    non2xx,
    errors,
    timeouts,
    bytes,
    ...(options.requests && {
      byLabel: Object.fromEntries(
        [...labels].map(([label, counted]) => {
          const own = counted.latencies.sorted();
          return [label, { requests: own.length, non2xx: counted.non2xx, p99: round2(percentile(own, 99)) }];
        }),
      ),
    }),
    cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / durationMs) * 100),
    eventLoopUtilization: round2(elu.utilization),
  };
}

/** Runs the load in a child process (its own event loop and CPU), and returns its result. */
export function loadInChild(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, JSON.stringify(options)],
      { timeout: options.durationMs + 60_000, maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`load generator failed: ${error.message}\n${stderr}`));
        resolve(JSON.parse(stdout) as LoadResult);
      },
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  runLoad(options).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
