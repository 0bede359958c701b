import { MAX_SUBMISSION_FILES, TYPED_ESSAY_MAX, type StudentHomework } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, uploadKindOf } from '../../lib/upload-rules.ts';
import { countEssay } from './essay-count.ts';
import { studentRefusalText } from './submission-errors.ts';
import { studentKeys, submitEssayFiles, submitTypedEssay } from './student-api.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { SubmitButton } from '../../components/ui/button.tsx';

type Mode = 'typed' | 'files';

/** Why the chosen files cannot make one essay, or null: one Word/PDF file, or photos only. */
function filesProblem(files: readonly File[]): { key: string; name?: string } | null {
  if (files.length === 0) return { key: 'assignmentUpload.files.none' };
  if (files.length > MAX_SUBMISSION_FILES) return { key: 'assignmentUpload.files.tooMany' };
  for (const file of files) {
    if (!uploadKindOf(file.name)) return { key: 'errors.invalidFormat', name: file.name };
    if (file.size > MAX_UPLOAD_BYTES) return { key: 'errors.fileTooLarge', name: file.name };
  }
  if (files.length > 1 && files.some((file) => uploadKindOf(file.name) === 'document')) {
    return { key: 'assignmentUpload.files.documentAlone' };
  }
  return null;
}

/** Hands in an essay: typed in the browser (with a count), or files in page order. */
export function SubmissionForm({
  homework,
  onDone,
}: {
  homework: StudentHomework;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { count: useId(), files: useId(), camera: useId() };
  const [mode, setMode] = useState<Mode>('typed');
  const [title, setTitle] = useState('');
  // A revision starts from the student's latest text (issue 29), not from an empty box.
  const [content, setContent] = useState(() =>
    homework.can_submit === 'revise' ? (homework.submission?.content ?? '') : '',
  );
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const count = countEssay(content);
  const submit = useMutation({
    mutationFn: () =>
      mode === 'typed'
        ? submitTypedEssay(homework.id, content, title)
        : submitEssayFiles(homework.id, files),
    onSuccess: async () => {
      toast.success(t('assignmentUpload.submitted'));
      await queryClient.invalidateQueries({ queryKey: studentKeys.homeworks });
      onDone();
    },
    onError: (error) =>
      setProblem(
        studentRefusalText(
          error,
          (key, vars) => t(key, vars ?? {}),
          'assignmentUpload.errors.invalid',
        ),
      ),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'typed' && content.trim() === '') {
      setProblem(t('assignmentUpload.typed.empty'));
      return;
    }
    const fileProblem = mode === 'files' ? filesProblem(files) : null;
    if (fileProblem) {
      setProblem(t(fileProblem.key, { filename: fileProblem.name }));
      return;
    }
    setProblem(undefined);
    submit.mutate();
  };
  const move = (index: number, by: -1 | 1) =>
    setFiles((current) => {
      const next = [...current];
      const [file] = next.splice(index, 1);
      next.splice(index + by, 0, file!);
      return next;
    });

  return (
    <form className="submission-form" onSubmit={onSubmit} noValidate>
      <fieldset className="submission-mode">
        <legend>{t('assignmentUpload.mode.label')}</legend>
        {(['typed', 'files'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`mode-${homework.id}`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{' '}
            {t(`assignmentUpload.mode.${value}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'typed' ? (
        <>
          <TextField
            label={t('assignmentUpload.typed.title')}
            value={title}
            maxLength={100}
            onChange={setTitle}
          />
          <TextAreaField
            label={t('assignmentUpload.typed.content')}
            rows={12}
            maxLength={TYPED_ESSAY_MAX}
            value={content}
            aria-describedby={ids.count}
            onChange={setContent}
          >
            <p id={ids.count} className="muted essay-count" aria-live="polite">
              {t('assignmentUpload.typed.count', count)}
            </p>
          </TextAreaField>
        </>
      ) : (
        <div className="field">
          <label htmlFor={ids.files}>{t('assignmentUpload.files.choose')}</label>
          <input
            id={ids.files}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            onChange={(event) => {
              setFiles([...files, ...Array.from(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          {/* On a phone the camera is the file source: each photo is the next page (issue 29). */}
          <input
            id={ids.camera}
            className="visually-hidden camera-input"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => {
              setFiles([...files, ...Array.from(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <label htmlFor={ids.camera} className="button secondary camera-button">
            {t('assignmentUpload.files.camera')}
          </label>
          <p className="muted">{t('assignmentUpload.files.hint')}</p>
          {files.length > 0 && (
            <ol className="submission-files" aria-label={t('assignmentUpload.files.order')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span>{t('assignmentUpload.files.page', { n: index + 1, name: file.name })}</span>
                  <button
                    type="button"
                    className="button small secondary"
                    disabled={index === 0}
                    aria-label={t('assignmentUpload.files.up', { name: file.name })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button small secondary"
                    disabled={index === files.length - 1}
                    aria-label={t('assignmentUpload.files.down', { name: file.name })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button small secondary"
                    aria-label={t('assignmentUpload.files.remove', { name: file.name })}
                    onClick={() => setFiles(files.filter((_, i) => i !== index))}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <FieldError className="field-error form-error" message={problem} />
      <div className="actions">
        <button type="button" className="button secondary" onClick={onDone}>
          {t('modal.cancel')}
        </button>
        <SubmitButton
          label={t(`assignmentUpload.action.${homework.can_submit ?? 'new'}`)}
          disabled={submit.isPending}
        />
      </div>
    </form>
  );
}
