import {
  WORD_BOOK_MASTERY,
  type EssayLang,
  type WordBook,
  type WordBookEntry,
  type WordOccurrence,
} from '@essay/contracts';
import { iso } from '../../http/present.ts';
import { latestOf, type KeptError, type TermEssayOf } from './term-essays.ts';

/**
 * A kept error that belongs in the 錯字本 (decision 0076): a 錯別字 or a spelling mistake with a
 * right form to copy; a change of capital letters alone is a habit, not a word to practise.
 */
export function bookWordOf(error: KeptError, lang: EssayLang): string | null {
  if (error.kind !== 'typo' && error.kind !== 'spelling') return null;
  const right = error.suggestion.trim();
  if (right === '' || error.original.trim() === '') return null;
  if (lang === 'en') {
    if (right.toLowerCase() === error.original.trim().toLowerCase()) return null;
    return right.toLowerCase();
  }
  return right === error.original.trim() ? null : right;
}

/**
 * The words an essay miswrote, with where: its first version's, and a word first miswritten in a
 * revision; a word the revision still carries is the same essay's, not counted again.
 */
function essayWords(essay: TermEssayOf): Map<string, { times: number; at: WordOccurrence[] }> {
  const words = new Map<string, { times: number; at: WordOccurrence[] }>();
  for (const version of essay.versions) {
    const inThis = new Map<string, { times: number; at: WordOccurrence[] }>();
    for (const error of version.kept) {
      const right = bookWordOf(error, essay.lang);
      if (right === null) continue;
      const entry = inThis.get(right) ?? { times: 0, at: [] };
      entry.times += error.times;
      entry.at.push({
        essay_id: essay.id,
        article_id: version.row.id,
        homework_id: version.row.homework_id,
        homework_name: version.row.homework_name,
        wrong: error.original,
        sentence: error.sentence,
        at: error.at,
        seen_at: iso(version.row.submitted_at),
      });
      inThis.set(right, entry);
    }
    for (const [right, entry] of inThis) if (!words.has(right)) words.set(right, entry);
  }
  return words;
}

/** The essay's text holds the right form written right (a whole word in English). */
function writesRight(essay: TermEssayOf, right: string): boolean {
  const text = latestOf(essay).row.graded_text;
  if (essay.lang === 'zh') return text.includes(right);
  const escaped = right.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z])${escaped}($|[^A-Za-z])`, 'i').test(text);
}

/** A later essay tells of a word's mastery when it is long enough or has the word written right. */
const tellsOf = (essay: TermEssayOf, right: string) =>
  latestOf(essay).report.wordCount >= WORD_BOOK_MASTERY.minWords[essay.lang] ||
  writesRight(essay, right);

const byFrequency = (a: WordBookEntry, b: WordBookEntry) =>
  b.essays - a.essays ||
  b.count - a.count ||
  b.last_seen.localeCompare(a.last_seen) ||
  a.right.localeCompare(b.right);

/** The 錯字本 of a student's essays (time order), grouped by the right form. */
export function buildWordBook(
  student: WordBook['student'],
  essays: readonly TermEssayOf[],
): WordBook {
  const entries = new Map<
    string,
    { right: string; lang: EssayLang; count: number; last: number; at: WordOccurrence[] }
  >();
  const wordsOf = essays.map(essayWords);
  essays.forEach((essay, index) => {
    for (const [right, found] of wordsOf[index]!) {
      const key = `${essay.lang}:${right}`;
      const entry = entries.get(key) ?? { right, lang: essay.lang, count: 0, last: index, at: [] };
      entry.count += found.times;
      entry.last = index;
      entry.at.push(...found.at);
      entries.set(key, entry);
    }
  });
  const out: WordBookEntry[] = [...entries.values()].map((entry) => {
    const wrongCount = new Map<string, number>();
    for (const o of entry.at) wrongCount.set(o.wrong, (wrongCount.get(o.wrong) ?? 0) + 1);
    const cleanAfter = essays
      .slice(entry.last + 1)
      .filter((e) => e.lang === entry.lang && tellsOf(e, entry.right)).length;
    const seen = entry.at.map((o) => o.seen_at).sort();
    return {
      right: entry.right,
      lang: entry.lang,
      wrong: [...wrongCount.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([w]) => w),
      count: entry.count,
      essays: new Set(entry.at.map((o) => o.essay_id)).size,
      occurrences: entry.at,
      first_seen: seen[0]!,
      last_seen: seen[seen.length - 1]!,
      clean_after: cleanAfter,
      mastered: cleanAfter >= WORD_BOOK_MASTERY.laterEssays,
    };
  });
  return {
    student,
    entries: [
      ...out.filter((e) => !e.mastered).sort(byFrequency),
      ...out.filter((e) => e.mastered).sort(byFrequency),
    ],
    mastery: {
      later_essays: WORD_BOOK_MASTERY.laterEssays,
      min_words: { ...WORD_BOOK_MASTERY.minWords },
    },
  };
}
