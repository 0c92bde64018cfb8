import { Link } from './router';
import { useTranslation } from '../i18n/use-translation';
import { usePageTitle } from '../components/page-title';

/** Any path that is not a route of the site. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="container not-found" aria-labelledby="page-heading">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-heading">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn--primary" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
