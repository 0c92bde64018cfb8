import {
  HOUSE_FREE_SPIN_PATHS,
  houseFreeSpinGrantValue,
  type HouseFreeSpinGrantValue,
} from '@wl/contract/vendor-wallet/house-free-spins';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { signedPost } from '../../providers/vendors/signed-post';
import { HOUSE_VENDOR_CODE } from '../vendor-wallet/house-defaults';
import { selectIntegration } from '../vendor-wallet/vendor-store';

const TIMEOUT_MS = 5_000;

/** Refusals after which the house holds no grant for the ref: the platform may forget it. */
const REFUSED = new Set(['GAME_NOT_FOUND', 'BAD_BET']);

export interface FreeSpinGrantCall {
  grantRef: string;
  memberRef: string;
  currency: string;
  gameCode: string;
  spins: number;
  betMinor: bigint;
}

/**
 * Asks the house to grant free spins (docs/vendor-wallet-api.md section 12), signed with the
 * merchant's house integration. Idempotent at the house by grantRef, so calling again after a
 * timeout is safe. A refusal of the game or bet is `points.house_refused` (the house keeps
 * nothing); anything else unanswered is `points.house_unavailable` (it may or may not hold it).
 */
export async function grantFreeSpinsAtHouse(
  sql: Sql,
  merchantId: bigint,
  call: FreeSpinGrantCall,
  doFetch: typeof fetch = fetch,
): Promise<HouseFreeSpinGrantValue> {
  const house = await selectIntegration(sql, merchantId, HOUSE_VENDOR_CODE);
  if (!house?.baseUrl) throw new AppError('points.house_unavailable');
  const answer = await signedPost(
    {
      base: house.baseUrl.replace(/\/+$/, ''),
      secret: house.secret,
      vendorCode: HOUSE_VENDOR_CODE,
      fetch: doFetch,
      timeoutMs: TIMEOUT_MS,
    },
    HOUSE_FREE_SPIN_PATHS.grant,
    { ...call, betMinor: call.betMinor.toString() },
  ).catch(() => null);
  const json = answer?.json ?? null;
  if (json?.success === true) {
    const value = houseFreeSpinGrantValue.safeParse(json.value);
    if (value.success) return value.data;
  }
  if (typeof json?.errorCode === 'string' && REFUSED.has(json.errorCode)) {
    throw new AppError('points.house_refused', { value: { houseCode: json.errorCode } });
  }
  throw new AppError('points.house_unavailable');
}
