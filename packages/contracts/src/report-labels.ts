import type { UiLocale } from './locales.ts';
import type { ReviewReason } from './report.ts';

export type ReportLocale = UiLocale;

/** Every fixed word of the report, in both interface languages. */
export const REPORT_LABELS = {
  'en-us': {
    title: 'Flash Essay Correction Report',
    reportNumber: 'Report number',
    essayTitle: 'Essay title',
    author: 'Author',
    correctionTime: 'Correction time',
    organization: 'Organization',
    wordCountZh: 'Characters',
    wordCountEn: 'Words',
    staff: 'Corrected by',
    engine: 'Automatic (built-in engine)',
    engineModel: 'Automatic (language model {model} with the built-in engine)',
    engineFallback:
      'Automatic (built-in engine: the language model could not be used for this essay)',
    transcriptUnconfirmed:
      'The text read from the photo was not confirmed by the teacher before this correction: it may hold reading errors.',
    transcriptMachineRead:
      'This text was read by machine from a photo; words the reader was unsure of and no one checked are not quoted in this report.',
    ratingResult: 'Rating result',
    ratingStatus: 'Rating status',
    teacherComment: 'Teacher comment',
    teacherLevel: "Teacher's level",
    engineLevel: "Engine's level",
    teacherScored: 'scored by the teacher',
    overall: 'Overall comment',
    dimensions: 'Dimensions',
    deductions: 'Deductions',
    essay: 'Essay with corrections',
    corrections: 'Corrections',
    paragraphs: 'Paragraph comments',
    strengths: 'Strengths',
    nextSteps: 'Next steps',
    zeroLevel: 'Scored 0',
    offTopicSuspect: 'Possibly off-topic (the teacher decides)',
    review: 'Needs a teacher’s look',
    none: 'None',
    teacher: 'teacher',
    untitled: 'Untitled',
    readingError: 'Possibly a reading error',
    accepted: 'Confirmed by the teacher',
    edited: 'Edited by the teacher',
    added: 'Added by the teacher',
    history: 'Earlier corrections',
  },
  'zh-tw': {
    title: '閃電作文批改報告',
    reportNumber: '報告編號',
    essayTitle: '作文題目',
    author: '作者',
    correctionTime: '批改時間',
    organization: '單位',
    wordCountZh: '字數',
    wordCountEn: '字數（英文字）',
    staff: '批改者',
    engine: '自動批改（內建模型）',
    engineModel: '自動批改（語言模型 {model} 與內建模型）',
    engineFallback: '自動批改（內建模型：這篇作文無法使用語言模型）',
    transcriptUnconfirmed: '本次批改前，教師尚未確認照片辨識出的文字，內容可能有辨識錯誤。',
    transcriptMachineRead:
      '本文由電腦從照片辨識；辨識沒有把握、也未經人確認的字詞，本報告不加引用。',
    ratingResult: '評分結果',
    ratingStatus: '評分狀態',
    teacherComment: '教師評語',
    teacherLevel: '教師評定',
    engineLevel: '系統評定',
    teacherScored: '教師評分',
    overall: '總評',
    dimensions: '向度評分',
    deductions: '扣分',
    essay: '作文與修改',
    corrections: '修改建議',
    paragraphs: '段落評語',
    strengths: '優點',
    nextSteps: '下一步',
    zeroLevel: '零級分',
    offTopicSuspect: '疑似離題（由教師確認）',
    review: '建議教師確認',
    none: '無',
    teacher: '教師',
    untitled: '未命名',
    readingError: '可能是辨識錯誤',
    accepted: '教師確認',
    edited: '教師修改',
    added: '教師新增',
    history: '先前的批改',
  },
} as const;

/** A word's label in each interface language. */
export type WordLabels = Record<ReportLocale, string>;

/**
 * A vocabulary's labels, written per locale as `REPORT_LABELS` is (each language read as a whole,
 * both with the same words), looked up per word: `{ word: { 'en-us', 'zh-tw' } }`.
 */
function byWord<W extends string>(
  labels: Record<ReportLocale, Record<W, string>>,
): Record<W, WordLabels> {
  const words = Object.keys(labels['en-us']) as W[];
  return Object.fromEntries(
    words.map((word) => [word, { 'en-us': labels['en-us'][word], 'zh-tw': labels['zh-tw'][word] }]),
  ) as Record<W, WordLabels>;
}

