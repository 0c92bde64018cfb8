import { useTranslation } from 'react-i18next';
import { PROMOTION_LANGUAGES } from '@wl/contract/promotions/ops-promotions';
import { missionKind, missionPeriod } from '@wl/contract/rewards/missions';
import { opsMissionView, type OpsMissionView } from '@wl/contract/rewards/ops-missions';
import { ops } from '../../api/ops-client';
import { EditorDialog } from '../../components/editor-dialog';
import { EditorForm, Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

/** The languages a mission's title is translated into; `title` itself is the English one. */
const TITLE_LANGUAGES = PROMOTION_LANGUAGES.filter((lang) => lang !== 'en');
type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

interface MissionForm {
  title: string;
  titles: Record<TitleLanguage, string>;
  period: OpsMissionView['period'];
  kind: OpsMissionView['kind'];
  gameType: string;
  target: string;
  reward: string;
  active: boolean;
  sort: number;
}

/**
 * Creates or edits a mission: its title in every language the player site has (an empty one
 * falls back to the English title), period, goal, game type, target and reward. Titles in
 * languages this form does not know are kept as they are.
 */
export function MissionEditor(props: { mission: OpsMissionView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const m = props.mission;
  const { register, save, errorOf, onSubmit } = useEditor<MissionForm, OpsMissionView>({
    defaultValues: {
      title: m?.title ?? '',
      titles: Object.fromEntries(
        TITLE_LANGUAGES.map((lang) => [lang, m?.titles[lang] ?? '']),
      ) as MissionForm['titles'],
      period: m?.period ?? 'daily',
      kind: m?.kind ?? 'deposit',
      gameType: m?.gameType ?? '',
      target: m?.target ?? '',
      reward: m?.reward ?? '',
      active: m?.active ?? true,
      sort: m?.sort ?? 0,
    },
    save: (v) => {
      const titles: Record<string, string> = { ...m?.titles };
      for (const lang of TITLE_LANGUAGES) {
        const text = v.titles[lang].trim();
        if (text) titles[lang] = text;
        else delete titles[lang];
      }
      return ops(
        {
          method: 'POST',
          path: m ? `/ops/missions/${m.id}` : '/ops/missions',
          body: {
            title: v.title,
            titles,
            period: v.period,
            kind: v.kind,
            gameType: v.gameType.trim() || null,
            target: v.target,
            reward: v.reward,
            active: v.active,
            sort: Number(v.sort),
          },
        },
        opsMissionView,
      );
    },
    onSaved: props.onDone,
  });
  const title = m ? t('engagement.editMission', { title: m.title }) : t('engagement.newMission');
  return (
    <EditorDialog title={title} onClose={props.onDone}>
      <EditorForm onSubmit={onSubmit} save={save} onCancel={props.onDone}>
        <Field label={t('engagement.title')} error={errorOf('title')}>
          <input {...register('title', { required: true, maxLength: 60 })} />
        </Field>
        {TITLE_LANGUAGES.map((lang) => (
          <Field
            key={lang}
            label={t(`engagement.titleIn.${lang}`)}
            error={errorOf(`titles.${lang}`)}
          >
            <input {...register(`titles.${lang}`, { maxLength: 60 })} />
          </Field>
        ))}
        <Field label={t('engagement.period')} error={errorOf('period')}>
          <select {...register('period')}>
            {missionPeriod.options.map((p) => (
              <option key={p} value={p}>
                {t(`engagement.periods.${p}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('engagement.missionKind')} error={errorOf('kind')}>
          <select {...register('kind')}>
            {missionKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`engagement.missionKinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('engagement.gameTypeOptional')} error={errorOf('gameType')}>
          <input {...register('gameType', { pattern: /^([A-Z]{2,16})?$/ })} />
        </Field>
        <Field label={t('engagement.target')} error={errorOf('target')}>
          <input inputMode="decimal" {...register('target', { required: true })} />
        </Field>
        <Field label={t('engagement.reward')} error={errorOf('reward')}>
          <input inputMode="decimal" {...register('reward', { required: true })} />
        </Field>
        <Field label={t('engagement.sort')} error={errorOf('sort')}>
          <input type="number" min={0} max={9999} {...register('sort')} />
        </Field>
        <Field check label={t('engagement.enabled')}>
          <input type="checkbox" {...register('active')} />
        </Field>
      </EditorForm>
    </EditorDialog>
  );
}
