/**
 * /agentHome (spec §2): the agent centre. Signed out, the login popup opens here, and signing
 * in on this page asks the server for an agent login (a non-agent is refused with
 * "Non-agents cannot log in"). A member who is not an agent sees the same refusal. The open
 * page is kept in the address (?page=) so a reload or a shared link opens it again.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { isAgentType, useMemberInfo } from '../../api/member/member-info';
import { useToken } from '../../api/use-session';
import { usePopups } from '../../components/popup-context';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { usePageTitle } from '../../components/page-title';
import { AgentCentre } from './agent-centre';
import { AGENT_CENTRE_PAGE_KEYS, type AgentCentrePageKey } from './agent-centre-pages';
import { useAgentSwitches } from './use-agent-switches';

function pageFrom(value: string | null): AgentCentrePageKey {
  return AGENT_CENTRE_PAGE_KEYS.find((key) => key === value) ?? 'agentTeamOverview';
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('pages.agentHome'));
  const token = useToken();
  const member = useMemberInfo();
  const openPopup = usePopups().open;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const switches = useAgentSwitches();

  useEffect(() => {
    if (!token) openPopup('login');
  }, [token, openPopup]);

  let body;
  if (!token) body = <p>{t('agentCentre.signInFirst')}</p>;
  else if (member.isError)
    body = <ErrorBlock error={member.error} onRetry={() => void member.refetch()} />;
  else if (!member.data) body = <LoadingBlock />;
  else if (!isAgentType(member.data.type)) body = <p role="alert">{t('errors.error_not_agent')}</p>;
  else
    body = (
      <AgentCentre
        page={pageFrom(params.get('page'))}
        switches={switches}
        onNavigate={(page) => setParams({ page }, { replace: true })}
        onClose={() => void navigate('/')}
      />
    );

  return (
    <section className="container ac-home" aria-labelledby="ac-home-heading">
      <h1 id="ac-home-heading">{t('pages.agentHome')}</h1>
      {body}
    </section>
  );
}
