import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useEditor } from '../../components/use-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BANNER_GROUPS,
  bannerImageResponse,
  listOpsBannersResponse,
  opsBanner,
  type OpsBanner,
} from '@wl/contract/content/ops-content';
import { ops } from '../../api/ops-client';
import { fileAsBase64 } from '../../components/file-as-base64';
import { ContentList, ItemForm, KEY_RULES, VariantsFieldset, type ListState } from './content-list';
import { ScheduleFields, scheduleBody, toLocalInput, type ScheduleValues } from './content-fields';
import './content.css';
import { Field } from '../../components/field';

const GROUP_OPTIONS = BANNER_GROUPS.map((g) => ({ value: g, label: g }));

/** Banners per route group: search, edit in several languages, picture upload, ordering. */
export default function BannersPage() {
  const { t } = useTranslation();
  return (
    <ContentList<OpsBanner>
      heading={t('content.bannersHeading')}
      path="/ops/banners"
      filterName="group"
      filterLabel={t('content.group')}
      filterOptions={GROUP_OPTIONS}
      response={listOpsBannersResponse}
      newLabel={t('content.newBanner')}
      columns={[
        {
          header: t('content.picture'),
          cell: ({ row }) =>
            row.original.imageUrl ? (
              <img className="thumb" src={row.original.imageUrl} alt="" />
            ) : (
              t('content.generated')
            ),
        },
        { header: t('content.key'), accessorKey: 'key' },
        { header: t('content.group'), accessorKey: 'group' },
      ]}
      rowActions={(item, index, list) => <MoveButtons item={item} index={index} {...list} />}
      editor={(item, done) => <BannerEditor banner={item} onDone={done} />}
    />
  );
}

/** Ordering is within one group: offered when the list is filtered to a group. */
function MoveButtons(props: {
  item: OpsBanner;
  index: number;
  state: ListState;
  rows: OpsBanner[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const move = useMutation({
    mutationFn: (by: -1 | 1) => {
      const keys = props.rows.map((b) => b.key);
      keys.splice(props.index, 1);
      keys.splice(props.index + by, 0, props.item.key);
      return ops(
        { method: 'PUT', path: '/ops/banner-order', body: { group: props.state.filter, keys } },
        z.object({ moved: z.number() }),
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['/ops/banners'] }),
  });
  if (!props.state.filter) return null;
  return (
    <>
      <button
        type="button"
        aria-label={t('content.moveUp', { key: props.item.key })}
        disabled={props.index === 0 || move.isPending}
        onClick={() => move.mutate(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={t('content.moveDown', { key: props.item.key })}
        disabled={props.index === props.rows.length - 1 || move.isPending}
        onClick={() => move.mutate(1)}
      >
        ↓
      </button>
    </>
  );
}

interface BannerForm extends ScheduleValues {
  key: string;
  group: string;
  colorFrom: string;
  colorTo: string;
  linkageType: '' | 'URL' | 'P' | 'G';
  linkage: string;
  variants: { lang: string; title: string; subtitle: string }[];
}

function formOf(b: OpsBanner | null): BannerForm {
  return {
    key: b?.key ?? '',
    group: b?.group ?? 'w_home',
    platform: b?.platform ?? 'A',
    sort: b?.sort ?? 0,
    startAt: toLocalInput(b?.startAt ?? null),
    endAt: toLocalInput(b?.endAt ?? null),
    colorFrom: b?.colorFrom ?? '#1e3a8a',
    colorTo: b?.colorTo ?? '#7c3aed',
    linkageType: b?.linkageType ?? '',
    linkage: b?.linkage ?? '',
    variants: b?.variants ?? [{ lang: 'EN', title: '', subtitle: '' }],
  };
}

function BannerEditor({ banner, onDone }: { banner: OpsBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { register, control, save, errorOf, onSubmit } = useEditor<BannerForm, void>({
    defaultValues: formOf(banner),
    save: async (v) => {
      const saved = await ops(
        {
          method: 'PUT',
          path: `/ops/banners/${v.key}`,
          body: {
            group: v.group,
            ...scheduleBody(v),
            colorFrom: v.colorFrom,
            colorTo: v.colorTo,
            linkageType: v.linkageType || null,
            linkage: v.linkageType ? v.linkage : null,
            variants: v.variants,
          },
        },
        opsBanner,
      );
      if (file) {
        const contentBase64 = await fileAsBase64(file);
        await ops(
          { method: 'PUT', path: `/ops/banners/${saved.key}/image`, body: { contentBase64 } },
          bannerImageResponse,
        );
      }
    },
    onSaved: onDone,
    serverPaths: { picture: ['contentBase64'], linkTarget: ['linkage'] },
  });
  const variants = useFieldArray({ control, name: 'variants' });
  return (
    <ItemForm
      title={t(banner ? 'content.editBanner' : 'content.newBanner')}
      isNew={banner === null}
      keyInput={register('key', KEY_RULES)}
      keyError={errorOf('key')}
      onSubmit={(e) => void onSubmit(e)}
      onDone={onDone}
      save={save}
    >
      <Field label={t('content.group')} error={errorOf('group')}>
        <select {...register('group')}>
          {BANNER_GROUPS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </Field>
      <ScheduleFields register={register} errorOf={errorOf} />
      <Field label={t('content.colorFrom')} error={errorOf('colorFrom')}>
        <input type="color" {...register('colorFrom')} />
      </Field>
      <Field label={t('content.colorTo')} error={errorOf('colorTo')}>
        <input type="color" {...register('colorTo')} />
      </Field>
      <Field label={t('content.linkType')} error={errorOf('linkageType')}>
        <select {...register('linkageType')}>
          <option value="">{t('content.noLink')}</option>
          {(['URL', 'P', 'G'] as const).map((l) => (
            <option key={l} value={l}>
              {t(`content.linkTypes.${l}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('content.linkTarget')} error={errorOf('linkage')}>
        <input {...register('linkage')} />
      </Field>
      <Field label={t('content.picture')} error={errorOf('picture')}>
        <input
          type="file"
          accept="image/png,image/jpeg"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <VariantsFieldset
        ids={variants.fields.map((f) => f.id)}
        langInput={(i) => register(`variants.${i}.lang`)}
        onRemove={variants.remove}
        onAdd={() => variants.append({ lang: 'TW', title: '', subtitle: '' })}
        fields={(i) => (
          <>
            <Field label={t('content.title')} error={errorOf(`variants.${i}.title`)}>
              <input {...register(`variants.${i}.title`, { required: true, maxLength: 120 })} />
            </Field>
            <Field label={t('content.subtitle')} error={errorOf(`variants.${i}.subtitle`)}>
              <input {...register(`variants.${i}.subtitle`, { maxLength: 200 })} />
            </Field>
          </>
        )}
      />
    </ItemForm>
  );
}
