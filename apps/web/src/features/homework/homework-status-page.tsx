import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { CorrectAllButton } from '../../components/correct-all-button.tsx';
import { CorrectionProgressNote } from '../../components/correction-progress-note.tsx';
import { isGrading } from '../../lib/grading/grading-state.ts';
import { useCorrectionProgress } from '../../lib/grading/use-correction-progress.ts';
import { ArrangementDialog } from './arrangement-dialog.tsx';
import { savedEssays } from './arrangement-state.ts';
import { ArticlesTable } from './articles-table.tsx';
import { ClassCodes } from './class-codes.tsx';
import { HOMEWORK_GRADE_KEYS } from '../../lib/grading/status-labels.ts';
import { UploadDialog } from './upload-dialog.tsx';
import { useHomeworkStatus } from './use-homework-status.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { handInListQuery } from '../../lib/queries/homework-queries.ts';
import { HandInListSection } from './hand-in-list.tsx';
import { rosterOptions } from './roster-options.ts';
import './homework.css';

/** /assignment-status/{homework_id}: essays and students, with upload and arrangement (spec §2). */
export function HomeworkStatusPage() {
  const { t } = useTranslation();
  const id = Number(useParams().homeworkId);
  const suggestionsId = useId();
  const { homework, files, reload, valid } = useHomeworkStatus(id);
  const handIns = useQuery({ ...handInListQuery(id), meta: API_ERRORS_HANDLED });
  const [dialog, setDialog] = useState<'none' | 'upload' | 'arrange'>('none');
  const title = t('pages.assignmentStatus');
  const data = homework.data;
  const allFiles = files.data ?? [];
  const waiting = allFiles.filter((file) => file.article_id === null);
  // Saved essays made of files: the arrangement dialog shows them as drop targets (issue 12).
  const essays = savedEssays(data?.articles ?? [], allFiles);
  // The name suggestions: the rosters of the homework's classes, then the typed names left (issue 41).
  const roster = rosterOptions(handIns.data, data?.remain_students);
  const { progress, startRun } = useCorrectionProgress(data?.articles);
  // Ready or still being read: a correct-all corrects the latter as soon as their text is ready.
  const gradableIds = (data?.articles ?? [])
    .filter((article) => article.status === 'submitted' || article.status === 'failed')
    .map((article) => article.id);

  let body;
  if (data) {
    body = (
      <>
        <div className="status-summary">
          <h2>{data.name}</h2>
          <p>
            {t('homework.list.handedIn', {
              submitted: data.submission_status.submitted,
              required: data.submission_status.required,
            })}
            {' · '}
            {t(HOMEWORK_GRADE_KEYS[data.grade_status])}
          </p>
        </div>
        <div className="homework-toolbar">
          <button type="button" className="button primary" onClick={() => setDialog('upload')}>
            {t('homework.status.upload')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={waiting.length === 0 && essays.length === 0}
            onClick={() => setDialog('arrange')}
          >
            {t('homework.status.arrange', { count: waiting.length })}
          </button>
          <CorrectAllButton
            homeworkId={id}
            grading={isGrading(data)}
            gradable={gradableIds.length > 0}
            onStarted={() => {
              startRun(gradableIds);
              void reload();
            }}
          />
          <CorrectionProgressNote progress={progress} />
        </div>
        <ArticlesTable
          homeworkId={id}
          articles={data.articles}
          files={files.data ?? []}
          roster={roster}
          onChanged={() => void reload()}
        />
        {data.assigned_classes.length > 0 && handIns.data && (
          <HandInListSection list={handIns.data} />
        )}
        {data.students.length > 0 && (
          <section className="remain-students" aria-labelledby={`${suggestionsId}-remain`}>
            <h2 id={`${suggestionsId}-remain`}>{t('homework.status.remaining')}</h2>
            {data.remain_students.length === 0 ? (
              <p className="muted">{t('homework.status.noneRemaining')}</p>
            ) : (
              <ul className="tag-list">
                {data.remain_students.map((name) => (
                  <li key={name} className="tag">
                    {name}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {data.submission_method === 'student' && <ClassCodes classIds={data.assigned_classes} />}
        <p>
          <Link to={`/assignment-audit/${id}`}>{t('audit.link')}</Link>
        </p>
        <UploadDialog
          open={dialog === 'upload'}
          homeworkId={id}
          onClose={() => setDialog('none')}
          onAllUploaded={() => {
            void reload();
            setDialog('arrange');
          }}
        />
        <ArrangementDialog
          open={dialog === 'arrange'}
          homeworkId={id}
          files={allFiles}
          essays={essays}
          articleCount={data.articles.length}
          roster={roster}
          onClose={() => setDialog('none')}
          onSaved={() => {
            setDialog('none');
            void reload();
          }}
          onFilesChanged={() => void reload()}
        />
      </>
    );
  } else if (homework.isError || !valid) {
    body = <p className="muted">{t('homework.serverMessages.notFound')}</p>;
  } else body = <Loading variant="page" />;

  return (
    <Page
      className="homework-page"
      title={title}
      trail={[{ name: t('pages.assignment'), path: '/assignment' }]}
      crumb={data ? `${title}: ${data.name}` : title}
    >
      {body}
    </Page>
  );
}
