/**
 * Offering terms to a direct downline agent: its user name and the terms (terms-fields.tsx).
 * The server checks everything (ratio ≤ own ratio, climbing tiers, the member is a direct
 * downline) and its message is shown as is.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../components/error-message';
import { processContract, type ContractKind } from './contracts-api';
import { EMPTY_TERMS, TermsFields, termsToInput, type Terms } from './terms-fields';

export function ProposeForm(props: { kind: ContractKind }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [terms, setTerms] = useState<Terms>(EMPTY_TERMS);
  const offer = useMutation({
    mutationFn: () =>
      processContract(props.kind, {
        action: 'propose',
        downlineUsername: username.trim(),
        ...termsToInput(props.kind, terms),
      }),
    onSuccess: () => {
      setUsername('');
      setTerms(EMPTY_TERMS);
      void client.invalidateQueries({ queryKey: ['contracts', props.kind] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate();
  };
  return (
    <form className="ct-propose" onSubmit={onSubmit} aria-labelledby="ct-propose-title">
      <h4 id="ct-propose-title">{t('agentContracts.proposeTitle')}</h4>
      <TextField
        id="ct-downline"
        label={t('agentContracts.downlineUsername')}
        value={username}
        onChange={setUsername}
        required
        autoComplete="off"
      />
      <TermsFields kind={props.kind} idPrefix="ct" value={terms} onChange={setTerms} />
      {offer.isError && <FormAlert tone="error">{errorMessage(t, offer.error)}</FormAlert>}
      {offer.isSuccess && <FormAlert tone="success">{t('agentContracts.proposed')}</FormAlert>}
      <button type="submit" className="btn btn--primary" disabled={offer.isPending}>
        {t('agentContracts.propose')}
      </button>
    </form>
  );
}
