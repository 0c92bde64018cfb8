import type { DebitBetRequest } from '@wl/contract/vendor-wallet/debit-bet';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { addRoundStake } from '../bet-records/bet-round-store';
import { mayBet } from './authenticate-player';
import { checkPlayerToken } from './player-token';
import {
  callHash,
  houseAccount,
  ledgerKey,
  mainAccount,
  parseMemberRef,
  plainAnswer,
  protocolError,
  replayAnswer,
  txKey,
  type TxAnswer,
  type WalletCallContext,
} from './wallet-common';
import { insertWalletTx, selectWalletTx, setTransferId } from './wallet-tx-store';

/**
 * debit: takes a stake, main wallet → house (BET_STAKE), in the transaction that records the
 * txId and the round. Checks in the protocol's order: replay, tombstone, token, member, currency,
 * funds. A refusal moves nothing and leaves no trace but the audit row.
 */
export async function debitBet(
  options: WalletCallContext & { request: DebitBetRequest },
): Promise<TxAnswer> {
  const { db, vendor, nowMs, request: r } = options;
  const hash = callHash({ call: 'debit', ...r });
  const prior = await selectWalletTx(db, txKey(vendor), r.txId);
  if (prior) return plainAnswer(await replayAnswer(db, prior, 'debit', hash));

  const memberId = parseMemberRef(r.memberRef);
  if (memberId === null) throw new AppError('INVALID_TOKEN');
  const token = await checkPlayerToken({ sql: db, vendor, token: r.token, memberId, nowMs, allowExpired: false });
  if (!mayBet(token.member)) throw new AppError('ACCOUNT_LOCKED');
  if (r.currency !== token.currency) throw new AppError('CURRENCY_MISMATCH');

  const amount = BigInt(r.amountMinor);
  const main = await mainAccount(db, memberId, r.currency);
  const house = await houseAccount(db, vendor.merchantId, r.currency);
  try {
    const done = await moneyTx(db, async (tx) => {
      const id = await insertWalletTx(tx, txKey(vendor), {
        kind: 'debit', txId: r.txId, memberId, currency: r.currency, roundId: r.roundId,
        gameCode: r.gameCode, betTxId: null, amountMinor: amount, requestHash: hash,
      });
      if (id === null) return null; // a concurrent call with this txId won: answer as its replay
      const moved = await moveInTx(tx, {
        debitAccountId: main.id, creditAccountId: house.id, amountMinor: amount, currency: r.currency,
        code: 'BET_STAKE', idempotencyKey: ledgerKey(vendor, r.txId), reference: r.roundId,
        metadata: { vendor: vendor.vendorCode, txId: r.txId, roundId: r.roundId, gameCode: r.gameCode },
      }, 'posted');
      await setTransferId(tx, id, moved.transfer.id);
      await addRoundStake(tx, {
        merchantId: vendor.merchantId, memberId, vendorCode: vendor.vendorCode, roundId: r.roundId,
        gameCode: r.gameCode, gameType: token.gameType, currency: r.currency, amountMinor: amount,
      });
      const balance = moved.balances.find((b) => b.accountId === main.id)?.availableMinor ?? 0n;
      return { id, balance };
    });
    if (!done) return raced(options, hash);
    return {
      txId: r.txId, platformTxId: done.id.toString(), memberRef: r.memberRef,
      currency: r.currency, balanceMinor: done.balance.toString(), replayed: false,
    };
  } catch (error) {
    throw protocolError(error, r.currency);
  }
}

async function raced(options: WalletCallContext & { request: DebitBetRequest }, hash: Buffer) {
  const prior = await selectWalletTx(options.db, txKey(options.vendor), options.request.txId);
  if (!prior) throw new AppError('INTERNAL_ERROR');
  return plainAnswer(await replayAnswer(options.db, prior, 'debit', hash));
}
