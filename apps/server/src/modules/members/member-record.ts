/** A member as the account code sees it (the members table, core columns plus 0200's). */
export interface MemberRecord {
  id: bigint;
  merchantId: bigint;
  username: string;
  type: number;
  status: 'active' | 'locked' | 'self_excluded' | 'closed';
  passwordHash: string | null;
  paymentPasswordHash: string | null;
  passwordChangedAt: Date | null;
  lastLoginAt: Date | null;
  nickname: string | null;
  uplineId: bigint | null;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  affiliateCode: string | null;
  language: string | null;
  avatar: string;
  avatarType: string;
  clubLabelName: string | null;
  clubRankLevel: number;
  memberLabels: string[];
  memberLabelColor: string | null;
  totpSecret: string | null;
  totpEnabled: boolean;
  totpLastStep: bigint | null;
  demoBalanceMinor: bigint | null;
  /** Set by an operator's password reset; the next login must change the password. */
  mustChangePassword: boolean;
  createdAt: Date;
}

/** Agent types of spec §6; 4 is the trial account. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

/** "+639171234567" for a member with a mobile number. */
export function memberE164(m: Pick<MemberRecord, 'mobile' | 'countryDialingCode'>): string | null {
  return m.mobile && m.countryDialingCode ? `+${m.countryDialingCode}${m.mobile}` : null;
}
