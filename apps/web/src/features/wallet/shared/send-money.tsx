/**
 * Sending money from the main wallet to another member with the payment password: to the
 * upline (wallet) and to a member of the team (agent centre, transfer and red envelope). The
 * amount is checked against the available balance in minor units, one idempotency key per
 * submission (the same request retried keeps it), the server's refusal shown in the wallet's
 * words. Each page adds its own recipient fields around these.
 */
import { useState } from 'react';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../api/api-error';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { checkAmount } from './money';
import { PAYMENT_PASSWORD_MIN, PaymentPasswordNote } from './payment-password-note';
import { useIdempotencyKey } from './use-idempotency-key';
import { walletErrorMessage } from './wallet-error';

export interface MoneyErrors {
  amount?: string;
  password?: string;
}

/** What the page adds to a request: its recipient fields (amount and password are ours). */
type Extra<Q> = Omit<Q, 'amount' | 'password' | 'idempotencyKey'>;

/** What the fields show of a send in progress (the hook's answer, whatever the request). */
export interface SendMoneyState<R> {
  amount: string;
  setAmount: (value: string) => void;
  password: string;
  setPassword: (value: string) => void;
  errors: MoneyErrors;
  needPassword: boolean;
  mutation: Pick<UseMutationResult<R>, 'error' | 'isError' | 'isSuccess' | 'isPending' | 'data'>;
}

export function useSendMoney<Q extends { amount: string | number }, R>(options: {
  send: (request: Q) => Promise<R>;
  available: string | undefined;
  needPassword: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const idem = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<MoneyErrors>({});
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: () => {
      idem.done();
      setAmount('');
      setPassword('');
      options.onSent();
    },
  });
  /** Checks the amount and password; sends with `extra` unless they or `extraOk` fail. */
  const submit = (extra: Extra<Q>, extraOk = true) => {
    const next: MoneyErrors = {};
    const check = checkAmount(amount, {
      caps: options.available ? [{ max: options.available, messageKey: 'amountAboveBalance' }] : [],
    });
    if (!check.ok) {
      const limit = check.limit ? showMoney(check.limit, symbol) : '';
      next.amount = t(`wallet.amount.${check.error}`, { limit });
    }
    if (options.needPassword && password.length < PAYMENT_PASSWORD_MIN) {
      next.password = t('wallet.password.required');
    }
    setErrors(next);
    if (next.amount || next.password || !extraOk) return;
    const body = {
      ...extra,
      amount: amount.trim(),
      ...(options.needPassword ? { password } : {}),
    };
    // The page's fields and ours make the whole request of its call.
    mutation.mutate({ ...body, idempotencyKey: idem.keyFor(body) } as unknown as Q);
  };
  return {
    amount,
    setAmount,
    password,
    setPassword,
    errors,
    mutation,
    submit,
    needPassword: options.needPassword,
  };
}

/** The amount and payment password fields, the refusal or the success, and the button. */
export function SendMoneyFields<R>(props: {
  idPrefix: string;
  state: SendMoneyState<R>;
  success: (result: R) => string;
  submitLabel: string;
  onOpenPage?: ((pageKey: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { state: s, idPrefix: id } = props;
  const noPassword =
    s.mutation.error instanceof ApiError &&
    s.mutation.error.errorCode === 'not.exists.payment.password';
  return (
    <>
      <TextField
        id={`${id}-amount`}
        label={t('wallet.amountLabel')}
        inputMode="decimal"
        required
        value={s.amount}
        onChange={s.setAmount}
        error={s.errors.amount}
      />
      {s.needPassword ? (
        <PasswordField
          id={`${id}-password`}
          label={t('wallet.password.label')}
          required
          autoComplete="off"
          value={s.password}
          onChange={s.setPassword}
          error={s.errors.password}
        />
      ) : null}
      {noPassword ? <PaymentPasswordNote onOpenPage={props.onOpenPage} /> : null}
      {s.mutation.isError && !noPassword ? (
        <FormAlert tone="error">{walletErrorMessage(t, s.mutation.error)}</FormAlert>
      ) : null}
      {s.mutation.isSuccess && s.mutation.data !== undefined ? (
        <FormAlert tone="success">{props.success(s.mutation.data)}</FormAlert>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={s.mutation.isPending}>
        {props.submitLabel}
      </button>
    </>
  );
}
