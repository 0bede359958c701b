import { csvTable } from './csv.ts';
import { CORRECTION_KIND_LABELS } from './report-labels.ts';
import type { UiLocale } from './locales.ts';
import type { AttentionReason, ClassTerm, TermTrend } from './term.ts';

const WORDS = {
  'en-us': {
    header: ['Seat', 'Student', 'Essays', 'Missing', 'Trend', 'Change', 'Needs attention'],
    trend: { rising: 'Rising', steady: 'Steady', falling: 'Falling', too_few: 'Too few essays' },
    attention: { falling: 'Falling', low: 'Low level', missing: 'Missing homework' },
    errors: ['Error', 'Kind', 'Times', 'Students', 'Who'],
  },
  'zh-tw': {
    header: ['座號', '姓名', '篇數', '缺交', '趨勢', '變化', '需要關注'],
    trend: { rising: '進步', steady: '持平', falling: '退步', too_few: '篇數不足' },
    attention: { falling: '退步', low: '等級偏低', missing: '缺交作業' },
    errors: ['錯誤', '類型', '次數', '人數', '學生'],
  },
} as const;

/** Change of the level over the term in percentage points of the full score (a number: no formula guard). */
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * The class's term as CSV in the locale's words: a row per student (trend, needs attention, and
 * each homework's level label as a column), a blank line, then the recurring errors. Formula-like
 * cells are neutralised by `csvTable` (decision 0073).
 */
export function classTermCsv(term: ClassTerm, locale: UiLocale): string {
  const w = WORDS[locale];
  const homeworkColumns = term.homeworks.map((h, i) => `${i + 1}. ${h.name}`);
  const columns = [...w.header, ...homeworkColumns];
  const [seat, name, essays, missing, trend, change, attention] = w.header;
  const listSeparator = locale === 'zh-tw' ? '、' : ', ';
  const students = term.students.map((s) => {
    const row: Record<string, string | number | null> = {
      [seat]: s.seat_no,
      [name]: s.name,
      [essays]: s.levels.length,
      [missing]: s.missing,
      [trend]: w.trend[s.trend as TermTrend],
      [change]: rounded(s.change),
      [attention]: s.attention.map((a: AttentionReason) => w.attention[a]).join(listSeparator),
    };
    term.homeworks.forEach((h, i) => {
      const level = s.levels.find((l) => l.homework_id === h.id);
      row[homeworkColumns[i]!] = level ? level.level_label : null;
    });
    return row;
  });
  const errors = term.recurring.map((e) => ({
    [w.errors[0]]: e.label[locale === 'zh-tw' ? 'zh-tw' : 'en'],
    [w.errors[1]]: CORRECTION_KIND_LABELS[e.kind][locale],
    [w.errors[2]]: e.count,
    [w.errors[3]]: e.students.length,
    [w.errors[4]]: e.students.map((s) => s.name).join(listSeparator),
  }));
  const first = csvTable(columns, students);
  const second = csvTable(w.errors, errors).replace(/^\uFEFF/, '');
  return `${first}\r\n${second}`;
}
