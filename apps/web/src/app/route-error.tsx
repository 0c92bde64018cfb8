/**
 * Shown in place of a page that could not be loaded or crashed. A page chunk that failed or
 * took over 120 s gets the spec's "page slow to open" message; retrying reloads, since a
 * failed module import is not fetched again by the browser.
 */
import { Link, useRouteError } from './router';
import { useTranslation } from '../i18n/use-translation';
import { ChunkLoadError } from './page-loaders';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  return (
    <section className="container route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        {chunk ? t('errors.pageSlowTitle') : t('errors.pageCrashedTitle')}
      </h1>
      <p>{chunk ? t('errors.pageSlow') : t('errors.error_system')}</p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <Link className="btn" to="/">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
