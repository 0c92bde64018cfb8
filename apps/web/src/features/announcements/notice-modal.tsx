/**
 * The notice modal (spec §2): titled with the news label, every notice listed, the one that
 * was clicked open. Clicking a notice's title opens or closes its content.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { Notice } from '@wl/contract/system/get-announcements';
import { Modal } from '../../components/modal';
import { NoticeList } from '../../components/notice-list';

export default function NoticeModal(props: {
  notices: Notice[];
  initialIndex: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('notice.title')} onClose={props.onClose} size="large">
      <NoticeList notices={props.notices} initialIndex={props.initialIndex} />
    </Modal>
  );
}
