/** The member's code and link with copy buttons, the link's QR code and the site to share. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { QrCode } from '../../components/qr-code';
import { referralLink, shareOrigins } from './referral-link';

type Copied = 'code' | 'link' | 'failed' | null;

export function ReferralShare(props: { code: string; domains: readonly string[] }) {
  const { t } = useTranslation();
  const origins = shareOrigins(new URL(window.location.href), props.domains);
  const [origin, setOrigin] = useState(origins[0]!);
  const [copied, setCopied] = useState<Copied>(null);
  const link = referralLink(origin, props.code);

  const copy = (what: 'code' | 'link', text: string) => {
    // The clipboard needs a secure page and the user's permission; say so when it refuses.
    const write = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setCopied(what),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="referral__share">
      <div className="referral__fields">
        <div className="referral__field">
          <span id="referral-code-label">{t('referral.codeLabel')}</span>
          <div className="referral__copy">
            <output className="referral__code" aria-labelledby="referral-code-label">
              {props.code}
            </output>
            <button type="button" className="btn" onClick={() => copy('code', props.code)}>
              {t('referral.copyCode')}
            </button>
          </div>
        </div>
        {origins.length > 1 ? (
          <div className="referral__field">
            <label htmlFor="referral-domain">{t('referral.domain')}</label>
            <select id="referral-domain" value={origin} onChange={(e) => setOrigin(e.target.value)}>
              {origins.map((o) => (
                <option key={o} value={o}>
                  {new URL(o).host}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="referral__field">
          <label htmlFor="referral-link">{t('referral.linkLabel')}</label>
          <div className="referral__copy">
            <input
              id="referral-link"
              className="referral__link"
              readOnly
              value={link}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="btn btn--primary" onClick={() => copy('link', link)}>
              {t('referral.copyLink')}
            </button>
          </div>
        </div>
        <p className="referral__copied" aria-live="polite">
          {copied === 'failed'
            ? t('referral.copyFailed')
            : copied
              ? t(copied === 'code' ? 'referral.codeCopied' : 'referral.linkCopied')
              : null}
        </p>
      </div>
      <QrCode className="referral__qr" text={link} label={t('referral.qr')} />
    </div>
  );
}
