/**
 * The deposit form: pick a channel, an amount within its bounds (or one of its fixed amounts),
 * and for a bank transfer the paying name and reference. A gateway deposit answers with the
 * sandbox/real gateway's pay page; a bank transfer waits for an operator.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { DepositRecord } from '@wl/contract/cashier/create-deposit';
import type { DepositChannel } from '@wl/contract/cashier/get-deposit-channels';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { safeWebUrl } from '../../../components/safe-web-url';
import { depositByBankTransfer, depositByGateway } from '../api/deposit';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { checkAmount } from '../shared/money';
import { useIdempotencyKey } from '../shared/use-idempotency-key';
import { walletErrorMessage } from '../shared/wallet-error';

export function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const [vendorId, setVendorId] = useState(channels[0]?.vendorId ?? '');
  const [amount, setAmount] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [payeeError, setPayeeError] = useState<string | null>(null);
  const [done, setDone] = useState<DepositRecord | null>(null);
  const idem = useIdempotencyKey();
  const channel = channels.find((c) => c.vendorId === vendorId) ?? channels[0];

  const submit = useMutation({
    mutationFn: async (c: DepositChannel) => {
      const base = { amount: amount.trim(), vendorId: c.vendorId, mcsBankCode: c.mcsBankCode };
      if (c.kind === 'gateway') {
        return depositByGateway({ ...base, idempotencyKey: idem.keyFor(base) });
      }
      const body = {
        ...base,
        payeeName: payeeName.trim(),
        reference: reference.trim() || undefined,
      };
      return depositByBankTransfer({ ...body, idempotencyKey: idem.keyFor(body) });
    },
    onSuccess: (record) => {
      idem.done();
      setDone(record);
      void client.invalidateQueries({ queryKey: ['wallet', 'depositRecords'] });
      void client.invalidateQueries({ queryKey: ['wallet', 'depositSettings'] });
    },
  });

  if (!channel) return <p className="wallet-empty">{t('wallet.deposit.noChannels')}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(amount, {
      min: channel.minAmount,
      max: channel.maxAmount,
      fixed: channel.fixedAmounts,
    });
    if (!check.ok) {
      const limit = check.limit ? showMoney(check.limit, symbol) : '';
      setFieldError(t(`wallet.amount.${check.error}`, { limit }));
      return;
    }
    setFieldError(null);
    if (channel.kind === 'bank_transfer' && payeeName.trim() === '') {
      setPayeeError(t('wallet.deposit.nameRequired'));
      document.getElementById('deposit-payee')?.focus();
      return;
    }
    setPayeeError(null);
    submit.mutate(channel);
  };

  if (done) return <DepositDone record={done} symbol={symbol} onAgain={() => setDone(null)} />;

  return (
    <form className="wallet-card" onSubmit={onSubmit} noValidate>
      <fieldset className="wallet-options">
        <legend className="field__label">{t('wallet.deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.vendorId} className="wallet-option">
            <input
              type="radio"
              name="channel"
              checked={c.vendorId === channel.vendorId}
              onChange={() => {
                setVendorId(c.vendorId);
                setFieldError(null);
              }}
            />
            <span className="wallet-option__text">
              <strong>{c.vendorName}</strong>
              <span className="wallet-option__sub">{t(`wallet.deposit.kind.${c.kind}`)}</span>
              <span className="wallet-option__sub">
                {showMoney(c.minAmount, symbol)} – {showMoney(c.maxAmount, symbol)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {channel.fixedAmounts.length > 0 ? (
        <div className="wallet-tabs" role="group" aria-label={t('wallet.deposit.fixedAmounts')}>
          {channel.fixedAmounts.map((f) => (
            <button
              key={f}
              type="button"
              className="wallet-chip"
              aria-pressed={amount === f}
              onClick={() => setAmount(f)}
            >
              {showMoney(f, symbol)}
            </button>
          ))}
        </div>
      ) : null}
      <TextField
        id="deposit-amount"
        label={t('wallet.amountLabel')}
        inputMode="decimal"
        required
        value={amount}
        onChange={setAmount}
        readOnly={channel.fixedAmounts.length > 0}
        error={fieldError}
        hint={t('wallet.amount.range', {
          min: showMoney(channel.minAmount, symbol),
          max: showMoney(channel.maxAmount, symbol),
        })}
      />
      {channel.kind === 'bank_transfer' ? (
        <BankTransferFields
          channel={channel}
          payeeName={payeeName}
          payeeError={payeeError}
          reference={reference}
          onPayeeName={setPayeeName}
          onReference={setReference}
        />
      ) : null}
      {submit.isError ? (
        <FormAlert tone="error">{walletErrorMessage(t, submit.error)}</FormAlert>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={submit.isPending}>
        {submit.isPending ? t('common.loading') : t('wallet.deposit.submit')}
      </button>
    </form>
  );
}

function BankTransferFields(props: {
  channel: DepositChannel;
  payeeName: string;
  payeeError: string | null;
  reference: string;
  onPayeeName: (v: string) => void;
  onReference: (v: string) => void;
}) {
  const { t } = useTranslation();
  const payee = props.channel.payee;
  return (
    <>
      {payee ? (
        <dl className="wallet-facts">
          <div>
            <dt>{t('wallet.deposit.payeeBank')}</dt>
            <dd>{payee.bank}</dd>
          </div>
          <div>
            <dt>{t('wallet.deposit.payeeName')}</dt>
            <dd>{payee.name}</dd>
          </div>
          <div>
            <dt>{t('wallet.deposit.payeeAccount')}</dt>
            <dd>{payee.account}</dd>
          </div>
        </dl>
      ) : null}
      <TextField
        id="deposit-payee"
        label={t('wallet.deposit.yourName')}
        required
        maxLength={100}
        value={props.payeeName}
        onChange={props.onPayeeName}
        error={props.payeeError}
      />
      <TextField
        id="deposit-reference"
        label={t('wallet.deposit.reference')}
        maxLength={100}
        value={props.reference}
        onChange={props.onReference}
      />
    </>
  );
}

function DepositDone(props: { record: DepositRecord; symbol: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const { record } = props;
  const payUrl = record.payUrl ? safeWebUrl(record.payUrl) : null;
  return (
    <div className="wallet-card">
      <FormAlert tone="success">
        {record.kind === 'gateway' ? t('wallet.deposit.goPay') : t('wallet.deposit.waitConfirm')}
      </FormAlert>
      <dl className="wallet-facts">
        <div>
          <dt>{t('wallet.orderNo')}</dt>
          <dd>{record.orderNo}</dd>
        </div>
        <div>
          <dt>{t('wallet.amountLabel')}</dt>
          <dd>{showMoney(record.amount, props.symbol)}</dd>
        </div>
      </dl>
      <div className="wallet-actions">
        {payUrl ? (
          <a className="btn btn--primary" href={payUrl} target="_blank" rel="noopener">
            {t('wallet.deposit.openPayPage')}
          </a>
        ) : null}
        <button type="button" className="btn" onClick={props.onAgain}>
          {t('wallet.deposit.another')}
        </button>
      </div>
    </div>
  );
}
