import { Redis } from 'ioredis';
import type { HitCounter, SharedState } from './shared-state';

/**
 * Counters and bus in Redis. Commands go over one connection; subscriptions need a connection
 * of their own (a subscribed Redis connection accepts no other commands), opened on first use.
 * Both reconnect by themselves. While Redis is away, hits are counted by `fallback` (the
 * PostgreSQL counters), so limits still hold and requests still succeed; messages published
 * meanwhile are lost — acceptable for cache invalidation (caches also expire) and browser
 * events (the web also polls).
 */
export function redisSharedState(
  url: string,
  fallback: HitCounter,
  /** Keys and channels carry a prefix so a Redis shared with other software stays tidy. */
  PREFIX = 'wl:',
): SharedState {
  const commands = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let subscriber: Redis | null = null;
  // SUBSCRIBEs Redis has not confirmed yet: a node is not ready until it hears its channels.
  const subscribing = new Set<Promise<unknown>>();
  const handlers = new Map<string, Set<(message: string) => void>>();
  // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
  commands.on('error', () => undefined);

  async function countInRedis(key: string, nowMs: number, windowMs: number) {
    const k = `${PREFIX}hits:${key}`;
    // One transaction: start the window if there is none, count, read what is left of it.
    const replies = await commands.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    const failed = replies?.find(([error]) => error);
    if (!replies || failed) throw failed?.[0] ?? new Error('redis transaction aborted');
    const hits = Number(replies[1]![1]);
    const leftMs = Math.max(0, Number(replies[2]![1]));
    return { hits, windowEndsAtMs: nowMs + leftMs };
  }

  function subscriberConnection() {
    if (subscriber) return subscriber;
    subscriber = new Redis(url, { maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined);
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of handlers.get(channel.slice(PREFIX.length)) ?? []) handler(message);
    });
    return subscriber;
  }

  /**
   * The subscriber connection once it is ready. A SUBSCRIBE must not wait in ioredis's offline
   * queue: when the queue is sent on connecting, ioredis may put a SELECT between queued
   * commands, which a connection already in subscriber mode refuses, and the SUBSCRIBE behind it
   * fails ("Connection in subscriber mode"): a node that started so never heard that channel.
   * After a reconnect ioredis subscribes again to what it had by itself.
   */
  function readySubscriber(): Promise<Redis> {
    const connection = subscriberConnection();
    if (connection.status === 'ready') return Promise.resolve(connection);
    return new Promise((resolve) => connection.once('ready', () => resolve(connection)));
  }

  return {
    kind: 'redis',
    async countHit(key, nowMs, windowMs) {
      if (commands.status !== 'ready') return fallback.countHit(key, nowMs, windowMs);
      try {
        return await countInRedis(key, nowMs, windowMs);
      } catch {
        return fallback.countHit(key, nowMs, windowMs);
      }
    },
    async whenReady(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      const connected =
        commands.status === 'ready'
          ? Promise.resolve()
          : new Promise<void>((resolve) => commands.once('ready', () => resolve()));
      await Promise.race([Promise.all([connected, ...subscribing]), late]);
      clearTimeout(timer);
    },
    async publish(channel, message) {
      // Nobody can receive it while Redis is away; the caller's work must not fail for that.
      await commands.publish(PREFIX + channel, message).catch(() => undefined);
    },
    subscribe(channel, onMessage) {
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        const confirmed = readySubscriber()
          .then((connection) => connection.subscribe(PREFIX + channel))
          .catch(() => undefined)
          .finally(() => subscribing.delete(confirmed));
        subscribing.add(confirmed);
      }
      set.add(onMessage);
      return () => {
        set.delete(onMessage);
        if (set.size > 0) return;
        handlers.delete(channel);
        void subscriber?.unsubscribe(PREFIX + channel).catch(() => undefined);
      };
    },
    async close() {
      handlers.clear();
      commands.disconnect();
      subscriber?.disconnect();
    },
  };
}
