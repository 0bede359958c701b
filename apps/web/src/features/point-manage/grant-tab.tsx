import { PointGrantFormSchema } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { PointAmountField, PointNoteField } from '../../components/point-fields.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { isWholeNumberText, pointAmountError } from '../../lib/points/point-amount.ts';
import { grantPoints, POINT_MANAGE_KEY, schoolTeachersQuery } from './point-manage-api.ts';
import { SubmitButton } from '../../components/ui/button.tsx';

/** Gives a teacher of the school points directly, without a request. */
export function GrantTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const teacherId = useId();
  const teachers = useQuery(schoolTeachersQuery);
  const [teacher, setTeacher] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'teacher' | 'amount'; message: string } | null>(null);
  const { busy, run } = useAccountAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!teacher) {
      setError({ field: 'teacher', message: t('pointManage.teacherRequired') });
      return;
    }
    const parsed = isWholeNumberText(amount)
      ? PointGrantFormSchema.safeParse({ user_id: teacher, points: amount.trim(), note })
      : null;
    if (!parsed?.success) {
      setError({ field: 'amount', message: pointAmountError(amount, t) });
      return;
    }
    await run(async () => {
      const balance = await grantPoints(parsed.data.user_id, parsed.data.points, parsed.data.note);
      const name = teachers.data?.find((row) => row.id === parsed.data.user_id);
      toast.success(
        t('pointManage.granted', {
          count: parsed.data.points,
          name: name?.nickname || name?.username || '',
          balance,
        }),
      );
      setAmount('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: [POINT_MANAGE_KEY] });
    });
  };

  return (
    <form className="grant-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={teacherId}>{t('pointManage.teacher')}</label>
        <select
          id={teacherId}
          value={teacher}
          aria-invalid={error?.field === 'teacher' ? true : undefined}
          onChange={(event) => {
            setTeacher(event.target.value);
            setError(null);
          }}
        >
          <option value="">{t('pointManage.chooseTeacher')}</option>
          {(teachers.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {t('pointManage.teacherOption', {
                name: row.nickname || row.username,
                username: row.username,
                count: row.user_point,
              })}
            </option>
          ))}
        </select>
        {error?.field === 'teacher' && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
      </div>
      <PointAmountField
        label={t('pointManage.grantAmount')}
        value={amount}
        error={error?.field === 'amount' ? error.message : undefined}
        onChange={(value) => {
          setAmount(value);
          setError(null);
        }}
      />
      <PointNoteField label={t('point.note')} value={note} onChange={setNote} />
      <SubmitButton label={t('pointManage.grant')} disabled={busy} />
    </form>
  );
}
