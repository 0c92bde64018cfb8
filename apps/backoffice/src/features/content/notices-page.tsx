import { useFieldArray } from 'react-hook-form';
import { useEditor } from '../../components/use-editor';
import { useTranslation } from 'react-i18next';
import {
  listOpsNoticesResponse,
  NOTICE_KINDS,
  noticeExecution,
  opsNotice,
  type OpsNotice,
} from '@wl/contract/content/ops-content';
import { ops } from '../../api/ops-client';
import { ContentList, ItemForm, KEY_RULES, VariantsFieldset } from './content-list';
import { ScheduleFields, scheduleBody, toLocalInput, type ScheduleValues } from './content-fields';
import { Field } from '../../components/field';

/**
 * Notices: marquee (PL), popups (PU) and promotion notices (PR), each in several languages
 * with rich text (HTML the server sanitises before storing: what is shown after saving is what
 * players get).
 */
export default function NoticesPage() {
  const { t } = useTranslation();
  const kinds = NOTICE_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }));
  return (
    <ContentList<OpsNotice>
      heading={t('content.noticesHeading')}
      path="/ops/notices"
      filterName="kind"
      filterLabel={t('content.kind')}
      filterOptions={kinds}
      response={listOpsNoticesResponse}
      newLabel={t('content.newNotice')}
      columns={[
        { header: t('content.key'), accessorKey: 'key' },
        { header: t('content.kind'), cell: ({ row }) => t(`content.kinds.${row.original.kind}`) },
        {
          header: t('content.execution'),
          cell: ({ row }) => t(`content.executions.${row.original.execution}`),
        },
      ]}
      editor={(item, done) => <NoticeEditor notice={item} onDone={done} />}
    />
  );
}

interface NoticeForm extends ScheduleValues {
  key: string;
  kind: OpsNotice['kind'];
  execution: OpsNotice['execution'];
  variants: { lang: string; title: string; content: string }[];
}

function NoticeEditor({ notice, onDone }: { notice: OpsNotice | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { register, control, save, errorOf, onSubmit } = useEditor<NoticeForm, unknown>({
    defaultValues: {
      key: notice?.key ?? '',
      kind: notice?.kind ?? 'PL',
      execution: notice?.execution ?? 'B',
      platform: notice?.platform ?? 'A',
      sort: notice?.sort ?? 0,
      startAt: toLocalInput(notice?.startAt ?? null),
      endAt: toLocalInput(notice?.endAt ?? null),
      variants: notice?.variants ?? [{ lang: 'EN', title: '', content: '' }],
    },
    save: (v) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/notices/${v.key}`,
          body: { kind: v.kind, execution: v.execution, ...scheduleBody(v), variants: v.variants },
        },
        opsNotice,
      ),
    onSaved: onDone,
  });
  const variants = useFieldArray({ control, name: 'variants' });
  return (
    <ItemForm
      title={t(notice ? 'content.editNotice' : 'content.newNotice')}
      isNew={notice === null}
      keyInput={register('key', KEY_RULES)}
      keyError={errorOf('key')}
      onSubmit={(e) => void onSubmit(e)}
      onDone={onDone}
      save={save}
    >
      <Field label={t('content.kind')} error={errorOf('kind')}>
        <select {...register('kind')}>
          {NOTICE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`content.kinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('content.execution')} error={errorOf('execution')}>
        <select {...register('execution')}>
          {noticeExecution.options.map((x) => (
            <option key={x} value={x}>
              {t(`content.executions.${x}`)}
            </option>
          ))}
        </select>
      </Field>
      <ScheduleFields register={register} errorOf={errorOf} />
      <VariantsFieldset
        ids={variants.fields.map((f) => f.id)}
        langInput={(i) => register(`variants.${i}.lang`)}
        onRemove={variants.remove}
        onAdd={() => variants.append({ lang: 'TW', title: '', content: '' })}
        fields={(i) => (
          <>
            <Field label={t('content.title')} error={errorOf(`variants.${i}.title`)}>
              <input {...register(`variants.${i}.title`, { required: true, maxLength: 200 })} />
            </Field>
            <Field
              className="wide"
              label={t('content.body')}
              error={errorOf(`variants.${i}.content`)}
            >
              <textarea rows={5} {...register(`variants.${i}.content`)} />
            </Field>
          </>
        )}
      />
    </ItemForm>
  );
}
