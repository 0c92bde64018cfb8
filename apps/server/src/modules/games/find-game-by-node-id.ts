import type { Sql } from '../../db/db';
import { findGameRowByNodeId } from './games-store';
import type { GameRecord } from './game-record';

/**
 * The game behind a client's nodeId, with its vendor's wallet and launch mode — what a
 * launch needs. Undefined when the id is unknown to this merchant. Disabled games (or
 * vendors) are returned with `enabled`/`vendorEnabled` false so the caller can say why.
 */
export async function findGameByNodeId(options: {
  db: Sql;
  merchantId: bigint;
  nodeId: string;
}): Promise<GameRecord | undefined> {
  if (!/^[0-9]{1,18}$/.test(options.nodeId)) return undefined;
  return findGameRowByNodeId(options.db, options.merchantId, options.nodeId);
}
