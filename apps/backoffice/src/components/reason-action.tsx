import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './error-text';

/**
 * A row action that needs a reason (it goes to the audit log): a button that opens a short
 * form; the call runs on submit and the named lists reload. The server checks the reason again.
 */
export function ReasonAction(props: {
  /** The button's text. */
  label: string;
  /** What the form says it does, naming the row (also the buttons' accessible name). */
  confirmLabel: string;
  reasonLabel: string;
  run: (reason: string) => Promise<unknown>;
  reload: string[];
  danger?: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const action = useMutation({
    mutationFn: () => props.run(reason),
    onSuccess: async () => {
      setOpen(false);
      setReason('');
      for (const key of props.reload) await client.invalidateQueries({ queryKey: [key] });
    },
  });
  const className = props.danger ? 'danger' : undefined;
  if (!open) {
    return (
      <button
        type="button"
        className={className}
        aria-label={props.confirmLabel}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </button>
    );
  }
  return (
    <form
      aria-label={props.confirmLabel}
      onSubmit={(e) => {
        e.preventDefault();
        action.mutate();
      }}
    >
      <label>
        {props.reasonLabel}
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          minLength={3}
          maxLength={500}
          required
        />
      </label>
      <button type="submit" className={className} disabled={action.isPending}>
        {props.confirmLabel}
      </button>
      <button type="button" className="secondary" onClick={() => setOpen(false)}>
        {t('table.cancel')}
      </button>
      <ErrorText error={action.error} />
    </form>
  );
}
