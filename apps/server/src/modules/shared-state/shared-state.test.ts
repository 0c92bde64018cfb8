import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { localSharedState } from './local-shared-state';
import { redisSharedState } from './redis-shared-state';
import { redisReachable, TEST_REDIS_URL, testPrefix } from './redis-test-support';
import type { SharedState } from './shared-state';

const hasRedis = await redisReachable();
if (!hasRedis)
  console.warn(`shared-state: Redis at ${TEST_REDIS_URL} unreachable, Redis case skipped`);

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => testDb?.drop());

/** Two nodes' views of one shared state: two connections (Redis) or two pools (PostgreSQL). */
const adapters: { name: string; skip: boolean; open: () => [SharedState, SharedState] }[] = [
  {
    name: 'local (PostgreSQL counters, in-process bus)',
    skip: false,
    open: () => {
      const one = localSharedState(testDb.db);
      return [one, localSharedState(testDb.reopen?.() ?? testDb.db)];
    },
  },
  {
    name: 'redis',
    skip: !hasRedis,
    open: () => {
      const prefix = testPrefix();
      const fallback = localSharedState(testDb.db);
      return [
        redisSharedState(TEST_REDIS_URL, fallback, prefix),
        redisSharedState(TEST_REDIS_URL, fallback, prefix),
      ];
    },
  },
];

function nextMessage(state: SharedState, channel: string) {
  return new Promise<string>((resolve) => {
    const stop = state.subscribe(channel, (message) => {
      stop();
      resolve(message);
    });
  });
}

describe.each(adapters)('shared state: $name', ({ skip, open, name }) => {
  let a: SharedState;
  let b: SharedState;
  // The local bus is one process: its "other node" is the same emitter's other subscriber.
  const peer = () => (name === 'redis' ? b : a);
  beforeAll(async () => {
    if (skip) return;
    [a, b] = open();
    await Promise.all([a.whenReady(2_000), b.whenReady(2_000)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it.skipIf(skip)('counts hits of one key across nodes within a window', async () => {
    const now = Date.now();
    const key = `unit:${name}:${now}`;
    const first = await a.countHit(key, now, 60_000);
    const second = await b.countHit(key, now, 60_000);
    const third = await a.countHit(key, now, 60_000);
    expect([first.hits, second.hits, third.hits]).toEqual([1, 2, 3]);
    expect(third.windowEndsAtMs).toBeGreaterThan(now + 55_000);
    expect(third.windowEndsAtMs).toBeLessThanOrEqual(now + 60_000);
    expect((await b.countHit(`${key}:other`, now, 60_000)).hits).toBe(1);
  });

  it.skipIf(skip)('counts concurrent hits exactly (no lost updates)', async () => {
    const now = Date.now();
    const key = `race:${name}:${now}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).countHit(key, now, 60_000)),
    );
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it.skipIf(skip)('starts a new window when the old one ended', async () => {
    const key = `window:${Date.now()}`;
    await a.countHit(key, Date.now(), 150);
    await a.countHit(key, Date.now(), 150);
    await new Promise((r) => setTimeout(r, 250));
    expect((await b.countHit(key, Date.now(), 150)).hits).toBe(1);
  });

  it.skipIf(skip)('delivers a published message to subscribers on every node', async () => {
    const other = peer();
    const channel = `unit:${Date.now()}`;
    const seenHere = nextMessage(a, channel);
    const seenThere = nextMessage(other, channel);
    // A Redis SUBSCRIBE is confirmed asynchronously: publish until it is heard.
    let received: string[] | null = null;
    void Promise.all([seenHere, seenThere]).then((r) => (received = r));
    for (let i = 0; i < 50 && !received; i++) {
      await a.publish(channel, 'hello');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await Promise.all([seenHere, seenThere])).toEqual(['hello', 'hello']);
  });

  it.skipIf(skip)('once ready, hears a message published once right after subscribing', async () => {
    // A node listens only after whenReady: what another node publishes from then on reaches it
    // (the live events and the kept replies' invalidations are published once, never repeated).
    const [fresh, other] = open();
    // The local bus is one process's: there the publisher is the same emitter.
    const publisher = name === 'redis' ? other : fresh;
    try {
      // As a node starts: connected first, then its modules subscribe, then it is ready.
      await Promise.all([fresh.whenReady(2_000), publisher.whenReady(2_000)]);
      const channel = `ready:${Date.now()}`;
      const heard = nextMessage(fresh, channel);
      await fresh.whenReady(2_000);
      await publisher.publish(channel, 'once');
      const late = new Promise((r) => setTimeout(r, 1_000, 'not heard'));
      expect(await Promise.race([heard, late])).toBe('once');
    } finally {
      await fresh.close();
      await other.close();
    }
  });

  it.skipIf(skip)('hears every channel its modules subscribed to while it was connecting', async () => {
    // As a node starts, its modules subscribe one after another while the process is busy
    // loading and the subscriber connection is coming up. ioredis sends a SUBSCRIBE queued in
    // that time with a SELECT in front of it, which a connection already in subscriber mode
    // refuses: that channel was never heard (live events lost behind nginx, one start in six).
    // Fresh nodes with the later subscriptions a little further behind the first each time.
    for (let gapMs = 0; gapMs < 12; gapMs++) {
      const channels = ['one', 'two', 'three'].map((c) => `start:${Date.now()}:${gapMs}:${c}`);
      const [fresh, other] = open();
      const publisher = name === 'redis' ? other : fresh;
      try {
        const heard = [nextMessage(fresh, channels[0]!)];
        const busyUntil = Date.now() + gapMs;
        while (Date.now() < busyUntil); // module loading keeps the event loop busy
        await new Promise((r) => setTimeout(r, gapMs % 3));
        heard.push(nextMessage(fresh, channels[1]!), nextMessage(fresh, channels[2]!));
        await Promise.all([fresh.whenReady(2_000), publisher.whenReady(2_000)]);
        for (const channel of channels) await publisher.publish(channel, channel);
        const late = new Promise((r) => setTimeout(r, 500, 'not heard'));
        expect(await Promise.all(heard.map((h) => Promise.race([h, late])))).toEqual(channels);
      } finally {
        await fresh.close();
        await other.close();
      }
    }
  });

  it.skipIf(skip)('stops delivering after unsubscribe', async () => {
    const channel = `unsub:${Date.now()}`;
    const seen: string[] = [];
    const stop = peer().subscribe(channel, (m) => seen.push(m));
    const probe = nextMessage(peer(), channel);
    for (let i = 0; i < 50 && seen.length === 0; i++) {
      await a.publish(channel, 'one');
      await new Promise((r) => setTimeout(r, 20));
    }
    await probe;
    stop();
    const count = seen.length;
    await a.publish(channel, 'two');
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.length).toBe(count);
    expect(seen).not.toContain('two');
  });
});

describe('shared state: Redis away', () => {
  it('counts on the fallback while Redis cannot be reached, and publishing does not fail', async () => {
    const fallback = localSharedState(testDb.db);
    // Nothing listens on port 1: the adapter never becomes ready.
    const away = redisSharedState('redis://127.0.0.1:1/0', fallback, testPrefix());
    await away.whenReady(200);
    const now = Date.now();
    const key = `away:${now}`;
    expect((await away.countHit(key, now, 60_000)).hits).toBe(1);
    expect((await fallback.countHit(key, now, 60_000)).hits).toBe(2);
    await expect(away.publish('x', 'y')).resolves.toBeUndefined();
    await away.close();
  });
});
