import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberDetail, type MemberDetail } from '@wl/contract/member-admin/member-page';
import { memberLabel } from '@wl/contract/member-admin/member-rewards';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';

/** The member's labels as one comma-separated field; the whole set is saved and audited. */
export function LabelsForm({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<{ labels: string }>({ defaultValues: { labels: member.labels.join(', ') } });
  const split = (text: string) =>
    text
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
  const save = useMutation({
    mutationFn: (labels: string[]) =>
      ops(
        { method: 'POST', path: `/ops/members/${member.id}/labels`, body: { labels } },
        memberDetail,
      ),
    onSuccess: (saved) => client.setQueryData(['member', member.id], saved),
  });
  const invalid = form.formState.errors.labels;
  return (
    <form
      className="filters"
      aria-label={t('rewards.editLabels')}
      onSubmit={form.handleSubmit((v) => save.mutate(split(v.labels)))}
    >
      <Field label={t('rewards.labelsField')}>
        <input
          aria-invalid={invalid ? true : undefined}
          aria-describedby="labels-hint"
          {...form.register('labels', {
            validate: (text) => {
              const labels = split(text);
              return labels.length <= 10 && labels.every((l) => memberLabel.safeParse(l).success);
            },
          })}
        />
      </Field>
      <span id="labels-hint">{t('rewards.labelsHint')}</span>
      <button type="submit" disabled={save.isPending}>
        {t('rewards.saveLabels')}
      </button>
      {invalid && (
        <p role="alert" className="error">
          {t('rewards.labelsHint')}
        </p>
      )}
      {save.isSuccess && <p role="status">{t('rewards.labelsSaved')}</p>}
      <ErrorText error={save.error} />
    </form>
  );
}
