/**
 * The activity application (spec §3, §5): a remark of at most 140 characters and up to three
 * png/jpg pictures under 5 MB, checked here by their bytes before sending (and again by the
 * server).
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { APPLICATION_MAX_IMAGES, REMARK_MAX_CHARS } from '@wl/contract/promotions/apply-promotion';
import { errorMessage } from '../../components/error-message';
import { FormAlert } from '../../components/form/form-alert';
import { applyToPromotion } from './api/promotions';
import { checkImages, toBase64, type ImageProblem } from './image-check';

export function ApplicationForm(props: { promotionId: string; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const ids = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImageProblem | 'remark' | null>(null);
  const apply = useMutation({
    mutationFn: async () =>
      applyToPromotion(props.promotionId, {
        remark,
        images: await Promise.all(
          files.map(async (f) => ({ name: f.name, contentBase64: await toBase64(f) })),
        ),
      }),
    onSuccess: () => props.onDone(),
  });
  const remarkLength = [...remark].length;

  const onFiles = async (list: FileList | null) => {
    const chosen = list ? [...list] : [];
    const found = await checkImages(chosen);
    setProblem(found);
    setFiles(found ? [] : chosen);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (remarkLength > REMARK_MAX_CHARS) return setProblem('remark');
    if (problem) return;
    apply.mutate();
  };

  return (
    <form className="promo-apply" onSubmit={onSubmit} noValidate>
      <h2>{t('promotions.apply.title')}</h2>
      <label htmlFor={`${ids}-remark`}>{t('promotions.apply.remark')}</label>
      <textarea
        id={`${ids}-remark`}
        value={remark}
        maxLength={REMARK_MAX_CHARS}
        rows={3}
        aria-describedby={`${ids}-count`}
        onChange={(e) => setRemark(e.target.value)}
      />
      <p id={`${ids}-count`} className="promo-apply__hint">
        {t('promotions.apply.count', { used: remarkLength, max: REMARK_MAX_CHARS })}
      </p>
      <label htmlFor={`${ids}-images`}>
        {t('promotions.apply.images', { max: APPLICATION_MAX_IMAGES })}
      </label>
      <input
        id={`${ids}-images`}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-describedby={`${ids}-images-hint`}
        onChange={(e) => void onFiles(e.target.files)}
      />
      <p id={`${ids}-images-hint`} className="promo-apply__hint">
        {t('promotions.apply.imagesHint')}
      </p>
      {files.length > 0 ? (
        <ul className="promo-apply__files">
          {files.map((f) => (
            <li key={f.name}>{f.name}</li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <FormAlert tone="error">{t(`promotions.apply.problems.${problem}`)}</FormAlert>
      ) : null}
      {apply.isError ? <FormAlert tone="error">{errorMessage(t, apply.error)}</FormAlert> : null}
      {apply.isSuccess ? <FormAlert tone="success">{t('promotions.apply.sent')}</FormAlert> : null}
      <button type="submit" className="promo-action" disabled={apply.isPending}>
        {t('promotions.apply.submit')}
      </button>
    </form>
  );
}
