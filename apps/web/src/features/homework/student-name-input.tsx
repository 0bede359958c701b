import type { ArticleSummary } from '@essay/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../../lib/http/http-errors.ts';
import { renameStudent } from './homework-api.ts';

export interface StudentNameInputProps {
  article: ArticleSummary;
  suggestions: string;
  onSaved: () => void;
}

/** The student name of an essay, saved on blur only when it is not blank (spec §5). */
export function StudentNameInput({ article, suggestions, onSaved }: StudentNameInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(article.student_name);
  const editing = useRef(false);

  // Polling brings new data every 2 s; it must not overwrite what the teacher is typing.
  useEffect(() => {
    if (!editing.current) setValue(article.student_name);
  }, [article.student_name]);

  const save = async () => {
    editing.current = false;
    const name = value.trim();
    if (name === '') {
      setValue(article.student_name);
      return;
    }
    if (name === article.student_name) return;
    try {
      await renameStudent(article.id, name);
      toast.success(t('success.update'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiHttpError) handleApiFailure(error);
      else toast.error(t('errors.updateFailed'));
      setValue(article.student_name);
    }
  };

  return (
    <input
      className="student-name-input"
      value={value}
      list={suggestions}
      maxLength={50}
      aria-label={t('homework.status.studentNameOf', { title: article.title })}
      placeholder={t('homework.status.unnamed')}
      onFocus={() => {
        editing.current = true;
      }}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
