/**
 * Transfer to a downline and red envelope (spec §2): money from the agent's main wallet to a
 * member of its team, with the payment password; a red envelope carries a note. The server
 * checks the member is in the team and the balance under lock; one key per submission.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../api/member/balance';
import { errorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { transferToDownline } from '../api/agent-api';
import type { AgentCentrePageProps } from '../agent-centre-pages';

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const MAIN_WALLET = 2;

export default function TransferDownlinePage({ pageKey }: AgentCentrePageProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const balance = useBalance();
  const envelope = pageKey === 'redEnvelope';
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; amount?: string; password?: string }>(
    {},
  );
  const key = useRef<{ body: string; key: string } | null>(null);
  const send = useMutation({
    mutationFn: transferToDownline,
    onSuccess: () => {
      key.current = null;
      setAmount('');
      setPassword('');
      setRemark('');
      void client.invalidateQueries({ queryKey: ['balance'] });
      void client.invalidateQueries({ queryKey: ['agent'] });
    },
  });
  const available = balance.data?.balance.find(
    (b) => b.accountTypeId === MAIN_WALLET,
  )?.availBalance;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = t('agentCentre.transfer.usernameRequired');
    if (!AMOUNT.test(amount.trim()) || Number(amount) <= 0)
      next.amount = t('agentCentre.transfer.amountRule');
    if (password.length < 6) next.password = t('wallet.password.required');
    setErrors(next);
    if (next.username || next.amount || next.password) return;
    const body = {
      username: username.trim(),
      amount: amount.trim(),
      kind: envelope ? ('redEnvelope' as const) : ('transfer' as const),
      ...(envelope && remark.trim() ? { remark: remark.trim() } : {}),
    };
    // The same request retried after a failure keeps its key, so it is never paid twice.
    const fingerprint = JSON.stringify(body);
    if (key.current?.body !== fingerprint)
      key.current = { body: fingerprint, key: crypto.randomUUID() };
    send.mutate({ ...body, password, idempotencyKey: key.current.key });
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
        error={errors.username}
      />
      <TextField
        id="downline-amount"
        label={t('wallet.amountLabel')}
        inputMode="decimal"
        required
        value={amount}
        onChange={setAmount}
        error={errors.amount}
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
      <PasswordField
        id="downline-password"
        label={t('wallet.password.label')}
        required
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      {send.isError ? <FormAlert tone="error">{errorMessage(t, send.error)}</FormAlert> : null}
      {send.isSuccess ? (
        <FormAlert tone="success">
          {t('agentCentre.transfer.done', {
            amount: showMoney(send.data.amount, symbol),
            username: send.data.username,
          })}
        </FormAlert>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {t(envelope ? 'agentCentre.transfer.sendEnvelope' : 'agentCentre.transfer.submit')}
      </button>
    </form>
  );
}
