/**
 * The wallet's member-centre pages by page key (spec §2), each a lazy chunk, for the
 * member-centre shell's page table. Typed as function components: those accept a shell that
 * passes more props than WalletPageProps (a class component's props would not).
 */
import { lazy, type FunctionComponent, type LazyExoticComponent } from 'react';
import type { WalletPageProps } from './shared/page-props';

export type WalletPageKey =
  | 'depositv2'
  | 'withdraw'
  | 'transferFund'
  | 'transferUpline'
  | 'transactionHistory'
  | 'bonusDetails';

export const walletPages: Record<
  WalletPageKey,
  LazyExoticComponent<FunctionComponent<WalletPageProps>>
> = {
  depositv2: lazy(() => import('./deposit/deposit-page')),
  withdraw: lazy(() => import('./withdraw/withdraw-page')),
  transferFund: lazy(() => import('./transfer/transfer-fund-page')),
  transferUpline: lazy(() => import('./transfer/transfer-upline-page')),
  transactionHistory: lazy(() => import('./records/transaction-history-page')),
  bonusDetails: lazy(() => import('./records/bonus-details-page')),
};
