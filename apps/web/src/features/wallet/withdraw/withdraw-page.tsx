/**
 * withdraw (spec §2, reference §6.4): the request form, the payout accounts and the records
 * with the receipt confirmation, as three tabs.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useToken } from '../../../api/use-session';
import { bankCardsQuery } from '../api/payout-accounts';
import { withdrawSettingsQuery } from '../api/withdraw';
import type { WalletPageProps } from '../shared/page-props';
import { PaymentPasswordNote } from '../shared/payment-password-note';
import { Loaded } from '../../../components/records/loaded';
import { WalletFrame } from '../shared/wallet-frame';
import { PayoutAccounts } from './payout-accounts';
import { WithdrawForm } from './withdraw-form';
import { WithdrawRecords } from './withdraw-records';

type Tab = 'apply' | 'accounts' | 'records';
const TABS: readonly Tab[] = ['apply', 'accounts', 'records'];

export default function WithdrawPage(props: WalletPageProps) {
  const { t } = useTranslation();
  const token = useToken();
  const [tab, setTab] = useState<Tab>('apply');
  const settings = useQuery(withdrawSettingsQuery(token));
  const cards = useQuery(bankCardsQuery(token));
  return (
    <WalletFrame title={t('wallet.withdraw.title')}>
      <div className="wallet-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            className="wallet-chip"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
          >
            {t(`wallet.withdraw.tab.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'records' ? (
        <WithdrawRecords />
      ) : (
        <Loaded query={settings}>
          {(s) => (
            <Loaded query={cards}>
              {(list) =>
                tab === 'apply' ? (
                  <WithdrawForm
                    settings={s}
                    cards={list}
                    onAddAccount={() => setTab('accounts')}
                    onOpenPage={props.onOpenPage}
                  />
                ) : s.needPaymentPassword && !s.hasPaymentPassword ? (
                  <PaymentPasswordNote onOpenPage={props.onOpenPage} />
                ) : (
                  <PayoutAccounts cards={list} needPassword={s.needPaymentPassword} />
                )
              }
            </Loaded>
          )}
        </Loaded>
      )}
    </WalletFrame>
  );
}
