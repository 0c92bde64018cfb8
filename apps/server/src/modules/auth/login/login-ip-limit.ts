import type { AppDeps } from '../../../app-deps';
import { ipRateLimit } from '../../../http/rate-limit';

/**
 * Every way into an account (password, SMS code, social sign-in, password recovery) shares
 * one per-IP budget, so an attacker cannot spread guesses over the doors.
 */
export function loginIpLimit(deps: AppDeps) {
  return ipRateLimit(
    deps.shared,
    () => ({ name: 'login-ip', max: deps.config.LOGIN_IP_LIMIT_PER_MINUTE, windowMs: 60_000 }),
    deps.now,
  );
}
