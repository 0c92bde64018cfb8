import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sendMessageResponse } from '@wl/contract/inbox/send-message';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import '../../components/editor-form.css';
import { Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

interface MessageForm {
  audience: 'all' | 'vip' | 'team' | 'member';
  target: string;
  title: string;
  body: string;
}
const TARGET_FIELD = { vip: 'vipLevel', team: 'agentId', member: 'memberId' } as const;

/**
 * A message to members' inboxes: everybody, one VIP level, an agent's team or one member. A
 * refused value says why under its field (the form's rule or the server's).
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const editor = useEditor<MessageForm, z.infer<typeof sendMessageResponse>>({
    defaultValues: { audience: 'all', target: '', title: '', body: '' },
    save: (v) =>
      ops(
        {
          method: 'POST',
          path: '/ops/inbox/messages',
          body: {
            audience: v.audience,
            ...(v.audience === 'all' ? {} : { [TARGET_FIELD[v.audience]]: Number(v.target) }),
            title: v.title,
            body: v.body,
          },
        },
        sendMessageResponse,
      ),
    onSaved: (): void => editor.reset(),
    // The server names the target by what it is (vipLevel, agentId, memberId).
    serverPaths: { target: Object.values(TARGET_FIELD) },
  });
  const { register, errorOf, save: send } = editor;
  const audience = editor.watch('audience');
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">{t('engagement.inboxHeading')}</h1>
      <form className="editor-form" noValidate onSubmit={(e) => void editor.onSubmit(e)}>
        <Field label={t('engagement.audience')}>
          <select {...register('audience')}>
            {(['all', 'vip', 'team', 'member'] as const).map((a) => (
              <option key={a} value={a}>
                {t(`engagement.audiences.${a}`)}
              </option>
            ))}
          </select>
        </Field>
        {audience !== 'all' && (
          <Field label={t(`engagement.targets.${audience}`)} error={errorOf('target')}>
            <input
              type="number"
              min={0}
              {...register('target', { required: true, pattern: /^\d{1,15}$/ })}
            />
          </Field>
        )}
        <Field className="wide-field" label={t('engagement.title')} error={errorOf('title')}>
          <input {...register('title', { required: true, maxLength: 200 })} />
        </Field>
        <Field className="wide-field" label={t('engagement.message')} error={errorOf('body')}>
          <textarea rows={6} {...register('body', { required: true, maxLength: 5000 })} />
        </Field>
        <ErrorText error={send.error} />
        {send.data && (
          <p role="status" className="wide-field">
            {t('engagement.sent', { count: send.data.recipients })}
          </p>
        )}
        <div className="row-actions">
          <button type="submit" disabled={send.isPending}>
            {t('engagement.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
