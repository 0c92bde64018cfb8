/**
 * Confirming a paid withdrawal (spec §4): everything arrived (fully received), part of it
 * arrived (received, with the amount so far), or nothing arrived (not received, with 1–3 proof
 * images). Unanswered confirmations become "forced received" after the merchant's N minutes.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { answerReceipt } from '../api/withdraw';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { checkAmount } from '../shared/money';
import { walletErrorMessage } from '../shared/wallet-error';
import { checkProofFiles, readBase64, PROOF_MAX_FILES } from './proof-files';

type Answer = 'fully_received' | 'received' | 'not_received';
const ANSWERS: readonly Answer[] = ['fully_received', 'received', 'not_received'];

export function ConfirmReceiptDialog(props: { record: WithdrawalRecord; onClose: () => void }) {
  const { record } = props;
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const [answer, setAnswer] = useState<Answer>('fully_received');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      if (answer === 'not_received') {
        const proofs = await Promise.all(
          files.map(async (f) => ({ fileName: f.name, contentBase64: await readBase64(f) })),
        );
        return answerReceipt({ orderNo: record.orderNo, action: answer, proofs });
      }
      if (answer === 'received') {
        return answerReceipt({ orderNo: record.orderNo, action: answer, receivedAmount: received });
      }
      return answerReceipt({ orderNo: record.orderNo, action: answer });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['wallet', 'withdrawRecords'] });
      props.onClose();
    },
  });

  const onFiles = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const problem = checkProofFiles(chosen);
    if (problem) {
      setFiles([]);
      setError(t(`wallet.confirm.proof.${problem}`, { max: PROOF_MAX_FILES }));
      return;
    }
    setError(null);
    setFiles(chosen);
  };

  const submit = () => {
    if (answer === 'received') {
      const check = checkAmount(received, { max: record.amount });
      if (!check.ok) {
        setError(t(`wallet.amount.${check.error}`, { limit: showMoney(record.amount, symbol) }));
        return;
      }
    }
    if (answer === 'not_received' && files.length === 0) {
      setError(t('wallet.confirm.proof.required'));
      return;
    }
    setError(null);
    send.mutate();
  };

  return (
    <Modal
      open
      title={t('wallet.confirm.title')}
      onClose={props.onClose}
      footer={
        <button
          type="button"
          className="btn btn--primary"
          disabled={send.isPending}
          onClick={submit}
        >
          {t('wallet.confirm.submit')}
        </button>
      }
    >
      <p>
        {record.orderNo} · {showMoney(record.amount, symbol)}
      </p>
      <fieldset className="wallet-options">
        <legend className="field__label">{t('wallet.confirm.question')}</legend>
        {ANSWERS.map((a) => (
          <label key={a} className="wallet-option">
            <input
              type="radio"
              name="receipt"
              checked={answer === a}
              onChange={() => {
                setAnswer(a);
                setError(null);
              }}
            />
            <span className="wallet-option__text">{t(`wallet.confirm.answer.${a}`)}</span>
          </label>
        ))}
      </fieldset>
      {answer === 'received' ? (
        <TextField
          id="receipt-amount"
          label={t('wallet.confirm.receivedAmount')}
          inputMode="decimal"
          value={received}
          onChange={setReceived}
        />
      ) : null}
      {answer === 'not_received' ? (
        <div className="field">
          <label className="field__label" htmlFor="receipt-proof">
            {t('wallet.confirm.proof.label')}
          </label>
          <input
            id="receipt-proof"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(e) => onFiles(e.target.files)}
          />
          <p className="field__hint">{t('wallet.confirm.proof.hint', { max: PROOF_MAX_FILES })}</p>
        </div>
      ) : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {send.isError ? (
        <FormAlert tone="error">{walletErrorMessage(t, send.error)}</FormAlert>
      ) : null}
    </Modal>
  );
}
