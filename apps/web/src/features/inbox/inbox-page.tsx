/**
 * messageV2, the platform inbox (spec §2): messages newest first with read / unread, opening
 * one marks it read, "mark all read", deleting. Every change refreshes the list and the badge
 * (both live under the ['inbox'] query key).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { InboxMessage } from '@wl/contract/inbox/list-inbox';
import { useToken } from '../../api/use-session';
import { errorMessage } from '../../components/error-message';
import { formatRecordTime as formatTime } from '../../i18n/format';
import { Loaded } from '../../components/records/loaded';
import { Pager } from '../../components/records/pager';
import { deleteMessages, inboxQuery, markRead } from './api/inbox';
import { messageText } from './message-text';
import './inbox.css';

export default function InboxPage() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery(inboxQuery(token, page));
  const refresh = () => client.invalidateQueries({ queryKey: ['inbox'] });
  const read = useMutation({ mutationFn: markRead, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: deleteMessages,
    onSuccess: async () => {
      setOpenId(null);
      await refresh();
    },
  });
  const failure = read.error ?? remove.error;

  const toggle = (m: InboxMessage) => {
    const opening = openId !== m.id;
    setOpenId(opening ? m.id : null);
    if (opening && !m.read) read.mutate([m.id]);
  };

  return (
    <section className="inbox" aria-label={t('inbox.title')}>
      <Loaded query={list}>
        {(data) => (
          <>
            <div className="inbox__head">
              <span>{t('inbox.unread', { count: data.unread })}</span>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={data.unread === 0 || read.isPending}
                onClick={() => read.mutate('all')}
              >
                {t('inbox.markAllRead')}
              </button>
            </div>
            {failure ? (
              <p className="inbox__error" role="alert">
                {errorMessage(t, failure)}
              </p>
            ) : null}
            {data.content.length === 0 ? (
              <p className="inbox__empty">{t('inbox.empty')}</p>
            ) : (
              <ul className="inbox__list">
                {data.content.map((m) => (
                  <MessageItem
                    key={m.id}
                    message={m}
                    open={openId === m.id}
                    onToggle={() => toggle(m)}
                    onDelete={() => remove.mutate([m.id])}
                    deleting={remove.isPending}
                  />
                ))}
              </ul>
            )}
            <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function MessageItem(props: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const m = props.message;
  const text = messageText(t, m);
  const bodyId = `inbox-body-${m.id}`;
  return (
    <li className={`inbox__item${m.read ? '' : ' inbox__item--unread'}`} data-message={m.id}>
      <button
        type="button"
        className="inbox__summary"
        aria-expanded={props.open}
        aria-controls={bodyId}
        onClick={props.onToggle}
      >
        <span className="inbox__dot" aria-hidden="true" />
        <span className="inbox__title">{text.title}</span>
        {m.read ? null : <span className="visually-hidden">{t('inbox.unreadMark')}</span>}
        <time className="inbox__time" dateTime={new Date(m.sentAt).toISOString()}>
          {formatTime(m.sentAt)}
        </time>
      </button>
      {props.open ? (
        <div id={bodyId} className="inbox__body">
          <p>{text.body}</p>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={props.deleting}
            onClick={props.onDelete}
          >
            {t('inbox.delete')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
