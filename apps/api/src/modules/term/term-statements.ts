import {
  CORRECTION_KIND_LABELS,
  TERM_TREND,
  type BilingualText,
  type CorrectionKind,
  type TermDimension,
  type TermStatement,
  type WordBook,
} from '@essay/contracts';
import { latestOf, percentOf, type TermEssayOf } from './term-essays.ts';

/**
 * The term's change on a measure (percent values in time order): the later half's mean minus the
 * earlier half's (the middle value of an odd number is in neither); null under
 * `TERM_TREND.minEssays` values.
 */
export function halvesOf(
  values: readonly number[],
): { from: number; to: number; k: number } | null {
  if (values.length < TERM_TREND.minEssays) return null;
  const k = Math.floor(values.length / 2);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { from: mean(values.slice(0, k)), to: mean(values.slice(values.length - k)), k };
}

const round = (value: number) => Math.round(value);

/** The trend of a measure: rising or falling once the change reaches `TERM_TREND.points`. */
export function trendOf(values: readonly number[]) {
  const h = halvesOf(values);
  if (!h) return { trend: 'too_few' as const, change: null };
  const change = h.to - h.from;
  const trend =
    change >= TERM_TREND.points ? 'rising' : change <= -TERM_TREND.points ? 'falling' : 'steady';
  return { trend, change } as const;
}

function changeStatement(
  kind: 'level' | 'dimension',
  values: readonly number[],
  subject: string | null,
  name: BilingualText,
): TermStatement | null {
  const h = halvesOf(values);
  if (!h) return null;
  const from = round(h.from);
  const to = round(h.to);
  if (Math.abs(h.to - h.from) < TERM_TREND.points || from === to) return null;
  const rose = h.to > h.from;
  const essaysEn = h.k === 1 ? 'essay' : `${h.k} essays`;
  return {
    kind: `${kind}_${rose ? 'rise' : 'fall'}`,
    polarity: rose ? 'improved' : 'recurring',
    subject,
    figures: { from, to, essays: values.length, half: h.k },
    text: {
      en:
        `${name.en} ${rose ? 'rose' : 'fell'}: the first ${essaysEn} averaged ${from}% of the ` +
        `full score, the last ${essaysEn} ${to}%.`,
      'zh-tw': `${name['zh-tw']}${rose ? '進步' : '退步'}：前 ${h.k} 篇平均為滿分的 ${from}%，最後 ${h.k} 篇為 ${to}%。`,
    },
  };
}

const quoted = (words: readonly string[], lang: 'en' | 'zh-tw') =>
  lang === 'en' ? words.map((w) => `“${w}”`).join(', ') : words.map((w) => `「${w}」`).join('、');

/** Kinds whose recurrence is said by kind (the 錯字本's words are said word by word). */
const HABIT_KINDS: readonly CorrectionKind[] = ['punctuation', 'format', 'grammar', 'word_choice'];
/** The recent essays a habit is looked for in, and how many of them must have it. */
const RECENT = { essays: 4, atLeast: 3 } as const;
/** Words named as coming back, at most. */
const MAX_WORDS = 3;

/**
 * What improved and what keeps coming back, each from its figures (decision 0076): a level or a
 * dimension's change between the earlier and the later half of the essays, the 錯字本's words
 * miswritten in two or more essays and not mastered, how many are mastered, and a kind of error
 * kept in most of the recent essays.
 */
export function termStatements(
  essays: readonly TermEssayOf[],
  dimensions: readonly TermDimension[],
  book: WordBook,
): TermStatement[] {
  const out: TermStatement[] = [];
  const level = changeStatement('level', essays.map(percentOf), null, {
    en: 'The level',
    'zh-tw': '等級',
  });
  if (level) out.push(level);
  for (const dimension of dimensions) {
    const values = essays.flatMap((essay) => {
      const last = latestOf(essay);
      const d = last.report.dimensions.find((x) => x.key === dimension.key);
      if (!d || d.maxScore <= 0) return [];
      const score = last.row.teacher_override?.dimensions[d.key] ?? d.score;
      return [(100 * score) / d.maxScore];
    });
    const said = changeStatement('dimension', values, dimension.key, dimension.name);
    if (said) out.push(said);
  }
  const recurring = book.entries.filter((e) => !e.mastered && e.essays >= 2).slice(0, MAX_WORDS);
  for (const entry of recurring) {
    const wrong = entry.wrong.slice(0, 3);
    out.push({
      kind: 'word_recurring',
      polarity: 'recurring',
      subject: entry.right,
      figures: { essays: entry.essays, count: entry.count },
      text: {
        en: `${quoted([entry.right], 'en')} was miswritten in ${entry.essays} essays (as ${quoted(wrong, 'en')}).`,
        'zh-tw': `${quoted([entry.right], 'zh-tw')}在 ${entry.essays} 篇作文中寫錯（寫成${quoted(wrong, 'zh-tw')}）。`,
      },
    });
  }
  const mastered = book.entries.filter((e) => e.mastered).length;
  if (mastered > 0) {
    const later = book.mastery.later_essays;
    out.push({
      kind: 'words_mastered',
      polarity: 'improved',
      subject: null,
      figures: { count: mastered, later_essays: later },
      text: {
        en: `${mastered} ${mastered === 1 ? 'word' : 'words'} of the word book did not come back in the next ${later} corrected essays.`,
        'zh-tw': `錯字本中有 ${mastered} 個字詞在之後 ${later} 篇批改過的作文中沒有再寫錯。`,
      },
    });
  }
  const recent = essays.slice(-RECENT.essays);
  if (recent.length >= RECENT.atLeast) {
    for (const kind of HABIT_KINDS) {
      const withKind = recent.filter((essay) =>
        essay.versions[0]!.kept.some((e) => e.kind === kind),
      ).length;
      if (withKind < RECENT.atLeast) continue;
      const label = CORRECTION_KIND_LABELS[kind];
      out.push({
        kind: 'kind_recurring',
        polarity: 'recurring',
        subject: kind,
        figures: { essays: withKind, recent: recent.length },
        text: {
          en: `${label['en-us']} corrections stood in ${withKind} of the last ${recent.length} essays.`,
          'zh-tw': `最近 ${recent.length} 篇作文中有 ${withKind} 篇有「${label['zh-tw']}」的修改。`,
        },
      });
    }
  }
  return out;
}
