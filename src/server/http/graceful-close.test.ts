import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { stopOnSignals } from './graceful-close';

describe('stopping the server', () => {
  it('lets the request in progress finish, closes idle connections, then the rest of the process, once', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('fini'), 200);
      else res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await (await fetch(`${base}/idle`)).text();
    const close = vi.fn(async () => {});
    const exit = vi.fn();
    const stop = stopOnSignals(server, { graceMs: 1_000, log: { info: vi.fn() }, close, signals: [], exit });
    const slow = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
    expect(await slow).toBe('fini');
    // The slow request's connection, kept alive after its answer, is closed at the latest with the grace period.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(server.listening).toBe(false);
  });

  it('closes a connection still busy after the grace period', async () => {
    const server = createServer(() => {
      // Never answered.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /forever HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exit = vi.fn();
    const started = performance.now();
    await stopOnSignals(server, { graceMs: 200, log: { info: vi.fn() }, close: async () => {}, signals: [], exit })('SIGTERM');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(3_000);
    expect(exit).toHaveBeenCalledWith(0);
    socket.destroy();
  });
});
