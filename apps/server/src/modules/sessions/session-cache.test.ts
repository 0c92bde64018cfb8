import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createTestMember } from '../ledger/test-support';
import { createSessionCache, sessionsEnded } from './session-cache';
import type { ActiveSession } from './session-store';

const session = (sessionId: bigint, memberId: bigint): ActiveSession => ({
  sessionId,
  memberId,
  merchantId: 1n,
  memberType: 0,
  username: 'u',
  fullAccess: true,
});

describe('the session cache', () => {
  it('serves a live session for its lifetime, then asks again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createSessionCache({ ttlMs: 1000, now: () => clock });
    const load = async () => {
      loads += 1;
      return session(1n, 10n);
    };
    await cache.lookup('tok', load);
    await cache.lookup('tok', load);
    expect(loads).toBe(1);
    clock = 1001;
    await cache.lookup('tok', load);
    expect(loads).toBe(2);
    cache.close();
  });

  it('never caches an unknown token', async () => {
    let loads = 0;
    const cache = createSessionCache();
    for (let i = 0; i < 2; i += 1) {
      await cache.lookup('nope', async () => {
        loads += 1;
        return null;
      });
    }
    expect(loads).toBe(2);
    cache.close();
  });

  it('forgets a session, or all of a member, as soon as they end', async () => {
    let loads = 0;
    const cache = createSessionCache();
    const load = (s: ActiveSession) => async () => {
      loads += 1;
      return s;
    };
    await cache.lookup('a', load(session(1n, 10n)));
    await cache.lookup('b', load(session(2n, 20n)));
    sessionsEnded({ sessionId: 1n });
    await cache.lookup('a', load(session(1n, 10n)));
    await cache.lookup('b', load(session(2n, 20n)));
    expect(loads).toBe(3);
    sessionsEnded({ memberId: 20n });
    await cache.lookup('b', load(session(2n, 20n)));
    expect(loads).toBe(4);
    cache.close();
  });

  it('does not keep what a lookup read while the session was ending', async () => {
    const cache = createSessionCache();
    let loads = 0;
    await cache.lookup('a', async () => {
      loads += 1;
      // The logout lands while this read is in flight.
      sessionsEnded({ sessionId: 1n });
      return session(1n, 10n);
    });
    await cache.lookup('a', async () => {
      loads += 1;
      return null;
    });
    expect(loads).toBe(2);
    cache.close();
  });
});

describe('the API with the session cache', () => {
  const t = useTestApp();
  const balance = (headers: Record<string, string>) =>
    t.app.inject({ url: '/wps/v2/wallets/balance', headers });

  it('answers 401 right after logout, though the session was just cached', async () => {
    const member = await createTestMember(t.db);
    expect((await balance(member.headers)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/wps/session/logout',
      headers: member.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await balance(member.headers)).statusCode).toBe(401);
  });
});
