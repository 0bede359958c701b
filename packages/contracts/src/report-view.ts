import { correctionsInForce, type CorrectionDecision } from './corrections.ts';
import type { ReportDocument } from './report-document.ts';
import { gradeOf, gradeScaleOf } from './dimension-grade.ts';
import { essayTitleOf } from './essay-title.ts';
import { formatDateTime } from './date-time.ts';
import {
  GRADE_LABELS,
  KIND_LABELS,
  PUNCTUATION,
  REPORT_LABELS,
  REVIEW_REASON_LABELS,
  STATUS_LABELS,
  withoutBackticks,
  type Punctuation,
  type ReportLocale,
} from './report-labels.ts';
import type { BilingualText, Correction, Report } from './report.ts';

export interface Segment {
  text: string;
  correction?: { suggestion: string; reason: string; kind: string; readingError?: boolean };
}

/** One correction in the report's list: `state` says the teacher's part ("教師修改"), if any. */
export interface ViewCorrection {
  original: string;
  suggestion: string;
  kind: string;
  reason: string;
  state: string | null;
  readingError: boolean;
}

/** An engine correction with the teacher's decision, for the teacher's decision panel. */
export interface ViewDecision {
  index: number;
  original: string;
  suggestion: string;
  kind: string;
  reason: string;
  decision: CorrectionDecision['decision'] | null;
  teacherSuggestion: string | null;
  readingError: boolean;
}

/**
 * Everything a report shows, in one locale. The web page (React), the server's HTML and the PDF
 * draw exactly this; nothing is parsed back from a rendering.
 */
export interface ReportView {
  locale: ReportLocale;
  /** BCP 47 tag of the report's language, for `lang=`. */
  htmlLang: string;
  /** The language of the comments (the essay's by default). */
  feedbackLocale: ReportLocale;
  title: string;
  essayTitle: string;
  /** The interface language's colon, quotation marks, list separator and brackets. */
  punctuation: Punctuation;
  meta: { key: string; label: string; value: string }[];
  rating: { label: string; value: string; engineValue: string | null };
  review: { label: string; reasons: string[] } | null;
  zeroGate: string | null;
  /** Suspected off-topic with what was measured, until the teacher confirms or clears it (issue 42). */
  offTopic: string | null;
  /** The text was corrected before its OCR transcript was confirmed (issue 28). */
  transcriptNote: string | null;
  overall: string;
  teacherComment: string | null;
  /**
   * Each dimension's grade and score: the teacher's where the teacher set one (the grade then
   * follows the teacher's score on the rubric's scale, `setBy` says so, and the engine's comment,
   * written for its own score, is left out: `comment` is null).
   */
  dimensions: {
    key: string;
    name: string;
    grade: string;
    score: string;
    maxScore: number;
    setBy: string | null;
    comment: string | null;
    evidence: string[];
  }[];
  deductions: { description: string; points: number }[];
  essay: Segment[][];
  /** The corrections in force (rejected ones left out, the teacher's own in). */
  corrections: ViewCorrection[];
  /** Every engine correction with the teacher's decision, and the teacher's own (decision panel). */
  decisions: ViewDecision[];
  added: { id: number; original: string; suggestion: string; kind: string }[];
  /** Earlier reports of the essay (issue 11 §6), newest first; empty for the first correction. */
  history: { gradingNumber: number; label: string; current: boolean }[];
  paragraphComments: { label: string; comment: string }[];
  strengths: string[];
  nextSteps: string[];
  /** The rubric's full score, for the teacher's override form. */
  fullScore: number;
}

const out2 = (score: number, max: number): string => `${score} / ${max}`;

const pick = (text: BilingualText, locale: ReportLocale): string =>
  withoutBackticks(locale === 'zh-tw' ? text['zh-tw'] : text.en, PUNCTUATION[locale]);

const GSAT_CHINESE_BANDS = ['0', 'C', 'C+', 'B', 'B+', 'A', 'A+'];

