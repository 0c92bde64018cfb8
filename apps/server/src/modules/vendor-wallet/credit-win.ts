import type { CreditWinRequest } from '@wl/contract/vendor-wallet/credit-win';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import type { MoveCommand } from '../ledger/ledger-types';
import { addRoundPayout, addRoundStake } from '../bet-records/bet-round-store';
import type { VendorIntegration } from './vendor-store';
import {
  availableNow,
  callHash,
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
import { grantedFreeSpin } from './granted-free-spin';
import { creditInOneStatement } from './one-statement-calls';
import { insertWalletTx, lockRoundDebits, selectWalletTx, type WalletTx } from './wallet-tx-store';

type CreditRequest = CreditWinRequest & { roundClosed: boolean };

/**
 * credit: pays a win (house → main, BET_PAYOUT) or closes a lost bet ("0"). Accepted with an
 * expired or no token and for a locked member: the money is owed. The bet it pays becomes
 * settled, which bars a later rollback. A credit naming its bet is one statement in the
 * ordinary case (`seamless_credit`, ADR 0011); anything else runs the full transaction below,
 * a free spin's win too: no bet to settle, a granted spin checked first (granted-free-spin.ts),
 * and a round with no stake (it earns no points, rebate or VIP progress).
 */
export async function creditWin(
  options: WalletCallContext & { request: CreditRequest },
): Promise<TxAnswer> {
  const { db, vendor, request: r } = options;
  const hash = callHash({ call: 'credit', ...r });
  const freeSpin = r.freeSpin;
  // The ordinary case first: the function answers only when no call holds this txId yet and
  // the bet is payable, exactly when the checks below, in their order, end the same way.
  const quick = freeSpin ? null : await ordinaryCredit(options, hash);
  if (quick) return quick;
  const prior = await selectWalletTx(db, txKey(vendor), r.txId);
  if (prior) return plainAnswer(await replayAnswer(db, prior, 'credit', hash));

  const member = await memberOf(db, vendor, r.memberRef);
  if (!member) throw new AppError('BET_NOT_FOUND');
  if (member.currency !== r.currency) throw new AppError('CURRENCY_MISMATCH');
  const spin = freeSpin ? await grantedFreeSpin(db, vendor, member.id, { ...r, freeSpin }) : null;
  const main = await mainAccount(db, member.id, r.currency);
  const amount = BigInt(r.amountMinor);
  const house = await houseAccount(db, vendor.merchantId, r.currency, {
    memberId: member.id,
    roundId: r.roundId,
  });
  const move = payout(vendor, r, house.id, main.id);
  try {
    const done = await moneyTx(db, async (tx) => {
      const bets = spin ? [] : await betsToSettle(tx, vendor, member.id, r);
      const round = {
        merchantId: vendor.merchantId,
        memberId: member.id,
        vendorCode: vendor.vendorCode,
        roundId: r.roundId,
      };
      if (spin) {
        await addRoundStake(tx, {
          ...round,
          gameCode: r.gameCode,
          gameType: spin.gameType,
          currency: r.currency,
          amountMinor: 0n,
        });
      }
      // The round, the money, then the claim, which also settles the bets in the same statement
      // (the house row is held for the fewest statements; see debit-bet.ts).
      await addRoundPayout(tx, {
        ...round,
        amountMinor: amount,
        closed: spin ? true : r.roundClosed,
      });
      const moved = amount > 0n ? await moveInTx(tx, move, 'posted') : null;
      const id = claimed(
        await insertWalletTx(tx, txKey(vendor), {
          kind: 'credit',
          txId: r.txId,
          memberId: member.id,
          currency: r.currency,
          roundId: r.roundId,
          gameCode: r.gameCode,
          betTxId: r.betTxId ?? null,
          amountMinor: amount,
          requestHash: hash,
          transferId: moved?.transfer.id ?? null,
          closes: { ids: bets.map((b) => b.id), state: 'settled' },
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

function payout(
  vendor: VendorIntegration,
  r: CreditRequest,
  houseId: bigint,
  mainId: bigint,
): MoveCommand {
  return {
    debitAccountId: houseId,
    creditAccountId: mainId,
    amountMinor: BigInt(r.amountMinor),
    currency: r.currency,
    code: 'BET_PAYOUT',
    idempotencyKey: ledgerKey(vendor, r.txId),
    reference: r.roundId,
    metadata: {
      vendor: vendor.vendorCode,
      txId: r.txId,
      roundId: r.roundId,
      gameCode: r.gameCode,
      ...(r.freeSpin && { freeSpin: `${r.freeSpin.grantRef}#${r.freeSpin.spinNo}` }),
    },
  };
}

/** A credit naming its bet, in one statement (ADR 0011); null: take the full path. */
async function ordinaryCredit(
  options: WalletCallContext & { request: CreditRequest },
  hash: Buffer,
): Promise<TxAnswer | null> {
  const { db, vendor, request: r } = options;
  if (r.betTxId === undefined) return null;
  const member = await memberOf(db, vendor, r.memberRef);
  if (!member || member.currency !== r.currency) return null;
  const main = await mainAccount(db, member.id, r.currency);
  const house = await houseAccount(db, vendor.merchantId, r.currency, {
    memberId: member.id,
    roundId: r.roundId,
  });
  const done = await creditInOneStatement(
    db,
    {
      merchantId: vendor.merchantId,
      vendorCode: vendor.vendorCode,
      txId: r.txId,
      memberId: member.id,
      currency: r.currency,
      roundId: r.roundId,
      gameCode: r.gameCode,
      betTxId: r.betTxId,
      amountMinor: BigInt(r.amountMinor),
      callHash: hash,
      roundClosed: r.roundClosed,
    },
    payout(vendor, r, house.id, main.id),
  );
  return (
    done && {
      txId: r.txId,
      platformTxId: done.id.toString(),
      memberRef: r.memberRef,
      currency: r.currency,
      balanceMinor: done.balance.toString(),
      replayed: false,
    }
  );
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
  if (!bet || bet.kind !== 'debit' || bet.memberId !== memberId)
    throw new AppError('BET_NOT_FOUND');
  if (bet.state === 'rolled_back') throw new AppError('BET_ALREADY_ROLLED_BACK');
  return [bet];
}
