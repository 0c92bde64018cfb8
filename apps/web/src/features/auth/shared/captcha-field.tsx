/** The captcha input with its image; a click on the image asks for a new one. */
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/form/text-field';

export function CaptchaField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  image: string | null;
  failed: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={props.id}
      label={t('auth.captcha')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      required
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      adornment={
        <button
          type="button"
          className="captcha-image"
          onClick={props.onRefresh}
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaRefresh')}
        >
          {props.image && !props.failed ? (
            <img src={props.image} alt="" width={100} height={38} />
          ) : (
            <span>{props.failed ? t('auth.captchaFailed') : t('common.loading')}</span>
          )}
        </button>
      }
    />
  );
}
