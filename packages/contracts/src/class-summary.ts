import { z } from 'zod';
import { correctionsInForce } from './corrections.ts';
import { ReportDocumentSchema, type ReportDocument } from './report-document.ts';
import { KIND_LABELS, type ReportLocale } from './report-labels.ts';
import { levelLabelOf } from './report-view.ts';

/** GET /api/teacher/homeworks/{id}/summary.json: the report documents of the homework's corrected essays. */
export const ClassSummaryDocumentSchema = z.object({
  homework: z.object({ id: z.number().int(), name: z.string() }),
  essays: z.array(ReportDocumentSchema),
});
export type ClassSummaryDocument = z.infer<typeof ClassSummaryDocumentSchema>;

export const SUMMARY_LABELS = {
  'en-us': {
    title: 'Class summary',
    essays: 'Corrected essays',
    distribution: 'Level distribution',
    level: 'Level',
    count: 'Essays',
    errors: 'Most common errors',
    errorKind: 'Error type',
    times: 'Times',
    inEssays: 'Essays',
    examples: 'Examples from this class',
    models: 'Paragraphs to learn from',
    none: 'None yet',
    print: 'Print',
  },
  'zh-tw': {
    title: '全班總覽',
    essays: '已批改作文',
    distribution: '等級分布',
    level: '等級',
    count: '篇數',
    errors: '常見錯誤',
    errorKind: '錯誤類型',
    times: '次數',
    inEssays: '篇數',
    examples: '本班例子',
    models: '值得學習的段落',
    none: '尚無資料',
    print: '列印',
  },
} as const;

export interface ClassSummaryView {
  locale: ReportLocale;
  htmlLang: string;
  title: string;
  homeworkName: string;
  essayCount: number;
  /** Highest level first. */
  distribution: { label: string; count: number }[];
  errors: {
    kind: string;
    count: number;
    essays: number;
    examples: { original: string; suggestion: string; author: string }[];
  }[];
  models: { author: string; level: string; text: string }[];
}

const MAX_ERROR_TYPES = 5;
const MAX_EXAMPLES = 3;
const MAX_MODELS = 3;

/** The level in force (the teacher's once set) and its label. */
function levelOf(doc: ReportDocument): { level: number; label: string } {
  const teacher = doc.article.teacher_override?.level ?? null;
  return teacher === null
    ? { level: doc.report.level, label: doc.report.levelLabel }
    : { level: teacher, label: levelLabelOf(doc.report, teacher) };
}

/**
 * Text the OCR doubted and the teacher never confirmed is not the student's to be quoted as a
 * model (issue 28): the essay corrected before its transcript was confirmed, or still holding
 * unconfirmed words.
 */
const unconfirmedText = (doc: ReportDocument) =>
  doc.report.transcriptUnconfirmed === true ||
  doc.article.review_reasons.includes('ocr_unconfirmed');

const authorOf = (doc: ReportDocument) => doc.article.student_name || doc.article.title;

/**
 * The essay's best paragraph: the one the report quotes most as evidence, with the fewest
 * corrections in force, long enough to learn from (40 Chinese characters or 30 English words).
 */
function bestParagraph(doc: ReportDocument): { text: string; score: number } | null {
  const inForce = correctionsInForce(doc.report, doc.decisions)
    .filter((d) => !d.readingError)
    .map((d) => d.correction.span);
  // possible reading errors, and words the reader doubted that no person looked at (issue 43 §5)
  const doubted = correctionsInForce(doc.report, doc.decisions)
    .filter((d) => d.readingError)
    .map((d) => d.correction.span)
    .concat(doc.report.transcriptUnreviewed ?? []);
  const evidence = doc.report.dimensions.flatMap((d) => d.evidence.map((e) => e.span));
  let best: { text: string; score: number } | null = null;
  let start = 0;
  for (const line of doc.graded_text.split('\n')) {
    const end = start + line.length;
    const text = line.trim();
    const long =
      doc.report.lang === 'zh'
        ? (text.match(/\p{Script=Han}/gu)?.length ?? 0) >= 40
        : text.split(/\s+/).length >= 30;
    const inside = (s: { start: number; end: number }) => s.start >= start && s.end <= end;
    const touches = (s: { start: number; end: number }) => s.start < end && start < s.end;
    // a possible reading error in the paragraph: not a model to quote
    if (long && !doubted.some(touches)) {
      const score =
        2 * evidence.filter(inside).length -
        inForce.filter(inside).length +
        Math.min(1, text.length / 200);
      if (!best || score > best.score) best = { text, score };
    }
    start = end + 1;
  }
  return best;
}

/** The class summary in one locale: level distribution, common errors with this class's examples, model paragraphs. */
export function buildClassSummaryView(
  summary: ClassSummaryDocument,
  locale: ReportLocale,
): ClassSummaryView {
  const t = SUMMARY_LABELS[locale];
  const essays = summary.essays;
  const levels = new Map<string, { level: number; count: number }>();
  for (const doc of essays) {
    const { level, label } = levelOf(doc);
    const entry = levels.get(label) ?? { level, count: 0 };
    entry.count += 1;
    levels.set(label, entry);
  }
  const kinds = new Map<
    string,
    {
      count: number;
      essays: Set<number>;
      examples: ClassSummaryView['errors'][number]['examples'];
      seen: Set<number>;
    }
  >();
  for (const doc of essays) {
    for (const d of correctionsInForce(doc.report, doc.decisions)) {
      if (d.readingError) continue; // a possible OCR misreading is not the class's error
      const entry = kinds.get(d.correction.kind) ?? {
        count: 0,
        essays: new Set(),
        examples: [],
        seen: new Set(),
      };
      entry.count += 1;
      entry.essays.add(doc.article.id);
      if (entry.examples.length < MAX_EXAMPLES && !entry.seen.has(doc.article.id)) {
        entry.seen.add(doc.article.id);
        entry.examples.push({
          original: d.correction.original,
          suggestion: d.correction.suggestion,
          author: authorOf(doc),
        });
      }
      kinds.set(d.correction.kind, entry);
    }
  }
  const ranked = [...essays].sort(
    (a, b) =>
      levelOf(b).level / b.report.fullScore - levelOf(a).level / a.report.fullScore ||
      b.report.wordCount - a.report.wordCount,
  );
  const models: ClassSummaryView['models'] = [];
  for (const doc of ranked) {
    if (models.length >= MAX_MODELS) break;
    if (doc.report.zeroGate || unconfirmedText(doc)) continue;
    const paragraph = bestParagraph(doc);
    if (paragraph)
      models.push({ author: authorOf(doc), level: levelOf(doc).label, text: paragraph.text });
  }
  return {
    locale,
    htmlLang: locale === 'zh-tw' ? 'zh-Hant-TW' : 'en',
    title: t.title,
    homeworkName: summary.homework.name,
    essayCount: essays.length,
    distribution: [...levels.entries()]
      .sort((a, b) => b[1].level - a[1].level)
      .map(([label, v]) => ({ label, count: v.count })),
    errors: [...kinds.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, MAX_ERROR_TYPES)
      .map(([kind, v]) => ({
        kind: KIND_LABELS[kind]?.[locale] ?? kind,
        count: v.count,
        essays: v.essays.size,
        examples: v.examples,
      })),
    models,
  };
}
