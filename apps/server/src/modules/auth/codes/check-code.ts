import { AppError } from '../../../http/app-error';
import type { Db } from '../../../db/db';
import { codeMatches } from './code-hash';
import {
  consumeCode,
  latestCodeForUpdate,
  recordWrongAttempt,
  type CodeChannel,
  type CodePurpose,
} from './code-store';

export const MAX_CODE_ATTEMPTS = 5;

type Outcome = 'ok' | 'none' | 'expired' | 'exhausted' | { wrong: number };

/**
 * Uses up a code: it must be the newest for its target and purpose, unexpired, and right
 * within five tries (the fifth wrong try kills it). Runs its own transaction, so a wrong try
 * is counted even though the call then fails; callers must not hold a transaction open.
 */
export async function checkCode(options: {
  db: Db;
  merchantId: bigint;
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  code: string | undefined;
  nowMs: number;
}): Promise<void> {
  const given = (options.code ?? '').trim();
  if (!given) throw new AppError('code_required');
  const outcome = await options.db.tx(async (tx): Promise<Outcome> => {
    const stored = await latestCodeForUpdate(tx, options);
    if (!stored) return 'none';
    if (stored.expiresAtMs <= options.nowMs) return 'expired';
    if (stored.attempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
    if (!codeMatches(stored.codeHash, stored.salt, given)) {
      return { wrong: await recordWrongAttempt(tx, stored.id) };
    }
    await consumeCode(tx, stored.id, options.nowMs);
    return 'ok';
  });
  if (outcome === 'ok') return;
  if (outcome === 'expired') throw new AppError('code_expired');
  const attemptsLeft =
    typeof outcome === 'object' ? Math.max(0, MAX_CODE_ATTEMPTS - outcome.wrong) : 0;
  throw new AppError('code_invalid', { value: { attemptsLeft } });
}
