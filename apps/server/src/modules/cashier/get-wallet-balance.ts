import type { GetBalanceResponse } from '@wl/contract/cashier/get-balance';
import { MAIN_ACCOUNT_TYPE_ID } from '@wl/contract/cashier/wallets';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { countAvailablePromotions } from '../promotions/promotion-notices';
import { grantPlayMoney } from '../ledger/grant-play-money';
import type { Merchant } from '../merchants/merchant';
import { listCustomerService } from '../system/list-customer-service';
import { selectBalanceSnapshot, type BalanceSnapshot } from './balance-store';
import { money } from './money-edge';
import { countUnread } from '../inbox/member-inbox';

const TRIAL_TYPE = 4;
/** The spec's VIP service is for club ranks above 4; any rank above 0 is a VIP level. */
const VIP_FROM_RANK = 1;

/**
 * The header's balance: the main wallet and transfer-mode vendor wallets (available =
 * balance − held), their sum, and the header's badges. One indexed query; a trial member's
 * first call also opens the play-money wallet with the amount the free-play login granted.
 *
 * Unread messages come from the inbox. The promotion badge counts promotions the member can
 * claim or join now.
 */
export async function getWalletBalance(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
}): Promise<GetBalanceResponse> {
  const { db, merchant, memberId } = options;
  let snapshot = await selectBalanceSnapshot(db, memberId);
  if (!snapshot) throw new AppError('login.not.session');
  if (snapshot.memberType === TRIAL_TYPE && !snapshot.wallets.some((w) => w.kind === 'main')) {
    await grantPlayMoney({
      db,
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
      amountMinor: snapshot.demoBalanceMinor ?? 0n,
    });
    snapshot = (await selectBalanceSnapshot(db, memberId))!;
  }
  const wallets = walletBalances(snapshot);
  const sum = wallets.reduce((s, w) => s + w.availableMinor, 0n);
  const c = merchant.currency;
  return {
    sumBalance: money(sum, c),
    balance: wallets.map((w) => ({
      accountTypeId: w.accountTypeId,
      availBalance: money(w.availableMinor, c),
      balance: money(w.balanceMinor, c),
      heldBalance: money(w.heldMinor, c),
    })),
    currency: c,
    currencySymbol: String(merchant.settings.currencySymbol ?? '₱'),
    playMoney: snapshot.memberType === TRIAL_TYPE,
    unreadMessage: await countUnread({ sql: db, memberId }),
    availablePromoCount:
      snapshot.memberType === TRIAL_TYPE
        ? 0
        : await countAvailablePromotions({
            db,
            merchantId: merchant.id,
            memberId,
            settings: merchant.settings,
            now: new Date(),
          }),
    availablePromo: { REFERRAL: { enabled: merchant.flags.REFERRAL3 === true } },
    hasVip: snapshot.rankLevel >= VIP_FROM_RANK,
    vipRankLevel: snapshot.rankLevel,
    customerService: listCustomerService({ merchant, rankLevel: snapshot.rankLevel }),
  };
}

function walletBalances(snapshot: BalanceSnapshot) {
  const main = snapshot.wallets.find((w) => w.kind === 'main');
  const entries = [
    {
      accountTypeId: MAIN_ACCOUNT_TYPE_ID,
      balanceMinor: main?.balanceMinor ?? 0n,
      heldMinor: main?.heldMinor ?? 0n,
    },
  ];
  for (const w of snapshot.wallets) {
    // A vendor wallet the merchant switched off may still hold money: it stays visible.
    if (w.kind === 'vendor' && w.accountTypeId !== null) {
      entries.push({
        accountTypeId: w.accountTypeId,
        balanceMinor: w.balanceMinor,
        heldMinor: w.heldMinor,
      });
    }
  }
  return entries.map((e) => ({ ...e, availableMinor: e.balanceMinor - e.heldMinor }));
}
