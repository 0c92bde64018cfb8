/**
 * Account registration (spec §2 "open account"): the agent opens an account directly below
 * itself, an agent or a player. The account gets the merchant's default password and must
 * change it at its first login (spec §4). Below: the agent's invitation codes and links.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { openDownline } from '../api/agent-api';
import { InviteCodeForm } from '../invites/invite-code-form';
import { InviteCodeList } from '../invites/invite-code-list';

const USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;

export default function RegisterCenterPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [accountType, setAccountType] = useState<'player' | 'agent'>('player');
  const [problem, setProblem] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: openDownline,
    onSuccess: () => {
      setUsername('');
      setNickname('');
      void client.invalidateQueries({ queryKey: ['agent'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!USERNAME.test(name)) return setProblem(t('agentCentre.open.usernameRule'));
    setProblem(null);
    open.mutate({
      username: name,
      accountType,
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
    });
  };
  return (
    <div className="ac-stack">
      <form className="ac-card ac-form" onSubmit={onSubmit} noValidate>
        <p className="ac-muted">{t('agentCentre.open.intro')}</p>
        <fieldset className="ac-choice">
          <legend>{t('agentCentre.open.accountType')}</legend>
          {(['player', 'agent'] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="accountType"
                value={kind}
                checked={accountType === kind}
                onChange={() => setAccountType(kind)}
              />
              {t(`agentCentre.open.${kind}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          id="open-username"
          label={t('agentCentre.open.username')}
          required
          autoComplete="off"
          value={username}
          onChange={setUsername}
          error={problem}
          hint={t('agentCentre.open.usernameRule')}
        />
        <TextField
          id="open-nickname"
          label={t('agentCentre.open.nickname')}
          autoComplete="off"
          maxLength={32}
          value={nickname}
          onChange={setNickname}
        />
        {open.isError ? <FormAlert tone="error">{errorMessage(t, open.error)}</FormAlert> : null}
        {open.isSuccess ? (
          <FormAlert tone="success">
            {t('agentCentre.open.done', { username: open.data.username })}
          </FormAlert>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={open.isPending}>
          {t('agentCentre.open.submit')}
        </button>
      </form>
      <InviteCodeForm />
      <InviteCodeList />
    </div>
  );
}
