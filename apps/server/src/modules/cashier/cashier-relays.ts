import { z } from 'zod';
import {
  createDepositResponse,
  depositByLaunchUrlRequest,
  manualTransferRequest,
} from '@wl/contract/cashier/create-deposit';
import {
  getDepositChannelsQuery,
  getDepositChannelsResponse,
} from '@wl/contract/cashier/get-deposit-channels';
import {
  getDepositSettingsQuery,
  getDepositSettingsResponse,
} from '@wl/contract/cashier/get-deposit-settings';
import {
  getWithdrawSettingsQuery,
  getWithdrawSettingsResponse,
} from '@wl/contract/cashier/get-withdraw-settings';
import {
  listDepositRecordsQuery,
  listDepositRecordsResponse,
} from '@wl/contract/cashier/list-deposit-records';
import {
  listTransactionsQuery,
  listTransactionsResponse,
  memberTransDetResponse,
} from '@wl/contract/cashier/list-transactions';
import {
  getPaymentConfirmationListQuery,
  getPaymentConfirmationListResponse,
} from '@wl/contract/cashier/payment-confirmation';
import { getTransferUplineInfoResponse } from '@wl/contract/cashier/transfer-upline';
import {
  getMerchantWalletResponse,
  walletReturnRequest,
  walletReturnResponse,
  walletTransferRequest,
  walletTransferResponse,
} from '@wl/contract/cashier/wallets';
import {
  listWithdrawRecordsQuery,
  listWithdrawRecordsResponse,
} from '@wl/contract/cashier/withdraw';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import type { PaymentGateways } from '../../providers/payment/payment-gateway';
import { clientKey } from './client-key';
import { createDeposit } from './create-deposit';
import { getDepositSettings } from './get-deposit-settings';
import { getWithdrawSettings } from './get-withdraw-settings';
import { listAccountRecords } from './list-account-records';
import { listDepositRecords, listWithdrawalRecords } from './list-cashier-records';
import { listDepositChannels } from './list-deposit-channels';
import { recallVendorWallets } from './recall-vendor-wallets';
import { transferBetweenWallets } from './transfer-between-wallets';
import { getTransferUplineInfo } from './transfer-to-upline';
import { getMerchantWallet } from './wallet-setup';
import { transferAdapterOf } from '../vendor-wallet/adapters-of';
import { listPointsDetails } from '../points/points-details';

const REAL = { realAccount: true } as const;
const member = (r: { session: { memberId: bigint } | null }) => r.session!.memberId;

