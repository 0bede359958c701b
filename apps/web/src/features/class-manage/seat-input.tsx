import { SEAT_MAX, type ClassStudent } from '@essay/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A student's seat number (座號), saved when the field is left or Enter is pressed; empty: none. */
export function SeatInput({
  student,
  onSave,
}: {
  student: ClassStudent;
  /** `undo`: puts the saved number back (a refused change: the seat is taken). */
  onSave: (seatNo: number | null, undo: () => void) => void;
}) {
  const { t } = useTranslation();
  const shown = student.seat_no === null ? '' : String(student.seat_no);
  const [value, setValue] = useState(shown);
  useEffect(() => setValue(shown), [shown]);
  const save = () => {
    const text = value.trim();
    const seat = text === '' ? null : Number(text);
    if (text === shown) return;
    if (seat !== null && !(Number.isInteger(seat) && seat >= 1 && seat <= SEAT_MAX)) {
      setValue(shown);
      return;
    }
    onSave(seat, () => setValue(shown));
  };
  return (
    <input
      className="seat-input"
      type="number"
      inputMode="numeric"
      min={1}
      max={SEAT_MAX}
      value={value}
      aria-label={t('classEdit.seatOf', { name: student.nickname || student.username })}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
