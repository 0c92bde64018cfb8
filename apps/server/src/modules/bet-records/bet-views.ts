import { toDecimalString } from '@wl/money/minor-units';
import type { BetTotals } from '@wl/contract/bet-records/common';
import type { BetRoundItem } from '@wl/contract/bet-records/list-bet-history';
import type { RoundRow, SumRow } from './bet-record-store';

const money = (minor: bigint) => toDecimalString(minor, 2);

/** A round as the member sees it: valid bet = stake − refunds, profit = payout + refunds − stake. */
export function roundView(r: RoundRow): BetRoundItem {
  return {
    id: r.id.toString(),
    roundId: r.round_id,
    vendorCode: r.vendor_code,
    gameCode: r.game_code,
    gameType: r.game_type,
    currency: r.currency,
    stake: money(r.stake_minor),
    validBet: money(r.stake_minor - r.refund_minor),
    payout: money(r.payout_minor),
    profit: money(r.payout_minor + r.refund_minor - r.stake_minor),
    status: r.status,
    startedAt: new Date(r.started_at).getTime(),
    settledAt: r.settled_at ? new Date(r.settled_at).getTime() : null,
  };
}

export function totalsView(s: SumRow): BetTotals {
  return {
    count: Number(s.count),
    stake: money(s.stake),
    validBet: money(s.stake - s.refund),
    payout: money(s.payout),
    profit: money(s.payout + s.refund - s.stake),
  };
}
