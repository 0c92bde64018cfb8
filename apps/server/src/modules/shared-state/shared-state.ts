/**
 * What API nodes must share beyond PostgreSQL: fixed-window hit counters (rate limits, login
 * budgets, captcha and SMS throttles) and a message bus (cache invalidation, events to
 * browsers). With `REDIS_URL` set both live in Redis; without it counters stay in PostgreSQL
 * (already shared by every node) and the bus is in-process (one node). ADR 0030.
 */
export interface WindowCount {
  hits: number;
  windowEndsAtMs: number;
}

export interface HitCounter {
  /** Counts one hit on `key`; a window of `windowMs` starts at the first hit after the last. */
  countHit(key: string, nowMs: number, windowMs: number): Promise<WindowCount>;
}

export type Unsubscribe = () => void;

export interface MessageBus {
  /** Delivers `message` to every subscriber of `channel` on every node (this one too). */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): Unsubscribe;
}

export interface SharedState extends HitCounter, MessageBus {
  kind: 'redis' | 'local';
  /**
   * Resolves once connected and every channel subscribed so far is confirmed, or after
   * `timeoutMs` (the node then starts on the fallback and subscribes when Redis comes).
   */
  whenReady(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
