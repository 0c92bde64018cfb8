/**
 * Transfer to a downline and red envelope (spec §2): money from the agent's main wallet to a
 * member of its team, with the payment password; a red envelope carries a note. The server
 * checks the member is in the team and the balance under lock. The amount, password and key
 * handling is the wallet's own (send-money.tsx), shared with the transfer to the upline.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useBalance } from '../../../api/member/balance';
import { TextField } from '../../../components/form/text-field';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { SendMoneyFields, useSendMoney } from '../../wallet/shared/send-money';
import { transferToDownline } from '../api/agent-api';
import type { AgentCentrePageProps } from '../agent-centre-pages';

const MAIN_WALLET = 2;

export default function TransferDownlinePage({ pageKey }: AgentCentrePageProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const balance = useBalance();
  const envelope = pageKey === 'redEnvelope';
  const [username, setUsername] = useState('');
  const [remark, setRemark] = useState('');
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const available = balance.data?.balance.find(
    (b) => b.accountTypeId === MAIN_WALLET,
  )?.availBalance;
  const send = useSendMoney({
    send: transferToDownline,
    available,
    needPassword: true,
    onSent: () => {
      setRemark('');
      void client.invalidateQueries({ queryKey: ['balance'] });
      void client.invalidateQueries({ queryKey: ['agent'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setUsernameError(name ? undefined : t('agentCentre.transfer.usernameRequired'));
    send.submit(
      {
        username: name,
        kind: envelope ? ('redEnvelope' as const) : ('transfer' as const),
        ...(envelope && remark.trim() ? { remark: remark.trim() } : {}),
      },
      name !== '',
    );
  };
  return (
    <form className="ac-card ac-form" onSubmit={onSubmit} noValidate>
      {available ? (
        <p className="ac-muted">
          {t('agentCentre.transfer.available', { amount: showMoney(available, symbol) })}
        </p>
      ) : null}
      <TextField
        id="downline-username"
        label={t('agentCentre.transfer.username')}
        required
        autoComplete="off"
        value={username}
        onChange={setUsername}
        error={usernameError}
      />
      {envelope ? (
        <TextField
          id="downline-remark"
          label={t('agentCentre.transfer.remark')}
          maxLength={140}
          value={remark}
          onChange={setRemark}
        />
      ) : null}
      <SendMoneyFields
        idPrefix="downline"
        state={send}
        success={(r) =>
          t('agentCentre.transfer.done', {
            amount: showMoney(r.amount, symbol),
            username: r.username,
          })
        }
        submitLabel={t(
          envelope ? 'agentCentre.transfer.sendEnvelope' : 'agentCentre.transfer.submit',
        )}
      />
    </form>
  );
}
