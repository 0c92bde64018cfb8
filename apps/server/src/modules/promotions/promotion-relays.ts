import { claimRaffleRequest, claimRaffleResponse } from '@wl/contract/promotions/claim-promotion';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { bonusView } from '../bonus/bonus-view';
import { money } from '../cashier/money-edge';
import { claimRaffle } from './claim-raffle';
import { hiddenPromotionKinds } from './hidden-kinds';

/** MCS2_claimRafflePromotion (PC) / MCSFE_claimRafflePromotion (H5): one raffle draw. */
export function promotionRelays(deps: AppDeps): RelayTable {
  const raffle = relay({
    method: 'POST',
    moduleId: 'COMM3',
    token: { realAccount: true },
    input: claimRaffleRequest,
    output: claimRaffleResponse,
    summary: 'Draw a raffle promotion (provably fair; once per member)',
    handler: async (input, request) => {
      const result = await claimRaffle({
        db: deps.db,
        merchantId: request.merchant.id,
        memberId: request.session!.memberId,
        promotionId: BigInt(input.promotionId),
        clientSeed: input.clientSeed,
        deviceId: input.deviceId,
        ip: request.ip,
        hiddenKinds: hiddenPromotionKinds(request.merchant.settings),
        now: new Date(deps.now()),
      });
      return {
        prizeIndex: result.prizeIndex,
        amount: money(result.amountMinor, request.merchant.currency),
        seedHash: result.seedHash,
        clientSeed: result.clientSeed,
        roll: result.roll,
        bonus: result.bonus ? bonusView(result.bonus) : null,
      };
    },
  });
  return { MCS2_claimRafflePromotion: raffle, MCSFE_claimRafflePromotion: raffle };
}
