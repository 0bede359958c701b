import type { HomeworkDetail } from '@essay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED, handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../../lib/http/http-errors.ts';
import { toDateTimeLocal } from './date-input.ts';
import { createHomework, HOMEWORK_QUERY_ROOT, updateHomework } from './homework-api.ts';
import { HomeworkForm, toBody, type HomeworkFormValues } from './homework-form.tsx';
import { checkHomeworkBody, homeworkSaveMessage } from './homework-messages.ts';
import './homework.css';
import { homeworkQuery } from '../../lib/queries/homework-queries.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function blankValues(): HomeworkFormValues {
  const now = new Date();
  return {
    name: '',
    instructions: '',
    beginAt: toDateTimeLocal(now),
    deadlineAt: toDateTimeLocal(new Date(now.getTime() + WEEK_MS)),
    classes: [],
    students: [],
    rubric: 'auto',
    method: 'teacher',
    allowRevision: false,
  };
}

function valuesOf(homework: HomeworkDetail): HomeworkFormValues {
  return {
    name: homework.name,
    instructions: homework.instructions,
    beginAt: toDateTimeLocal(homework.submission_begin_at),
    deadlineAt: toDateTimeLocal(homework.submission_deadline_at),
    classes: homework.assigned_classes,
    students: homework.students,
    rubric: homework.rubric,
    method: homework.submission_method,
    allowRevision: homework.allow_revision,
  };
}

/** /assignment/create and /assignment/edit/{homework_id}: one form for both (spec §2). */
export function HomeworkFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { homeworkId } = useParams();
  const id = homeworkId === undefined ? null : Number(homeworkId);
  const mode = id === null ? 'create' : 'edit';
  const title = t(mode === 'create' ? 'pages.assignmentCreate' : 'pages.assignmentEdit');
  const [error, setError] = useState<string | undefined>();

  const existing = useQuery({
    ...homeworkQuery(id ?? 0),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    meta: API_ERRORS_HANDLED,
  });
  const save = useMutation({
    mutationFn: (values: HomeworkFormValues) =>
      id === null ? createHomework(toBody(values)) : updateHomework(id, toBody(values)),
    onSuccess: () => {
      toast.success(t(mode === 'create' ? 'success.homeworkCreated' : 'success.homeworkUpdated'));
      void queryClient.invalidateQueries({ queryKey: [HOMEWORK_QUERY_ROOT] });
      void navigate('/assignment');
    },
    onError: (failure) => {
      if (failure instanceof ApiHttpError && failure.status === 401) {
        handleApiFailure(failure);
        return;
      }
      console.error(failure);
      const message = homeworkSaveMessage(failure, mode, (key, vars) => t(key, vars ?? {}));
      setError(message);
      toast.error(message);
    },
  });

  let body;
  if (mode === 'create') body = <HomeworkForm initial={blankValues()} {...formProps()} />;
  else if (existing.data)
    body = (
      <HomeworkForm key={existing.data.id} initial={valuesOf(existing.data)} {...formProps()} />
    );
  else if (existing.isError || !Number.isInteger(id))
    body = <p className="muted">{t('homework.serverMessages.notFound')}</p>;
  else body = <Loading variant="page" />;

  function formProps() {
    return {
      submitLabel: t(mode === 'create' ? 'homework.form.create' : 'homework.form.save'),
      busy: save.isPending,
      error,
      onSubmit: (values: HomeworkFormValues) => {
        const refusal = checkHomeworkBody(toBody(values));
        if (refusal) {
          const message = homeworkSaveMessage(refusal, mode, (key, vars) => t(key, vars ?? {}));
          setError(message);
          toast.error(message);
          return;
        }
        setError(undefined);
        save.mutate(values);
      },
    };
  }

  return (
    <Page
      className="homework-page"
      title={title}
      trail={[{ name: t('pages.assignment'), path: '/assignment' }]}
    >
      {body}
    </Page>
  );
}
