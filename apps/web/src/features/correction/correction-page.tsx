import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { CheckboxLabel } from '../../components/ui/checkbox-label.tsx';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { CorrectAllButton } from '../../components/correct-all-button.tsx';
import { CorrectionProgressNote } from '../../components/correction-progress-note.tsx';
import { CorrectionTable } from './correction-table.tsx';
import { GradesDownloadButton } from './grades-download-button.tsx';
import { ReleaseSwitch } from './release-switch.tsx';
import { RelevelButton } from './relevel-button.tsx';
import { RereadRequests } from './reread-requests.tsx';
import { HOMEWORK_GRADE_KEYS } from '../../lib/grading/status-labels.ts';
import { useCorrectionProgress } from '../../lib/grading/use-correction-progress.ts';
import { homeworkKeys } from '../../lib/queries/homework-queries.ts';
import { useGradingPoll } from './use-grading-poll.ts';
import './correction.css';

/** The "needs review" tick of the toolbar, and while it is on, how many essays it leaves shown. */
function ReviewFilter({
  on,
  onChange,
  shown,
  total,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxLabel className="review-filter" checked={on} onChange={onChange}>
        {t('correction.filter.needsReview')}
      </CheckboxLabel>
      {on && (
        <span className="muted" aria-live="polite">
          {t('correction.filter.shown', { shown, total })}
        </span>
      )}
    </>
  );
}

/** /aicheck/{homework_id} (teacher): the correction results of one homework (spec §2). */
export function CorrectionPage() {
  const { t } = useTranslation();
  const id = Number(useParams().homeworkId);
  const queryClient = useQueryClient();
  const onComplete = useCallback(() => toast.success(t('correction.complete')), [t]);
  const { query, grading, expectCompletion } = useGradingPoll(id, onComplete);
  const homework = query.data;
  const { progress, startRun } = useCorrectionProgress(homework?.articles);
  const title = t('pages.aicheck');
  const [needsReview, setNeedsReview] = useState(false);
  const all = homework?.articles ?? [];
  const shown = needsReview ? all.filter((article) => article.review_reasons.length > 0) : all;
  const gradableIds = (homework?.articles ?? [])
    .filter((article) => article.status === 'submitted' || article.status === 'failed')
    .map((article) => article.id);
  const correctedIds = all.filter((a) => a.status === 'graded').map((article) => article.id);

  return (
    <Page
      className="correction-page"
      title={title}
      trail={[{ name: t('pages.aicheckList'), path: '/aicheck-list' }]}
      crumb={homework?.name ?? title}
    >
      {query.isPending ? (
        <Loading variant="page" />
      ) : homework ? (
        <>
          <div className="correction-summary">
            <h2>{homework.name}</h2>
            <p aria-live="polite">
              {t('correction.summary', {
                submitted: homework.submission_status.submitted,
                required: homework.submission_status.required,
                status: t(HOMEWORK_GRADE_KEYS[homework.grade_status]),
              })}
            </p>
          </div>
          <div className="correction-toolbar">
            <CorrectAllButton
              homeworkId={id}
              grading={grading}
              gradable={gradableIds.length > 0}
              onStarted={() => {
                expectCompletion();
                startRun(gradableIds);
                void queryClient.invalidateQueries({ queryKey: homeworkKeys.detail(id) });
              }}
            />
            <CorrectAllButton
              again
              homeworkId={id}
              grading={grading}
              gradable={correctedIds.length > 0}
              onStarted={() => {
                expectCompletion();
                startRun([...gradableIds, ...correctedIds]);
                void queryClient.invalidateQueries({ queryKey: homeworkKeys.detail(id) });
              }}
            />
            <ReviewFilter
              on={needsReview}
              onChange={setNeedsReview}
              shown={shown.length}
              total={all.length}
            />
            <CorrectionProgressNote progress={progress} />
            <ReleaseSwitch key={String(homework.released)} homework={homework} />
            <RelevelButton homeworkId={id} articles={all} />
            <GradesDownloadButton homeworkId={id} homeworkName={homework.name} />
            {homework.grade_status !== 'not_graded' && (
              <Link className="button secondary" to={`/aicheck/${id}/summary`}>
                {t('correction.classSummary')}
              </Link>
            )}
          </div>
          <CorrectionTable homeworkId={id} homeworkName={homework.name} articles={shown} />
          <RereadRequests homeworkId={id} />
        </>
      ) : null}
    </Page>
  );
}
