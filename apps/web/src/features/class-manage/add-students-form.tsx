import { MAX_STUDENTS_PER_PASTE, splitStudentList, type NewStudentAccount } from '@essay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { addStudents } from './class-manage-api.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';

/** Adds one student by name, or a pasted list (one a line); each gets an account. */
export function AddStudentsForm({
  classId,
  onAdded,
}: {
  classId: number;
  onAdded: (accounts: NewStudentAccount[]) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [one, setOne] = useState('');
  const [list, setList] = useState('');
  const [error, setError] = useState<{ field: 'one' | 'list'; message: string } | null>(null);
  const { busy, run } = useAccountAction();

  const submit = async (field: 'one' | 'list', text: string) => {
    const names = splitStudentList(text);
    if (names.length === 0) {
      setError({ field, message: t('classEdit.namesRequired') });
      return;
    }
    if (names.length > MAX_STUDENTS_PER_PASTE) {
      setError({ field, message: t('classEdit.tooMany', { max: MAX_STUDENTS_PER_PASTE }) });
      return;
    }
    await run(async () => {
      const accounts = await addStudents(classId, field === 'one' ? text.trim() : text);
      toast.success(t('classEdit.added', { count: accounts.length }));
      if (field === 'one') setOne('');
      else setList('');
      onAdded(accounts);
    });
  };

  const onSubmit = (field: 'one' | 'list') => (event: FormEvent) => {
    event.preventDefault();
    void submit(field, field === 'one' ? one : list);
  };

  return (
    <div className="add-students no-print">
      <form className="inline-form" onSubmit={onSubmit('one')} noValidate>
        <TextField
          label={t('classEdit.studentName')}
          value={one}
          maxLength={50}
          error={error?.field === 'one' ? error.message : undefined}
          onChange={(value) => {
            setOne(value);
            setError(null);
          }}
        />
        <SubmitButton label={t('classEdit.addOne')} disabled={busy} />
      </form>
      <form onSubmit={onSubmit('list')} noValidate>
        <TextAreaField
          label={t('classEdit.pasteList')}
          rows={6}
          value={list}
          error={error?.field === 'list' ? error.message : undefined}
          aria-describedby={hintId}
          onChange={(text) => {
            setList(text);
            setError(null);
          }}
        >
          <p id={hintId} className="muted">
            {t('classEdit.pasteHint', { max: MAX_STUDENTS_PER_PASTE })}
          </p>
        </TextAreaField>
        <SubmitButton label={t('classEdit.addList')} disabled={busy} />
      </form>
    </div>
  );
}