/** The display form of a level on the report's rubric (the engine's `levelLabel` for any level). */
export function levelLabelOf(report: Pick<Report, 'rubric' | 'fullScore'>, level: number): string {
  if (report.rubric === 'cap-writing') return `${level}級分`;
  if (report.rubric === 'gsat-chinese')
    return GSAT_CHINESE_BANDS[Math.max(0, Math.min(6, Math.round(level)))]!;
  return `${level}/${report.fullScore}`;
}

/**
 * The level shown for an essay outside its report (model essays, usage report and CSV): the
 * teacher's level where set, in the rubric's one format, else the engine's label (issue 29).
 */
export function shownLevelLabel(row: {
  level_label: string | null;
  teacher_level: number | string | null;
  report: { rubric?: string; fullScore?: number } | null;
}): string | null {
  const rubric = row.report?.rubric;
  const fullScore = row.report?.fullScore;
  if (row.teacher_level === null || rubric === undefined || fullScore === undefined)
    return row.level_label;
  return levelLabelOf({ rubric: rubric as Report['rubric'], fullScore }, Number(row.teacher_level));
}

/** A doubtful OCR character is never called the student's 錯別字: "可能是辨識錯誤". */
function kindLabel(c: Pick<Correction, 'kind' | 'ocrSuspect'>, locale: ReportLocale): string {
  if (c.ocrSuspect) return REPORT_LABELS[locale].readingError;
  return KIND_LABELS[c.kind]?.[locale] ?? c.kind;
}

/** Splits the graded text into paragraphs of plain and corrected pieces; overlapping spans are skipped. */
export function markCorrections(
  text: string,
  corrections: readonly Correction[],
  locale: ReportLocale,
): Segment[][] {
  const sorted = [...corrections]
    .filter((c) => c.span.end > c.span.start && text.slice(c.span.start, c.span.end) === c.original)
    .sort((a, b) => a.span.start - b.span.start);
  const paragraphs: Segment[][] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const end = start + line.length;
    const pieces: Segment[] = [];
    let at = start;
    for (const c of sorted) {
      if (c.span.start < at || c.span.end > end) continue;
      if (c.span.start > at) pieces.push({ text: text.slice(at, c.span.start) });
      pieces.push({
        text: c.original,
        correction: {
          suggestion: c.suggestion,
          reason: pick(c.reason, locale),
          kind: kindLabel(c, locale),
          ...(c.ocrSuspect ? { readingError: true } : {}),
        },
      });
      at = c.span.end;
    }
    if (at < end) pieces.push({ text: text.slice(at, end) });
    if (line.trim() !== '') paragraphs.push(pieces);
    start = end + 1;
  }
  return paragraphs;
}

/**
 * The level sentence of the summary: the teacher's level once the teacher set one, else the
 * engine's. Reports of engine versions that began their summary with the level lose that sentence;
 * the engine's comparison of its dimensions goes once the teacher set a dimension's score, and
 * `engineWords` leaves out what the teacher overruled.
 */
function overallOf(
  doc: ReportDocument,
  locale: ReportLocale,
  levelText: string,
  byTeacher: boolean,
  engineWords: (text: string) => string | null,
): string {
  const t = REPORT_LABELS[locale]; // the feedback locale: the summary is a comment
  // The engine's summary weighs its own dimension scores: gone once the teacher set any of them.
  const teacherScored = Object.keys(doc.article.teacher_override?.dimensions ?? {}).length > 0;
  const engineText = teacherScored
    ? ''
    : (engineWords(
        pick(doc.report.overallComment, locale)
          .replace(/^[^。]*（滿分[^）]*）。/, '')
          .replace(/^[^.]*\(full score [^)]*\)\.\s*/, '')
          .trim(),
      ) ?? '');
  const who = byTeacher ? t.teacherLevel : t.engineLevel;
  const lead = locale === 'zh-tw' ? `${who}：${levelText}。` : `${who}: ${levelText}.`;
  return engineText ? `${lead}${locale === 'zh-tw' ? '' : ' '}${engineText}` : lead;
}

/** Comments follow the essay's language by default: a Chinese essay gets Chinese comments. */
export function feedbackLocaleOf(report: Pick<Report, 'lang'>): ReportLocale {
  return report.lang === 'zh' ? 'zh-tw' : 'en-us';
}

