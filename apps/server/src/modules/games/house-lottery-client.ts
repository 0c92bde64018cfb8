import {
  HOUSE_LOTTERY_PATHS,
  houseLotteryGetValue,
  houseLotteryRtpProblem,
  houseLotteryTable,
  type HouseLotteryGetValue,
  type HouseLotteryLobbyRequest,
  type HouseLotterySetRequest,
  type HouseLotteryTable,
} from '@wl/contract/vendor-wallet/house-lottery';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { signedPost } from '../../providers/vendors/signed-post';
import { HOUSE_VENDOR_CODE } from '../vendor-wallet/house-defaults';
import { selectIntegration } from '../vendor-wallet/vendor-store';

const TIMEOUT_MS = 5_000;
type TableFields = Omit<HouseLotterySetRequest, 'vendorCode' | 'requestId' | 'timestamp'>;

/**
 * The platform's side of the house lottery settings calls (docs/vendor-wallet-api.md section
 * 11, ADR 0040), through the merchant's house integration. The house's refusals become bad
 * input for the operator with one field error per offending bet type; any other failure means
 * the house could not be asked.
 */
export async function houseLotteryClient(db: Db, merchantId: bigint, fetchFn: typeof fetch = fetch) {
  const house = await selectIntegration(db, merchantId, HOUSE_VENDOR_CODE);
  if (!house?.baseUrl) throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
  const to = {
    base: house.baseUrl.replace(/\/+$/, ''),
    secret: house.secret,
    vendorCode: HOUSE_VENDOR_CODE,
    fetch: fetchFn,
    timeoutMs: TIMEOUT_MS,
  };
  const post = async (path: string, fields: Record<string, unknown>) => {
    const answer = await signedPost(to, path, fields).catch(() => null);
    return answer?.json ?? null;
  };
  const unavailable = () =>
    new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });

  return {
    async get(merchantCode: string): Promise<HouseLotteryGetValue> {
      const json = await post(HOUSE_LOTTERY_PATHS.get, { merchantCode });
      const value = houseLotteryGetValue.safeParse(json?.value);
      if (json?.success !== true || !value.success) throw unavailable();
      return value.data;
    },
    /** Tells the house the operator's lobby (its own lobby page and bets follow it). */
    async lobby(merchantCode: string, games: HouseLotteryLobbyRequest['games']): Promise<void> {
      const json = await post(HOUSE_LOTTERY_PATHS.lobby, { merchantCode, games });
      if (json?.success !== true) throw unavailable();
    },
    async set(table: TableFields): Promise<HouseLotteryTable> {
      const json = await post(HOUSE_LOTTERY_PATHS.set, table);
      if (json?.success === true) {
        const value = houseLotteryTable.safeParse(json.value);
        if (value.success) return value.data;
        throw unavailable();
      }
      if (json?.errorCode === 'LOTTERY_RTP_OUT_OF_RANGE') {
        const problem = houseLotteryRtpProblem.safeParse(json.value);
        const problems = problem.success ? problem.data.problems : [];
        throw new AppError('request_param_err', {
          messageKey: 'ops_error_lottery_rtp_range',
          value: {
            ...(problem.success ? problem.data : {}),
            fields: problems.map((p) => ({ field: `odds.${p.betType}`, messageKey: 'ops_error_lottery_rtp_range' })),
          },
        });
      }
      if (json?.errorCode === 'LOTTERY_STAKE_LIMITS') {
        throw new AppError('request_param_err', {
          messageKey: 'field_invalid',
          value: { fields: [{ field: 'maxStakeMinor', messageKey: 'ops_error_lottery_stake_limits' }] },
        });
      }
      if (json?.errorCode === 'LOTTERY_BET_TYPES' || json?.errorCode === 'INVALID_REQUEST') {
        throw new AppError('request_param_err', { messageKey: 'ops_error_lottery_bet_types', value: json.value });
      }
      throw unavailable();
    },
  };
}
