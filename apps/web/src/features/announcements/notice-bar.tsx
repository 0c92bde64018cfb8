/**
 * The scrolling notice titles (spec §2). The strip pauses while hovered or focused and stays
 * still for people who ask for reduced motion; a title opens the notice modal at its index.
 */
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { MegaphoneIcon } from '../../components/icons';
import { useAnnouncements } from './api/get-announcements';
import './notice-bar.css';

const NoticeModal = lazy(() => import('./notice-modal'));

/** Seconds for one pass; longer text scrolls for longer so the reading speed stays even. */
export function marqueeSeconds(titles: string[]): number {
  const characters = titles.reduce((sum, title) => sum + title.length, 0);
  return Math.max(15, Math.round(characters * 0.35));
}

export function NoticeBar() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements();
  const notices = data?.player ?? [];
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Its room is kept while the notices load, as the banner's is.
  if (isPending) {
    return (
      <div className="notice-bar" aria-hidden="true">
        <div className="container notice-bar__inner" />
      </div>
    );
  }
  if (notices.length === 0) return null;

  const style = {
    '--marquee-duration': `${marqueeSeconds(notices.map((n) => n.title))}s`,
  } as CSSProperties;

  return (
    <section className="notice-bar" aria-label={t('notice.barLabel')}>
      <div className="container notice-bar__inner">
        <MegaphoneIcon className="icon notice-bar__icon" />
        <div className="notice-bar__viewport">
          <ul className="notice-bar__track" style={style}>
            {notices.map((notice, index) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className="notice-bar__item"
                  onClick={() => setOpenIndex(index)}
                >
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <Link className="notice-bar__more" to="/noticePage">
          {t('notice.more')}
        </Link>
      </div>
      {openIndex !== null ? (
        <Suspense fallback={null}>
          <NoticeModal
            notices={notices}
            initialIndex={openIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
