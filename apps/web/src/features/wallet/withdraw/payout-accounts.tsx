/**
 * Bank cards, e-wallets and crypto addresses: the list (masked numbers), adding one and removing
 * one, both with the payment password when the merchant asks for it (sealed calls).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { BankCard } from '@wl/contract/cashier/bank-cards';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { Modal } from '../../../components/modal';
import { removeBankCard } from '../api/payout-accounts';
import { PAYMENT_PASSWORD_MIN } from '../shared/payment-password-note';
import { walletErrorMessage } from '../shared/wallet-error';
import { EmptyState } from '../shared/wallet-frame';
import { AddPayoutAccount } from './add-payout-account';

export function PayoutAccounts(props: { cards: BankCard[]; needPassword: boolean }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<BankCard | null>(null);
  return (
    <>
      <div className="wallet-card">
        <h3>{t('wallet.accounts.title')}</h3>
        {props.cards.length === 0 ? (
          <EmptyState>{t('wallet.accounts.none')}</EmptyState>
        ) : (
          <ul className="wallet-list">
            {props.cards.map((c) => (
              <li key={c.bankCardId}>
                <span className="wallet-option__text">
                  <strong>{c.bankName}</strong>
                  <span className="wallet-option__sub">
                    {t(`wallet.accounts.type.${c.cardType}`)} · {c.accountName} · {c.accountNumber}
                  </span>
                </span>
                <button type="button" className="btn wallet-btn-sm" onClick={() => setRemoving(c)}>
                  {t('wallet.accounts.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AddPayoutAccount needPassword={props.needPassword} />
      {removing ? (
        <RemoveDialog
          card={removing}
          needPassword={props.needPassword}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}

function RemoveDialog(props: { card: BankCard; needPassword: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () =>
      removeBankCard({
        bankCardId: props.card.bankCardId,
        ...(props.needPassword ? { password } : {}),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['wallet', 'bankCards'] });
      props.onClose();
    },
  });
  const confirm = () => {
    if (props.needPassword && password.length < PAYMENT_PASSWORD_MIN) {
      setError(t('wallet.password.required'));
      return;
    }
    setError(null);
    remove.mutate();
  };
  return (
    <Modal
      open
      size="small"
      title={t('wallet.accounts.removeTitle')}
      onClose={props.onClose}
      footer={
        <button
          type="button"
          className="btn btn--primary"
          disabled={remove.isPending}
          onClick={confirm}
        >
          {t('wallet.accounts.remove')}
        </button>
      }
    >
      <p>
        {props.card.bankName} · {props.card.accountNumber}
      </p>
      {props.needPassword ? (
        <PasswordField
          id="remove-card-password"
          label={t('wallet.password.label')}
          required
          autoComplete="off"
          value={password}
          onChange={setPassword}
          error={error}
        />
      ) : null}
      {remove.isError ? (
        <FormAlert tone="error">{walletErrorMessage(t, remove.error)}</FormAlert>
      ) : null}
    </Modal>
  );
}
