import { EventEmitter } from 'node:events';
import type { Sql } from '../../db/db';
import { countHit, deleteOldCounters } from '../../http/rate-limit-store';
import type { MessageBus, SharedState } from './shared-state';

/** A bus within one process: every subscriber sees every message (tests use it as two nodes' bus). */
export function inProcessBus(): MessageBus & { close(): Promise<void> } {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    async publish(channel, message) {
      bus.emit(channel, message);
    },
    subscribe(channel, onMessage) {
      bus.on(channel, onMessage);
      return () => bus.off(channel, onMessage);
    },
    async close() {
      bus.removeAllListeners();
    },
  };
}

/**
 * Without Redis: counters in PostgreSQL's rate_limit_counters (so several nodes on one
 * database still share their limits) and an in-process bus (a single node needs no more).
 */
export function localSharedState(sql: Sql): SharedState {
  const bus = inProcessBus();
  return {
    ...bus,
    kind: 'local',
    async countHit(key, nowMs, windowMs) {
      const count = await countHit(sql, key, nowMs, windowMs);
      // Housekeeping on a small share of hits keeps the table small without a job.
      if (Math.random() < 0.01) await deleteOldCounters(sql, nowMs);
      return count;
    },
    async whenReady() {},
  };
}