/** The words of a labelled vocabulary, in the order they are written: a zod enum's options. */
export function wordsOf<W extends string>(labels: Record<W, WordLabels>): [W, ...W[]] {
  return Object.keys(labels) as [W, ...W[]];
}

export const REVIEW_REASON_LABELS: Record<ReviewReason, WordLabels> = byWord({
  'en-us': {
    short: 'Short essay: the level is less certain',
    off_topic: 'Off-topic judgement',
    ocr_unconfirmed: 'OCR text to confirm',
    unusual: 'Far from the sample essays',
  },
  'zh-tw': {
    short: '短文，等級較不確定',
    off_topic: '離題判斷',
    ocr_unconfirmed: 'OCR 文字待確認',
    unusual: '與範文差距大',
  },
});

/** The spec's rubric grades (§9): `RubricGradeSchema`'s words. */
export const RUBRIC_GRADE_LABELS = byWord({
  'en-us': {
    excellent: 'Excellent',
    above_average: 'Above average',
    average: 'Average',
    below_average: 'Below average',
    poor: 'Poor',
    completely_off_topic: 'Completely off-topic',
  },
  'zh-tw': {
    excellent: '優秀',
    above_average: '中上',
    average: '中等',
    below_average: '中下',
    poor: '差',
    completely_off_topic: '完全離題',
  },
});

/** Rubric grades and letter grades (the letters' `excellent` and `poor` are the rubric's words). */
export const GRADE_LABELS: Record<string, WordLabels> = {
  ...RUBRIC_GRADE_LABELS,
  ...byWord({
    'en-us': { good: 'Good', fair: 'Fair', inferior: 'Inferior' },
    'zh-tw': { good: '良', fair: '可', inferior: '劣' },
  }),
};

/** An essay's status: `ArticleStatusSchema`'s words. */
export const ARTICLE_STATUS_LABELS = byWord({
  'en-us': {
    not_submitted_yet: 'Not yet submitted',
    submitted: 'Not yet corrected',
    grading: 'Correcting',
    graded: 'Correction complete',
    failed: 'Correction failed',
  },
  'zh-tw': {
    not_submitted_yet: '尚未繳交',
    submitted: '尚未批改',
    grading: '批改中',
    graded: '批改完成',
    failed: '批改失敗',
  },
});
export const STATUS_LABELS: Record<string, WordLabels> = ARTICLE_STATUS_LABELS;

/** A correction's kind: `CorrectionKindSchema`'s words. */
export const CORRECTION_KIND_LABELS = byWord({
  'en-us': {
    spelling: 'Spelling',
    typo: 'Wrong character',
    grammar: 'Grammar',
    punctuation: 'Punctuation',
    format: 'Format',
    word_choice: 'Word choice',
  },
  'zh-tw': {
    spelling: '拼字',
    typo: '錯別字',
    grammar: '文法',
    punctuation: '標點',
    format: '格式',
    word_choice: '用詞',
  },
});
export const KIND_LABELS: Record<string, WordLabels> = CORRECTION_KIND_LABELS;

/** A report's punctuation in its language: an English report has no 「」, ：, 、 or （）(issue 29). */
export interface Punctuation {
  colon: string;
  quoteOpen: string;
  quoteClose: string;
  listSeparator: string;
  parenOpen: string;
  parenClose: string;
}

export const PUNCTUATION: Record<ReportLocale, Punctuation> = {
  'zh-tw': {
    colon: '：',
    quoteOpen: '「',
    quoteClose: '」',
    listSeparator: '、',
    parenOpen: '（',
    parenClose: '）',
  },
  'en-us': {
    colon: ': ',
    quoteOpen: '“',
    quoteClose: '”',
    listSeparator: ', ',
    parenOpen: ' (',
    parenClose: ')',
  },
};

/**
 * An engine text as a reader sees it: `code` marks (a language model's Markdown habit) become the
 * language's quotation marks, a stray backtick goes (issue 29).
 */
export function withoutBackticks(text: string, punctuation: Punctuation): string {
  return text
    .replace(/`([^`\n]+)`/g, `${punctuation.quoteOpen}$1${punctuation.quoteClose}`)
    .replaceAll('`', '');
}
