import type { HomeworkRubric, SubmissionMethod } from '@essay/contracts';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../components/ui/text-field.tsx';
import { ClassPicker } from './class-picker.tsx';
import { fromDateTimeLocal } from './date-input.ts';
import type { HomeworkBody } from './homework-api.ts';
import { StudentTagsInput } from './student-tags-input.tsx';
import { SubmitButton } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { useFields } from '../../components/ui/use-fields.ts';

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
  const revisionId = useId();
  const { values, set, field } = useFields(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="homework-form" onSubmit={submit} noValidate>
      <TextField label={t('homework.form.name')} maxLength={100} {...field('name')} />
      <TextAreaField
        label={t('homework.form.instructions')}
        rows={4}
        maxLength={5000}
        {...field('instructions')}
      />
      <div className="field-row">
        <TextField label={t('homework.form.beginAt')} type="datetime-local" {...field('beginAt')} />
        <TextField
          label={t('homework.form.deadlineAt')}
          type="datetime-local"
          {...field('deadlineAt')}
        />
      </div>
      <ClassPicker {...field('classes')} />
      <StudentTagsInput {...field('students')} />
      <div className="field-row">
        {/* Issue 13: students may hand in their own essays (spec §2 offered teacher upload only). */}
        <SelectField<SubmissionMethod>
          label={t('homework.form.method')}
          options={[
            { value: 'teacher', label: t('homework.form.methodTeacher') },
            { value: 'student', label: t('homework.form.methodStudent') },
          ]}
          {...field('method')}
        >
          {values.method === 'student' && (
            <>
              <label className="checkbox-label" htmlFor={revisionId}>
                <input
                  id={revisionId}
                  type="checkbox"
                  checked={values.allowRevision}
                  aria-describedby={`${revisionId}-hint`}
                  onChange={(event) => set('allowRevision', event.target.checked)}
                />{' '}
                {t('homework.form.allowRevision')}
              </label>
              {/* The default is off (issue 41): say so, and what the students then read. */}
              <p id={`${revisionId}-hint`} className="field-hint muted">
                {t(
                  values.allowRevision
                    ? 'homework.form.allowRevisionOn'
                    : 'homework.form.allowRevisionOff',
                )}
              </p>
            </>
          )}
        </SelectField>
        <SelectField
          label={t('homework.form.rubric')}
          options={RUBRICS.map((rubric) => ({
            value: rubric,
            label: t(`homework.rubric.${rubric}`),
          }))}
          {...field('rubric')}
        />
      </div>
      <FieldError className="field-error form-error" message={error} />
      <div className="actions">
        <Link className="button secondary" to="/assignment">
          {t('modal.cancel')}
        </Link>
        <SubmitButton label={submitLabel} disabled={busy} />
      </div>
    </form>
  );
}
