import type { RollbackBetRequest, RollbackBetValue } from '@wl/contract/vendor-wallet/rollback-bet';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { addRoundRefund } from '../bet-records/bet-round-store';
import type { VendorIntegration } from './vendor-store';
import {
  availableNow,
  callHash,
  claimed,
  houseAccount,
  ledgerKey,
  mainAccount,
  memberOf,
  protocolError,
  replayAnswer,
  txKey,
  type WalletCallContext,
} from './wallet-common';
import { insertWalletTx, selectWalletTx, type WalletTx } from './wallet-tx-store';

/**
 * rollback: returns a debit's whole stake (house → main, BET_ROLLBACK). An unknown bet leaves a
 * tombstone under its id, so a debit arriving later is refused; a settled bet cannot be rolled
 * back. Accepted with an expired or no token and for a locked member.
 */
export async function rollbackBet(
  options: WalletCallContext & { request: RollbackBetRequest },
): Promise<RollbackBetValue> {
  const { db, vendor, request: r } = options;
  const hash = callHash({ call: 'rollback', ...r, amountMinor: '' });
  const prior = await selectWalletTx(db, txKey(vendor), r.txId);
  if (prior) return replayAnswer(db, prior, 'rollback', hash);

  const member = await memberOf(db, vendor, r.memberRef);
  if (!member) throw new AppError('BET_NOT_FOUND');
  if (member.currency !== r.currency) throw new AppError('CURRENCY_MISMATCH');
  const main = await mainAccount(db, member.id, r.currency);
  const house = await houseAccount(db, vendor.merchantId, r.currency, {
    memberId: member.id,
    roundId: r.roundId,
  });
  try {
    const done = await moneyTx(db, async (tx) => {
      const bet = await betToCancel(tx, vendor, member.id, r);
      const claim = (transferId: bigint | null) =>
        insertWalletTx(tx, txKey(vendor), {
          kind: 'rollback',
          txId: r.txId,
          memberId: member.id,
          currency: r.currency,
          roundId: r.roundId,
          gameCode: r.gameCode,
          betTxId: r.betTxId,
          amountMinor: bet?.amountMinor ?? 0n,
          requestHash: hash,
          transferId,
          ...(bet ? { closes: { ids: [bet.id], state: 'rolled_back' as const } } : {}),
        });
      if (!bet) {
        const id = claimed(await claim(null));
        return { id, balance: await availableNow(tx, member.id, r.currency), tombstone: true };
      }
      // The round, the money, then the claim, which also marks the bet rolled back in the same
      // statement (the house row is held for the fewest statements; see debit-bet.ts).
      await addRoundRefund(tx, {
        merchantId: vendor.merchantId,
        memberId: member.id,
        vendorCode: vendor.vendorCode,
        roundId: bet.roundId,
        amountMinor: bet.amountMinor,
      });
      const moved = await moveInTx(
        tx,
        {
          debitAccountId: house.id,
          creditAccountId: main.id,
          amountMinor: bet.amountMinor,
          currency: r.currency,
          code: 'BET_ROLLBACK',
          idempotencyKey: ledgerKey(vendor, r.txId),
          reference: bet.roundId,
          metadata: {
            vendor: vendor.vendorCode,
            txId: r.txId,
            betTxId: r.betTxId,
            roundId: bet.roundId,
          },
        },
        'posted',
      );
      const id = claimed(await claim(moved.transfer.id));
      const balance = moved.balances.find((b) => b.accountId === main.id)?.availableMinor ?? 0n;
      return { id, balance, tombstone: false };
    });
    return {
      txId: r.txId,
      platformTxId: done.id.toString(),
      memberRef: r.memberRef,
      currency: r.currency,
      balanceMinor: done.balance.toString(),
      replayed: false,
      tombstone: done.tombstone,
    };
  } catch (error) {
    // A twin of this very rollback may have won the bet's lock: then this is its replay.
    const twin = await selectWalletTx(db, txKey(vendor), r.txId);
    if (twin) return replayAnswer(db, twin, 'rollback', hash);
    throw protocolError(error, r.currency);
  }
}

/**
 * The open debit to refund (locked), or null after recording a tombstone for an unknown bet.
 * A debit committing at the same moment wins the unique (vendor, txId) race and is refunded.
 */
async function betToCancel(
  tx: Sql,
  vendor: VendorIntegration,
  memberId: bigint,
  r: RollbackBetRequest,
): Promise<WalletTx | null> {
  let bet = await selectWalletTx(tx, txKey(vendor), r.betTxId, true);
  if (!bet) {
    const tombstone = await insertWalletTx(tx, txKey(vendor), {
      kind: 'tombstone',
      txId: r.betTxId,
      memberId,
      currency: r.currency,
      roundId: r.roundId,
      gameCode: r.gameCode,
      betTxId: null,
      amountMinor: 0n,
      requestHash: Buffer.alloc(32),
    });
    if (tombstone !== null) return null;
    bet = await selectWalletTx(tx, txKey(vendor), r.betTxId, true);
    if (!bet) throw new AppError('INTERNAL_ERROR');
  }
  if (bet.kind === 'tombstone') throw new AppError('BET_ALREADY_ROLLED_BACK');
  if (bet.kind !== 'debit' || bet.memberId !== memberId) throw new AppError('BET_NOT_FOUND');
  if (bet.state === 'settled') throw new AppError('BET_ALREADY_SETTLED');
  if (bet.state === 'rolled_back') throw new AppError('BET_ALREADY_ROLLED_BACK');
  return bet;
}
