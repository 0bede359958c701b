import type { HomeworkRubric, SubmissionMethod } from '@essay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../components/ui/text-field.tsx';
import { ClassPicker } from './class-picker.tsx';
import { fromDateTimeLocal } from './date-input.ts';
import type { HomeworkBody } from './homework-api.ts';
import { StudentTagsInput } from './student-tags-input.tsx';

export interface HomeworkFormValues {
  name: string;
  instructions: string;
  /** datetime-local values, sent in ISO form. */
  beginAt: string;
  deadlineAt: string;
  classes: number[];
  students: string[];
  rubric: HomeworkRubric;
  method: SubmissionMethod;
  /** Students may hand in a revision once their essay is corrected. */
  allowRevision: boolean;
}

export const RUBRICS: readonly HomeworkRubric[] = [
  'auto',
  'cap-writing',
  'gsat-chinese',
  'gsat-english',
  'reading-report',
];

export function toBody(values: HomeworkFormValues): HomeworkBody {
  return {
    name: values.name,
    instructions: values.instructions,
    submission_method: values.method,
    submission_begin_at: fromDateTimeLocal(values.beginAt),
    submission_deadline_at: fromDateTimeLocal(values.deadlineAt),
    assigned_classes: values.classes,
    students: values.students,
    rubric: values.rubric,
    allow_revision: values.method === 'student' && values.allowRevision,
  };
}

export interface HomeworkFormProps {
  initial: HomeworkFormValues;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, shown beside the form as well as in a toast. */
  error: string | undefined;
  onSubmit: (values: HomeworkFormValues) => void;
}

/**
 * One form for create and edit (spec §2); the page checks its body with the server's schema before
 * sending it (spec §5).
 */
export function HomeworkForm({ initial, submitLabel, busy, error, onSubmit }: HomeworkFormProps) {
  const { t } = useTranslation();
  const ids = { instructions: useId(), method: useId(), rubric: useId(), revision: useId() };
  const [values, setValues] = useState(initial);
  const set = <K extends keyof HomeworkFormValues>(key: K, value: HomeworkFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="homework-form" onSubmit={submit} noValidate>
      <TextField
        label={t('homework.form.name')}
        value={values.name}
        maxLength={100}
        onChange={(event) => set('name', event.target.value)}
      />
      <div className="field">
        <label htmlFor={ids.instructions}>{t('homework.form.instructions')}</label>
        <textarea
          id={ids.instructions}
          rows={4}
          maxLength={5000}
          value={values.instructions}
          onChange={(event) => set('instructions', event.target.value)}
        />
      </div>
      <div className="field-row">
        <TextField
          label={t('homework.form.beginAt')}
          type="datetime-local"
          value={values.beginAt}
          onChange={(event) => set('beginAt', event.target.value)}
        />
        <TextField
          label={t('homework.form.deadlineAt')}
          type="datetime-local"
          value={values.deadlineAt}
          onChange={(event) => set('deadlineAt', event.target.value)}
        />
      </div>
      <ClassPicker selected={values.classes} onChange={(classes) => set('classes', classes)} />
      <StudentTagsInput names={values.students} onChange={(names) => set('students', names)} />
      <div className="field-row">
        <div className="field">
          <label htmlFor={ids.method}>{t('homework.form.method')}</label>
          {/* Issue 13: students may hand in their own essays (spec §2 offered teacher upload only). */}
          <select
            id={ids.method}
            value={values.method}
            onChange={(event) => set('method', event.target.value as SubmissionMethod)}
          >
            <option value="teacher">{t('homework.form.methodTeacher')}</option>
            <option value="student">{t('homework.form.methodStudent')}</option>
          </select>
          {values.method === 'student' && (
            <label className="checkbox-label" htmlFor={ids.revision}>
              <input
                id={ids.revision}
                type="checkbox"
                checked={values.allowRevision}
                onChange={(event) => set('allowRevision', event.target.checked)}
              />{' '}
              {t('homework.form.allowRevision')}
            </label>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.rubric}>{t('homework.form.rubric')}</label>
          <select
            id={ids.rubric}
            value={values.rubric}
            onChange={(event) => set('rubric', event.target.value as HomeworkRubric)}
          >
            {RUBRICS.map((rubric) => (
              <option key={rubric} value={rubric}>
                {t(`homework.rubric.${rubric}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p className="field-error form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <Link className="button secondary" to="/assignment">
          {t('modal.cancel')}
        </Link>
        <button type="submit" className="button primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
