/**
 * The frame every wallet page shares inside the member centre: the page's sections and its
 * page-level actions. The centre shows the page's heading, so the frame is only labelled by
 * the title. Loading and failure use the site's blocks so all pages behave alike.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import '../wallet.css';

export function WalletFrame(props: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="wallet-page" aria-label={props.title}>
      {props.actions ? <div className="wallet-page__head">{props.actions}</div> : null}
      {props.children}
    </section>
  );
}

export function EmptyState(props: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <p className="wallet-empty">{props.children ?? t('wallet.empty')}</p>;
}
