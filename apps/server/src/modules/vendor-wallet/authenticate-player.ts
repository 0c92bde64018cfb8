import type {
  AuthenticatePlayerRequest,
  AuthenticatePlayerValue,
} from '@wl/contract/vendor-wallet/authenticate-player';
import { AppError } from '../../http/app-error';
import { checkPlayerToken } from './player-token';
import type { WalletMember } from './vendor-store';
import { availableNow, toMemberRef, type WalletCallContext } from './wallet-common';

/** authenticate: the player token → who plays, in which currency, with what balance. */
export async function authenticatePlayer(
  options: WalletCallContext & { request: AuthenticatePlayerRequest },
): Promise<AuthenticatePlayerValue> {
  const { db, vendor, nowMs, request } = options;
  const token = await checkPlayerToken({
    sql: db,
    vendor,
    token: request.token,
    nowMs,
    allowExpired: false,
  });
  const member = token.member;
  if (!mayBet(member)) throw new AppError('ACCOUNT_LOCKED');
  return {
    memberRef: toMemberRef(member.id),
    currency: token.currency,
    balanceMinor: (await availableNow(db, member.id, token.currency)).toString(),
    displayName: maskName(member.username),
    language: vendorLanguage(member.language),
    tokenExpiresAt: token.expiresAt.getTime(),
  };
}

/** Locked, self-excluded or closed members and trial accounts (play money) may not stake. */
export function mayBet(member: WalletMember): boolean {
  return member.status === 'active' && member.type !== 4;
}

export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 3)}***${username.slice(-2)}`;
}

function vendorLanguage(language: string | null): string {
  const code = (language ?? 'EN').replace(/[^A-Za-z].*$/, '').toUpperCase();
  return /^[A-Z]{2,3}$/.test(code) ? code : 'EN';
}
