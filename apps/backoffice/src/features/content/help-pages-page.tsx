import { useFieldArray } from 'react-hook-form';
import { useEditor } from '../../components/use-editor';
import { useTranslation } from 'react-i18next';
import {
  HELP_DEVICES,
  listOpsHelpPagesResponse,
  opsHelpPage,
  type OpsHelpPage,
} from '@wl/contract/content/ops-content';
import { ops } from '../../api/ops-client';
import { ContentList, ItemForm, KEY_RULES, VariantsFieldset } from './content-list';
import { Field } from '../../components/field';

/** The help centre's sections (spec §2); an operator may add a tag of their own. */
const HELP_TAGS = [
  'aboutus',
  'deposit',
  'withdraw',
  'game',
  'faqs',
  'term',
  'agent',
  'responsible',
];

/**
 * Help centre pages (announcement type H): the player's /help in each language, nested under a
 * parent page; top-level pages that are displayed also make the footer's about links. Rich
 * text is sanitised by the server before it is stored.
 */
export default function HelpPagesPage() {
  const { t } = useTranslation();
  return (
    <ContentList<OpsHelpPage>
      heading={t('content.helpHeading')}
      path="/ops/help-pages"
      filterName="tag"
      filterLabel={t('content.tag')}
      filterOptions={HELP_TAGS.map((tag) => ({ value: tag, label: tag }))}
      response={listOpsHelpPagesResponse}
      newLabel={t('content.newHelpPage')}
      columns={[
        { header: t('content.key'), accessorKey: 'key' },
        { header: t('content.tag'), accessorKey: 'tag' },
        { header: t('content.parent'), cell: ({ row }) => row.original.parentKey ?? '—' },
        {
          header: t('content.displayed'),
          cell: ({ row }) => t(row.original.display ? 'content.yes' : 'content.no'),
        },
      ]}
      editor={(item, done) => <HelpPageEditor page={item} onDone={done} />}
    />
  );
}

interface HelpPageForm {
  key: string;
  tag: string;
  parentKey: string;
  display: boolean;
  device: OpsHelpPage['device'];
  sort: number;
  variants: { lang: string; title: string; content: string }[];
}

function HelpPageEditor({ page, onDone }: { page: OpsHelpPage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { register, control, save, errorOf, onSubmit } = useEditor<HelpPageForm, unknown>({
    defaultValues: {
      key: page?.key ?? '',
      tag: page?.tag ?? 'faqs',
      parentKey: page?.parentKey ?? '',
      display: page?.display ?? true,
      device: page?.device ?? 'ALL',
      sort: page?.sort ?? 0,
      variants: page?.variants ?? [{ lang: 'EN', title: '', content: '' }],
    },
    save: (v) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/help-pages/${v.key}`,
          body: {
            tag: v.tag,
            parentKey: v.parentKey.trim() || null,
            display: v.display,
            device: v.device,
            sort: Number(v.sort),
            bgColor: page?.bgColor ?? null,
            variants: v.variants,
          },
        },
        opsHelpPage,
      ),
    onSaved: onDone,
  });
  const variants = useFieldArray({ control, name: 'variants' });
  return (
    <ItemForm
      title={t(page ? 'content.editHelpPage' : 'content.newHelpPage')}
      isNew={page === null}
      keyInput={register('key', KEY_RULES)}
      keyError={errorOf('key')}
      onSubmit={(e) => void onSubmit(e)}
      onDone={onDone}
      save={save}
    >
      <Field label={t('content.tag')} error={errorOf('tag')}>
        <input
          list="help-tags"
          {...register('tag', { required: true, pattern: /^[a-z]{1,32}$/ })}
        />
      </Field>
      <datalist id="help-tags">
        {HELP_TAGS.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <Field label={t('content.parent')} error={errorOf('parentKey')}>
        <input {...register('parentKey', { pattern: /^[a-z0-9_-]{0,64}$/ })} />
      </Field>
      <Field label={t('content.device')} error={errorOf('device')}>
        <select {...register('device')}>
          {HELP_DEVICES.map((d) => (
            <option key={d} value={d}>
              {t(`content.devices.${d}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('content.sort')} error={errorOf('sort')}>
        <input type="number" min={0} max={9999} {...register('sort')} />
      </Field>
      <Field check label={t('content.displayed')}>
        <input type="checkbox" {...register('display')} />
      </Field>
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
              <textarea rows={8} {...register(`variants.${i}.content`)} />
            </Field>
          </>
        )}
      />
    </ItemForm>
  );
}