/**
 * The view in the interface `locale` (headings, labels); the comments, the summary and the
 * rubric's words are in `feedback` (by default the essay's language).
 */
/** Who corrected: the built-in engine, a language model with it, or the built-in engine after the model failed (issue 14). */
function engineText(
  report: ReportDocument['report'],
  t: (typeof REPORT_LABELS)[ReportLocale],
): string {
  if (report.engine.fallback) return t.engineFallback;
  if (report.engine.name === 'llm') return t.engineModel.replace('{model}', report.engine.version);
  return t.engine;
}

export function buildReportView(
  doc: ReportDocument,
  locale: ReportLocale,
  feedback: ReportLocale = feedbackLocaleOf(doc.report),
): ReportView {
  const t = REPORT_LABELS[locale];
  const p = PUNCTUATION[locale];
  const f = feedback;
  const { report, article } = doc;
  const override = article.teacher_override;
  const out = (value: number) => `${value} / ${report.fullScore}`;
  // "5級分（5 / 6）" ("5級分 (5 / 6)" in English), but "12 / 20" where the label is the points themselves
  const withPoints = (label: string, value: number, marks = p) =>
    label.replace(/\s/g, '') === `${value}/${report.fullScore}`
      ? out(value)
      : `${label}${marks.parenOpen}${out(value)}${marks.parenClose}`;
  const teacherLevel = override?.level ?? null;
  const engineLabel = withPoints(report.levelLabel, report.level);
  // The level in a sentence of the interface's language, or of the comments' (the summary).
  const levelIn = (marks: Punctuation) =>
    teacherLevel === null
      ? withPoints(report.levelLabel, report.level, marks)
      : withPoints(levelLabelOf(report, teacherLevel), teacherLevel, marks);
  const levelText = levelIn(p);
  const reasons = article.review_reasons.map((r) => REVIEW_REASON_LABELS[r][locale]);
  const decisions = doc.decisions ?? [];
  const inForce = correctionsInForce(report, decisions);
  const fl = REPORT_LABELS[f];
  const stateLabel = {
    engine: null,
    accepted: fl.accepted,
    edited: fl.edited,
    added: fl.added,
  } as const;
  const byIndex = new Map(decisions.filter((d) => d.index !== null).map((d) => [d.index!, d]));
  const scale = gradeScaleOf(report);
  // A teacher's level above 0 overrules the engine's 0 (blank, copied, off-topic): its reason,
  // repeated as the dimensions' comments and the next step, is no longer the report's word.
  const gateReason =
    report.zeroGate && teacherLevel !== null && teacherLevel > 0
      ? pick(report.zeroGate.reason, f)
      : null;
  const engineWords = (text: string): string | null => (text === gateReason ? null : text);
  return {
    locale,
    htmlLang: locale === 'zh-tw' ? 'zh-Hant-TW' : 'en',
    feedbackLocale: f,
    title: t.title,
    essayTitle: essayTitleOf(article) || t.untitled,
    punctuation: p,
    meta: [
      {
        key: 'number',
        label: t.reportNumber,
        value: `R${article.homework_id}-${article.id}-${article.grading_count}`,
      },
      { key: 'title', label: t.essayTitle, value: essayTitleOf(article) || t.untitled },
      { key: 'author', label: t.author, value: article.student_name || '—' },
      {
        key: 'time',
        label: t.correctionTime,
        value: article.graded_at ? formatDateTime(article.graded_at) : '—',
      },
      { key: 'school', label: t.organization, value: article.school_name || '—' },
      {
        key: 'words',
        label: report.lang === 'zh' ? t.wordCountZh : t.wordCountEn,
        value: String(report.wordCount),
      },
      {
        key: 'staff',
        label: t.staff,
        value: `${engineText(report, t)}${override ? ` + ${t.teacher}` : ''}`,
      },
      {
        key: 'status',
        label: t.ratingStatus,
        value: STATUS_LABELS[article.status]?.[locale] ?? article.status,
      },
    ],
    rating:
      teacherLevel === null
        ? { label: t.ratingResult, value: engineLabel, engineValue: null }
        : {
            label: `${t.ratingResult}${p.parenOpen}${t.teacherLevel}${p.parenClose}`,
            value: levelText,
            engineValue: `${t.engineLevel}${p.colon}${engineLabel}`,
          },
    review: reasons.length ? { label: t.review, reasons } : null,
    zeroGate:
      report.zeroGate && gateReason === null
        ? `${t.zeroLevel}${p.colon}${pick(report.zeroGate.reason, f)}`
        : null,
    offTopic: report.offTopicSuspect
      ? `${t.offTopicSuspect}${p.colon}${pick(report.offTopicSuspect.evidence, f)}`
      : null,
    transcriptNote: report.transcriptUnconfirmed
      ? t.transcriptUnconfirmed
      : (report.transcriptUnreviewed?.length ?? 0) > 0
        ? t.transcriptMachineRead
        : null,
    overall: overallOf(doc, f, levelIn(PUNCTUATION[f]), teacherLevel !== null, engineWords),
    teacherComment: article.teacher_suggestion.trim() || null,
    dimensions: report.dimensions.map((d) => {
      const teacherScore = override?.dimensions[d.key];
      // The teacher's score on the rubric's scale; the engine's once its off-topic verdict is lifted.
      const grade =
        teacherScore !== undefined
          ? gradeOf(teacherScore, d.maxScore, scale)
          : gateReason !== null
            ? gradeOf(d.score, d.maxScore, scale)
            : d.grade;
      return {
        key: d.key,
        name: pick(d.name, f),
        grade: GRADE_LABELS[grade]?.[locale] ?? grade,
        score: out2(teacherScore ?? d.score, d.maxScore),
        maxScore: d.maxScore,
        setBy: teacherScore === undefined ? null : t.teacherScored,
        comment: teacherScore === undefined ? engineWords(pick(d.comment, f)) : null,
        evidence: d.evidence.map((e) => e.quote),
      };
    }),
    deductions: report.deductions.map((d) => ({
      description: pick(d.description, f),
      points: d.points,
    })),
    essay: markCorrections(
      doc.graded_text,
      inForce.map((d) => d.correction),
      f,
    ),
    corrections: inForce.map(({ correction: c, state, readingError }) => ({
      original: c.original,
      suggestion: c.suggestion,
      kind: kindLabel(c, f),
      reason: pick(c.reason, f),
      state: stateLabel[state],
      readingError,
    })),
    decisions: report.corrections.map((c, index) => {
      const d = byIndex.get(index);
      return {
        index,
        original: c.original,
        suggestion: c.suggestion,
        kind: kindLabel(c, f),
        reason: pick(c.reason, f),
        decision: d?.decision ?? null,
        teacherSuggestion: d?.decision === 'edit' ? d.suggestion : null,
        readingError: c.ocrSuspect === true,
      };
    }),
    added: decisions
      .filter((d) => d.decision === 'add')
      .map((d) => ({
        id: d.id,
        original: d.original,
        suggestion: d.suggestion,
        kind: KIND_LABELS[d.kind]?.[f] ?? d.kind,
      })),
    history: (doc.history ?? []).map((h) => ({
      gradingNumber: h.grading_number,
      label:
        locale === 'zh-tw'
          ? `第 ${h.grading_number} 次批改：${h.level_label}（${formatDateTime(h.graded_at)}）`
          : `Correction ${h.grading_number}: ${h.level_label} (${formatDateTime(h.graded_at)})`,
      current: h.current,
    })),
    paragraphComments: report.paragraphComments.map((p) => ({
      label: f === 'zh-tw' ? `第 ${p.paragraph + 1} 段` : `Paragraph ${p.paragraph + 1}`,
      comment: pick(p.comment, f),
    })),
    strengths: report.strengths.map((s) => pick(s.text, f)),
    nextSteps: report.nextSteps.map((s) => pick(s.text, f)).filter((s) => engineWords(s) !== null),
    fullScore: report.fullScore,
  };
}
