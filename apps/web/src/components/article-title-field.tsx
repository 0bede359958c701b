import type { Article } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { handleApiFailure } from '../lib/http/handle-api-failure.ts';
import { CORRECTION_QUERY_ROOT } from '../lib/grading/grading-api.ts';
import { reportKeys } from '../lib/queries/report-keys.ts';
import { articleKeys, saveTitle } from '../lib/queries/article-queries.ts';
import { homeworkKeys } from '../lib/queries/homework-queries.ts';

/**
 * The essay's title with an edit button (status page and report): the essay's own title line
 * names it first; the teacher can rename it. Blank titles make no call.
 */
export function ArticleTitleField({
  article,
  label,
}: {
  article: Pick<Article, 'id' | 'title'>;
  label: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(article.title);
  const save = useMutation({
    mutationFn: (title: string) => saveTitle(article.id, title),
    onSuccess: async (updated) => {
      toast.success(t('success.update'));
      setEditing(false);
      queryClient.setQueryData(articleKeys.detail(article.id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.document(article.id) }),
        queryClient.invalidateQueries({ queryKey: [CORRECTION_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: homeworkKeys.all }),
      ]);
    },
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
        <span className="article-title">{article.title}</span>{' '}
        <button
          type="button"
          className="button secondary small no-print"
          aria-label={label}
          onClick={() => {
            setText(article.title);
            setEditing(true);
          }}
        >
          {t('articleTitle.edit')}
        </button>
      </span>
    );
  return (
    <form className="article-title-field editing no-print" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('articleTitle.label')}
      </label>
      <input
        id={inputId}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
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
