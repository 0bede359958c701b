import type { Article } from '@essay/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiFailure } from '../lib/http/handle-api-failure.ts';
import { CORRECTION_QUERY_ROOT } from '../lib/grading/grading-api.ts';
import { saveTitle } from '../lib/queries/article-queries.ts';
import { homeworkKeys } from '../lib/queries/homework-queries.ts';
import { useArticleSave } from '../lib/queries/use-article-save.ts';
import { InlineTextInput } from './ui/inline-text-input.tsx';
import { essayLabel, ownTitle } from '../lib/essay-label.ts';

/**
 * The essay's title with an edit button (status page and report): the essay's own title line
 * names it first; the teacher can rename it. Blank titles make no call.
 */
export function ArticleTitleField({
  article,
  label,
}: {
  article: Pick<Article, 'id' | 'title'> & { student_name?: string };
  label: string;
}) {
  const { t } = useTranslation();
  const say = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => ownTitle(article));
  const save = useArticleSave(article.id, saveTitle, {
    onSaved: () => setEditing(false),
    // The correction lists and the homework's essays show the title too.
    alsoReload: [[CORRECTION_QUERY_ROOT], homeworkKeys.all],
    onError: handleApiFailure,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    save.mutate(text.trim());
  };
  if (!editing)
    return (
      <span className="article-title-field">
        <span className="article-title">{essayLabel(article, say)}</span>{' '}
        <button
          type="button"
          className="button secondary small no-print"
          aria-label={label}
          onClick={() => {
            setText(ownTitle(article));
            setEditing(true);
          }}
        >
          {t('articleTitle.edit')}
        </button>
      </span>
    );
  return (
    <form className="article-title-field editing no-print" onSubmit={onSubmit}>
      <InlineTextInput
        label={t('articleTitle.label')}
        hideLabel
        value={text}
        maxLength={100}
        onChange={setText}
        autoFocus
      />
      <button type="submit" className="button primary small" disabled={save.isPending}>
        {t('articleTitle.save')}
      </button>
      <button type="button" className="button secondary small" onClick={() => setEditing(false)}>
        {t('articleTitle.cancel')}
      </button>
    </form>
  );
}
