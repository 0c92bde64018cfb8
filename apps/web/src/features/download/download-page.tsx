/**
 * /down: getting the app. iOS installs the site to the home screen; Android downloads the
 * merchant's app when its link is configured (status resources, type Android) and otherwise
 * adds the site to the home screen the same way.
 */
import { useTranslation } from '../../i18n/use-translation';
import { findResource, useSystemStatus } from '../../api/system/get-status';
import { DownloadIcon } from '../../components/icons';
import { usePageTitle } from '../../components/page-title';
import { safeWebUrl } from '../../components/safe-web-url';
import './download.css';

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="download-steps">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

export function Component() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const title = t('download.title');
  usePageTitle(title);
  const android = findResource(status, 'ANDROID');
  const androidUrl = android ? safeWebUrl(android.url) : null;
  // The seed may point the Android resource back at this page; that is not an installer.
  const installer =
    androidUrl && !new URL(androidUrl).pathname.startsWith('/down') ? androidUrl : null;
  const siteName = status.info.settings.siteName;

  return (
    <div className="container download-page">
      <h1 id="page-heading">{title}</h1>
      <p className="download-lead">{t('download.lead', { site: siteName })}</p>
      <div className="download-grid">
        <section id="ios" className="download-card" aria-labelledby="download-ios">
          <h2 id="download-ios">{t('download.iosTitle')}</h2>
          <Steps
            steps={[
              t('download.iosStep1'),
              t('download.iosStep2'),
              t('download.iosStep3'),
              t('download.iosStep4'),
            ]}
          />
        </section>
        <section id="android" className="download-card" aria-labelledby="download-android">
          <h2 id="download-android">{t('download.androidTitle')}</h2>
          {installer ? (
            <>
              <a className="btn btn--primary download-button" href={installer} rel="noopener">
                <DownloadIcon />
                {t('download.androidButton')}
              </a>
              {android?.qrCodeUrl ? (
                <img
                  className="download-qr"
                  src={android.qrCodeUrl}
                  alt={t('download.qrAlt')}
                  width={160}
                  height={160}
                />
              ) : null}
              <Steps
                steps={[
                  t('download.androidStep1'),
                  t('download.androidStep2'),
                  t('download.androidStep3'),
                ]}
              />
            </>
          ) : (
            <>
              <p>{t('download.androidNoApp')}</p>
              <Steps
                steps={[
                  t('download.androidWebStep1'),
                  t('download.androidWebStep2'),
                  t('download.androidWebStep3'),
                ]}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
