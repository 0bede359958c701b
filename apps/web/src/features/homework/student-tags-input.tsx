import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../components/ui/field-props.ts';
import { addStudentNames } from './student-names.ts';

/**
 * Students as tags: a paste is split on whitespace and commas (half- and full-width) into
 * names; Enter or a comma adds what was typed; duplicates are refused with a notice.
 */
export function StudentTagsInput({ value: names, onChange }: FieldProps<string[]>) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [duplicates, setDuplicates] = useState<string[]>([]);

  const add = (text: string) => {
    const result = addStudentNames(names, text);
    setDuplicates(result.duplicates);
    if (result.names.length !== names.length) onChange(result.names);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    add(`${draft} ${event.clipboardData.getData('text')}`);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
      event.preventDefault();
      add(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && names.length > 0) {
      onChange(names.slice(0, -1));
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{t('homework.form.students')}</label>
      <p id={`${id}-hint`} className="muted field-hint">
        {t('homework.form.studentsHint')}
      </p>
      {names.length > 0 && (
        <ul className="tag-list" aria-label={t('homework.form.studentList')}>
          {names.map((name) => (
            <li key={name} className="tag">
              <span>{name}</span>
              <button
                type="button"
                className="tag-remove"
                aria-label={t('homework.form.removeStudent', { name })}
                onClick={() => onChange(names.filter((other) => other !== name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={draft}
        aria-describedby={`${id}-hint${duplicates.length > 0 ? ` ${id}-duplicates` : ''}`}
        onChange={(event) => setDraft(event.target.value)}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim() !== '') {
            add(draft);
            setDraft('');
          }
        }}
      />
      {duplicates.length > 0 && (
        <p id={`${id}-duplicates`} className="field-error" role="alert">
          {t('homework.form.duplicateStudents', { names: duplicates.join('、') })}
        </p>
      )}
    </div>
  );
}
