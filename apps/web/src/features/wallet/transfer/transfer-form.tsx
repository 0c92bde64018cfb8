/** Moves money between two of the member's wallets (main ↔ a vendor wallet). */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { MAIN_ACCOUNT_TYPE_ID, type listWalletsResponse } from '@wl/contract/cashier/wallets';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useToken } from '../../../api/use-session';
import { transferWallet, walletsQuery } from '../api/wallets';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { checkAmount } from '../shared/money';
import { useIdempotencyKey } from '../shared/use-idempotency-key';
import { walletErrorMessage } from '../shared/wallet-error';

export type WalletList = z.infer<typeof listWalletsResponse>;
type Wallet = WalletList['wallets'][number];

export function TransferForm({ wallets }: { wallets: Wallet[] }) {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const idem = useIdempotencyKey();
  const vendor = wallets.find((w) => w.accountTypeId !== MAIN_ACCOUNT_TYPE_ID);
  const [from, setFrom] = useState(MAIN_ACCOUNT_TYPE_ID);
  const [to, setTo] = useState(vendor?.accountTypeId ?? MAIN_ACCOUNT_TYPE_ID);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (body: { fromAccountTypeId: number; toAccountTypeId: number; amount: string }) =>
      transferWallet({ ...body, idempotencyKey: idem.keyFor(body) }),
    onSuccess: (answer) => {
      idem.done();
      setAmount('');
      client.setQueryData(walletsQuery(token).queryKey, (old: WalletList | undefined) =>
        old ? { ...old, wallets: answer.wallets } : old,
      );
      void client.invalidateQueries({ queryKey: ['balance'] });
    },
  });
  const source = wallets.find((w) => w.accountTypeId === from);
  const label = (w: Wallet) =>
    w.accountTypeId === MAIN_ACCOUNT_TYPE_ID ? t('wallet.transfer.main') : w.name;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (from === to) {
      setError(t('wallet.transfer.sameWallet'));
      return;
    }
    const check = checkAmount(amount, {
      caps: source ? [{ max: source.availBalance, messageKey: 'amountAboveBalance' }] : [],
    });
    if (!check.ok) {
      const limit = check.limit ? showMoney(check.limit, symbol) : '';
      setError(t(`wallet.amount.${check.error}`, { limit }));
      return;
    }
    setError(null);
    move.mutate({ fromAccountTypeId: from, toAccountTypeId: to, amount: amount.trim() });
  };

  const select = (id: string, value: number, onChange: (v: number) => void, text: string) => (
    <label>
      {text}
      <select
        id={id}
        className="wallet-select"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {wallets.map((w) => (
          <option key={w.accountTypeId} value={w.accountTypeId}>
            {label(w)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className="wallet-card" onSubmit={onSubmit} noValidate>
      <h3>{t('wallet.transfer.move')}</h3>
      <div className="wallet-filters">
        {select('transfer-from', from, setFrom, t('wallet.transfer.from'))}
        <button
          type="button"
          className="btn wallet-btn-sm"
          aria-label={t('wallet.transfer.swap')}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          ⇄
        </button>
        {select('transfer-to', to, setTo, t('wallet.transfer.to'))}
      </div>
      <TextField
        id="transfer-amount"
        label={t('wallet.amountLabel')}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        error={error}
        hint={
          source
            ? t('wallet.transfer.available', { amount: showMoney(source.availBalance, symbol) })
            : undefined
        }
      />
      {move.isError ? (
        <FormAlert tone="error">{walletErrorMessage(t, move.error)}</FormAlert>
      ) : null}
      {move.isSuccess ? <FormAlert tone="success">{t('wallet.transfer.done')}</FormAlert> : null}
      <button type="submit" className="btn btn--primary" disabled={move.isPending}>
        {t('wallet.transfer.submit')}
      </button>
    </form>
  );
}
