import type { Sql } from '../db/house-db';
import type { WalletSession } from '../wallet/game-wallet';

/** SQL of launch tokens, players and game sessions. */

/** Where a session's money lives: the platform (real), play money (demo), the house's book (transfer). */
export type SessionMode = 'real' | 'demo' | 'transfer';

export interface LaunchRow {
  game_code: string;
  mode: SessionMode;
  player_token: string | null;
  /** Transfer mode: the platform's member, named by its signed launch. */
  member_ref: string | null;
  currency: string;
  language: string;
  device: string;
  lobby_url: string | null;
  /** The platform's merchant named by the signed launch (null when it named none). */
  merchant_code: string | null;
}

export async function insertLaunch(
  db: Sql,
  l: { tokenHash: string; gameCode: string; mode: SessionMode; playerToken: string | null; memberRef: string | null;
    currency: string; language: string; device: string; lobbyUrl: string | null; expiresAt: Date; merchantCode?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO house.launches
       (token_hash, game_code, mode, player_token, member_ref, currency, language, device, lobby_url, expires_at, merchant_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [l.tokenHash, l.gameCode, l.mode, l.playerToken, l.memberRef, l.currency, l.language, l.device, l.lobbyUrl, l.expiresAt,
      l.merchantCode ?? null],
  );
}

/** Marks a launch token used, once: a second use or an expired token finds nothing. */
export async function claimLaunch(db: Sql, tokenHash: string, now: Date): Promise<LaunchRow | null> {
  const r = await db.query<LaunchRow>(
    `UPDATE house.launches SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING game_code, mode, player_token, member_ref, currency, language, device, lobby_url, merchant_code`,
    [tokenHash, now],
  );
  return r.rows[0] ?? null;
}

/** Gives a claimed token back when the platform could not be reached, so a reload can retry. */
export async function releaseLaunch(db: Sql, tokenHash: string): Promise<void> {
  await db.query('UPDATE house.launches SET used_at = NULL WHERE token_hash = $1', [tokenHash]);
}

export async function upsertPlayer(
  db: Sql,
  p: { memberRef: string; currency: string; displayName: string; isDemo: boolean; keepName?: boolean },
): Promise<bigint> {
  // keepName: a transfer launch learns no display name, so it keeps the one the platform gave.
  const r = await db.query<{ id: bigint }>(
    `INSERT INTO house.players (member_ref, currency, display_name, is_demo) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_ref, currency) DO UPDATE
       SET display_name = CASE WHEN $5 THEN house.players.display_name ELSE EXCLUDED.display_name END
     RETURNING id`,
    [p.memberRef, p.currency, p.displayName, p.isDemo, p.keepName ?? false],
  );
  return (r.rows[0] as { id: bigint }).id;
}

export async function insertSession(
  db: Sql,
  s: { tokenHash: string; playerId: bigint; gameCode: string; mode: string; playerToken: string | null;
    currency: string; language: string; lobbyUrl: string | null; demoBalanceMinor: bigint | null; expiresAt: Date;
    merchantCode?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO house.sessions (token_hash, player_id, game_code, mode, player_token, currency, language,
       lobby_url, demo_balance_minor, expires_at, merchant_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [s.tokenHash, s.playerId, s.gameCode, s.mode, s.playerToken, s.currency, s.language, s.lobbyUrl,
      s.demoBalanceMinor, s.expiresAt, s.merchantCode ?? null],
  );
}

export interface GameSession extends WalletSession {
  playerId: bigint;
  gameCode: string;
  language: string;
  lobbyUrl: string | null;
  displayName: string;
  expiresAt: Date;
  /** The platform's merchant of the launch; null plays the default lottery tables. */
  merchantCode: string | null;
}

interface SessionRow {
  id: bigint; player_id: bigint; game_code: string; mode: SessionMode; player_token: string | null;
  currency: string; language: string; lobby_url: string | null; expires_at: Date | string;
  member_ref: string; display_name: string; merchant_code: string | null;
}

const SESSION_COLUMNS = `s.id, s.player_id, s.game_code, s.mode, s.player_token, s.currency, s.language,
  s.lobby_url, s.expires_at, p.member_ref, p.display_name, s.merchant_code`;

export function toGameSession(r: SessionRow): GameSession {
  return {
    id: r.id, playerId: r.player_id, gameCode: r.game_code, mode: r.mode, playerToken: r.player_token,
    currency: r.currency, language: r.language, lobbyUrl: r.lobby_url, memberRef: r.member_ref,
    displayName: r.display_name, expiresAt: new Date(r.expires_at), merchantCode: r.merchant_code ?? null,
  };
}

export async function findSessionByTokenHash(db: Sql, tokenHash: string): Promise<GameSession | null> {
  const r = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM house.sessions s JOIN house.players p ON p.id = s.player_id
     WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return r.rows[0] ? toGameSession(r.rows[0]) : null;
}

export async function findSessionById(db: Sql, id: bigint): Promise<GameSession | null> {
  const r = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM house.sessions s JOIN house.players p ON p.id = s.player_id WHERE s.id = $1`,
    [id],
  );
  return r.rows[0] ? toGameSession(r.rows[0]) : null;
}
