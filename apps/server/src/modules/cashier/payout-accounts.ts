import { createHash } from 'node:crypto';
import type { BankCard } from '@wl/contract/cashier/bank-cards';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Merchant } from '../merchants/merchant';
import { verifyPaymentPassword } from '../members/passwords/verify-payment-password';
import { cardsNeedPaymentPassword, loadCashierSettings } from './cashier-settings';
import { maskAccount } from './money-edge';
import {
  insertPayoutAccount,
  lockMemberForCards,
  markPayoutAccountRemoved,
  selectActivePayoutAccounts,
  selectPayoutAccount,
  type PayoutAccount,
} from './payout-account-store';
import { recordMoneyAudit } from './record-money-audit';
import { selectPayoutBanks } from './settings-store';

/** Payout accounts (bank cards, e-wallets, crypto addresses) of the member, masked. */
export async function listPayoutAccounts(options: {
  sql: Sql;
  memberId: bigint;
}): Promise<BankCard[]> {
  return (await selectActivePayoutAccounts(options.sql, options.memberId)).map(cardView);
}

export function cardView(a: PayoutAccount): BankCard {
  return {
    bankCardId: Number(a.id),
    cardType: a.cardType,
    bankCode: a.bankCode,
    bankName: a.bankName,
    accountName: a.accountName,
    accountNumber: maskAccount(a.accountNumber),
    createdAt: a.createdAt.getTime(),
  };
}

/**
 * Adds a payout account, with the payment password. The bank must be one the merchant pays
 * out to for that card type; the same account twice and more than the merchant's maximum are
 * refused. Audited (the account number is kept masked in the log).
 */
export async function addPayoutAccount(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  card: {
    cardType: 'BC' | 'EW' | 'VW';
    bankCode: string;
    accountName: string;
    accountNumber: string;
  };
  password?: string;
  ip: string | null;
}): Promise<BankCard> {
  const { db, merchant, memberId, card } = options;
  if (cardsNeedPaymentPassword(merchant)) {
    await verifyPaymentPassword({
      sql: db,
      merchantId: merchant.id,
      memberId,
      password: options.password,
    });
  }
  const banks = await selectPayoutBanks(db, merchant.id);
  if (!banks.some((b) => b.cardType === card.cardType && b.bankCode === card.bankCode)) {
    throw new AppError('request_param_err', { messageKey: 'error_bank_code' });
  }
  const settings = await loadCashierSettings(db, merchant.id);
  const id = await db.tx(async (tx) => {
    await lockMemberForCards(tx, memberId);
    const existing = await selectActivePayoutAccounts(tx, memberId);
    if (existing.length >= settings.maxPayoutAccounts) throw new AppError('bank_card_limit');
    const inserted = await insertPayoutAccount(tx, { merchantId: merchant.id, memberId, ...card });
    if (inserted === null) throw new AppError('bank_card_duplicate');
    await recordMoneyAudit({
      sql: tx,
      merchantId: merchant.id,
      actorType: 'member',
      actorId: String(memberId),
      action: 'payout_account_added',
      subjectType: 'payout_account',
      subjectId: String(inserted),
      after: { ...card, accountNumber: maskAccount(card.accountNumber) },
      ip: options.ip,
    });
    return inserted;
  });
  return cardView((await selectPayoutAccount(db, id))!);
}

/** Removes a payout account of the member, with the payment password. Audited. */
export async function removePayoutAccount(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  bankCardId: bigint;
  password?: string;
  ip: string | null;
}): Promise<void> {
  const { db, merchant, memberId } = options;
  if (cardsNeedPaymentPassword(merchant)) {
    await verifyPaymentPassword({
      sql: db,
      merchantId: merchant.id,
      memberId,
      password: options.password,
    });
  }
  await db.tx(async (tx) => {
    const card = await selectPayoutAccount(tx, options.bankCardId);
    const removed =
      card !== null && (await markPayoutAccountRemoved(tx, options.bankCardId, memberId));
    if (!card || !removed) throw new AppError('bank_card_not_found');
    await recordMoneyAudit({
      sql: tx,
      merchantId: merchant.id,
      actorType: 'member',
      actorId: String(memberId),
      action: 'payout_account_removed',
      subjectType: 'payout_account',
      subjectId: String(card.id),
      before: cardView(card),
      ip: options.ip,
    });
  });
}

/**
 * Fingerprints of the member's payout accounts (sha256 of type, bank and number), so a
 * promotion can allow one claim per payment account without copying account numbers.
 */
export async function payoutAccountFingerprints(options: {
  sql: Sql;
  memberId: bigint;
}): Promise<string[]> {
  const accounts = await selectActivePayoutAccounts(options.sql, options.memberId);
  return accounts.map((a) =>
    createHash('sha256').update(`${a.cardType}:${a.bankCode}:${a.accountNumber}`).digest('hex'),
  );
}
