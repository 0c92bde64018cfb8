import { randomBytes } from 'node:crypto';
import type { LoginValue } from '@wl/contract/auth/log-in';
import type { AppDeps } from '../../../app-deps';
import type { Merchant } from '../../merchants/merchant';
import { createMember } from '../../members/create-member';
import { TRIAL_TYPE } from '../../members/member-record';
import { completeLogin, type LoginContext } from './complete-login';

/**
 * Free play: a new trial member (type 4) with no password, logged in at once. The play money
 * it starts with is recorded on the member (`demo_balance_minor`) for the ledger to pay in;
 * the auth guard's `realAccount` option keeps it away from real-money calls.
 */
export async function startFreePlay(options: {
  deps: Pick<AppDeps, 'db' | 'config'>;
  merchant: Merchant;
  context: LoginContext;
}): Promise<LoginValue> {
  const { deps, merchant, context } = options;
  return deps.db.tx(async (tx) => {
    const member = await createMember({
      sql: tx,
      member: {
        merchantId: merchant.id,
        username: `trial${randomBytes(5).toString('hex')}`,
        type: TRIAL_TYPE,
        passwordHash: null,
        paymentPasswordHash: null,
        uplineId: null,
        mobile: null,
        countryDialingCode: null,
        profile: { register_ip: context.ip },
        demoBalanceMinor: BigInt(deps.config.FREEPLAY_DEMO_BALANCE_MINOR),
      },
    });
    return completeLogin({
      sql: tx,
      config: deps.config,
      member,
      context,
      method: 'freeplay',
      action: 'free_play',
    });
  });
}
