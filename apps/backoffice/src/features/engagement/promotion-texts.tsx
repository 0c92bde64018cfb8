import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROMOTION_LANGUAGES } from '@wl/contract/promotions/ops-promotions';
import { Field } from '../../components/field';
import type { PromotionForm } from './promotion-form';

/**
 * A promotion's title, summary and details in each language the player site has. English is
 * required; a language left without a title is not saved and the player sees English. The
 * details are HTML, sanitised by the server.
 */
export function PromotionTexts(props: {
  register: UseFormRegister<PromotionForm>;
  errorOf: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { register, errorOf } = props;
  return (
    <>
      {PROMOTION_LANGUAGES.map((lang) => (
        <fieldset key={lang} className="variants promotion-texts">
          <legend>{t(`engagement.texts.${lang}`)}</legend>
          <Field label={t('engagement.title')} error={errorOf(`texts.${lang}.title`)}>
            <input
              {...register(`texts.${lang}.title`, { required: lang === 'en', maxLength: 120 })}
            />
          </Field>
          <Field label={t('engagement.summary')} error={errorOf(`texts.${lang}.summary`)}>
            <input {...register(`texts.${lang}.summary`, { maxLength: 300 })} />
          </Field>
          <Field
            className="wide"
            label={t('engagement.content')}
            error={errorOf(`texts.${lang}.content`)}
          >
            <textarea rows={3} {...register(`texts.${lang}.content`, { maxLength: 100_000 })} />
          </Field>
        </fieldset>
      ))}
    </>
  );
}
