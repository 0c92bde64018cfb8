import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberDetail } from '@wl/contract/member-admin/member-page';
import { roleAllows } from '@wl/contract/operators/roles';
import { readSession } from '../../api/session';
import { ErrorText, formatTime } from '../../components/error-text';
import { LockButton } from './lock-button';
import { AdjustBalanceForm, ChangeUplineForm, ResetPasswordForm } from './member-actions';
import { LabelsForm } from './labels-form';
import { MemberLedger } from './member-ledger';
import { MemberLogins } from './member-logins';
import { MemberOrders } from './member-orders';
import { MemberBonuses, MemberPoints } from './member-rewards';
import { MemberRounds } from './member-rounds';
import { useMemberDetail } from './use-member-detail';
import './members.css';

/**
 * One member for an operator: profile and labels, the actions the role holds (lock, password
 * reset, balance adjustment, change of upline), balances with ledger lines, bets as rounds with
 * round recall, deposits and withdrawals, logins with their devices, bonuses and points;
 * labels edited by roles that hold members.labels.
 */
export default function MemberPage() {
  const { t } = useTranslation();
  const detail = useMemberDetail();
  const role = readSession()?.operator.role;
  const may = (permission: string) => (role ? roleAllows(role, permission) : false);
  const m = detail.data;
  return (
    <section aria-labelledby="member-heading" className="member-page">
      <p>
        <Link to="..">{t('member.back')}</Link>
      </p>
      <h1 id="member-heading">{m ? m.username : t('member.heading')}</h1>
      <ErrorText error={detail.error} />
      {m && (
        <>
          <Profile member={m} />
          <div className="row-actions" aria-label={t('table.actions')}>
            {may('members.lock') && <LockButton member={m} />}
          </div>
          {may('members.password') && <ResetPasswordForm member={m} />}
          {may('adjustments.request') && <AdjustBalanceForm member={m} />}
          {may('agents.move') && <ChangeUplineForm member={m} />}
          {may('members.labels') && <LabelsForm member={m} />}
          <MemberLedger memberId={m.id} />
          <MemberRounds memberId={m.id} />
          <MemberOrders memberId={m.id} />
          <MemberLogins memberId={m.id} />
          <MemberBonuses memberId={m.id} />
          <MemberPoints memberId={m.id} />
        </>
      )}
    </section>
  );
}

function Profile({ member: m }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('members.id'), String(m.id)],
    [t('members.status'), t(`members.statuses.${m.status}`)],
    [t('member.nickname'), m.nickname ?? '—'],
    [t('member.labels'), m.labels.length ? m.labels.join(', ') : '—'],
    [t('member.upline'), m.upline ? m.upline.username : '—'],
    [t('members.mobile'), m.mobile ?? '—'],
    [t('members.email'), m.email ?? '—'],
    [t('members.fields.invitationCode'), m.invitationCode ?? '—'],
    [t('member.registerIp'), m.registerIp ?? '—'],
    [t('members.registered'), formatTime(m.createdAt)],
    [t('members.lastLogin'), formatTime(m.lastLoginAt)],
    [t('member.secondFactor'), t(m.totpEnabled ? 'member.yes' : 'member.no')],
    [t('member.mustChangePassword'), t(m.mustChangePassword ? 'member.yes' : 'member.no')],
  ];
  return (
    <dl className="profile">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
