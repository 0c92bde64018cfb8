import type { FastifyRequest } from 'fastify';
import type { HitCounter } from '../modules/shared-state/shared-state';
import { AppError } from './app-error';

/**
 * Rate limits shared by every API node (counters in Redis, or in PostgreSQL without it:
 * modules/shared-state, ADR 0030; design.md §3 "Stateless API nodes"). We use our own small limiter rather than @fastify/rate-limit's memory store so the
 * same function serves route limits (per IP) and domain limits (per phone number, per account).
 */
export interface RateRule {
  /** Names the counter family, e.g. "login-ip". */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateVerdict {
  allowed: boolean;
  hits: number;
  retryAfterSec: number;
}

export async function hitRateLimit(
  counter: HitCounter,
  rule: RateRule,
  subject: string,
  nowMs: number,
): Promise<RateVerdict> {
  const { hits, windowEndsAtMs } = await counter.countHit(
    `${rule.name}:${subject}`,
    nowMs,
    rule.windowMs,
  );
  return {
    allowed: hits <= rule.max,
    hits,
    retryAfterSec: Math.max(1, Math.ceil((windowEndsAtMs - nowMs) / 1000)),
  };
}

/** 429 too_many_requests with Retry-After, as every limit of the API answers. */
export function tooManyRequests(retryAfterSec: number) {
  return new AppError('too_many_requests', { headers: { 'retry-after': String(retryAfterSec) } });
}

/** A preHandler that counts the request against `rule` for its client IP. */
export function ipRateLimit(counter: HitCounter, rule: () => RateRule, now: () => number) {
  return async (request: FastifyRequest) => {
    const verdict = await hitRateLimit(counter, rule(), request.ip, now());
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSec);
  };
}
