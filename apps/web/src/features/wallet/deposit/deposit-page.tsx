/**
 * depositv2 (spec §2): the merchant's deposit channels and the member's deposit records.
 * Deposits can be switched off per merchant (allowDeposit N).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useToken } from '../../../api/use-session';
import { depositChannelsQuery, depositSettingsQuery } from '../api/deposit';
import { Loaded } from '../../../components/records/loaded';
import { WalletFrame } from '../shared/wallet-frame';
import { DepositForm } from './deposit-form';
import { DepositRecords } from './deposit-records';

export default function DepositPage() {
  const { t } = useTranslation();
  const token = useToken();
  const settings = useQuery(depositSettingsQuery(token));
  const channels = useQuery(depositChannelsQuery(token));
  return (
    <WalletFrame title={t('wallet.deposit.title')}>
      <Loaded query={settings}>
        {(s) =>
          s.allowDeposit === 'N' ? (
            <p className="wallet-note">{t('wallet.deposit.disabled')}</p>
          ) : (
            <>
              {s.depositInfo ? <p className="wallet-note">{s.depositInfo}</p> : null}
              {s.pendingDepositCount > 0 ? (
                <p className="wallet-note">
                  {t('wallet.deposit.pending', { count: s.pendingDepositCount })}
                </p>
              ) : null}
              <Loaded query={channels}>
                {(groups) => (
                  <DepositForm channels={Object.values(groups).flatMap((g) => g.channels)} />
                )}
              </Loaded>
            </>
          )
        }
      </Loaded>
      <DepositRecords />
    </WalletFrame>
  );
}
