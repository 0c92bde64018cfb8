import type { FastifyRequest } from 'fastify';
import type { HouseDeps } from '../house-deps';
import { findSessionByTokenHash, type GameSession } from '../launch/session-store';
import { tokenHash } from '../launch/tokens';
import { HouseError } from './house-error';

/** Game pages send their session token as `Authorization: Bearer <token>`. */
export async function requireSession(deps: HouseDeps, request: FastifyRequest): Promise<GameSession> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
  if (!match?.[1]) throw new HouseError('SESSION_INVALID');
  const session = await findSessionByTokenHash(deps.db, tokenHash(match[1]));
  if (!session) throw new HouseError('SESSION_INVALID');
  if (session.expiresAt.getTime() <= deps.now()) throw new HouseError('SESSION_EXPIRED');
  return session;
}
