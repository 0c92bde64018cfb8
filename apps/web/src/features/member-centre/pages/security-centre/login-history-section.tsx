/** The member's recent logins (time, IP, method, result), ten a page, newest first. */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ErrorBlock, LoadingBlock } from '../../../../components/query-state';
import { useLanguage } from '../../../../i18n/use-language';
import { useLoginHistory } from '../../api/security';
import { formatDateTime, localeTag } from '../../../../i18n/format';

const METHOD_KEYS: Record<string, 'security.method.username' | 'security.method.sms'> = {
  username: 'security.method.username',
  sms: 'security.method.sms',
};

export function LoginHistorySection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const history = useLoginHistory(pageNo);
  const data = history.data;
  return (
    <section className="mc-card" aria-labelledby="mc-history">
      <h4 id="mc-history" className="mc-card__title">
        {t('security.loginHistory')}
      </h4>
      {history.isPending ? <LoadingBlock /> : null}
      {history.isError ? (
        <ErrorBlock error={history.error} onRetry={() => void history.refetch()} />
      ) : null}
      {data && data.list.length === 0 ? (
        <p className="mc-muted">{t('security.noHistory')}</p>
      ) : null}
      {data && data.list.length > 0 ? (
        <div className="mc-table-wrap" tabIndex={0} role="region" aria-labelledby="mc-history">
          <table className="mc-table">
            <thead>
              <tr>
                <th scope="col">{t('security.time')}</th>
                <th scope="col">{t('security.ip')}</th>
                <th scope="col">{t('security.methodLabel')}</th>
                <th scope="col">{t('security.result')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row, i) => (
                <tr key={`${row.loginTime}-${i}`}>
                  <td>{formatDateTime(row.loginTime, localeTag(language))}</td>
                  <td>{row.ip ?? '—'}</td>
                  <td>{METHOD_KEYS[row.method] ? t(METHOD_KEYS[row.method]!) : row.method}</td>
                  <td className={row.success ? 'mc-ok' : 'mc-bad'}>
                    {t(row.success ? 'security.succeeded' : 'security.failed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.totalPages > 1 ? (
        <div className="mc-pager">
          <button
            type="button"
            className="btn"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('security.previous')}
          </button>
          <span aria-live="polite">
            {t('security.pageOf', { page: data.pageNo, total: data.totalPages })}
          </span>
          <button
            type="button"
            className="btn"
            disabled={pageNo >= data.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('security.next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
