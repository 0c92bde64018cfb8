import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis database tests may use (CI starts Redis; .ci/run sets TEST_REDIS_URL). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';

/** True when Redis answers PING within a second; tests of the Redis adapter skip otherwise. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A prefix of its own per test, so parallel runs on one Redis never count each other's hits. */
export function testPrefix() {
  return `wltest:${randomBytes(6).toString('hex')}:`;
}
