import {
  MAX_STUDENTS_PER_PASTE,
  parseRosterList,
  repeatedSeats,
  SEAT_MAX,
  type NewStudentAccount,
} from '@essay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { addStudents } from './class-manage-api.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';

/**
 * Adds one student by name (and seat number), or a pasted list (one a line, a seat number
 * before the name where the class uses them); each gets an account.
 */
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
  const [seat, setSeat] = useState('');
  const [list, setList] = useState('');
  const [error, setError] = useState<{ field: 'one' | 'list'; message: string } | null>(null);
  const { busy, run } = useAccountAction();

  const submit = async (field: 'one' | 'list', text: string) => {
    const names = parseRosterList(text);
    if (names.length === 0) {
      setError({ field, message: t('classEdit.namesRequired') });
      return;
    }
    if (names.length > MAX_STUDENTS_PER_PASTE) {
      setError({ field, message: t('classEdit.tooMany', { max: MAX_STUDENTS_PER_PASTE }) });
      return;
    }
    const repeated = repeatedSeats(names);
    if (repeated.length > 0) {
      setError({ field, message: t('classEdit.seatRepeated', { seats: repeated.join(', ') }) });
      return;
    }
    await run(async () => {
      const accounts = await addStudents(classId, text);
      toast.success(t('classEdit.added', { count: accounts.length }));
      if (field === 'one') {
        setOne('');
        setSeat('');
      } else setList('');
      onAdded(accounts);
    });
  };

  const onSubmit = (field: 'one' | 'list') => (event: FormEvent) => {
    event.preventDefault();
    // One student with a seat number is a list of one line: "12 王小明".
    const single = seat.trim() === '' ? one.trim() : `${seat.trim()} ${one.trim()}`;
    void submit(field, field === 'one' ? single : list);
  };

  return (
    <div className="add-students no-print">
      <form className="inline-form" onSubmit={onSubmit('one')} noValidate>
        <TextField
          className="seat-field"
          label={t('classEdit.seat')}
          type="number"
          inputMode="numeric"
          min={1}
          max={SEAT_MAX}
          value={seat}
          onChange={(value) => {
            setSeat(value);
            setError(null);
          }}
        />
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
