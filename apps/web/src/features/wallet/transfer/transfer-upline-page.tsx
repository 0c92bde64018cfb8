/**
 * transferUpline (spec §2): send money from the main wallet to the member's upline agent,
 * where the merchant allows it, with the payment password (sealed call).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useToken } from '../../../api/use-session';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { transferToUpline, uplineInfoQuery } from '../api/wallets';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { checkAmount } from '../shared/money';
import type { WalletPageProps } from '../shared/page-props';
import { PAYMENT_PASSWORD_MIN, PaymentPasswordNote } from '../shared/payment-password-note';
import { useIdempotencyKey } from '../shared/use-idempotency-key';
import { walletErrorMessage } from '../shared/wallet-error';
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
  const idem = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const send = useMutation({
    mutationFn: (body: { amount: string; password?: string }) =>
      transferToUpline({ ...body, idempotencyKey: idem.keyFor(body) }),
    onSuccess: () => {
      idem.done();
      setAmount('');
      setPassword('');
      void client.invalidateQueries({ queryKey: ['wallet', 'uplineInfo'] });
      void client.invalidateQueries({ queryKey: ['balance'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const check = checkAmount(amount, {
      caps: [{ max: props.available, messageKey: 'amountAboveBalance' }],
    });
    if (!check.ok) {
      const limit = check.limit ? showMoney(check.limit, symbol) : '';
      next.amount = t(`wallet.amount.${check.error}`, { limit });
    }
    if (props.needPassword && password.length < PAYMENT_PASSWORD_MIN) {
      next.password = t('wallet.password.required');
    }
    setErrors(next);
    if (next.amount || next.password) return;
    send.mutate({ amount: amount.trim(), ...(props.needPassword ? { password } : {}) });
  };
  const noPassword =
    send.error instanceof ApiError && send.error.errorCode === 'not.exists.payment.password';
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
      <TextField
        id="upline-amount"
        label={t('wallet.amountLabel')}
        inputMode="decimal"
        required
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
      {props.needPassword ? (
        <PasswordField
          id="upline-password"
          label={t('wallet.password.label')}
          required
          autoComplete="off"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      ) : null}
      {noPassword ? <PaymentPasswordNote onOpenPage={props.onOpenPage} /> : null}
      {send.isError && !noPassword ? (
        <FormAlert tone="error">{walletErrorMessage(t, send.error)}</FormAlert>
      ) : null}
      {send.isSuccess ? (
        <FormAlert tone="success">
          {t('wallet.upline.done', { amount: showMoney(send.data.amount, symbol) })}
        </FormAlert>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {t('wallet.upline.submit')}
      </button>
    </form>
  );
}
