import type { ArticleSummary, HomeworkFile } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { ExtractionCell } from './extraction-cell.tsx';
import { DeleteEssayDialog } from './delete-essay-dialog.tsx';
import { ARTICLE_STATUS_KEYS } from '../../lib/grading/status-labels.ts';
import { StudentNameInput } from './student-name-input.tsx';
import { essayLabel } from '../../lib/essay-label.ts';
import type { RosterOption } from './roster-options.ts';

export interface ArticlesTableProps {
  homeworkId: number;
  articles: readonly ArticleSummary[];
  files: readonly HomeworkFile[];
  /** The name suggestions: the rosters of the homework's classes and the typed names left. */
  roster: readonly RosterOption[];
  onChanged: () => void;
}

const EXCERPT_CHARS = 120;

/** The students/articles table of the submission status page (spec §2). */
export function ArticlesTable({
  homeworkId,
  articles,
  files,
  roster,
  onChanged,
}: ArticlesTableProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const filesOf = (article: ArticleSummary) =>
    files.filter((file) => file.article_id === article.id);
  const columns: Column<ArticleSummary>[] = [
    {
      key: 'studentName',
      header: t('homework.status.studentName'),
      cell: (article) => <StudentNameInput article={article} roster={roster} onSaved={onChanged} />,
    },
    {
      key: 'title',
      header: t('homework.status.title'),
      cell: (article) => essayLabel(article, (key, vars) => t(key, vars ?? {})),
    },
    {
      key: 'file',
      header: t('homework.status.file'),
      cell: (article) => {
        const pages = filesOf(article).length;
        return (
          <>
            {article.file_url ? (
              <a href={article.file_url} download={article.file_name ?? undefined}>
                {article.file_name}
              </a>
            ) : null}
            {pages > 1 && (
              <span className="muted"> {t('homework.status.pages', { count: pages })}</span>
            )}
          </>
        );
      },
    },
    {
      key: 'text',
      header: t('homework.status.text'),
      className: 'article-text',
      cell: (article) =>
        article.content_preview === '' ? (
          <span className="muted">{t('homework.status.noText')}</span>
        ) : (
          <span title={article.content_preview}>
            {article.content_preview.length > EXCERPT_CHARS
              ? `${article.content_preview.slice(0, EXCERPT_CHARS)}…`
              : article.content_preview}
          </span>
        ),
    },
    {
      key: 'extraction',
      header: t('homework.status.extraction'),
      cell: (article) => (
        <ExtractionCell
          homeworkId={homeworkId}
          article={article}
          files={filesOf(article)}
          onRetried={onChanged}
        />
      ),
    },
    {
      key: 'status',
      header: t('homework.status.articleStatus'),
      cell: (article) => (
        <>
          {t(ARTICLE_STATUS_KEYS[article.status])}
          {article.status === 'graded' && (
            <>
              {article.score !== null && (
                <span className="muted"> ({article.level_label ?? article.score})</span>
              )}{' '}
              <Link to={`/aipaper/${homeworkId}/${article.id}`}>{t('homework.status.report')}</Link>
            </>
          )}
          {article.status === 'failed' && article.failure_reason && (
            <span className="extraction-reason">{article.failure_reason}</span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('homework.status.actions'),
      cell: (article) => (
        <Button
          tone="secondary"
          small
          disabled={article.status === 'grading'}
          aria-label={t('homework.status.deleteEssayOf', {
            title: essayLabel(article, (key, vars) => t(key, vars ?? {})),
          })}
          onClick={() => setDeleting(article)}
        >
          {t('homework.status.deleteEssay')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        className="articles-table"
        caption={t('homework.status.caption')}
        columns={columns}
        rows={articles}
        rowProps={(article) => ({ 'data-testid': `article-${article.id}` })}
        empty={t('homework.status.empty')}
      />
      <DeleteEssayDialog
        article={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onChanged}
      />
    </>
  );
}
