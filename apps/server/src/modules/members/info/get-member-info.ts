import type { MemberInfo } from '@wl/contract/auth/get-member-info';
import { maskEmail, maskMobile } from '@wl/contract/validation/mobile-number';
import type { Sql } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../find-member';

/** GET /wps/member/info: who is logged in, with contacts masked. */
export async function getMemberInfo(options: {
  sql: Sql;
  merchant: Pick<Merchant, 'id' | 'flags'>;
  memberId: bigint;
}): Promise<MemberInfo> {
  const m = await findMember({
    sql: options.sql,
    merchantId: options.merchant.id,
    by: { id: options.memberId },
  });
  if (!m) throw new AppError('login.not.session');
  return {
    id: Number(m.id),
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    toUpline: options.merchant.flags.TRANSFERUPLINE3 === true && m.uplineId !== null,
    clubLabel: { labelName: m.clubLabelName, rankLevel: m.clubRankLevel },
    memberLabel: m.memberLabels,
    memberLabelColor: m.memberLabelColor,
    regDate: m.createdAt.getTime(),
    mobile: maskMobile(m.mobile),
    countryDialingCode: m.countryDialingCode,
    email: maskEmail(m.email),
    hasPassword: m.passwordHash !== null,
    hasPaymentPassword: m.paymentPasswordHash !== null,
    totpEnabled: m.totpEnabled,
    language: m.language,
  };
}
