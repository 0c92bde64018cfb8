/**
 * The frame of a page whose content arrives with a later release: its real heading and a
 * plain sentence saying so. No sample data is shown in the meantime.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './page-title';
import './page-shell.css';

export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <section className="page-shell container" aria-labelledby="page-heading">
      <h1 id="page-heading" className="page-shell__title">
        {title}
      </h1>
      {children}
      <p className="page-shell__note">{t('page.comingSoon')}</p>
    </section>
  );
}
