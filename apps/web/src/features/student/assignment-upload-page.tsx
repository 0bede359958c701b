import type { StudentHomework } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { ARTICLE_STATUS_KEYS } from '../../lib/grading/status-labels.ts';
import { fetchStudentHomeworks, studentKeys } from './student-api.ts';
import { SubmissionForm } from './submission-form.tsx';
import './student.css';

function HomeworkCard({ homework }: { homework: StudentHomework }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const submission = homework.submission;
  const headingId = `homework-${homework.id}`;
  return (
    <article className="assignment-card" aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{homework.name}</h2>
        <span className={`assignment-state state-${homework.state}`}>
          {t(`assignmentUpload.state.${homework.state}`)}
        </span>
      </header>
      <dl className="assignment-facts">
        <dt>{t('assignmentUpload.classes')}</dt>
        <dd>{homework.class_names.join('、')}</dd>
        <dt>{t('assignmentUpload.deadline')}</dt>
        <dd>{formatDateTime(homework.submission_deadline_at)}</dd>
        <dt>{t('assignmentUpload.myEssay')}</dt>
        <dd>
          {submission
            ? t('assignmentUpload.submittedAs', {
                title: submission.title,
                status: t(ARTICLE_STATUS_KEYS[submission.status]),
                time: formatDateTime(submission.submitted_at),
              })
            : t('assignmentUpload.notSubmitted')}
          {submission?.revision_of ? ` ${t('assignmentUpload.isRevision')}` : ''}
        </dd>
      </dl>
      {homework.instructions && <p className="assignment-instructions">{homework.instructions}</p>}
      {submission && submission.reports.length > 0 && (
        <ul className="assignment-reports">
          {submission.reports.map((report) => (
            <li key={report.article_id}>
              <Link to={`/aipaper/${homework.id}/${report.article_id}`}>
                {report.revision_of
                  ? t('assignmentUpload.revisionReport', { title: report.title })
                  : t('assignmentUpload.report', { title: report.title })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {submission?.status === 'graded' && !homework.released && (
        <p className="muted">{t('assignmentUpload.notReleased')}</p>
      )}
      {submission?.status === 'graded' && !homework.allow_revision && (
        // Why there is no revise button (issue 41): the teacher's choice, not a fault.
        <p className="muted revision-off">{t('assignmentUpload.revisionOff')}</p>
      )}
      {homework.can_submit &&
        (open ? (
          <SubmissionForm homework={homework} onDone={() => setOpen(false)} />
        ) : (
          <button
            type="button"
            className="button primary"
            aria-describedby={headingId}
            onClick={() => setOpen(true)}
          >
            {t(`assignmentUpload.action.${homework.can_submit}`)}
          </button>
        ))}
    </article>
  );
}

/** /assignment-upload (student): homework of the student's classes and handing in essays. */
export function AssignmentUploadPage() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: studentKeys.homeworks,
    queryFn: fetchStudentHomeworks,
    meta: API_ERRORS_HANDLED,
  });
  const title = t('pages.assignmentUpload');
  const homeworks = list.data ?? [];
  return (
    <Page className="student-page" title={title}>
      {list.isPending ? (
        <Loading variant="page" />
      ) : homeworks.length === 0 ? (
        <p className="muted">
          {t('assignmentUpload.none')} <Link to="/class">{t('assignmentUpload.joinClass')}</Link>
        </p>
      ) : (
        homeworks.map((homework) => <HomeworkCard key={homework.id} homework={homework} />)
      )}
    </Page>
  );
}
