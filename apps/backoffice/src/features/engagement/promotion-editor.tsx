import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROMOTION_CATEGORIES, PROMOTION_KINDS } from '@wl/contract/promotions/promotion';
import {
  opsPromotionDetail,
  opsPromotionView,
  type OpsPromotionDetail,
} from '@wl/contract/promotions/ops-promotions';
import { ops } from '../../api/ops-client';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';
import { EditorForm, Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';
import { PromotionArtwork } from './promotion-artwork';
import { PromotionTerms } from './promotion-terms';
import { PromotionTexts } from './promotion-texts';
import { SERVER_PATHS, toBody, toForm, type PromotionForm } from './promotion-form';
import './promotions.css';

/** Creates a promotion, or loads one whole and edits it (its kind stays). */
export function PromotionEditor(props: { id: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['promotion', props.id],
    queryFn: () => ops({ path: `/ops/promotions/${props.id}` }, opsPromotionDetail),
    enabled: props.id !== null,
  });
  const title = props.id
    ? t('engagement.editPromotion', { id: props.id })
    : t('engagement.newPromotion');
  return (
    <EditorDialog title={title} onClose={props.onDone}>
      <ErrorText error={detail.error} />
      {props.id === null || detail.data ? (
        <PromotionFields promotion={detail.data ?? null} onDone={props.onDone} />
      ) : (
        <p>{t('app.loading')}</p>
      )}
    </EditorDialog>
  );
}

/**
 * Every field of a promotion: kind and category, the texts in each language, targeting, dates,
 * bonus terms and limits (promotion-terms.tsx), the picture once saved. A refused save marks
 * the fields the server named.
 */
function PromotionFields(props: { promotion: OpsPromotionDetail | null; onDone: () => void }) {
  const { t } = useTranslation();
  const p = props.promotion;
  const form = useEditor<PromotionForm, unknown>({
    defaultValues: toForm(p),
    save: (v) =>
      ops(
        {
          method: p ? 'PUT' : 'POST',
          path: p ? `/ops/promotions/${p.id}` : '/ops/promotions',
          body: toBody(v, p),
        },
        opsPromotionView,
      ),
    onSaved: props.onDone,
    serverPaths: SERVER_PATHS,
  });
  const { register, errorOf, save, onSubmit } = form;
  return (
    <EditorForm onSubmit={onSubmit} save={save} onCancel={props.onDone}>
      <Field label={t('engagement.kind')} error={errorOf('kind')}>
        <select disabled={p !== null} {...register('kind')}>
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`engagement.promotionKinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('engagement.category')} error={errorOf('category')}>
        <select {...register('category')}>
          {PROMOTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`engagement.promotionCategories.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('engagement.sort')} error={errorOf('sortOrder')}>
        <input type="number" min={-1000} max={1000} {...register('sortOrder')} />
      </Field>
      <Field check label={t('engagement.enabled')}>
        <input type="checkbox" {...register('enabled')} />
      </Field>
      <PromotionTexts register={register} errorOf={errorOf} />
      <PromotionTerms form={form} errorOf={errorOf} />
      {p && <PromotionArtwork promotionId={p.id} imageUrl={p.imageUrl} />}
    </EditorForm>
  );
}
