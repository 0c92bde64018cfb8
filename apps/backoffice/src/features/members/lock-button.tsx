import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lockMemberResponse, type MemberSummary } from '@wl/contract/member-admin/search-members';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';

/** Lock needs a reason (it goes into the audit log); unlock too. */
export function LockButton({ member }: { member: MemberSummary }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const lock = member.status === 'active';
  const change = useMutation({
    mutationFn: () =>
      ops(
        {
          method: 'POST',
          path: `/ops/members/${member.id}/${lock ? 'lock' : 'unlock'}`,
          body: { reason },
        },
        lockMemberResponse,
      ),
    onSuccess: async () => {
      setOpen(false);
      await client.invalidateQueries({ queryKey: ['members'] });
      await client.invalidateQueries({ queryKey: ['member', member.id] });
    },
  });
  if (member.status !== 'active' && member.status !== 'locked') return null;
  const label = t(lock ? 'members.confirmLock' : 'members.confirmUnlock', {
    username: member.username,
  });
  if (!open) {
    return (
      <button type="button" aria-label={label} onClick={() => setOpen(true)}>
        {t(lock ? 'members.lock' : 'members.unlock')}
      </button>
    );
  }
  return (
    <form
      className="inline-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate();
      }}
    >
      <Field label={t('members.reason')}>
        <input value={reason} onChange={(e) => setReason(e.target.value)} minLength={3} required />
      </Field>
      <button type="submit" disabled={change.isPending}>
        {label}
      </button>
      <ErrorText error={change.error} />
    </form>
  );
}
