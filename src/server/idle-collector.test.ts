import type { Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenQuiet, createIdleCollector } from './idle-collector';

describe('collecting once the server is quiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after start-up, then once after each burst, never during one nor while nothing happens', () => {
    const collect = vi.fn();
    const collector = createIdleCollector({ collect, quietMs: 5_000, checkEveryMs: 1_000 });

    vi.advanceTimersByTime(4_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);

    // Nothing came: nothing more to give back.
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);

    // A burst of 20 s, a request every 100 ms: never collected while it lasts.
    for (let i = 0; i < 200; i += 1) {
      collector.noteRequest();
      vi.advanceTimersByTime(100);
    }
    expect(collect).toHaveBeenCalledTimes(1);

    // Quiet for 5 s (within one check), then once.
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(2);
    collector.stop();
  });

  it('stops looking once stopped', () => {
    const collect = vi.fn();
    createIdleCollector({ collect, quietMs: 1_000, checkEveryMs: 500 }).stop();
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe("the server's collector", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("collects with Node's gc, twice, once nobody has asked anything for 5 s, not before", () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    const log = { debug: vi.fn(), warn: vi.fn() };
    const collector = collectWhenQuiet(log as unknown as Logger);
    expect(collector).not.toBeNull();

    collector?.noteRequest();
    vi.advanceTimersByTime(4_000);
    // Another request 4 s later: quiet from then on.
    collector?.noteRequest();
    vi.advanceTimersByTime(4_999);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gc).toHaveBeenCalledTimes(2);
    expect(log.debug).toHaveBeenCalledOnce();
    expect(log.debug.mock.calls[0][1]).toBe('quiet: garbage collected');
    collector?.stop();
  });
});
