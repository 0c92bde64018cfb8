/**
 * Making an invitation code: who the newcomer becomes (player or agent), for an agent the
 * contract proposed to it on registration, an optional code of the agent's choosing and a note.
 * The server checks the offer as a proposal from this agent (its own contract, ratio).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import type { ContractKind } from '../contracts/contracts-api';
import { EMPTY_TERMS, TermsFields, termsToInput, type Terms } from '../contracts/terms-fields';
import { useAgentSwitches } from '../use-agent-switches';
import { createInviteCode } from './invites-api';

const CODE = /^[A-Za-z0-9]{4,20}$/;

export function InviteCodeForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const switches = useAgentSwitches();
  const kinds: ContractKind[] = [
    ...(switches.enableContract ? (['dividend'] as const) : []),
    ...(switches.enableSalary ? (['daily_salary'] as const) : []),
    ...(switches.enableHourSalary ? (['hourly_salary'] as const) : []),
    ...(switches.enableRealTimeSalary ? (['realtime_salary'] as const) : []),
  ];
  const [accountType, setAccountType] = useState<'player' | 'agent'>('player');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [terms, setTerms] = useState<Terms>(EMPTY_TERMS);
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createInviteCode,
    onSuccess: () => {
      setCode('');
      setNote('');
      setKind('');
      setTerms(EMPTY_TERMS);
      void client.invalidateQueries({ queryKey: ['agent', 'inviteCodes'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (wanted && !CODE.test(wanted)) return setProblem(t('agentCentre.invites.codeHint'));
    setProblem(null);
    const offer = accountType === 'agent' && kind ? [{ kind, ...termsToInput(kind, terms) }] : [];
    create.mutate({
      accountType,
      offers: offer,
      ...(wanted ? { code: wanted } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <form className="ac-card ac-form" onSubmit={onSubmit} noValidate aria-labelledby="inv-title">
      <h4 id="inv-title">{t('agentCentre.invites.title')}</h4>
      <p className="ac-muted">{t('agentCentre.invites.intro')}</p>
      <fieldset className="ac-choice">
        <legend>{t('agentCentre.open.accountType')}</legend>
        {(['player', 'agent'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="inviteAccountType"
              value={type}
              checked={accountType === type}
              onChange={() => setAccountType(type)}
            />
            {t(`agentCentre.open.${type}`)}
          </label>
        ))}
      </fieldset>
      {accountType === 'agent' && kinds.length > 0 ? (
        <>
          <label className="ct-field">
            <span>{t('agentCentre.invites.offer')}</span>
            <select
              id="inv-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as ContractKind | '')}
            >
              <option value="">{t('agentCentre.invites.noOffer')}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`agentContracts.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          {kind ? (
            <TermsFields kind={kind} idPrefix="inv" value={terms} onChange={setTerms} />
          ) : null}
        </>
      ) : null}
      <TextField
        id="inv-code"
        label={t('agentCentre.invites.code')}
        autoComplete="off"
        maxLength={20}
        value={code}
        onChange={setCode}
        error={problem}
        hint={t('agentCentre.invites.codeHint')}
      />
      <TextField
        id="inv-note"
        label={t('agentCentre.invites.note')}
        autoComplete="off"
        maxLength={64}
        value={note}
        onChange={setNote}
      />
      {create.isError ? <FormAlert tone="error">{errorMessage(t, create.error)}</FormAlert> : null}
      {create.isSuccess ? (
        <FormAlert tone="success">
          {t('agentCentre.invites.created', { code: create.data.code })}
        </FormAlert>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {t('agentCentre.invites.create')}
      </button>
    </form>
  );
}
