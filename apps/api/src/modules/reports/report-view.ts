import type { Correction, Report, TeacherOverride } from '@essay/contracts';
import { formatTime, GRADE_LABELS, KIND_LABELS, LABELS, STATUS_LABELS, type ReportLocale } from './report-labels.ts';

export interface ReportSource {
  articleId: number;
  homeworkId: number;
  gradingCount: number;
  title: string;
  studentName: string;
  status: string;
  gradedAt: Date | string | null;
  schoolName: string;
  teacherSuggestion: string;
  teacherOverride: TeacherOverride | null;
  gradedText: string;
  report: Report;
}

export interface Segment {
  text: string;
  correction?: { suggestion: string; reason: string; kind: string };
}

/** Everything a report shows, in one locale: the HTML page and the PDF draw the same thing. */
export interface ReportView {
  locale: ReportLocale;
  title: string;
  meta: { label: string; value: string }[];
  rating: { label: string; value: string; engineValue: string | null };
  zeroGate: string | null;
  overall: string;
  teacherComment: string | null;
  dimensions: { name: string; grade: string; score: string; teacherScore: string | null; comment: string; evidence: string[] }[];
  deductions: { description: string; points: number }[];
  essay: Segment[][];
  corrections: { original: string; suggestion: string; kind: string; reason: string }[];
  paragraphComments: { label: string; comment: string }[];
  strengths: string[];
  nextSteps: string[];
}

const pick = (text: { 'zh-tw': string; en: string }, locale: ReportLocale) => (locale === 'zh-tw' ? text['zh-tw'] : text.en);

/** Splits the graded text into paragraphs of plain and corrected pieces; overlapping spans are skipped. */
export function markCorrections(text: string, corrections: Correction[], locale: ReportLocale): Segment[][] {
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
      pieces.push({ text: c.original, correction: { suggestion: c.suggestion, reason: pick(c.reason, locale), kind: KIND_LABELS[c.kind]?.[locale] ?? c.kind } });
      at = c.span.end;
    }
    if (at < end) pieces.push({ text: text.slice(at, end) });
    if (line.trim() !== '') paragraphs.push(pieces);
    start = end + 1;
  }
  return paragraphs;
}

export function buildReportView(source: ReportSource, locale: ReportLocale): ReportView {
  const t = LABELS[locale];
  const { report, teacherOverride } = source;
  const out = (value: number) => `${value} / ${report.fullScore}`;
  const teacherLevel = teacherOverride?.level ?? null;
  const engineLabel = `${report.levelLabel}（${out(report.level)}）`;
  return {
    locale,
    title: t.title,
    meta: [
      { label: t.reportNumber, value: `R${source.homeworkId}-${source.articleId}-${source.gradingCount}` },
      { label: t.essayTitle, value: source.title },
      { label: t.author, value: source.studentName || '—' },
      { label: t.correctionTime, value: source.gradedAt ? formatTime(source.gradedAt) : '—' },
      { label: t.organization, value: source.schoolName || '—' },
      { label: report.lang === 'zh' ? t.wordCountZh : t.wordCountEn, value: String(report.wordCount) },
      { label: t.staff, value: `${report.engine.name} ${report.engine.version}${teacherOverride ? ` + ${t.teacher}` : ''}` },
      { label: t.ratingStatus, value: STATUS_LABELS[source.status]?.[locale] ?? source.status },
      { label: t.confidence, value: `${Math.round(report.confidence * 100)}%` },
    ],
    rating: teacherLevel === null
      ? { label: t.ratingResult, value: engineLabel, engineValue: null }
      : { label: `${t.ratingResult}（${t.teacherLevel}）`, value: out(teacherLevel), engineValue: `${t.engineLevel}：${engineLabel}` },
    zeroGate: report.zeroGate ? `${t.zeroLevel}：${pick(report.zeroGate.reason, locale)}` : null,
    overall: pick(report.overallComment, locale),
    teacherComment: source.teacherSuggestion.trim() || null,
    dimensions: report.dimensions.map((d) => {
      const teacherScore = teacherOverride?.dimensions[d.key];
      return {
        name: pick(d.name, locale),
        grade: GRADE_LABELS[d.grade]?.[locale] ?? d.grade,
        score: `${d.score} / ${d.maxScore}`,
        teacherScore: teacherScore === undefined ? null : `${t.teacherLevel}：${teacherScore} / ${d.maxScore}`,
        comment: pick(d.comment, locale),
        evidence: d.evidence.map((e) => e.quote),
      };
    }),
    deductions: report.deductions.map((d) => ({ description: pick(d.description, locale), points: d.points })),
    essay: markCorrections(source.gradedText, report.corrections, locale),
    corrections: report.corrections.map((c) => ({ original: c.original, suggestion: c.suggestion, kind: KIND_LABELS[c.kind]?.[locale] ?? c.kind, reason: pick(c.reason, locale) })),
    paragraphComments: report.paragraphComments.map((p) => ({
      label: locale === 'zh-tw' ? `第 ${p.paragraph + 1} 段` : `${t.paragraph} ${p.paragraph + 1}`,
      comment: pick(p.comment, locale),
    })),
    strengths: report.strengths.map((s) => pick(s.text, locale)),
    nextSteps: report.nextSteps.map((s) => pick(s.text, locale)),
  };
}
