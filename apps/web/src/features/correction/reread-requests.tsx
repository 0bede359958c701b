import type { Reread, RereadAnswerKind } from '@essay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { answerReread, fetchRereads, rereadKeys } from './correction-api.ts';
import { homeworkKeys } from '../../lib/queries/homework-queries.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { useFields } from '../../components/ui/use-fields.ts';

const ANSWERS: readonly RereadAnswerKind[] = ['replied', 'regraded', 'overridden'];

function AnswerForm({ homeworkId, reread }: { homeworkId: number; reread: Reread }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useFields<{ answer: RereadAnswerKind; reply: string }>({
    answer: 'replied',
    reply: '',
  });
  const send = useMutation({
    mutationFn: () => answerReread(reread.id, form.values.answer, form.values.reply.trim()),
    meta: API_ERRORS_HANDLED,
    onSuccess: async () => {
      toast.success(t('rereads.answered'));
      await queryClient.invalidateQueries({ queryKey: rereadKeys.homework(homeworkId) });
      await queryClient.invalidateQueries({ queryKey: homeworkKeys.detail(homeworkId) });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form className="reread-answer" onSubmit={onSubmit}>
      <SelectField
        label={t('rereads.answerKind')}
        options={ANSWERS.map((kind) => ({ value: kind, label: t(`rereads.kind.${kind}`) }))}
        {...form.field('answer')}
      />
      <TextAreaField
        label={t('rereads.reply')}
        rows={2}
        maxLength={2000}
        {...form.field('reply')}
      />
      <SubmitButton label={t('rereads.send')} disabled={send.isPending} />
    </form>
  );
}

/** Students' re-read requests of this homework, open ones first, each answered here. */
export function RereadRequests({ homeworkId }: { homeworkId: number }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: rereadKeys.homework(homeworkId),
    queryFn: () => fetchRereads(homeworkId),
    meta: API_ERRORS_HANDLED,
  });
  const rereads = list.data ?? [];
  if (rereads.length === 0) return null;
  return (
    <section className="reread-requests" aria-labelledby="rereads-title">
      <h2 id="rereads-title">{t('rereads.title')}</h2>
      <ul>
        {rereads.map((reread) => (
          <li key={reread.id} className="reread-request">
            <p>
              <strong>{reread.student_name || t('correction.table.noName')}</strong>{' '}
              <Link to={`/aipaper/${homeworkId}/${reread.article_id}`}>{reread.article_title}</Link>{' '}
              <span className="muted">{formatDateTime(reread.created_at)}</span>
            </p>
            <blockquote>{reread.note}</blockquote>
            {reread.answer ? (
              <p>
                <strong>{t(`rereads.kind.${reread.answer}`)}</strong>
                {reread.reply ? ` ${reread.reply}` : ''}
              </p>
            ) : (
              <AnswerForm homeworkId={homeworkId} reread={reread} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
