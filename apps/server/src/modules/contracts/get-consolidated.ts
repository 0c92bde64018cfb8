import { toDecimalString } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { getBalances } from '../ledger/get-balances';
import { contractToView } from './contract-edge';
import type { ContractKind } from './contract-store';
import { selectContractViews } from './contract-view-store';
import { selectSettings } from './settings-store';

type View = ReturnType<typeof contractToView>;

/**
 * `funds/consolidated`: the main balance and the member's own contracts by kind, split into
 * offers waiting for an answer (`…req…`) and running ones (`…info…`), plus the merchant's
 * switches that decide which agent-centre contract pages exist.
 */
export async function getConsolidated(options: { db: Db; merchantId: bigint; memberId: bigint }) {
  const { db, merchantId, memberId } = options;
  const settings = await selectSettings(db, merchantId);
  const main = (await getBalances({ sql: db, memberId })).find((b) => b.kind === 'main');
  const own = (await selectContractViews(db, { merchantId, memberId, kind: null }))
    .filter((c) => c.downlineId === memberId)
    .map((c) => contractToView(c, memberId));
  const pick = (kind: ContractKind, status: 'proposed' | 'active'): View[] =>
    own.filter((c) => c.kind === kind && c.status === status);
  const e = settings.enabled;
  return {
    balance: toDecimalString(main?.availableMinor ?? 0n),
    enableSalary: e.daily_salary || e.hourly_salary || e.realtime_salary,
    enableContract: e.dividend,
    enabledKinds: {
      dividend: e.dividend,
      dailySalary: e.daily_salary,
      hourlySalary: e.hourly_salary,
      realtimeSalary: e.realtime_salary,
    },
    divtypereq: pick('dividend', 'proposed'),
    dailysalreqtype: pick('daily_salary', 'proposed'),
    contracthoursalreq: pick('hourly_salary', 'proposed'),
    realtimesalreqtype: pick('realtime_salary', 'proposed'),
    divtypeinfo: pick('dividend', 'active'),
    dailysalinfotype: pick('daily_salary', 'active'),
    contracthoursalinfo: pick('hourly_salary', 'active'),
    contractmrdailysalinfotype: pick('daily_salary', 'active'),
    realtimesalinfotype: pick('realtime_salary', 'active'),
  };
}
