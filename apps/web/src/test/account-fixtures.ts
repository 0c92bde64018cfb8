/** Contract-typed member, login and balance answers for the account tests. */
import type { MemberInfo } from '@wl/contract/auth/get-member-info';
import type { LoginValue } from '@wl/contract/auth/log-in';
import type { GetBalanceResponse } from '@wl/contract/cashier/get-balance';
import type { Country } from '@wl/contract/system/get-countries';

export function makeMember(extra: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'alice01',
    nickname: 'Alice',
    type: 0,
    toUpline: false,
    clubLabel: { labelName: null, rankLevel: 1 },
    memberLabel: [],
    memberLabelColor: null,
    regDate: Date.UTC(2026, 0, 15),
    mobile: '917****567',
    countryDialingCode: '63',
    email: 'al****@example.com',
    hasPassword: true,
    hasPaymentPassword: false,
    totpEnabled: false,
    language: 'EN',
    ...extra,
  };
}

export function makeLoginValue(extra: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'tok-new',
    id: 7,
    customerId: 7,
    userName: 'alice01',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
    defaultPassword: false,
    fullAccess: true,
    ...extra,
  };
}

export function makeBalance(extra: Partial<GetBalanceResponse> = {}): GetBalanceResponse {
  return {
    sumBalance: '1234.50',
    balance: [
      { accountTypeId: 2, availBalance: '1234.50', balance: '1234.50', heldBalance: '0.00' },
    ],
    currency: 'PHP',
    currencySymbol: '₱',
    playMoney: false,
    unreadMessage: 0,
    availablePromoCount: 0,
    availablePromo: { REFERRAL: { enabled: false } },
    hasVip: false,
    vipRankLevel: 0,
    customerService: [],
    ...extra,
  };
}

export const COUNTRIES: Country[] = [
  {
    countryCode: 'PH',
    countryDialingCode: '63',
    name: 'Philippines',
    flagUrl: '/static/COUNTRY_FLAG/PH.svg',
  },
  {
    countryCode: 'TH',
    countryDialingCode: '66',
    name: 'Thailand',
    flagUrl: '/static/COUNTRY_FLAG/TH.svg',
  },
  {
    countryCode: 'VN',
    countryDialingCode: '84',
    name: 'Vietnam',
    flagUrl: '/static/COUNTRY_FLAG/VN.svg',
  },
];
