import type { Article, ImagePage } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { confirmAllWords, reportKeys } from './report-api.ts';
import { CorrectAnyway } from './correct-anyway.tsx';
import { writtenInColumns } from './as-written.ts';
import { LayoutNote } from './layout-note.tsx';
import { PageAsWritten } from './page-as-written.tsx';
import { PageViewer } from './page-viewer.tsx';
import type { ReviewWord } from './review-queue.ts';
import { useReviewQueue } from './use-review-queue.ts';
import { reviewProgress } from './words-in-order.ts';
import './transcript-review.css';

/**
 * The review of an OCR'd essay's text (issue 28): the page large and zoomable beside the words
 * the OCR doubted, in reading order. Enter accepts the word as typed in its field (unchanged:
 * confirmed; changed: replaced) and moves on at once, Tab moves on and Shift+Tab back; every word
 * is saved in the order it was decided (use-review-queue.ts), so typing never waits for the
 * server and never lands in another word; the teacher hears once per batch — when the last word
 * is checked, or all are confirmed. A page written in columns (the 會考 answer sheet) is shown
 * as written too, columns from the right, the word being checked highlighted (issue 43 §1).
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
  const [typed, setTyped] = useState<Record<string, string>>({});
  const review = useReviewQueue(article.id, pages, (lost) =>
    setTyped((before) => ({
      ...before,
      ...Object.fromEntries(
        lost.flatMap((d) => (d.replacement === undefined ? [] : [[d.id, d.replacement]])),
      ),
    })),
  );
  const words = review.words;
  const { checked, total } = reviewProgress(review.pages);
  const [shownPage, setShownPage] = useState<number | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const all = useMutation({
    mutationFn: () => confirmAllWords(article.id),
    onSuccess: async (next) => {
      queryClient.setQueryData(reportKeys.images(article.id), next);
      await queryClient.invalidateQueries({ queryKey: articleKeys.detail(article.id) });
      toast.success(t('report.review.confirmedAll', { count: words.length }));
    },
    onError: handleApiFailure,
  });

  if (total === 0) return null;
  const current = pages.find((p) => p.id === shownPage) ?? pages[words[0]?.pageIndex ?? 0];
  // The page as the review has it: the server's text with the decisions still on their way.
  const currentText = review.pages.find((p) => p.id === current?.id) ?? current;

  // Enter settles the word and hands the focus to the next one at once: the keys typed next land
  // in the next word whatever the server is doing. Enter that ends an IME composition is the IME's.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, word: ReviewWord) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    if (dirty || all.isPending) return;
    const value = typed[word.id] ?? word.word;
    const at = words.findIndex((w) => w.id === word.id);
    const next = words[at + 1] ?? words[at - 1];
    review.decide(
      value === word.word
        ? { id: word.id, pageId: word.pageId }
        : { id: word.id, pageId: word.pageId, replacement: value },
    );
    if (next) inputs.current.get(next.id)?.focus();
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
            <LayoutNote page={current} />
            <PageViewer
              key={current.id}
              url={current.url}
              turned={current.layout?.turned ?? 0}
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
              {currentText && writtenInColumns(currentText) && (
                <PageAsWritten
                  page={currentText}
                  number={pages.indexOf(current!) + 1}
                  words={words}
                  current={focused}
                  onPick={(id) => inputs.current.get(id)?.focus()}
                />
              )}
              <ol className="transcript-words" aria-label={t('report.transcript.title')}>
                {words.map((word) => {
                  const id = `doubt-${word.id.replace(/\./g, '-')}`;
                  return (
                    <li key={word.id} className="transcript-word">
                      <label htmlFor={id} className="uncertain-context">
                        {word.before}
                        <mark className="uncertain">{word.word}</mark>
                        {word.after}
                      </label>
                      <input
                        id={id}
                        ref={(el) => {
                          if (el) inputs.current.set(word.id, el);
                          else inputs.current.delete(word.id);
                        }}
                        className="uncertain-fix"
                        aria-label={t('report.review.wordLabel', { word: word.word })}
                        value={typed[word.id] ?? word.word}
                        maxLength={50}
                        readOnly={all.isPending}
                        onFocus={(event) => {
                          event.target.select();
                          setShownPage(word.pageId);
                          setFocused(word.id);
                        }}
                        onChange={(event) =>
                          setTyped((before) => ({ ...before, [word.id]: event.target.value }))
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
                  disabled={dirty || review.waiting || all.isPending}
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
