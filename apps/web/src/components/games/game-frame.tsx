/**
 * The launched game's frame on a game page: loading while the launch is asked for, the failure
 * with a retry, a refusal of an address that is not http(s), then the iframe itself.
 */
import { useTranslation } from '../../i18n/use-translation';
import { ErrorBlock, LoadingBlock } from '../query-state';
import { safeWebUrl } from '../safe-web-url';
import './game-page.css';

export function GameFrame(props: {
  /** The launch is being asked for. */
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The launched address; undefined until there is one. */
  address: string | undefined;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const url = props.address === undefined ? null : safeWebUrl(props.address);
  return (
    <>
      {props.pending ? <LoadingBlock /> : null}
      {props.error ? <ErrorBlock error={props.error} onRetry={props.onRetry} /> : null}
      {props.address !== undefined && !url ? (
        <p className="game-page__message" role="alert">
          {t('errors.invalid_url')}
        </p>
      ) : null}
      {url ? (
        <iframe
          className={`game-page__frame ${props.className ?? ''}`.trim()}
          src={url}
          title={props.title}
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : null}
    </>
  );
}
