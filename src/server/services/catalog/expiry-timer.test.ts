// Products expired at midnight leave the cached answers then (docs/decisions/022-drafts-and-alerts.md): the timer
// fires at each midnight in Dakar, on a fake clock, and its drop makes the public read of a product that expired at
// midnight answer 404 at once, where the cached answer of the day before would otherwise still show it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dakarToday } from '@/shared/alerts/rules';
import { useTestBackend } from '@test/harness';
import { dropNewlyExpired, msUntilNextMidnight, scheduleExpiryDrops } from './expiry-timer';
import { onCatalogueInvalidated } from './read-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('the midnight timer', () => {
  it('counts the time to the next midnight in Dakar (UTC)', () => {
    expect(msUntilNextMidnight(new Date('2026-11-27T23:59:59.000Z'))).toBe(1000);
    expect(msUntilNextMidnight(new Date('2026-11-27T00:00:00.000Z'))).toBe(24 * 60 * 60 * 1000);
    expect(msUntilNextMidnight(new Date('2026-12-31T12:00:00.000Z'))).toBe(12 * 60 * 60 * 1000);
  });

  it('drops at each midnight with the new day, and no more once stopped', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T23:59:58.000Z'));
    const days: string[] = [];
    const timer = scheduleExpiryDrops({ drop: async (today) => void days.push(today) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(days).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(days).toEqual(['2026-11-28']);
    await vi.advanceTimersByTimeAsync(12 * 60 * 60 * 1000);
    expect(days).toEqual(['2026-11-28']);
    await vi.advanceTimersByTimeAsync(12 * 60 * 60 * 1000);
    expect(days).toEqual(['2026-11-28', '2026-11-29']);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(48 * 60 * 60 * 1000);
    expect(days).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('keeps going after a failed drop', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T23:59:59.000Z'));
    let calls = 0;
    const timer = scheduleExpiryDrops({
      drop: async () => {
        calls += 1;
        throw new Error('base indisponible');
      },
    });
    await vi.advanceTimersByTimeAsync(1_100 + 24 * 60 * 60 * 1000);
    expect(calls).toBe(2);
    await timer.stop();
  });
});

describe('the drop at midnight', () => {
  const t = useTestBackend();

  it('hides at once a product that expired at midnight, and leaves the others cached', async () => {
    const today = dakarToday();
    const tomorrow = addDays(today, 1);
    const admin = await t().createAdmin();
    const categoryId = (await t().call('POST', '/types', { token: admin.token, json: { nom: 'Miels' } })).body.data._id;
    const create = async (fields: Record<string, unknown>) =>
      (await t().call('POST', '/produits', { token: admin.token, json: { typeProduit: categoryId, prix: 5_000, ...fields } })).body.data;
    const lastDay = await create({ nom: 'Miel de Casamance', datePeremption: today });
    const kept = await create({ nom: 'Miel de Kédougou', datePeremption: today, visibleSiPerime: true });

    // Only the clock of dates is faked: the database and the server keep their timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T23:59:59.500Z`));
    expect((await t().call('GET', `/produits/${lastDay._id}`)).status).toBe(200);
    vi.setSystemTime(new Date(`${tomorrow}T00:00:00.200Z`));
    // Nothing was written: the answer cached a second ago still shows it...
    expect((await t().call('GET', `/produits/${lastDay._id}`)).status).toBe(200);

    const dropped: string[] = [];
    const stop = onCatalogueInvalidated((tags) => dropped.push(...tags));
    const tags = await dropNewlyExpired({ today: tomorrow });
    stop();
    expect(tags).toEqual(expect.arrayContaining([`product:${lastDay._id}`, 'products', 'categories', `category:${categoryId}`]));
    expect(tags).not.toContain(`product:${kept._id}`);
    expect(dropped).toEqual(tags);
    // ...until midnight's drop: gone from the storefront, the kept one still there.
    expect((await t().call('GET', `/produits/${lastDay._id}`)).status).toBe(404);
    expect((await t().call('GET', `/produits/${kept._id}`)).status).toBe(200);
    // A day with nothing expiring drops nothing.
    expect(await dropNewlyExpired({ today: addDays(today, 5) })).toEqual([]);
  });
});
