import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { removedResponse } from '@wl/contract/content/ops-content';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable, Pager } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText, formatTime } from '../../components/error-text';
import { LanguageSelect } from './content-fields';
import { Field } from '../../components/field';

interface Item {
  key: string;
  sort: number;
  /** Scheduled kinds (banners, notices) show when they run; help pages have no schedule. */
  startAt?: number | null;
  endAt?: number | null;
  variants: { lang: string; title: string }[];
}
export interface ListState {
  filter: string;
  keyword: string;
  pageNo: number;
}
type ListResponse<T> = z.ZodType<{ list: T[]; total: number; totalPages: number; pageNum: number }>;

/**
 * The list every content kind shares: a filter (group, kind or tag) and keyword, the items with
 * their language titles, paging, edit and remove. Kinds add columns, row actions and the
 * editor.
 */
export function ContentList<T extends Item>(props: {
  heading: string;
  path: string;
  filterName: 'group' | 'kind' | 'tag';
  filterLabel: string;
  filterOptions: readonly { value: string; label: string }[];
  response: ListResponse<T>;
  columns: ColumnDef<T, unknown>[];
  newLabel: string;
  rowActions?: (item: T, index: number, list: { state: ListState; rows: T[] }) => ReactNode;
  editor: (item: T | null, done: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState({ filter: '', keyword: '' });
  const [state, setState] = useState<ListState>({ filter: '', keyword: '', pageNo: 1 });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const queryKey = [props.path, state];
  const list = useQuery({
    queryKey,
    queryFn: () =>
      ops(
        {
          path: props.path,
          query: { [props.filterName]: state.filter, keyword: state.keyword, pageNo: state.pageNo },
        },
        props.response,
      ),
  });
  const refresh = () => client.invalidateQueries({ queryKey: [props.path] });
  const remove = useMutation({
    mutationFn: (key: string) =>
      ops({ method: 'DELETE', path: `${props.path}/${key}` }, removedResponse),
    onSuccess: refresh,
  });
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'content.edit') : false;
  const rows = list.data?.list ?? [];

  const columns: ColumnDef<T, unknown>[] = [
    ...props.columns,
    {
      header: t('content.titles'),
      cell: ({ row }) => (
        <ul className="plain">
          {row.original.variants.map((v) => (
            <li key={v.lang}>
              <b>{v.lang}</b> {v.title}
            </li>
          ))}
        </ul>
      ),
    },
    { header: t('content.sort'), accessorKey: 'sort' },
  ];
  if (rows.some((item) => item.startAt !== undefined)) {
    columns.push({
      header: t('content.showing'),
      cell: ({ row }) =>
        `${formatTime(row.original.startAt ?? null)} – ${formatTime(row.original.endAt ?? null)}`,
    });
  }
  const actions: ColumnDef<T, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) => (
      <div className="row-actions">
        <button
          type="button"
          aria-label={t('content.editItem', { key: row.original.key })}
          onClick={() => setEditing(row.original)}
        >
          {t('content.edit')}
        </button>
        {props.rowActions?.(row.original, row.index, { state, rows })}
        <button
          type="button"
          className="danger"
          aria-label={t('content.removeItem', { key: row.original.key })}
          onClick={() => {
            if (window.confirm(t('content.confirmRemove', { key: row.original.key }))) {
              remove.mutate(row.original.key);
            }
          }}
        >
          {t('content.remove')}
        </button>
      </div>
    ),
  };
  const headingId = `${props.filterName}-list-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{props.heading}</h1>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setState({ ...draft, pageNo: 1 });
        }}
      >
        <label>
          {props.filterLabel}
          <select
            value={draft.filter}
            onChange={(e) => setDraft({ ...draft, filter: e.target.value })}
          >
            <option value="">{t('content.all')}</option>
            {props.filterOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <Field label={t('content.keyword')}>
          <input
            value={draft.keyword}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          />
        </Field>
        <button type="submit">{t('content.search')}</button>
        {canEdit && (
          <button type="button" onClick={() => setEditing('new')}>
            {props.newLabel}
          </button>
        )}
      </form>
      <ErrorText error={list.error ?? remove.error} />
      {list.isPending ? (
        <p>{t('app.loading')}</p>
      ) : (
        <DataTable
          caption={props.heading}
          columns={canEdit ? [...columns, actions] : columns}
          rows={rows}
          rowKey={(item) => item.key}
        />
      )}
      {list.data && (
        <Pager
          page={list.data.pageNum}
          pages={list.data.totalPages}
          total={list.data.total}
          onPage={(pageNo) => setState({ ...state, pageNo })}
        />
      )}
      {editing &&
        props.editor(editing === 'new' ? null : editing, () => {
          setEditing(null);
          void refresh();
        })}
    </section>
  );
}

/**
 * The editor of one item in a modal dialog: its key (fixed once saved), the kind's own fields,
 * save and cancel with the server's refusal shown.
 */
export function ItemForm(props: {
  title: string;
  isNew: boolean;
  keyInput: UseFormRegisterReturn;
  /** The key's refusal (the form's rule or the server's), a message key. */
  keyError?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onDone: () => void;
  save: { isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EditorDialog title={props.title} onClose={props.onDone}>
      <form className="editor-form" noValidate onSubmit={props.onSubmit}>
        <Field label={t('content.key')} error={props.keyError}>
          <input readOnly={!props.isNew} {...props.keyInput} />
        </Field>
        {props.children}
        <ErrorText error={props.save.error} />
        <div className="row-actions">
          <button type="submit" disabled={props.save.isPending}>
            {t('content.save')}
          </button>
          <button type="button" className="secondary" onClick={props.onDone}>
            {t('content.cancel')}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}

export const KEY_RULES = { required: true, pattern: /^[a-z0-9_-]{1,64}$/ } as const;

/** An item's language versions: each a language and the kind's fields; the last one stays. */
export function VariantsFieldset(props: {
  ids: string[];
  langInput: (index: number) => UseFormRegisterReturn;
  fields: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="variants">
      <legend>{t('content.languages')}</legend>
      {props.ids.map((id, i) => (
        <div key={id} className="variant">
          <label>
            {t('content.language')}
            <LanguageSelect {...props.langInput(i)} />
          </label>
          {props.fields(i)}
          <button
            type="button"
            className="danger"
            disabled={props.ids.length === 1}
            onClick={() => props.onRemove(i)}
          >
            {t('content.removeLanguage')}
          </button>
        </div>
      ))}
      <button type="button" onClick={props.onAdd}>
        {t('content.addLanguage')}
      </button>
    </fieldset>
  );
}
