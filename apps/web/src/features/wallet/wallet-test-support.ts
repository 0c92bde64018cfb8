/**
 * Test support for the wallet pages: a typed fetch stub keyed by "METHOD path" that records
 * each request's query and JSON body, and contract-typed sample answers. It plays the server's
 * half of the sealed calls too (test/sealed-server.ts): it hands out the session key and records
 * a sealed body opened, so a test reads what the page sent.
 */
import { vi } from 'vitest';
import type { z } from 'zod';
import type { BankCard } from '@wl/contract/cashier/bank-cards';
import type { GetBalanceResponse } from '@wl/contract/cashier/get-balance';
import type { DepositChannel } from '@wl/contract/cashier/get-deposit-channels';
import type { WithdrawSettings } from '@wl/contract/cashier/get-withdraw-settings';
import type { listWalletsResponse } from '@wl/contract/cashier/wallets';
import type { WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import { setToken } from '../../api/session';
import { openSealed, sessionKey } from '../../test/sealed-server';

export interface SentRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type Reply = { status: number; body: unknown } | ((req: SentRequest) => unknown);

const envelopeOk = (value: unknown) => ({ success: true, message: '', value });

/** Routes: "GET /path" → a value (wrapped in a success envelope) or a {status, body} reply. */
export function stubWalletFetch(routes: Record<string, unknown>) {
  const sent: SentRequest[] = [];
  const key = sessionKey();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost:3000');
      const plain: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const req: SentRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: isSealed(plain) ? await openSealed(init.body as string) : plain,
      };
      sent.push(req);
      const name = `${req.method} ${req.path}`;
      const route = routes[name] ?? (name === 'GET /wps/session/key' ? await key : undefined);
      let status = 200;
      let body: unknown;
      if (route === undefined) {
        status = 404;
        body = { success: false, message: 'error_not_found', value: null, errorCode: 'not_found' };
      } else if (typeof route === 'function') {
        const answer = (route as (r: SentRequest) => unknown)(req);
        if (isReply(answer)) ({ status, body } = answer);
        else body = envelopeOk(answer);
      } else if (isReply(route)) {
        ({ status, body } = route);
      } else {
        body = envelopeOk(route);
      }
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function isSealed(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    ['kid', 'key', 'iv', 'data'].every((k) => k in body)
  );
}

function isReply(v: unknown): v is { status: number; body: unknown } {
  return typeof v === 'object' && v !== null && 'status' in v && 'body' in v;
}

export function failure(status: number, errorCode: string, message: string) {
  return { status, body: { success: false, message, value: null, errorCode } };
}

export function logIn() {
  setToken('test-token');
}

export function balance(): GetBalanceResponse {
  return {
    sumBalance: '1500.00',
    balance: [],
    currency: 'PHP',
    currencySymbol: '₱',
    playMoney: false,
    unreadMessage: 0,
    availablePromoCount: 0,
    availablePromo: { REFERRAL: { enabled: false } },
    hasVip: false,
    vipRankLevel: 0,
    customerService: [],
  };
}

export function channel(extra: Partial<DepositChannel> = {}): DepositChannel {
  return {
    vendorId: 'SANDBOX',
    vendorName: 'Sandbox Pay',
    mcsBankCode: 'SBX',
    banks: [],
    kind: 'gateway',
    minAmount: '100.00',
    maxAmount: '5000.00',
    fixedAmounts: [],
    payee: null,
    ...extra,
  };
}

export function withdrawSettings(extra: Partial<WithdrawSettings> = {}): WithdrawSettings {
  const limit = { min: '100.00', max: '2000.00', enabled: true };
  return {
    currency: 'PHP',
    availBalance: '1500.00',
    minWithdrawal: '100.00',
    maxWithdrawal: '2000.00',
    eWalletMinAmount: '100.00',
    eWalletMaxAmount: '2000.00',
    virtualMinAmount: '100.00',
    virtualMaxAmount: '2000.00',
    limits: { BC: limit, EW: limit, VW: limit },
    maxTransactionTimes: 5,
    remainingTransactionTimes: 4,
    remainingWithdrawAmount: '10000.00',
    withdrawDateFrom: '00:00',
    withdrawDateTo: '00:00',
    timeZone: 'Asia/Manila',
    withinWithdrawHours: true,
    withdrawTimeMsg: '',
    precautionNote: '',
    c2cEnabled: true,
    withdrawPenaltyCharge: '0.00',
    needPaymentPassword: true,
    hasPaymentPassword: true,
    turnoverRequired: '0.00',
    turnoverDone: '0.00',
    turnoverRemaining: '0.00',
    ...extra,
  };
}

export function card(extra: Partial<BankCard> = {}): BankCard {
  return {
    bankCardId: 7,
    cardType: 'BC',
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    accountName: 'Demo Player',
    accountNumber: '****1234',
    createdAt: 1_700_000_000_000,
    ...extra,
  };
}

export function withdrawal(extra: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    orderNo: 'W100',
    amount: '500.00',
    cardType: 'BC',
    bankName: 'BDO Unibank',
    accountNumber: '****1234',
    status: 'approved',
    reason: null,
    confirmationStatus: 'awaiting',
    receivedAmount: '0.00',
    remainder: '500.00',
    createdAt: 1_700_000_000_000,
    decidedAt: 1_700_000_100_000,
    confirmDueAt: 1_700_001_000_000,
    ...extra,
  };
}

export type WalletList = z.infer<typeof listWalletsResponse>;
