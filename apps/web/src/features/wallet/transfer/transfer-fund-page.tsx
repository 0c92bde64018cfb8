/**
 * transferFund, "my wallet" (spec §2, reference §3.4): the main wallet and the transfer-mode
 * vendor wallets, moving money between them, and "recall all" back into the main wallet.
 * Each answer carries the wallets after the move, which replace the list at once.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { MAIN_ACCOUNT_TYPE_ID } from '@wl/contract/cashier/wallets';
import { FormAlert } from '../../../components/form/form-alert';
import { useToken } from '../../../api/use-session';
import { merchantWalletQuery, recallAll, walletsQuery } from '../api/wallets';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { newIdempotencyKey } from '../shared/use-idempotency-key';
import { walletErrorMessage } from '../shared/wallet-error';
import { Loaded } from '../../../components/records/loaded';
import { WalletFrame } from '../shared/wallet-frame';
import { TransferForm, type WalletList } from './transfer-form';

export default function TransferFundPage() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const wallets = useQuery(walletsQuery(token));
  const single = useQuery(merchantWalletQuery(token));
  const [recallKey, setRecallKey] = useState<string | null>(null);
  const recall = useMutation({
    mutationFn: (key: string) => recallAll({ idempotencyKey: key }),
    onSuccess: (answer) => {
      setRecallKey(null);
      client.setQueryData(walletsQuery(token).queryKey, (old: WalletList | undefined) =>
        old ? { ...old, wallets: answer.wallets } : old,
      );
      void client.invalidateQueries({ queryKey: ['balance'] });
    },
  });
  const onRecall = () => {
    // A retry after a failure resends the same key, so nothing is recalled twice.
    const key = recallKey ?? newIdempotencyKey();
    setRecallKey(key);
    recall.mutate(key);
  };
  const isSingle = single.data?.isSingle === true;
  return (
    <WalletFrame
      title={t('wallet.transfer.title')}
      actions={
        isSingle ? null : (
          <button type="button" className="btn" disabled={recall.isPending} onClick={onRecall}>
            {t('wallet.transfer.recallAll')}
          </button>
        )
      }
    >
      {recall.isError ? (
        <FormAlert tone="error">{walletErrorMessage(t, recall.error)}</FormAlert>
      ) : null}
      {recall.isSuccess ? (
        <FormAlert tone="success">
          {t('wallet.transfer.recalled', { count: recall.data.recalled.length })}
        </FormAlert>
      ) : null}
      {recall.isSuccess && recall.data.failed.length > 0 ? (
        <FormAlert tone="error">
          {t('wallet.transfer.recallFailed', { count: recall.data.failed.length })}
        </FormAlert>
      ) : null}
      <Loaded query={wallets}>
        {(data) => (
          <>
            <div className="wallet-card">
              <p className="wallet-totals">
                <span>
                  {t('wallet.transfer.total')}:{' '}
                  <strong>{showMoney(data.sumBalance, symbol)}</strong>
                </span>
              </p>
              <ul className="wallet-list" aria-label={t('wallet.transfer.wallets')}>
                {data.wallets.map((w) => (
                  <li key={w.accountTypeId} data-testid={`wallet-${w.accountTypeId}`}>
                    <span>
                      {w.accountTypeId === MAIN_ACCOUNT_TYPE_ID
                        ? t('wallet.transfer.main')
                        : w.name}
                    </span>
                    <strong className="wallet-num">{showMoney(w.availBalance, symbol)}</strong>
                  </li>
                ))}
              </ul>
            </div>
            {isSingle || data.wallets.length < 2 ? (
              <p className="wallet-note">{t('wallet.transfer.single')}</p>
            ) : (
              <TransferForm wallets={data.wallets} />
            )}
          </>
        )}
      </Loaded>
    </WalletFrame>
  );
}
