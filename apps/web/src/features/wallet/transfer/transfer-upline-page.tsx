/**
 * transferUpline (spec §2): send money from the main wallet to the member's upline agent,
 * where the merchant allows it, with the payment password (sealed call).
 */
import { type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useToken } from '../../../api/use-session';
import { transferToUpline, uplineInfoQuery } from '../api/wallets';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import type { WalletPageProps } from '../shared/page-props';
import { SendMoneyFields, useSendMoney } from '../shared/send-money';
import { Loaded } from '../../../components/records/loaded';
import { WalletFrame } from '../shared/wallet-frame';

export default function TransferUplinePage(props: WalletPageProps) {
  const { t } = useTranslation();
  const token = useToken();
  const info = useQuery(uplineInfoQuery(token));
  return (
    <WalletFrame title={t('wallet.upline.title')}>
      <Loaded query={info}>
        {(data) =>
          !data.enabled || !data.uplineUsername ? (
            <p className="wallet-note">{t('wallet.upline.unavailable')}</p>
          ) : (
            <UplineForm
              upline={data.uplineUsername}
              available={data.availBalance}
              needPassword={data.needPaymentPassword}
              onOpenPage={props.onOpenPage}
            />
          )
        }
      </Loaded>
    </WalletFrame>
  );
}

function UplineForm(props: {
  upline: string;
  available: string;
  needPassword: boolean;
  onOpenPage?: (pageKey: string) => void;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const send = useSendMoney({
    send: transferToUpline,
    available: props.available,
    needPassword: props.needPassword,
    onSent: () => {
      void client.invalidateQueries({ queryKey: ['wallet', 'uplineInfo'] });
      void client.invalidateQueries({ queryKey: ['balance'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.submit({});
  };
  return (
    <form className="wallet-card" onSubmit={onSubmit} noValidate>
      <dl className="wallet-facts">
        <div>
          <dt>{t('wallet.upline.to')}</dt>
          <dd>{props.upline}</dd>
        </div>
        <div>
          <dt>{t('wallet.withdraw.available')}</dt>
          <dd>{showMoney(props.available, symbol)}</dd>
        </div>
      </dl>
      <SendMoneyFields
        idPrefix="upline"
        state={send}
        success={(r) => t('wallet.upline.done', { amount: showMoney(r.amount, symbol) })}
        submitLabel={t('wallet.upline.submit')}
        onOpenPage={props.onOpenPage}
      />
    </form>
  );
}
