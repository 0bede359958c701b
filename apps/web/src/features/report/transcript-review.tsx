import type { Article, ImagePage } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { confirmAllWords, confirmWord, reportKeys } from './report-api.ts';
import { CorrectAnyway } from './correct-anyway.tsx';
import { PageViewer } from './page-viewer.tsx';
import { reviewProgress, wordsInOrder, type DoubtfulWord } from './words-in-order.ts';
import './transcript-review.css';

const keyOf = (w: DoubtfulWord) => `${w.pageId}:${w.span.start}:${w.span.end}`;

/**
 * The review of an OCR'd essay's text (issue 28): the page large and zoomable beside the words
 * the OCR doubted, in reading order. Enter accepts the word as typed in its field (unchanged:
 * confirmed; changed: replaced), Tab moves on and Shift+Tab back; every word is saved at once,
 * but the teacher hears once per batch — when the last word is checked, or all are confirmed.
 */
export function TranscriptReview({
  article,
  pages,
  dirty,
}: {
  article: Article;
  pages: ImagePage[];
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const words = wordsInOrder(pages);
  const { checked, total } = reviewProgress(pages);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [shownPage, setShownPage] = useState<number | null>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const saved = async (next: ImagePage[]) => {
    queryClient.setQueryData(reportKeys.images(article.id), next);
    await queryClient.invalidateQueries({ queryKey: articleKeys.detail(article.id) });
  };
  const one = useMutation({
    mutationFn: ({ word, replacement }: { word: DoubtfulWord; replacement?: string }) =>
      confirmWord(article.id, word.pageId, word.span, replacement),
    onSuccess: async (next, { word }) => {
      await saved(next);
      if (wordsInOrder(next).length === 0) toast.success(t('report.review.allChecked'));
      else setFocusAt(words.findIndex((w) => keyOf(w) === keyOf(word)));
    },
    onError: handleApiFailure,
  });
  const all = useMutation({
    mutationFn: () => confirmAllWords(article.id),
    onSuccess: async (next) => {
      await saved(next);
      toast.success(t('report.review.confirmedAll', { count: words.length }));
    },
    onError: handleApiFailure,
  });
  const busy = dirty || one.isPending || all.isPending;

  // After a word is saved the next one takes its place in the list: the focus follows it, once
  // the save has settled — a field focused while still read-only would drop the keys typed into it.
  useEffect(() => {
    if (focusAt === null || busy) return;
    inputs.current[Math.min(focusAt, words.length - 1)]?.focus();
    setFocusAt(null);
  }, [focusAt, words.length, busy]);

  if (total === 0) return null;
  const current = pages.find((p) => p.id === shownPage) ?? pages[words[0]?.pageIndex ?? 0];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, word: DoubtfulWord) => {
    if (event.key !== 'Enter' || busy) return;
    event.preventDefault();
    const value = typed[keyOf(word)] ?? word.word;
    one.mutate(value === word.word ? { word } : { word, replacement: value });
  };

  return (
    <section className="transcript-review no-print" aria-labelledby="transcript-review-title">
      <h2 id="transcript-review-title">{t('report.review.title')}</h2>
      <p role="status" className="transcript-progress">
        {t('report.review.progress', { checked, count: total })}
      </p>
      <progress value={checked} max={total} aria-hidden="true" />
      <div className="transcript-review-body">
        {current && (
          <div className="transcript-review-page">
            {pages.length > 1 && (
              <div className="transcript-page-tabs">
                {pages.map((page, index) => (
                  <button
                    key={page.id}
                    type="button"
                    className="button secondary"
                    aria-pressed={page.id === current.id}
                    onClick={() => setShownPage(page.id)}
                  >
                    {t('report.review.page', { number: index + 1 })}
                  </button>
                ))}
              </div>
            )}
            <PageViewer
              key={current.id}
              url={current.url}
              alt={t('report.pageAlt', {
                number: pages.indexOf(current) + 1,
                file: current.file_name,
              })}
            />
          </div>
        )}
        <div className="transcript-review-words">
          {words.length === 0 ? (
            <p>{t('report.review.done')}</p>
          ) : (
            <>
              <p className="muted">{t('report.review.keys')}</p>
              {dirty && <p className="muted">{t('report.transcript.saveFirst')}</p>}
              <ol className="transcript-words" aria-label={t('report.transcript.title')}>
                {words.map((word, index) => {
                  const id = `doubt-${keyOf(word).replace(/:/g, '-')}`;
                  return (
                    <li key={keyOf(word)} className="transcript-word">
                      <label htmlFor={id} className="uncertain-context">
                        {word.before}
                        <mark className="uncertain">{word.word}</mark>
                        {word.after}
                      </label>
                      <input
                        id={id}
                        ref={(el) => {
                          inputs.current[index] = el;
                        }}
                        className="uncertain-fix"
                        aria-label={t('report.review.wordLabel', { word: word.word })}
                        value={typed[keyOf(word)] ?? word.word}
                        maxLength={50}
                        readOnly={busy}
                        onFocus={(event) => {
                          event.target.select();
                          setShownPage(word.pageId);
                        }}
                        onChange={(event) =>
                          setTyped({ ...typed, [keyOf(word)]: event.target.value })
                        }
                        onKeyDown={(event) => onKeyDown(event, word)}
                      />
                    </li>
                  );
                })}
              </ol>
              <div className="report-toolbar">
                <button
                  type="button"
                  className="button primary"
                  disabled={busy}
                  onClick={() => all.mutate()}
                >
                  {t('report.review.confirmAll', { count: words.length })}
                </button>
                <CorrectAnyway article={article} />
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
