import { REREAD_NOTE_MAX, type Reread } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { requestReread, studentKeys } from './student-api.ts';
import { studentRefusalText } from './submission-errors.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { SubmitButton } from '../../components/ui/button.tsx';

/** The student's re-read requests of one essay with the teacher's answers, and a new request. */
export function RereadSection({ articleId, rereads }: { articleId: number; rereads: Reread[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const waiting = rereads.some((r) => r.answered_at === null);
  const send = useMutation({
    mutationFn: () => requestReread(articleId, note.trim()),
    onSuccess: async () => {
      setNote('');
      toast.success(t('studentReport.reread.sent'));
      await queryClient.invalidateQueries({ queryKey: studentKeys.report(articleId) });
    },
    onError: (error) =>
      setProblem(
        studentRefusalText(error, (key, vars) => t(key, vars ?? {}), 'errors.api.invalid_input'),
      ),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setProblem(t('studentReport.reread.noteRequired'));
      return;
    }
    setProblem(undefined);
    send.mutate();
  };
  return (
    <section className="reread-section no-print" aria-labelledby="reread-title">
      <h2 id="reread-title">{t('studentReport.reread.title')}</h2>
      {rereads.length > 0 && (
        <ul className="reread-list">
          {rereads.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{t('studentReport.reread.yourNote')}</strong> {r.note}{' '}
                <span className="muted">{formatDateTime(r.created_at)}</span>
              </p>
              <p>
                {r.answer ? (
                  <>
                    <strong>{t(`studentReport.reread.answer.${r.answer}`)}</strong>
                    {r.reply ? ` ${r.reply}` : ''}
                  </>
                ) : (
                  <span className="muted">{t('studentReport.reread.pending')}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {!waiting && (
        <form onSubmit={onSubmit} noValidate>
          <TextAreaField
            label={t('studentReport.reread.note')}
            rows={3}
            maxLength={REREAD_NOTE_MAX}
            value={note}
            onChange={setNote}
          />
          <FieldError message={problem} />
          <SubmitButton label={t('studentReport.reread.send')} disabled={send.isPending} />
        </form>
      )}
    </section>
  );
}
