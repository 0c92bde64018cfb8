import { freeSpinTxId } from '@wl/contract/vendor-wallet/house-free-spins';
import type { CreditWinRequest } from '@wl/contract/vendor-wallet/credit-win';
import { AppError } from '../../http/app-error';
import { addRoundPayout, addRoundStake } from '../bet-records/bet-round-store';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { findFreeSpinGrantByRef } from '../points/free-spin-grant-store';
import { selectHouseSlots } from '../points/house-slots';
import {
  availableNow,
  ClaimLost,
  claimed,
  houseAccount,
  ledgerKey,
  mainAccount,
  memberOf,
  plainAnswer,
  protocolError,
  replayAnswer,
  txKey,
  type TxAnswer,
  type WalletCallContext,
} from './wallet-common';
import { insertWalletTx, selectWalletTx } from './wallet-tx-store';

type FreeSpinCredit = CreditWinRequest & {
  roundClosed: boolean;
  freeSpin: { grantRef: string; spinNo: number };
};

/**
 * A free spin's win (ADR 0038): a credit with no debit, house → main (BET_PAYOUT), recorded
 * as a round with no stake. Paid only for a spin of a grant the platform sent this vendor
 * for this member and game, with the spin's own txId (`fs.<grant>.<spin>`), so no spin of a
 * grant is paid twice and no more spins are paid than were granted; a replay answers as one.
 */
export async function creditFreeSpin(
  options: WalletCallContext & { request: FreeSpinCredit },
  hash: Buffer,
): Promise<TxAnswer> {
  const { db, vendor, request: r } = options;
  const prior = await selectWalletTx(db, txKey(vendor), r.txId);
  if (prior) return plainAnswer(await replayAnswer(db, prior, 'credit', hash));
  const member = await memberOf(db, vendor, r.memberRef);
  if (!member) throw new AppError('BET_NOT_FOUND');
  if (member.currency !== r.currency) throw new AppError('CURRENCY_MISMATCH');
  const grant = await findFreeSpinGrantByRef(db, r.freeSpin.grantRef);
  const genuine =
    grant !== null &&
    grant.merchantId === vendor.merchantId &&
    grant.memberId === member.id &&
    grant.gameCode === r.gameCode &&
    r.freeSpin.spinNo <= grant.spins &&
    r.txId === freeSpinTxId(grant.grantRef, r.freeSpin.spinNo) &&
    r.betTxId === undefined;
  if (!genuine) throw new AppError('BET_NOT_FOUND');
  const slot = (await selectHouseSlots(db, vendor.merchantId)).find(
    (s) => s.gameCode === r.gameCode,
  );
  const amount = BigInt(r.amountMinor);
  const main = await mainAccount(db, member.id, r.currency);
  const house = await houseAccount(db, vendor.merchantId, r.currency, {
    memberId: member.id,
    roundId: r.roundId,
  });
  const round = {
    merchantId: vendor.merchantId,
    memberId: member.id,
    vendorCode: vendor.vendorCode,
    roundId: r.roundId,
  };
  try {
    const done = await moneyTx(db, async (tx) => {
      // A round with no stake (no valid bet: it earns no points, rebate or VIP progress).
      await addRoundStake(tx, {
        ...round,
        gameCode: r.gameCode,
        gameType: slot?.gameType ?? null,
        currency: r.currency,
        amountMinor: 0n,
      });
      await addRoundPayout(tx, { ...round, amountMinor: amount, closed: true });
      const moved =
        amount > 0n
          ? await moveInTx(
              tx,
              {
                debitAccountId: house.id,
                creditAccountId: main.id,
                amountMinor: amount,
                currency: r.currency,
                code: 'BET_PAYOUT',
                idempotencyKey: ledgerKey(vendor, r.txId),
                reference: r.roundId,
                metadata: {
                  vendor: vendor.vendorCode,
                  txId: r.txId,
                  roundId: r.roundId,
                  gameCode: r.gameCode,
                  freeSpin: `${r.freeSpin.grantRef}#${r.freeSpin.spinNo}`,
                },
              },
              'posted',
            )
          : null;
      const id = claimed(
        await insertWalletTx(tx, txKey(vendor), {
          kind: 'credit',
          txId: r.txId,
          memberId: member.id,
          currency: r.currency,
          roundId: r.roundId,
          gameCode: r.gameCode,
          betTxId: null,
          amountMinor: amount,
          requestHash: hash,
          transferId: moved?.transfer.id ?? null,
        }),
      );
      const balance = moved?.balances.find((b) => b.accountId === main.id)?.availableMinor;
      return { id, balance: balance ?? (await availableNow(tx, member.id, r.currency)) };
    });
    return {
      txId: r.txId,
      platformTxId: done.id.toString(),
      memberRef: r.memberRef,
      currency: r.currency,
      balanceMinor: done.balance.toString(),
      replayed: false,
    };
  } catch (error) {
    if (error instanceof ClaimLost) {
      const again = await selectWalletTx(db, txKey(vendor), r.txId);
      if (!again) throw new AppError('INTERNAL_ERROR');
      return plainAnswer(await replayAnswer(db, again, 'credit', hash));
    }
    throw protocolError(error, r.currency);
  }
}
