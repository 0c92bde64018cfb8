/** Page group entry (see app/page-chunk-names.ts): the page's frame until its feature ships. */
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';

export function Component() {
  const { t } = useTranslation();
  return <PageShell title={t('pages.agentHome')} />;
}
