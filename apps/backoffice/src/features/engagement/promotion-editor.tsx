import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
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

/** The two languages edited here; a promotion's other language versions are kept as they are. */
const LANGUAGES = ['en', 'tw'] as const;

interface PromotionForm {
  kind: OpsPromotionDetail['kind'];
  category: OpsPromotionDetail['category'];
  texts: Record<(typeof LANGUAGES)[number], { title: string; summary: string; content: string }>;
  newMembersDays: string;
  percent: string;
  fixedAmount: string;
  maxBonus: string;
  minDeposit: string;
  wageringMultiple: string;
  validDays: number;
  /** Raffles: one prize a line, "amount weight" (amount 0 is no prize). */
  prizes: string;
  startDate: string;
  endDate: string;
  enabled: boolean;
}

const day = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));
const blank = { title: '', summary: '', content: '' };

function toForm(p: OpsPromotionDetail | null): PromotionForm {
  return {
    kind: p?.kind ?? 'deposit_bonus',
    category: p?.category ?? 'deposit_promo',
    texts: { en: p?.texts.en ?? blank, tw: p?.texts.tw ?? blank },
    newMembersDays: p?.target.type === 'new_members' ? String(p.target.withinDays) : '',
    percent: p?.percentBps === null || !p ? '' : String(p.percentBps / 100),
    fixedAmount: p?.fixedAmount ?? '',
    maxBonus: p?.maxBonus ?? '',
    minDeposit: p?.minDeposit ?? '',
    wageringMultiple: p ? String(p.wageringMultipleBps / 10_000) : '0',
    validDays: p?.validDays ?? 7,
    prizes: (p?.rafflePrizes ?? []).map((x) => `${x.amount} ${x.weight}`).join('\n'),
    startDate: day(p?.startDate ?? Date.now()),
    endDate: day(p?.endDate ?? null),
    enabled: p?.enabled ?? true,
  };
}

/**
 * The save request: what the form edits over what the promotion already has, so fields this
 * form does not show (game contributions, bet caps, device and IP limits, VIP or agent targets)
 * are sent back unchanged. Dates are UTC days.
 */
function toBody(v: PromotionForm, p: OpsPromotionDetail | null) {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  const keep = p ? (({ id: _id, raffleSeedHash: _hash, ...rest }) => rest)(p) : {};
  const texts = { ...p?.texts };
  for (const lang of LANGUAGES) if (v.texts[lang].title.trim()) texts[lang] = v.texts[lang];
  const target =
    v.newMembersDays.trim() !== ''
      ? { type: 'new_members' as const, withinDays: Number(v.newMembersDays) }
      : p?.target.type === 'new_members' || !p
        ? { type: 'all' as const }
        : p.target;
  return {
    ...keep,
    // A disabled field is not submitted: the kind of a saved promotion never changes.
    kind: p?.kind ?? v.kind,
    category: v.category,
    texts,
    target,
    percentBps: v.percent.trim() === '' ? null : Math.round(Number(v.percent) * 100),
    fixedAmount: orNull(v.fixedAmount),
    maxBonus: orNull(v.maxBonus),
    minDeposit: orNull(v.minDeposit),
    wageringMultipleBps: Math.round(Number(v.wageringMultiple || 0) * 10_000),
    validDays: Number(v.validDays),
    rafflePrizes:
      v.kind === 'raffle'
        ? v.prizes
            .split('\n')
            .map((line) => line.trim().split(/\s+/))
            .filter((parts) => parts[0])
            .map(([amount, weight]) => ({ amount: amount!, weight: Number(weight ?? 1) }))
        : null,
    startDate: Date.parse(`${v.startDate}T00:00:00Z`),
    endDate: v.endDate ? Date.parse(`${v.endDate}T00:00:00Z`) : null,
    enabled: v.enabled,
  };
}

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

function PromotionFields(props: { promotion: OpsPromotionDetail | null; onDone: () => void }) {
  const { t } = useTranslation();
  const p = props.promotion;
  const { register, handleSubmit, watch } = useForm<PromotionForm>({ defaultValues: toForm(p) });
  const raffle = watch('kind') === 'raffle';
  const save = useMutation({
    mutationFn: (v: PromotionForm) =>
      ops(
        {
          method: p ? 'PUT' : 'POST',
          path: p ? `/ops/promotions/${p.id}` : '/ops/promotions',
          body: toBody(v, p),
        },
        opsPromotionView,
      ),
    onSuccess: props.onDone,
  });
  const money = { pattern: /^(\d{1,15}(\.\d{1,2})?)?$/ } as const;
  return (
    <form className="editor-form" onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
      <label>
        {t('engagement.kind')}
        <select disabled={p !== null} {...register('kind')}>
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`engagement.promotionKinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('engagement.category')}
        <select {...register('category')}>
          {PROMOTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`engagement.promotionCategories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className="variants">
          <legend>{t(`engagement.texts.${lang}`)}</legend>
          <label>
            {t('engagement.title')}
            <input
              {...register(`texts.${lang}.title`, { required: lang === 'en', maxLength: 120 })}
            />
          </label>
          <label>
            {t('engagement.summary')}
            <input {...register(`texts.${lang}.summary`, { maxLength: 300 })} />
          </label>
          <label className="wide">
            {t('engagement.content')}
            <textarea rows={4} {...register(`texts.${lang}.content`)} />
          </label>
        </fieldset>
      ))}
      <label>
        {t('engagement.percent')}
        <input
          inputMode="decimal"
          {...register('percent', { pattern: /^(\d{1,4}(\.\d{1,2})?)?$/ })}
        />
      </label>
      <label>
        {t('engagement.fixedAmount')}
        <input inputMode="decimal" {...register('fixedAmount', money)} />
      </label>
      <label>
        {t('engagement.maxBonus')}
        <input inputMode="decimal" {...register('maxBonus', money)} />
      </label>
      <label>
        {t('engagement.promoMinDeposit')}
        <input inputMode="decimal" {...register('minDeposit', money)} />
      </label>
      <label>
        {t('engagement.wageringMultiple')}
        <input
          inputMode="decimal"
          {...register('wageringMultiple', { pattern: /^\d{1,4}(\.\d{1,4})?$/ })}
        />
      </label>
      <label>
        {t('engagement.validDays')}
        <input type="number" min={1} max={365} {...register('validDays')} />
      </label>
      <label>
        {t('engagement.newMembersDays')}
        <input type="number" min={1} max={365} {...register('newMembersDays')} />
      </label>
      {raffle && (
        <label className="wide">
          {t('engagement.prizes')}
          <textarea rows={4} {...register('prizes', { required: true })} />
        </label>
      )}
      <label>
        {t('engagement.startDate')}
        <input type="date" {...register('startDate', { required: true })} />
      </label>
      <label>
        {t('engagement.endDate')}
        <input type="date" {...register('endDate')} />
      </label>
      <label className="check">
        <input type="checkbox" {...register('enabled')} />
        {t('engagement.enabled')}
      </label>
      <ErrorText error={save.error} />
      <div className="row-actions">
        <button type="submit" disabled={save.isPending}>
          {t('engagement.save')}
        </button>
        <button type="button" className="secondary" onClick={props.onDone}>
          {t('engagement.cancel')}
        </button>
      </div>
    </form>
  );
}
