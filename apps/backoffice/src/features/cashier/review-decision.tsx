import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';

/**
 * The two buttons of a review queue row: accept at once, or reject with a reason (it goes to
 * the member and the audit log). Deposits confirm, withdrawals approve; the rest is the same.
 */
export function ReviewDecision<S extends z.ZodType>(props: {
  orderNo: string;
  /** '/ops/deposits' or '/ops/withdrawals'. */
  path: string;
  accept: 'confirm' | 'approve';
  acceptLabel: string;
  answer: S;
  queryKey: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'accept' | 'reject') =>
      ops(
        {
          method: 'POST',
          path: `${props.path}/${props.orderNo}/${decision === 'accept' ? props.accept : 'reject'}`,
          body: decision === 'reject' ? { reason } : {},
        },
        props.answer,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: [props.queryKey] }),
  });
  return (
    <div className="row-actions">
      <button
        type="button"
        aria-label={`${props.acceptLabel} ${props.orderNo}`}
        disabled={decide.isPending}
        onClick={() => decide.mutate('accept')}
      >
        {props.acceptLabel}
      </button>
      {rejecting ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            decide.mutate('reject');
          }}
        >
          <Field label={t('cashier.rejectReason')}>
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              minLength={3}
              required
            />
          </Field>
          <button type="submit" disabled={decide.isPending}>
            {t('cashier.reject')}
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setRejecting(true)}>
          {t('cashier.reject')}
        </button>
      )}
      <ErrorText error={decide.error} />
    </div>
  );
}
