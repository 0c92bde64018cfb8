import type { CreditWinRequest } from '@wl/contract/vendor-wallet/credit-win';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { addRoundPayout } from '../bet-records/bet-round-store';
import type { VendorIntegration } from './vendor-store';
import {
  availableNow,
  callHash,
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
import {
  insertWalletTx,
  lockRoundDebits,
  selectWalletTx,
  setBetState,
  setTransferId,
  type WalletTx,
} from './wallet-tx-store';

type CreditRequest = CreditWinRequest & { roundClosed: boolean };

/**
 * credit: pays a win (house → main, BET_PAYOUT) or closes a lost bet ("0"). Accepted with an
 * expired or no token and for a locked member: the money is owed. The bet it pays becomes
 * settled, which bars a later rollback.
 */
export async function creditWin(
  options: WalletCallContext & { request: CreditRequest },
): Promise<TxAnswer> {
  const { db, vendor, request: r } = options;
  const hash = callHash({ call: 'credit', ...r });
  const prior = await selectWalletTx(db, txKey(vendor), r.txId);
  if (prior) return plainAnswer(await replayAnswer(db, prior, 'credit', hash));

  const member = await memberOf(db, vendor, r.memberRef);
  if (!member) throw new AppError('BET_NOT_FOUND');
  if (member.currency !== r.currency) throw new AppError('CURRENCY_MISMATCH');
  const main = await mainAccount(db, member.id, r.currency);
  const amount = BigInt(r.amountMinor);
  const house = await houseAccount(db, vendor.merchantId, r.currency);
  try {
    const done = await moneyTx(db, async (tx) => {
      const bets = await betsToSettle(tx, vendor, member.id, r);
      const id = await insertWalletTx(tx, txKey(vendor), {
        kind: 'credit', txId: r.txId, memberId: member.id, currency: r.currency, roundId: r.roundId,
        gameCode: r.gameCode, betTxId: r.betTxId ?? null, amountMinor: amount, requestHash: hash,
      });
      if (id === null) return null;
      let balance: bigint | null = null;
      if (amount > 0n) {
        const moved = await moveInTx(tx, {
          debitAccountId: house.id, creditAccountId: main.id, amountMinor: amount, currency: r.currency,
          code: 'BET_PAYOUT', idempotencyKey: ledgerKey(vendor, r.txId), reference: r.roundId,
          metadata: { vendor: vendor.vendorCode, txId: r.txId, roundId: r.roundId, gameCode: r.gameCode },
        }, 'posted');
        await setTransferId(tx, id, moved.transfer.id);
        balance = moved.balances.find((b) => b.accountId === main.id)?.availableMinor ?? null;
      }
      await setBetState(tx, bets.map((b) => b.id), 'settled', r.txId);
      await addRoundPayout(tx, {
        merchantId: vendor.merchantId, memberId: member.id, vendorCode: vendor.vendorCode,
        roundId: r.roundId, amountMinor: amount, closed: r.roundClosed,
      });
      return { id, balance: balance ?? (await availableNow(tx, member.id, r.currency)) };
    });
    if (!done) {
      const again = await selectWalletTx(db, txKey(vendor), r.txId);
      if (!again) throw new AppError('INTERNAL_ERROR');
      return plainAnswer(await replayAnswer(db, again, 'credit', hash));
    }
    return {
      txId: r.txId, platformTxId: done.id.toString(), memberRef: r.memberRef,
      currency: r.currency, balanceMinor: done.balance.toString(), replayed: false,
    };
  } catch (error) {
    throw protocolError(error, r.currency);
  }
}

/** The debit(s) this credit pays, locked; refuses a rolled-back, tombstoned or foreign bet. */
async function betsToSettle(
  tx: Sql,
  vendor: VendorIntegration,
  memberId: bigint,
  r: CreditRequest,
): Promise<WalletTx[]> {
  if (r.betTxId === undefined) {
    const bets = await lockRoundDebits(tx, txKey(vendor), memberId, r.roundId);
    if (bets.length === 0) throw new AppError('BET_NOT_FOUND');
    return bets;
  }
  const bet = await selectWalletTx(tx, txKey(vendor), r.betTxId, true);
  if (bet?.kind === 'tombstone') throw new AppError('BET_ALREADY_ROLLED_BACK');
  if (!bet || bet.kind !== 'debit' || bet.memberId !== memberId) throw new AppError('BET_NOT_FOUND');
  if (bet.state === 'rolled_back') throw new AppError('BET_ALREADY_ROLLED_BACK');
  return [bet];
}
