/**
 * The withdrawal request: the limits of the chosen payout account's type, what is left today,
 * the time window and turnover; amount and payment password are checked here and again by the
 * server. The request is sealed (it carries the payment password) and holds the amount.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { BankCard } from '@wl/contract/cashier/bank-cards';
import type { WithdrawSettings } from '@wl/contract/cashier/get-withdraw-settings';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { requestWithdrawal } from '../api/withdraw';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { checkAmount } from '../shared/money';
import { PAYMENT_PASSWORD_MIN, PaymentPasswordNote } from '../shared/payment-password-note';
import { useIdempotencyKey } from '../shared/use-idempotency-key';
import { walletErrorMessage } from '../shared/wallet-error';
import { withdrawAmountRule, withdrawBlockers } from './withdraw-rules';
import { WithdrawFacts } from './withdraw-facts';

export function WithdrawForm(props: {
  settings: WithdrawSettings;
  cards: BankCard[];
  onAddAccount: () => void;
  onOpenPage?: (pageKey: string) => void;
}) {
  const { settings, cards } = props;
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const idem = useIdempotencyKey();
  const [cardId, setCardId] = useState<number | null>(cards[0]?.bankCardId ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const card = cards.find((c) => c.bankCardId === cardId) ?? cards[0] ?? null;
  const blockers = withdrawBlockers(settings, card?.cardType ?? null);

  const submit = useMutation({
    mutationFn: (body: { amount: string; bankCardId: number; password?: string }) =>
      requestWithdrawal({ ...body, idempotencyKey: idem.keyFor(body) }),
    onSuccess: () => {
      idem.done();
      setAmount('');
      setPassword('');
      for (const key of ['withdrawSettings', 'withdrawRecords']) {
        void client.invalidateQueries({ queryKey: ['wallet', key] });
      }
      void client.invalidateQueries({ queryKey: ['balance'] });
    },
  });

  if (blockers.includes('noPassword')) return <PaymentPasswordNote onOpenPage={props.onOpenPage} />;
  if (!card) {
    return (
      <div className="wallet-card">
        <p className="wallet-empty">{t('wallet.withdraw.noAccounts')}</p>
        <button type="button" className="btn btn--primary" onClick={props.onAddAccount}>
          {t('wallet.accounts.add')}
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const check = checkAmount(amount, withdrawAmountRule(settings, card.cardType));
    if (!check.ok) {
      const limit = check.limit ? showMoney(check.limit, symbol) : '';
      next.amount = t(`wallet.amount.${check.error}`, { limit });
    }
    if (settings.needPaymentPassword && password.length < PAYMENT_PASSWORD_MIN) {
      next.password = t('wallet.password.required');
    }
    setErrors(next);
    if (next.amount || next.password) return;
    submit.mutate({
      amount: amount.trim(),
      bankCardId: card.bankCardId,
      ...(settings.needPaymentPassword ? { password } : {}),
    });
  };

  return (
    <form className="wallet-card" onSubmit={onSubmit} noValidate>
      <WithdrawFacts settings={settings} cardType={card.cardType} />
      {blockers.map((b) => (
        <p key={b} className="wallet-note" role="status">
          {b === 'outsideHours' && settings.withdrawTimeMsg
            ? settings.withdrawTimeMsg
            : t(`wallet.withdraw.blocked.${b}`, {
                from: settings.withdrawDateFrom,
                to: settings.withdrawDateTo,
                amount: showMoney(settings.turnoverRemaining, symbol),
              })}
        </p>
      ))}
      {settings.precautionNote ? <p className="wallet-note">{settings.precautionNote}</p> : null}
      <fieldset className="wallet-options">
        <legend className="field__label">{t('wallet.withdraw.toAccount')}</legend>
        {cards.map((c) => (
          <label key={c.bankCardId} className="wallet-option">
            <input
              type="radio"
              name="payout"
              checked={c.bankCardId === card.bankCardId}
              onChange={() => setCardId(c.bankCardId)}
            />
            <span className="wallet-option__text">
              <strong>{c.bankName}</strong>
              <span className="wallet-option__sub">
                {t(`wallet.accounts.type.${c.cardType}`)} · {c.accountNumber}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        id="withdraw-amount"
        label={t('wallet.amountLabel')}
        inputMode="decimal"
        required
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
      {settings.needPaymentPassword ? (
        <PasswordField
          id="withdraw-password"
          label={t('wallet.password.label')}
          required
          autoComplete="off"
          maxLength={64}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      ) : null}
      {submit.isError ? (
        <FormAlert tone="error">{walletErrorMessage(t, submit.error)}</FormAlert>
      ) : null}
      {submit.isSuccess ? (
        <FormAlert tone="success">
          {t('wallet.withdraw.submitted', {
            orderNo: submit.data.orderNo,
            amount: showMoney(submit.data.amount, symbol),
          })}
        </FormAlert>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary"
        disabled={submit.isPending || blockers.length > 0}
      >
        {submit.isPending ? t('common.loading') : t('wallet.withdraw.submit')}
      </button>
    </form>
  );
}
