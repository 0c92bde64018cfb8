import type { FastifyRequest } from 'fastify';
import type { LoginContext } from './complete-login';

export function loginContext(request: FastifyRequest, now: () => number): LoginContext {
  const ua = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof ua === 'string' ? ua : null, nowMs: now() };
}
