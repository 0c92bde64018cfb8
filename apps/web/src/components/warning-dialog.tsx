/**
 * The warning dialog of the spec's error catalogue (§8): a warning icon, the message and one
 * button (the invitation-code error, an SMS failure, the need-a-real-account notice).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { WarningIcon } from './icons';
import { Modal } from './modal';
import './warning-dialog.css';

export function WarningDialog(props: {
  message: ReactNode;
  onClose: () => void;
  /** The button's text; "Confirm" when not given. */
  buttonLabel?: string;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={props.title ?? t('common.notice')} onClose={props.onClose} size="small">
      <div className="warning-dialog">
        <WarningIcon className="icon warning-dialog__icon" />
        <p className="warning-dialog__message">{props.message}</p>
        <button type="button" className="btn btn--primary" onClick={props.onClose}>
          {props.buttonLabel ?? t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
