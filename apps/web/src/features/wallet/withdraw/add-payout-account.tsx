/** Adds a payout account: its type, the bank / wallet / network, the name and the number. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { CardType } from '@wl/contract/cashier/bank-cards';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { addBankCard, withdrawBanksQuery } from '../api/payout-accounts';
import { PAYMENT_PASSWORD_MIN } from '../shared/payment-password-note';
import { walletErrorMessage } from '../shared/wallet-error';

const CARD_TYPES: readonly CardType[] = ['BC', 'EW', 'VW'];
const NUMBER_PATTERN = /^[A-Za-z0-9:_-]{4,100}$/;

type Errors = Partial<Record<'bank' | 'name' | 'number' | 'password', string>>;

export function AddPayoutAccount(props: { needPassword: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [cardType, setCardType] = useState<CardType>('BC');
  const banks = useQuery(withdrawBanksQuery(cardType));
  const [bankCode, setBankCode] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const add = useMutation({
    mutationFn: addBankCard,
    onSuccess: () => {
      setAccountNumber('');
      setPassword('');
      void client.invalidateQueries({ queryKey: ['wallet', 'bankCards'] });
    },
  });
  const bank = bankCode || banks.data?.[0]?.bankCode || '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!bank) next.bank = t('wallet.accounts.bankRequired');
    if (accountName.trim().length < 2) next.name = t('wallet.accounts.nameRequired');
    if (!NUMBER_PATTERN.test(accountNumber.trim()))
      next.number = t('wallet.accounts.numberInvalid');
    if (props.needPassword && password.length < PAYMENT_PASSWORD_MIN) {
      next.password = t('wallet.password.required');
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    add.mutate({
      cardType,
      bankCode: bank,
      accountName: accountName.trim(),
      accountNumber: accountNumber.trim(),
      ...(props.needPassword ? { password } : {}),
    });
  };

  return (
    <form className="wallet-card" onSubmit={onSubmit} noValidate>
      <h3>{t('wallet.accounts.add')}</h3>
      <div className="wallet-tabs" role="group" aria-label={t('wallet.accounts.typeLabel')}>
        {CARD_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="wallet-chip"
            aria-pressed={type === cardType}
            onClick={() => {
              setCardType(type);
              setBankCode('');
            }}
          >
            {t(`wallet.accounts.type.${type}`)}
          </button>
        ))}
      </div>
      <div className={`field${errors.bank ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="card-bank">
          {t('wallet.accounts.bank')}
        </label>
        <select
          id="card-bank"
          className="wallet-select"
          value={bank}
          onChange={(e) => setBankCode(e.target.value)}
        >
          {(banks.data ?? []).map((b) => (
            <option key={b.bankCode} value={b.bankCode}>
              {b.bankName}
            </option>
          ))}
        </select>
        {errors.bank ? <p className="field__error">{errors.bank}</p> : null}
      </div>
      <TextField
        id="card-name"
        label={t('wallet.accounts.accountName')}
        hint={t('wallet.accounts.nameHint')}
        required
        maxLength={100}
        value={accountName}
        onChange={setAccountName}
        error={errors.name}
      />
      <TextField
        id="card-number"
        label={t(`wallet.accounts.numberLabel.${cardType}`)}
        required
        maxLength={100}
        spellCheck={false}
        value={accountNumber}
        onChange={setAccountNumber}
        error={errors.number}
      />
      {props.needPassword ? (
        <PasswordField
          id="card-password"
          label={t('wallet.password.label')}
          required
          autoComplete="off"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      ) : null}
      {add.isError ? <FormAlert tone="error">{walletErrorMessage(t, add.error)}</FormAlert> : null}
      {add.isSuccess ? <FormAlert tone="success">{t('wallet.accounts.added')}</FormAlert> : null}
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        {t('wallet.accounts.save')}
      </button>
    </form>
  );
}
