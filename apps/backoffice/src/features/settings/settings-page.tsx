import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { roleAllows } from '@wl/contract/operators/roles';
import { opsSettings, type OpsSettings } from '@wl/contract/settings/ops-settings';
import type { WhitelabelNode } from '@wl/contract/system/whitelabel';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';
import { fromLocalInput, toLocalInput } from '../content/content-fields';
import './settings.css';
import { EditorForm, Field } from '../../components/field';
import { fieldErrors } from '../../components/field-errors';
import { useEditor } from '../../components/use-editor';

type FieldRule = OpsSettings['registerFields'][number];
const saved = z.unknown();

/**
 * One settings change: PUT, then the page reloads what is stored. A refused value shows under
 * its field (the server names it; the contract's refusals are message keys).
 */
function useSave(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      ops({ method: 'PUT', path: `/ops/settings/${path}`, body }, saved),
    onSuccess: () => client.invalidateQueries({ queryKey: ['settings'] }),
  });
}

/**
 * Site settings (admins change, others with settings.view read): registration field rules,
 * the module tree's feature switches, maintenance, region rules and languages.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => ops({ path: '/ops/settings' }, opsSettings),
  });
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'settings.edit') : false;
  const s = settings.data;
  return (
    <section aria-labelledby="settings-heading" className="settings">
      <h1 id="settings-heading">{t('settings.heading')}</h1>
      <ErrorText error={settings.error} />
      {!s ? (
        <p>{t('app.loading')}</p>
      ) : (
        <>
          <RegisterFields rules={s.registerFields} canEdit={canEdit} />
          <Switches tree={s.switches} canEdit={canEdit} />
          <Maintenance value={s.maintenance} canEdit={canEdit} />
          <Region value={s.region} canEdit={canEdit} />
          <Languages value={s.languages} canEdit={canEdit} />
        </>
      )}
    </section>
  );
}

function RegisterFields({ rules, canEdit }: { rules: FieldRule[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<FieldRule | null>(null);
  const yes = (on: boolean) => t(on ? 'settings.yes' : 'settings.no');
  const columns: ColumnDef<FieldRule, unknown>[] = [
    { header: t('settings.field'), accessorKey: 'field' },
    { header: t('settings.enabled'), cell: ({ row }) => yes(row.original.enabled) },
    { header: t('settings.required'), cell: ({ row }) => yes(row.original.required) },
    {
      header: t('settings.lengths'),
      cell: ({ row }) => `${row.original.minLength}–${row.original.maxLength}`,
    },
    { header: t('settings.patternId'), accessorKey: 'patternId' },
    {
      header: t('settings.pattern'),
      cell: ({ row }) => <code>{row.original.acceptedPattern}</code>,
    },
  ];
  const edit: ColumnDef<FieldRule, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) => (
      <button
        type="button"
        aria-label={t('settings.editField', { field: row.original.field })}
        onClick={() => setEditing(row.original)}
      >
        {t('settings.edit')}
      </button>
    ),
  };
  return (
    <section aria-labelledby="register-fields-heading">
      <h2 id="register-fields-heading">{t('settings.registerFields')}</h2>
      <DataTable
        caption={t('settings.registerFields')}
        columns={canEdit ? [...columns, edit] : columns}
        rows={rules}
        rowKey={(r) => r.field}
      />
      {editing && <RuleEditor rule={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}

/** One registration field's rule; a refused value says why under its field. */
function RuleEditor({ rule, onDone }: { rule: FieldRule; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { register, save, errorOf, onSubmit } = useEditor<FieldRule, unknown>({
    defaultValues: rule,
    save: (v) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/settings/register-fields/${rule.field}`,
          body: {
            enabled: v.enabled,
            required: v.required,
            minLength: Number(v.minLength),
            maxLength: Number(v.maxLength),
            patternId: Number(v.patternId),
            acceptedPattern: v.acceptedPattern,
          },
        },
        saved,
      ),
    onSaved: async () => {
      await client.invalidateQueries({ queryKey: ['settings'] });
      onDone();
    },
  });
  const whole = (min: number, max: number) => ({ required: true, min, max, pattern: /^\d+$/ });
  return (
    <EditorDialog title={t('settings.editField', { field: rule.field })} onClose={onDone}>
      <EditorForm onSubmit={onSubmit} save={save} onCancel={onDone}>
        <Field check label={t('settings.enabled')} error={errorOf('enabled')}>
          <input type="checkbox" {...register('enabled')} />
        </Field>
        <Field check label={t('settings.required')} error={errorOf('required')}>
          <input type="checkbox" {...register('required')} />
        </Field>
        <Field label={t('settings.minLength')} error={errorOf('minLength')}>
          <input type="number" min={0} max={256} {...register('minLength', whole(0, 256))} />
        </Field>
        <Field label={t('settings.maxLength')} error={errorOf('maxLength')}>
          <input type="number" min={1} max={256} {...register('maxLength', whole(1, 256))} />
        </Field>
        <Field label={t('settings.patternId')} error={errorOf('patternId')}>
          <input type="number" min={0} max={23} {...register('patternId', whole(0, 23))} />
        </Field>
        <Field label={t('settings.pattern')} error={errorOf('acceptedPattern')}>
          <input {...register('acceptedPattern', { required: true, maxLength: 300 })} />
        </Field>
      </EditorForm>
    </EditorDialog>
  );
}

/** The module tree as nested check boxes; only the changed switches are sent. */
function Switches({ tree, canEdit }: { tree: WhitelabelNode[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const save = useSave('switches');
  const render = (nodes: WhitelabelNode[]) => (
    <ul className="switch-tree">
      {nodes.map((n) => (
        <li key={n.modId}>
          <label className="check">
            <input
              type="checkbox"
              disabled={!canEdit}
              checked={changes[n.modId] ?? n.enabled === '1'}
              onChange={(e) => setChanges({ ...changes, [n.modId]: e.target.checked })}
            />
            <span>
              {t(`settings.switchNames.${n.modId}`, { defaultValue: '' })} <code>{n.modId}</code>
            </span>
          </label>
          {n.childrenNodes.length > 0 && render(n.childrenNodes)}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="switches-heading">
      <h2 id="switches-heading">{t('settings.switches')}</h2>
      {render(tree)}
      {canEdit && (
        <div className="row-actions">
          <button
            type="button"
            disabled={Object.keys(changes).length === 0 || save.isPending}
            onClick={() => save.mutate({ switches: changes }, { onSuccess: () => setChanges({}) })}
          >
            {t('settings.saveSwitches')}
          </button>
          <ErrorText error={save.error} />
        </div>
      )}
    </section>
  );
}

function Maintenance(props: { value: OpsSettings['maintenance']; canEdit: boolean }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { on: props.value.on, end: toLocalInput(props.value.end) },
  });
  const save = useSave('maintenance');
  const errorOf = fieldErrors(formState.errors, save.error);
  return (
    <SettingsForm
      id="maintenance"
      title={t('settings.maintenance')}
      canEdit={props.canEdit}
      save={save}
      onSubmit={handleSubmit((v) => save.mutate({ on: v.on, end: fromLocalInput(v.end) }))}
    >
      <Field check label={t('settings.maintenanceOn')}>
        <input type="checkbox" {...register('on')} />
      </Field>
      <Field label={t('settings.maintenanceEnd')} error={errorOf('end')}>
        <input type="datetime-local" {...register('end')} />
      </Field>
    </SettingsForm>
  );
}

const codesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

function Region(props: { value: OpsSettings['region']; canEdit: boolean }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { allow: props.value.allow.join(', '), deny: props.value.deny.join(', ') },
  });
  const save = useSave('region');
  const errorOf = fieldErrors(formState.errors, save.error);
  return (
    <SettingsForm
      id="region"
      title={t('settings.region')}
      canEdit={props.canEdit}
      save={save}
      onSubmit={handleSubmit((v) =>
        save.mutate({ allow: codesOf(v.allow), deny: codesOf(v.deny) }),
      )}
    >
      <Field label={t('settings.regionAllow')} error={errorOf('allow')}>
        <input {...register('allow')} placeholder="PH, TW" />
      </Field>
      <Field label={t('settings.regionDeny')} error={errorOf('deny')}>
        <input {...register('deny')} placeholder="US" />
      </Field>
    </SettingsForm>
  );
}

function Languages(props: { value: OpsSettings['languages']; canEdit: boolean }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    defaultValues: {
      defaultLanguage: props.value.defaultLanguage,
      supported: props.value.supportedLanguages.join(', '),
    },
  });
  const save = useSave('languages');
  const errorOf = fieldErrors(formState.errors, save.error, { supported: ['supportedLanguages'] });
  return (
    <SettingsForm
      id="languages"
      title={t('settings.languages')}
      canEdit={props.canEdit}
      save={save}
      onSubmit={handleSubmit((v) =>
        save.mutate({
          defaultLanguage: v.defaultLanguage.trim().toUpperCase(),
          supportedLanguages: codesOf(v.supported),
        }),
      )}
    >
      <Field label={t('settings.defaultLanguage')} error={errorOf('defaultLanguage')}>
        <input {...register('defaultLanguage', { required: true })} />
      </Field>
      <Field label={t('settings.supportedLanguages')} error={errorOf('supported')}>
        <input {...register('supported', { required: true })} />
      </Field>
    </SettingsForm>
  );
}

function SettingsForm(props: {
  id: string;
  title: string;
  canEdit: boolean;
  save: { isPending: boolean; error: unknown };
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${props.id}-heading`}>
      <h2 id={`${props.id}-heading`}>{props.title}</h2>
      <form className="filters" noValidate onSubmit={(e) => void props.onSubmit(e)}>
        <fieldset className="plain" disabled={!props.canEdit}>
          {props.children}
        </fieldset>
        {props.canEdit && (
          <button type="submit" disabled={props.save.isPending}>
            {t('settings.save')}
          </button>
        )}
        <ErrorText error={props.save.error} />
      </form>
    </section>
  );
}
