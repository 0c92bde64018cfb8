import type { FormEvent, ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsLotteryTable } from '@wl/contract/games/ops-house-lottery';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { EditorForm } from '../../components/field';
import { fieldErrors } from '../../components/field-errors';

/** The lottery settings' one query: every form saves its part and then reads it all again. */
export const LOTTERY_SETTINGS_KEY = ['house-lottery'];

/** Each part of the screen has its own permission; without it the fields are shown read-only. */
export const may = (permission: string) => {
  const role = readSession()?.operator.role;
  return role ? roleAllows(role, permission) : false;
};

/**
 * One family table's form (odds, switches, limits): it follows what the server holds after a
 * save (`values`, compared deeply), saves with PUT to `path`, and gives each field its refusal —
 * the form's own rule or the server's, through `serverPaths` where the request names it otherwise.
 */
export function useTableForm<V extends FieldValues, B>(
  path: string,
  values: V,
  serverPaths?: Record<string, string[]>,
) {
  const client = useQueryClient();
  const form = useForm<V>({ values });
  const save = useMutation({
    mutationFn: (body: B) => ops({ method: 'PUT', path, body }, opsLotteryTable),
    onSuccess: () => client.invalidateQueries({ queryKey: LOTTERY_SETTINGS_KEY }),
  });
  const errorOf = fieldErrors(form.formState.errors, save.error, serverPaths);
  return { form, save, errorOf, reset: () => form.reset(values) };
}

/** A part of the screen: its heading, the form with save and cancel, and "Saved." once saved. */
export function LotteryPart(props: {
  id: string;
  title: string;
  note?: string;
  className?: string;
  save: { error: unknown; isPending: boolean; isSuccess: boolean };
  onSubmit: (e: FormEvent) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id}>{props.title}</h2>
      {props.note && <p className="muted">{props.note}</p>}
      <EditorForm onSubmit={props.onSubmit} save={props.save} onCancel={props.onCancel}>
        {props.children}
      </EditorForm>
      <p role="status">{props.save.isSuccess ? t('lottery.saved') : ''}</p>
    </section>
  );
}
