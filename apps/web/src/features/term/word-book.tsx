import type { WordBook, WordOccurrence } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { PracticeSheetButton } from './practice-sheet-button.tsx';
import type { TermOwner } from './term-api.ts';

/** The sentence with the miswritten form marked (`at` is its span inside the sentence). */
function Sentence({ occurrence }: { occurrence: WordOccurrence }) {
  const { sentence, at } = occurrence;
  const valid = at.start < at.end && at.end <= sentence.length;
  if (!valid) return <q>{sentence}</q>;
  return (
    <q>
      {sentence.slice(0, at.start)}
      <mark>{sentence.slice(at.start, at.end)}</mark>
      {sentence.slice(at.end)}
    </q>
  );
}

/**
 * The 錯字本: every kept 錯別字 / spelling mistake by its right form, how often and how it was
 * written, each sentence and homework; mastered words marked; the practice sheet to print.
 */
export function WordBookSection({ book, owner }: { book: WordBook; owner: TermOwner }) {
  const { t } = useTranslation();
  const practice = book.entries.filter((entry) => !entry.mastered).length;
  return (
    <section className="term-section word-book" aria-labelledby="term-word-book">
      <h2 id="term-word-book">{t('term.wordBook.title')}</h2>
      <p className="muted">{t('term.wordBook.rule', { count: book.mastery.later_essays })}</p>
      <PracticeSheetButton owner={owner} disabled={practice === 0} />
      {book.entries.length === 0 ? (
        <p className="empty">{t('term.wordBook.empty')}</p>
      ) : (
        <ul className="word-book-list" aria-label={t('term.wordBook.listLabel')}>
          {book.entries.map((entry) => (
            <li
              key={`${entry.lang}-${entry.right}`}
              className={entry.mastered ? 'word-entry mastered' : 'word-entry'}
            >
              <p className="word-head">
                <span className="word-right" lang={entry.lang === 'zh' ? 'zh-Hant' : 'en'}>
                  {entry.right}
                </span>
                <span className="word-count">
                  {t('term.wordBook.count', { count: entry.count })}
                  {t('term.wordBook.essays', { count: entry.essays })}
                </span>
                {entry.mastered && (
                  <span className="word-mastered">{t('term.wordBook.mastered')}</span>
                )}
              </p>
              <p className="word-wrong">
                {t('term.wordBook.writtenAs', {
                  forms: entry.wrong.join(t('term.listSeparator')),
                })}
              </p>
              <ul className="word-occurrences">
                {entry.occurrences.map((occurrence) => (
                  <li
                    key={`${occurrence.article_id}-${occurrence.at.start}-${occurrence.sentence}`}
                  >
                    <Sentence occurrence={occurrence} />
                    <span className="muted">
                      {t('term.wordBook.where', {
                        homework: occurrence.homework_name,
                        date: formatDateTime(occurrence.seen_at),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
