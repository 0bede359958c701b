import { buildReportView, PUNCTUATION } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { ARTICLE_STATUS_KEYS } from '../../lib/grading/status-labels.ts';
import { articleQuery } from '../../lib/queries/article-queries.ts';
import { homeworkQuery } from '../../lib/queries/homework-queries.ts';
import { useProductInfo } from '../../lib/use-product-info.ts';
import { ArticleTitleField } from '../../components/article-title-field.tsx';
import { CorrectionDecisions } from './correction-decisions.tsx';
import { ReportHistory } from './report-history.tsx';
import { ImageEditDialog } from './image-edit-dialog.tsx';
import { ImagePagesSection } from './image-pages-section.tsx';
import { TranscriptReview } from './transcript-review.tsx';
import { OverrideForm } from './override-form.tsx';
import { OffTopicDecisionPanel } from './off-topic-decision.tsx';
import { ReportActions } from './report-actions.tsx';
import { fetchReportDocument, reportKeys, type ReportLocale } from './report-api.ts';
import { ReportDocumentView } from '../../components/report/report-document-view.tsx';
import { SuggestionForm } from './suggestion-form.tsx';
import { UploadedFile } from './uploaded-file.tsx';
import { useImagePages } from './use-image-pages.ts';
import { useRegrade } from './use-regrade.ts';
import '../../components/report/report.css';

/** /aipaper/{homework_id}/{article_id}: the correction report of one essay (spec §2). */
export function ReportPage() {
  const { t } = useTranslation();
  const params = useParams();
  const homeworkId = Number(params.homeworkId);
  const articleId = Number(params.articleId);
  const valid = Number.isInteger(articleId) && articleId > 0 && Number.isInteger(homeworkId);
  // useTranslation re-renders on a language change, and the report follows the interface locale.
  const locale = currentLocale();
  const [editing, setEditing] = useState(false);
  // An earlier report of the essay (issue 11 §6); null: the report in force.
  const [grading, setGrading] = useState<number | null>(null);

  const article = useQuery({
    ...articleQuery(articleId),
    enabled: valid,
    meta: API_ERRORS_HANDLED,
  });
  const homework = useQuery({
    ...homeworkQuery(homeworkId),
    enabled: valid,
    meta: API_ERRORS_HANDLED,
  });
  const graded = article.data?.status === 'graded';
  const reportDocument = useQuery({
    queryKey:
      grading === null ? reportKeys.document(articleId) : reportKeys.earlier(articleId, grading),
    queryFn: () => fetchReportDocument(articleId, grading ?? undefined),
    enabled: valid && graded,
    meta: API_ERRORS_HANDLED,
  });
  const images = useImagePages(articleId, valid && article.isSuccess);
  const regrade = useRegrade(homeworkId, articleId, images);
  const product = useProductInfo();
  // Comments follow the essay's language unless the teacher switches them.
  const [feedback, setFeedback] = useState<ReportLocale | null>(null);
  const view = useMemo(
    () =>
      reportDocument.data
        ? buildReportView(reportDocument.data, locale, feedback ?? undefined)
        : null,
    [reportDocument.data, locale, feedback],
  );
  const data = article.data;
  const title = t('pages.aipaper');

  return (
    <Page
      className="report-page"
      title={data ? `${title}: ${data.student_name || data.title}` : title}
      trail={[
        { name: t('pages.aicheckList'), path: '/aicheck-list' },
        { name: homework.data?.name ?? t('pages.aicheck'), path: `/aicheck/${homeworkId}` },
      ]}
      crumb={title}
    >
      {article.isPending && valid ? (
        <Loading variant="page" />
      ) : data ? (
        <>
          <p className="report-title-row no-print">
            <strong>
              {t('articleTitle.label')}
              {PUNCTUATION[currentLocale()].colon}
            </strong>
            <ArticleTitleField article={data} label={t('articleTitle.edit')} />
          </p>
          <ReportActions
            article={data}
            locale={locale}
            feedback={feedback}
            canEdit={images.ordered.length > 0}
            onEdit={() => setEditing(true)}
            regrade={regrade}
          />
          {view && (
            <p className="report-feedback-switch no-print">
              <label htmlFor="report-feedback">{t('report.feedbackLanguage')}</label>{' '}
              <select
                id="report-feedback"
                value={view.feedbackLocale}
                onChange={(event) => setFeedback(event.target.value as ReportLocale)}
              >
                <option value="zh-tw">中文</option>
                <option value="en-us">English</option>
              </select>
            </p>
          )}
          <div className="report-print-area" role="region" aria-label={t('report.regionLabel')}>
            {!graded ? (
              <p className="muted">
                {t('report.notGraded', { status: t(ARTICLE_STATUS_KEYS[data.status]) })}
              </p>
            ) : view ? (
              <ReportDocumentView view={view} />
            ) : (
              <Loading variant="page" />
            )}
          </div>
          {graded && view && <ReportHistory view={view} viewing={grading} onView={setGrading} />}
          {graded && grading === null && reportDocument.data?.report.offTopicSuspect && (
            <OffTopicDecisionPanel
              article={data}
              suspect={reportDocument.data.report.offTopicSuspect}
            />
          )}
          {graded && view && grading === null && (
            <CorrectionDecisions articleId={articleId} view={view} />
          )}
          {graded && view && grading === null && (
            <OverrideForm
              key={`${data.id}-${data.updated_at}-${view.dimensions.length}`}
              article={data}
              shape={view}
            />
          )}
          <SuggestionForm key={`suggestion-${data.id}`} article={data} />
          <UploadedFile article={data} />
          <TranscriptReview article={data} pages={images.ordered} dirty={images.dirty} />
          <ImagePagesSection state={images} />
          <ImageEditDialog
            open={editing}
            article={data}
            setting={product.data?.setting}
            state={images}
            regrade={regrade}
            onClose={() => setEditing(false)}
          />
        </>
      ) : null}
    </Page>
  );
}
