import type { DebitBetRequest } from '@wl/contract/vendor-wallet/debit-bet';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import type { MoveCommand } from '../ledger/ledger-types';
import { addRoundStake } from '../bet-records/bet-round-store';
import { mayBet } from './authenticate-player';
import { hashToken } from '../sessions/session-token';
import { checkPlayerToken } from './player-token';
import {
  callHash,
  ClaimLost,
  claimed,
  houseAccount,
  knownMainAccount,
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
import { debitInOneStatement } from './one-statement-calls';
import type { VendorIntegration } from './vendor-store';
import { insertWalletTx, selectWalletTx } from './wallet-tx-store';

/**
 * debit: takes a stake, main wallet → house (BET_STAKE), in the transaction that records the
 * txId and the round. Checks in the protocol's order: replay, tombstone, token, member, currency,
 * funds. A refusal moves nothing and leaves no trace but the audit row. The ordinary case is
 * one statement (`seamless_debit`, ADR 0011); anything else takes the full path below.
 */
export async function debitBet(
  options: WalletCallContext & { request: DebitBetRequest },
): Promise<TxAnswer> {
  const { db, vendor, nowMs, request: r } = options;
  const hash = callHash({ call: 'debit', ...r });
  // The ordinary case first: the function answers only when no call holds this txId yet (no
  // replay, no tombstone) and the funds suffice, and it runs only after the token, member and
  // currency checks passed, so it ends exactly where the checks below, in their order, would.
  const quick = await ordinaryDebit(options, hash);
  if (quick) return quick;
  const prior = await selectWalletTx(db, txKey(vendor), r.txId);
  if (prior) return plainAnswer(await replayAnswer(db, prior, 'debit', hash));

  const memberId = parseMemberRef(r.memberRef);
  if (memberId === null) throw new AppError('INVALID_TOKEN');
  const token = await checkPlayerToken({
    sql: db,
    vendor,
    token: r.token,
    memberId,
    nowMs,
    allowExpired: false,
  });
  if (!mayBet(token.member)) throw new AppError('ACCOUNT_LOCKED');
  if (r.currency !== token.currency) throw new AppError('CURRENCY_MISMATCH');

  const amount = BigInt(r.amountMinor);
  const main = await mainAccount(db, memberId, r.currency);
  const house = await houseAccount(db, vendor.merchantId, r.currency, {
    memberId,
    roundId: r.roundId,
  });
  const move = stake(vendor, r, main.id, house.id);
  try {
    // The round first, then the money, then the claim carrying the transfer id: the house row
    // the money locks is held for the fewest statements, and a lost claim (twin or tombstone)
    // rolls everything back.
    const done = await moneyTx(db, async (tx) => {
      await addRoundStake(tx, {
        merchantId: vendor.merchantId,
        memberId,
        vendorCode: vendor.vendorCode,
        roundId: r.roundId,
        gameCode: r.gameCode,
        gameType: token.gameType,
        currency: r.currency,
        amountMinor: amount,
      });
      const moved = await moveInTx(tx, move, 'posted');
      const id = claimed(
        await insertWalletTx(tx, txKey(vendor), {
          kind: 'debit',
          txId: r.txId,
          memberId,
          currency: r.currency,
          roundId: r.roundId,
          gameCode: r.gameCode,
          betTxId: null,
          amountMinor: amount,
          requestHash: hash,
          transferId: moved.transfer.id,
        }),
      );
      const balance = moved.balances.find((b) => b.accountId === main.id)?.availableMinor ?? 0n;
      return { id, balance };
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
    if (error instanceof ClaimLost) return raced(options, hash);
    throw protocolError(error, r.currency);
  }
}

function stake(
  vendor: VendorIntegration,
  r: DebitBetRequest,
  mainId: bigint,
  houseId: bigint,
): MoveCommand {
  return {
    debitAccountId: mainId,
    creditAccountId: houseId,
    amountMinor: BigInt(r.amountMinor),
    currency: r.currency,
    code: 'BET_STAKE',
    idempotencyKey: ledgerKey(vendor, r.txId),
    reference: r.roundId,
    metadata: { vendor: vendor.vendorCode, txId: r.txId, roundId: r.roundId, gameCode: r.gameCode },
  };
}

/**
 * A debit in one statement (ADR 0011), the token checked inside it as `checkPlayerToken` and
 * `mayBet` would; null: take the full path.
 */
async function ordinaryDebit(
  options: WalletCallContext & { request: DebitBetRequest },
  hash: Buffer,
): Promise<TxAnswer | null> {
  const { db, vendor, nowMs, request: r } = options;
  const memberId = parseMemberRef(r.memberRef);
  // Before its token is checked, a call may not open a wallet: a member's first bet in this
  // process takes the full path, which opens it after the checks.
  const main = memberId === null ? null : knownMainAccount(db, memberId, r.currency);
  if (memberId === null || !main) return null;
  const house = await houseAccount(db, vendor.merchantId, r.currency, {
    memberId,
    roundId: r.roundId,
  });
  const done = await debitInOneStatement(
    db,
    {
      merchantId: vendor.merchantId,
      vendorCode: vendor.vendorCode,
      txId: r.txId,
      memberId,
      currency: r.currency,
      roundId: r.roundId,
      gameCode: r.gameCode,
      tokenHash: hashToken(r.token),
      nowMs,
      amountMinor: BigInt(r.amountMinor),
      callHash: hash,
    },
    stake(vendor, r, main.id, house.id),
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

async function raced(options: WalletCallContext & { request: DebitBetRequest }, hash: Buffer) {
  const prior = await selectWalletTx(options.db, txKey(options.vendor), options.request.txId);
  if (!prior) throw new AppError('INTERNAL_ERROR');
  return plainAnswer(await replayAnswer(options.db, prior, 'debit', hash));
}
