import { freeSpinTxId } from '@wl/contract/vendor-wallet/house-free-spins';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findFreeSpinGrantByRef } from '../points/free-spin-grant-store';
import { selectHouseSlots } from '../points/house-slots';
import type { VendorIntegration } from './vendor-store';

export interface FreeSpinCall {
  txId: string;
  gameCode: string;
  betTxId?: string;
  freeSpin: { grantRef: string; spinNo: number };
}

/**
 * A free spin's win is a credit with no debit (ADR 0038), so it is paid only for a spin of a
 * grant the platform sent this vendor for this member and game, under the spin's own txId
 * (`fs.<grant>.<spin>`): no spin is paid twice and no more spins than were granted.
 * Answers the game type for the stake-less round the win is recorded in.
 */
export async function grantedFreeSpin(
  db: Sql,
  vendor: VendorIntegration,
  memberId: bigint,
  r: FreeSpinCall,
): Promise<{ gameType: string | null }> {
  const grant = await findFreeSpinGrantByRef(db, r.freeSpin.grantRef);
  const genuine =
    grant !== null &&
    grant.merchantId === vendor.merchantId &&
    grant.memberId === memberId &&
    grant.gameCode === r.gameCode &&
    r.freeSpin.spinNo <= grant.spins &&
    r.txId === freeSpinTxId(grant.grantRef, r.freeSpin.spinNo) &&
    r.betTxId === undefined;
  if (!genuine) throw new AppError('BET_NOT_FOUND');
  const slot = (await selectHouseSlots(db, vendor.merchantId)).find(
    (s) => s.gameCode === r.gameCode,
  );
  return { gameType: slot?.gameType ?? null };
}
