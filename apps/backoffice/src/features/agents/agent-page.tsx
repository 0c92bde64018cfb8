import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../components/error-text';
import { useMemberDetail } from '../members/use-member-detail';
import { AgentBills, AgentContracts } from './agent-contracts';
import { AgentInviteCodes } from './agent-invite-codes';
import { AgentTeam } from './agent-team';

/** One agent for an operator: team figures for a period, invitation codes, contracts and bills. */
export default function AgentPage() {
  const { t } = useTranslation();
  const detail = useMemberDetail();
  const m = detail.data;
  return (
    <section aria-labelledby="agent-heading" className="member-page">
      <p>
        <Link to="..">{t('agents.back')}</Link>
      </p>
      <h1 id="agent-heading">{m ? m.username : t('agents.heading')}</h1>
      <ErrorText error={detail.error} />
      {m && (
        <>
          <p>
            {m.upline && t('agents.uplineIs', { username: m.upline.username })}{' '}
            <Link to={`/members/${m.id}`}>{t('agents.memberPage')}</Link>
          </p>
          <AgentTeam memberId={m.id} />
          <AgentInviteCodes memberId={m.id} />
          <AgentContracts username={m.username} />
          <AgentBills username={m.username} />
        </>
      )}
    </section>
  );
}
