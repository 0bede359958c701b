import type { ImagePage } from '@essay/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { asWritten } from './as-written.ts';
import type { ReviewWord } from './review-queue.ts';

/**
 * The text of a page written in columns (the 會考 answer sheet, 橫式直書), shown as the page has
 * it (issue 43 §1): columns read from the right, top to bottom, the words still to check marked
 * and the one being checked highlighted and scrolled into view. It scrolls sideways on a phone.
 * A tap on a marked word takes the teacher to its field (the fields stay the keyboard's way).
 */
export function PageAsWritten({
  page,
  number,
  words,
  current,
  onPick,
}: {
  page: ImagePage;
  number: number;
  words: readonly ReviewWord[];
  current: string | null;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const marked = useRef<HTMLElement>(null);
  // The columns scroll to the word being checked; the window stays where the teacher types.
  useEffect(() => {
    const frame = box.current?.getBoundingClientRect();
    const word = marked.current?.getBoundingClientRect();
    if (!box.current || !frame || !word) return;
    const gap = 8;
    if (word.left < frame.left) box.current.scrollLeft -= frame.left - word.left + gap;
    else if (word.right > frame.right) box.current.scrollLeft += word.right - frame.right + gap;
    if (word.top < frame.top) box.current.scrollTop -= frame.top - word.top + gap;
    else if (word.bottom > frame.bottom) box.current.scrollTop += word.bottom - frame.bottom + gap;
  }, [current]);
  const lines = asWritten(
    page.content,
    words.filter((w) => w.pageId === page.id),
  );
  return (
    <div
      ref={box}
      className="page-as-written"
      lang="zh-Hant-TW"
      role="region"
      tabIndex={0}
      aria-label={t('report.review.asWritten', { number })}
    >
      {lines.map((line, i) => (
        <p key={i}>
          {line.map((piece, j) =>
            piece.word ? (
              <mark
                key={j}
                ref={piece.word.id === current ? marked : undefined}
                className={piece.word.id === current ? 'uncertain current' : 'uncertain'}
                aria-current={piece.word.id === current ? 'true' : undefined}
              >
                <button
                  type="button"
                  tabIndex={-1}
                  className="as-written-word"
                  onClick={() => onPick(piece.word!.id)}
                >
                  {piece.text}
                </button>
              </mark>
            ) : (
              piece.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