/** The cashier's /wps/relay/<NAME> calls (reference §3.4, §3.5). Thin: one use case each. */
export function cashierRelays(deps: AppDeps, gateways: PaymentGateways): RelayTable {
  const db = deps.db;
  const adapterOf = (merchantId: bigint, vendorCode: string) =>
    transferAdapterOf(deps, merchantId, vendorCode);
  return {
    MCSFE_getDepositSettings: relay({
      method: 'GET',
      moduleId: 'DPSTBAS3',
      token: REAL,
      input: getDepositSettingsQuery,
      output: getDepositSettingsResponse,
      handler: async (_q, r) =>
        getDepositSettings({ sql: db, merchantId: r.merchant.id, memberId: member(r) }),
    }),
    MCSFE_getDepositPaymentChannels: relay({
      method: 'GET',
      moduleId: 'DPSTBAS3',
      token: REAL,
      input: getDepositChannelsQuery,
      output: getDepositChannelsResponse,
      handler: async (_q, r) => listDepositChannels({ sql: db, merchant: r.merchant }),
    }),
    MCSFE_depositByLaunchUrl: relay({
      method: 'POST',
      moduleId: 'DPSTBAS3',
      token: REAL,
      input: depositByLaunchUrlRequest,
      output: createDepositResponse,
      handler: async (b, r) =>
        createDeposit({
          db,
          gateways,
          merchant: r.merchant,
          memberId: member(r),
          kind: 'gateway',
          vendorId: b.vendorId,
          amount: b.amount,
          idempotencyKey: clientKey(r, b.idempotencyKey),
          ip: r.ip,
        }),
    }),
    MCSFE_manualTransferByAccountName: relay({
      method: 'POST',
      moduleId: 'DPSTBAS3',
      token: REAL,
      input: manualTransferRequest,
      output: createDepositResponse,
      handler: async (b, r) =>
        createDeposit({
          db,
          gateways,
          merchant: r.merchant,
          memberId: member(r),
          kind: 'bank_transfer',
          vendorId: b.vendorId,
          amount: b.amount,
          payerName: b.payeeName,
          payerReference: b.reference ?? '',
          idempotencyKey: clientKey(r, b.idempotencyKey),
          ip: r.ip,
        }),
    }),
    MCSFE_getDepositRecords: relay({
      method: 'GET',
      moduleId: 'DPSTBAS3',
      token: REAL,
      input: listDepositRecordsQuery,
      output: listDepositRecordsResponse,
      handler: async (q, r) =>
        listDepositRecords({
          sql: db,
          memberId: member(r),
          status: q.status,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        }),
    }),
    MCSFE_getWithdrawSettings: relay({
      method: 'GET',
      moduleId: 'MEMBERCENTER3',
      token: REAL,
      input: getWithdrawSettingsQuery,
      output: getWithdrawSettingsResponse,
      handler: async (_q, r) =>
        getWithdrawSettings({ db, merchant: r.merchant, memberId: member(r), nowMs: deps.now() }),
    }),
    MCSFE_getWithdrawRecords: relay({
      method: 'GET',
      moduleId: 'MEMBERCENTER3',
      token: REAL,
      input: listWithdrawRecordsQuery,
      output: listWithdrawRecordsResponse,
      handler: async (q, r) =>
        listWithdrawalRecords({
          sql: db,
          memberId: member(r),
          status: q.status,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        }),
    }),
    MCSFE_getPaymentConfirmationList: relay({
      method: 'GET',
      moduleId: 'MEMBERCENTER3',
      token: REAL,
      input: getPaymentConfirmationListQuery,
      output: getPaymentConfirmationListResponse,
      handler: async (q, r) =>
        (
          await listWithdrawalRecords({
            sql: db,
            memberId: member(r),
            status: 'approved',
            pageNo: 1,
            pageSize: 100,
            ...(q.open === 'Y' ? { confirmation: ['awaiting', 'received'] as const } : {}),
          })
        ).list,
    }),
    GCS_merchantWallet: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: true,
      input: z.object({}),
      output: getMerchantWalletResponse,
      handler: async (_q, r) => getMerchantWallet({ sql: db, merchantId: r.merchant.id }),
    }),
    GCS_walletTransfer: relay({
      method: 'POST',
      moduleId: 'FUNDTRANS3',
      token: REAL,
      input: walletTransferRequest,
      output: walletTransferResponse,
      handler: async (b, r) =>
        transferBetweenWallets({
          db,
          merchant: r.merchant,
          memberId: member(r),
          fromAccountTypeId: b.fromAccountTypeId,
          toAccountTypeId: b.toAccountTypeId,
          amount: b.amount,
          idempotencyKey: clientKey(r, b.idempotencyKey),
          transferAdapterOf: adapterOf,
        }),
    }),
    GCS_walletReturn: relay({
      method: 'POST',
      moduleId: 'FUNDTRANS3',
      token: REAL,
      input: walletReturnRequest,
      output: walletReturnResponse,
      handler: async (b, r) =>
        recallVendorWallets({
          db,
          merchant: r.merchant,
          memberId: member(r),
          idempotencyKey: clientKey(r, b.idempotencyKey),
          transferAdapterOf: adapterOf,
        }),
    }),
    MCSFE_getTransferUplineInfo: relay({
      method: 'GET',
      moduleId: 'TRANSFERUPLINE3',
      token: REAL,
      input: z.object({}),
      output: getTransferUplineInfoResponse,
      handler: async (_q, r) =>
        getTransferUplineInfo({ db, merchant: r.merchant, memberId: member(r) }),
    }),
    ODSFE2_MemTransDet: relay({
      method: 'GET',
      moduleId: 'MEMTRANS3',
      token: REAL,
      input: listTransactionsQuery,
      output: memberTransDetResponse,
      handler: async ({ accountType, ...q }, r) =>
        accountType === 'points'
          ? listPointsDetails({ sql: db, memberId: member(r), ...q })
          : listAccountRecords({
              sql: db,
              merchant: r.merchant,
              memberId: member(r),
              view: 'transactions',
              ...q,
            }),
    }),
    ODSFE2_MemBonusDet: relay({
      method: 'GET',
      moduleId: 'MEMTRANS3',
      token: REAL,
      input: listTransactionsQuery,
      output: listTransactionsResponse,
      handler: async ({ accountType: _money, ...q }, r) =>
        listAccountRecords({
          sql: db,
          merchant: r.merchant,
          memberId: member(r),
          view: 'bonus',
          ...q,
        }),
    }),
  };
}
