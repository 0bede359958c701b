import type { ArticleSummary } from '@essay/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../../lib/http/http-errors.ts';
import { renameStudent } from './homework-api.ts';
import { RosterNameField } from './roster-name-field.tsx';
import { exactRosterMatch, type RosterOption } from './roster-options.ts';

export interface StudentNameInputProps {
  article: ArticleSummary;
  /** The rosters of the homework's classes: the name suggestions (issue 41). */
  roster: readonly RosterOption[];
  onSaved: () => void;
}

/**
 * The student name of an essay, saved on blur only when it is not blank (spec §5). A suggestion
 * picked (or a name only one roster student has) links the essay to that student; other text is
 * a free-text name. A student's own hand-in stays linked to them whatever its shown name.
 */
export function StudentNameInput({ article, roster, onSaved }: StudentNameInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(article.student_name);
  const [linkedId, setLinkedId] = useState(article.student_user_id);
  const editing = useRef(false);
  const ownHandIn = article.handed_in_by === 'student';

  // Polling brings new data every 2 s; it must not overwrite what the teacher is typing.
  useEffect(() => {
    if (editing.current) return;
    setValue(article.student_name);
    setLinkedId(article.student_user_id);
  }, [article.student_name, article.student_user_id]);

  const save = async (name: string, studentUserId: number | null) => {
    editing.current = false;
    const link = ownHandIn ? article.student_user_id : studentUserId;
    if (name === '') {
      setValue(article.student_name);
      setLinkedId(article.student_user_id);
      return;
    }
    if (name === article.student_name && link === article.student_user_id) return;
    try {
      const saved = await renameStudent(article.id, name, link);
      setValue(saved.student_name);
      setLinkedId(saved.student_user_id);
      toast.success(t('success.update'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiHttpError) handleApiFailure(error);
      else toast.error(t('errors.updateFailed'));
      setValue(article.student_name);
      setLinkedId(article.student_user_id);
    }
  };

  return (
    <RosterNameField
      className="student-name-input"
      label={t('homework.status.studentNameOf', { title: article.title })}
      placeholder={t('homework.status.unnamed')}
      value={value}
      linkedId={linkedId}
      options={ownHandIn ? [] : roster}
      onFocus={() => {
        editing.current = true;
      }}
      onType={(text) => {
        editing.current = true;
        setValue(text);
        if (!ownHandIn) setLinkedId(null);
      }}
      onPick={(option) => {
        setValue(option.name);
        if (!ownHandIn) setLinkedId(option.user_id);
        void save(option.name, option.user_id);
      }}
      onCommit={() => {
        if (!editing.current) return;
        const name = value.trim();
        // A name typed anew that only one roster student has links to them, as if picked.
        const typed = name !== article.student_name ? exactRosterMatch(roster, name) : null;
        void save(name, linkedId ?? typed?.user_id ?? null);
      }}
    />
  );
}
