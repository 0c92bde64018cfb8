import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  opsFeedbackResponse,
  opsFeedbackView,
  type OpsFeedbackView,
} from '@wl/contract/feedback/feedback';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable, Pager } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { StatusSelect } from '../cashier/status-select';
import './feedback.css';
import { Field } from '../../components/field';

type Status = (typeof FEEDBACK_STATUSES)[number];
const PAGE_SIZE = 20;

/**
 * Member feedback (ADR 0034): the queue by status, newest first; an operator with
 * feedback.reply answers once (the member gets an inbox message), feedback.close closes.
 * Member text is shown as text.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | 'all'>('open');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: ['feedback', status, pageNo],
    queryFn: () =>
      ops(
        {
          path: '/ops/feedback',
          query: { status: status === 'all' ? undefined : status, pageNo, pageSize: PAGE_SIZE },
        },
        opsFeedbackResponse,
      ),
  });
  const act = useMutation({
    mutationFn: (a: { id: string; reply?: string }) =>
      ops(
        {
          method: 'POST',
          path: `/ops/feedback/${a.id}/${a.reply === undefined ? 'close' : 'reply'}`,
          body: a.reply === undefined ? {} : { reply: a.reply },
        },
        opsFeedbackView,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedback'] }),
  });
  const role = readSession()?.operator.role;
  const canReply = role ? roleAllows(role, 'feedback.reply') : false;
  const canClose = role ? roleAllows(role, 'feedback.close') : false;
  const columns: ColumnDef<OpsFeedbackView, unknown>[] = [
    { header: t('engagement.id'), accessorKey: 'id' },
    { header: t('engagement.memberName'), accessorKey: 'username' },
    {
      header: t('engagement.feedbackType'),
      cell: ({ row }) => t(`engagement.feedbackTypes.${row.original.questionType}`),
    },
    {
      header: t('engagement.feedbackContent'),
      cell: ({ row }) => <p className="feedback-text">{row.original.content}</p>,
    },
    {
      header: t('engagement.status'),
      cell: ({ row }) => t(`engagement.feedbackStatuses.${row.original.status}`),
    },
    {
      header: t('engagement.feedbackReply'),
      cell: ({ row }) =>
        row.original.reply !== null ? (
          <p className="feedback-text">{row.original.reply}</p>
        ) : canReply && row.original.status === 'open' ? (
          <ReplyForm
            id={row.original.id}
            pending={act.isPending}
            onReply={(reply) => act.mutate({ id: row.original.id, reply })}
          />
        ) : (
          '—'
        ),
    },
    { header: t('engagement.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
  ];
  const close: ColumnDef<OpsFeedbackView, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) =>
      row.original.status !== 'closed' && (
        <button
          type="button"
          disabled={act.isPending}
          onClick={() => act.mutate({ id: row.original.id })}
        >
          {t('engagement.closeFeedback')}
        </button>
      ),
  };
  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby="feedback-heading" className="settings">
      <h1 id="feedback-heading">{t('engagement.feedbackHeading')}</h1>
      <div className="filters">
        <StatusSelect
          value={status}
          statuses={FEEDBACK_STATUSES}
          names="engagement.feedbackStatuses"
          onChange={(next) => {
            setStatus(next);
            setPageNo(1);
          }}
        />
      </div>
      <ErrorText error={list.error ?? act.error} />
      <DataTable
        caption={t('engagement.feedbackHeading')}
        columns={canClose ? [...columns, close] : columns}
        rows={list.data?.list ?? []}
        rowKey={(f) => f.id}
      />
      <Pager page={pageNo} pages={Math.ceil(total / PAGE_SIZE)} total={total} onPage={setPageNo} />
    </section>
  );
}

function ReplyForm(props: { id: string; pending: boolean; onReply: (reply: string) => void }) {
  const { t } = useTranslation();
  const [reply, setReply] = useState('');
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (reply.trim()) props.onReply(reply.trim());
      }}
    >
      <Field label={t('engagement.feedbackReply')}>
        <textarea
          name={`reply-${props.id}`}
          value={reply}
          maxLength={FEEDBACK_REPLY_MAX}
          rows={2}
          required
          onChange={(e) => setReply(e.target.value)}
        />
      </Field>
      <button type="submit" disabled={props.pending}>
        {t('engagement.sendReply')}
      </button>
    </form>
  );
}
