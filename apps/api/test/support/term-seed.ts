import type { Correction, CorrectionKind, EssayLang, Report } from '@essay/contracts';
import type { Db } from '@essay/db';

/**
 * Corrected essays written straight into the tables (issue 44's tests and `npm run bench:term`):
 * an essay's text is built from plain parts and marked mistakes, so every correction's span
 * points at its miswritten form, as the engine's do.
 */

/** A marked mistake of an essay: `wrong` as written, `right` the correction's suggestion. */
export interface Mark {
  wrong: string;
  right: string;
  kind: CorrectionKind;
  /** The OCR doubted these characters (a possible reading error). */
  ocrSuspect?: boolean;
  reason?: string;
}

export function essayText(parts: readonly (string | Mark)[]): {
  text: string;
  corrections: Correction[];
} {
  let text = '';
  const corrections: Correction[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const start = text.length;
    text += part.wrong;
    const reason = part.reason ?? `${part.kind}: ${part.wrong} → ${part.right}`;
    corrections.push({
      span: { start, end: text.length },
      original: part.wrong,
      suggestion: part.right,
      kind: part.kind,
      reason: { 'zh-tw': reason, en: reason },
      ...(part.ocrSuspect ? { ocrSuspect: true } : {}),
    });
  }
  return { text, corrections };
}

const DIMENSIONS = [
  { key: 'content', zh: '立意取材', en: 'Content' },
  { key: 'structure', zh: '結構組織', en: 'Organisation' },
  { key: 'wording', zh: '遣詞造句', en: 'Wording' },
  { key: 'mechanics', zh: '錯別字格式標點', en: 'Mechanics' },
];

/** A valid stored report (cap-writing for Chinese, gsat-english for English) with these figures. */
export function reportOf(input: {
  lang: EssayLang;
  level: number;
  wordCount: number;
  corrections: Correction[];
  dimensionScores?: number[];
}): Report {
  const zh = input.lang === 'zh';
  const max = zh ? 6 : 5;
  return {
    schemaVersion: 1,
    lang: input.lang,
    rubric: zh ? 'cap-writing' : 'gsat-english',
    level: input.level,
    levelLabel: zh ? `${input.level}級分` : `${input.level}/20`,
    fullScore: zh ? 6 : 20,
    zeroGate: null,
    dimensions: DIMENSIONS.map((d, i) => ({
      key: d.key,
      name: { 'zh-tw': d.zh, en: d.en },
      grade: 'average',
      score:
        input.dimensionScores?.[i] ??
        Math.min(max, Math.round(input.level * (max / (zh ? 6 : 20)))),
      maxScore: max,
      evidence: [],
      comment: { 'zh-tw': '', en: '' },
    })),
    deductions: [],
    corrections: input.corrections,
    paragraphComments: [],
    strengths: [],
    nextSteps: [],
    overallComment: { 'zh-tw': '', en: '' },
    wordCount: input.wordCount,
    engine: { name: 'builtin', version: 'test' },
    confidence: 0.8,
  };
}

/** A corrected essay of the student (linked by account), handed in at `submittedAt`; its id. */
export async function insertCorrectedEssay(
  db: Db,
  essay: {
    homeworkId: number;
    studentId: number;
    studentName: string;
    parts: readonly (string | Mark)[];
    lang?: EssayLang;
    level: number;
    wordCount: number;
    submittedAt: Date;
    revisionOf?: number;
    teacherLevel?: number;
    dimensionScores?: number[];
  },
): Promise<number> {
  const { text, corrections } = essayText(essay.parts);
  const report = reportOf({
    lang: essay.lang ?? 'zh',
    level: essay.level,
    wordCount: essay.wordCount,
    corrections,
    ...(essay.dimensionScores ? { dimensionScores: essay.dimensionScores } : {}),
  });
  const rows = await db.query<{ id: number }>(
    `INSERT INTO api.articles (homework_id, title, student_name, student_user_id, status, content,
       graded_content, report, level_label, score, grading_count, submitted_at, graded_at,
       revision_of, teacher_override)
     VALUES ($1, $2, $3, $4, 'graded', $5, $5, $6, $7, $8, 1, $9, $9, $10, $11) RETURNING id`,
    [
      essay.homeworkId,
      `essay ${essay.submittedAt.toISOString().slice(0, 10)}`,
      essay.studentName,
      essay.studentId,
      text,
      JSON.stringify(report),
      report.levelLabel,
      essay.level,
      essay.submittedAt.toISOString(),
      essay.revisionOf ?? null,
      essay.teacherLevel === undefined
        ? null
        : JSON.stringify({ level: essay.teacherLevel, dimensions: {} }),
    ],
  );
  return rows[0]!.id;
}

/** A homework of the teacher set for these classes, its reports released to the students or not. */
export async function insertClassHomework(
  db: Db,
  homework: {
    schoolId: number;
    teacherId: number;
    name: string;
    classIds: number[];
    released: boolean;
    createdAt: Date;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO api.homeworks (school_id, teacher_id, name, submission_begin_at,
       submission_deadline_at, assigned_classes, released, created_at)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $4) RETURNING id`,
    [
      homework.schoolId,
      homework.teacherId,
      homework.name,
      homework.createdAt.toISOString(),
      homework.classIds,
      homework.released,
    ],
  );
  return rows[0]!.id;
}
