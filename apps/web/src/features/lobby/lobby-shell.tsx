import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';
import { categoryOfPath } from '../../components/game-categories';

/** A lobby's frame, titled by the category its route names (/live, /rng, ...). */
export function LobbyShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = categoryOfPath(pathname);
  const title = category ? t(category.labelKey) : t('lobby.hot');
  return <PageShell title={title} />;
}
