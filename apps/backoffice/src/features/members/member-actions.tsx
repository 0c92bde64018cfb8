import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  memberDetail,
  resetMemberPasswordResponse,
  type MemberDetail,
} from '@wl/contract/member-admin/member-page';
import { adjustBalanceResponse } from '@wl/contract/operators/adjust-balance';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

type Values = Record<string, string>;

/**
 * One member action as a small form: its fields (each with a label and checks), the call it
 * makes, what the member page reloads afterwards and what the answer shows. The server checks
 * again; a refused value says why under its field, any other refusal above the button.
 */
function ActionForm<T>(props: {
  label: string;
  fields: { name: string; label: string; rules: RegisterOptions<Values>; decimal?: boolean }[];
  submit: (values: Values) => Promise<T>;
  reload: unknown[];
  result?: (answer: T) => ReactNode;
}) {
  const client = useQueryClient();
  const editor = useEditor<Values, T>({
    defaultValues: Object.fromEntries(props.fields.map((f) => [f.name, ''])),
    save: props.submit,
    onSaved: async () => {
      editor.reset();
      await client.invalidateQueries({ queryKey: props.reload });
    },
  });
  const action = editor.save;
  return (
    <form
      className="filters"
      aria-label={props.label}
      noValidate
      onSubmit={(e) => void editor.onSubmit(e)}
    >
      {props.fields.map((f) => (
        <Field key={f.name} label={f.label} error={editor.errorOf(f.name)}>
          <input
            {...(f.decimal ? { inputMode: 'decimal' as const } : {})}
            {...editor.register(f.name, f.rules)}
          />
        </Field>
      ))}
      <button type="submit" disabled={action.isPending}>
        {props.label}
      </button>
      {action.data !== undefined && props.result && (
        <p role="status">{props.result(action.data)}</p>
      )}
      <ErrorText error={action.error} />
    </form>
  );
}

const reasonRules = { required: true, minLength: 3 } as const;

/**
 * Password reset: the one-time password is shown here once, for the operator to hand over;
 * the member must change it at the next login.
 */
export function ResetPasswordForm({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <ActionForm
      label={t('member.resetPassword')}
      fields={[{ name: 'reason', label: t('member.resetReason'), rules: reasonRules }]}
      submit={(body) =>
        ops(
          { method: 'POST', path: `/ops/members/${member.id}/reset-password`, body },
          resetMemberPasswordResponse,
        )
      }
      reload={['member', member.id]}
      result={(answer) => (
        <>
          {t('member.temporaryPassword')} <code>{answer.temporaryPassword}</code>
        </>
      )}
    />
  );
}

/**
 * A signed amount ("-25.00" takes money off) with a reason. Above the merchant's threshold the
 * server keeps it waiting for a supervisor; the answer's status says which happened. One key
 * per filled-in form, so a double submit applies once.
 */
export function AdjustBalanceForm({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const [key, setKey] = useState(() => crypto.randomUUID());
  return (
    <ActionForm
      label={t('member.adjust')}
      fields={[
        {
          name: 'amount',
          label: t('member.amount'),
          rules: { required: true, pattern: /^-?\d{1,15}(\.\d{1,2})?$/ },
          decimal: true,
        },
        { name: 'reason', label: t('members.reason'), rules: reasonRules },
      ]}
      submit={async (values) => {
        const answer = await ops(
          {
            method: 'POST',
            path: '/ops/adjustments',
            body: { memberId: member.id, ...values, idempotencyKey: key },
          },
          adjustBalanceResponse,
        );
        setKey(crypto.randomUUID());
        return answer;
      }}
      reload={['member-ledger', member.id]}
      result={(answer) =>
        t(answer.status === 'applied' ? 'member.adjustApplied' : 'member.adjustWaiting', {
          amount: answer.amount,
        })
      }
    />
  );
}

/** Moves the member, with their whole team, under another agent (by user name). */
export function ChangeUplineForm({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <ActionForm
      label={t('member.changeUpline')}
      fields={[
        { name: 'uplineUsername', label: t('member.newUpline'), rules: { required: true } },
        { name: 'reason', label: t('members.reason'), rules: reasonRules },
      ]}
      submit={(body) =>
        ops({ method: 'POST', path: `/ops/members/${member.id}/upline`, body }, memberDetail)
      }
      reload={['member', member.id]}
    />
  );
}
