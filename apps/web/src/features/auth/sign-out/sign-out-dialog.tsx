/**
 * Sign-out with confirmation (spec §4): the server session is revoked, session storage is
 * cleared, the merchant's values are put back and every member answer is dropped; then home.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { endMemberSession } from '../../../api/member/member-session';
import { useSystemStatus } from '../../../api/system/get-status';
import { Modal } from '../../../components/modal';

export function useSignOut() {
  const client = useQueryClient();
  const status = useSystemStatus();
  return () => endMemberSession(client, status.info.settings.merchantCode);
}

export function SignOutDialog(props: { onCancel: () => void; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await signOut();
    props.onSignedOut();
  };
  return (
    <Modal open title={t('account.signOut')} onClose={props.onCancel} size="small">
      <p>{t('account.signOutConfirm')}</p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          {t('account.signOut')}
        </button>
        <button type="button" className="btn" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
