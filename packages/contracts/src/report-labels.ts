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
    ratingResult: 'Rating result',
    ratingStatus: 'Rating status',
    teacherComment: 'Teacher comment',
    teacherLevel: "Teacher's level",
    engineLevel: "Engine's level",
    overall: 'Overall comment',
    dimensions: 'Dimensions',
    deductions: 'Deductions',
    essay: 'Essay with corrections',
    corrections: 'Corrections',
    paragraphs: 'Paragraph comments',
    strengths: 'Strengths',
    nextSteps: 'Next steps',
    zeroLevel: 'Scored 0',
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
    ratingResult: '評分結果',
    ratingStatus: '評分狀態',
    teacherComment: '教師評語',
    teacherLevel: '教師評定',
    engineLevel: '系統評定',
    overall: '總評',
    dimensions: '向度評分',
    deductions: '扣分',
    essay: '作文與修改',
    corrections: '修改建議',
    paragraphs: '段落評語',
    strengths: '優點',
    nextSteps: '下一步',
    zeroLevel: '零級分',
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

export const REVIEW_REASON_LABELS: Record<ReviewReason, Record<ReportLocale, string>> = {
  short: { 'en-us': 'Short essay: the level is less certain', 'zh-tw': '短文，等級較不確定' },
  off_topic: { 'en-us': 'Off-topic judgement', 'zh-tw': '離題判斷' },
  ocr_unconfirmed: { 'en-us': 'OCR text to confirm', 'zh-tw': 'OCR 文字待確認' },
  unusual: { 'en-us': 'Far from the sample essays', 'zh-tw': '與範文差距大' },
};

export const GRADE_LABELS: Record<string, Record<ReportLocale, string>> = {
  excellent: { 'en-us': 'Excellent', 'zh-tw': '優秀' },
  above_average: { 'en-us': 'Above average', 'zh-tw': '中上' },
  average: { 'en-us': 'Average', 'zh-tw': '中等' },
  below_average: { 'en-us': 'Below average', 'zh-tw': '中下' },
  poor: { 'en-us': 'Poor', 'zh-tw': '差' },
  completely_off_topic: { 'en-us': 'Completely off-topic', 'zh-tw': '完全離題' },
  good: { 'en-us': 'Good', 'zh-tw': '良' },
  fair: { 'en-us': 'Fair', 'zh-tw': '可' },
  inferior: { 'en-us': 'Inferior', 'zh-tw': '劣' },
};

export const STATUS_LABELS: Record<string, Record<ReportLocale, string>> = {
  not_submitted_yet: { 'en-us': 'Not yet submitted', 'zh-tw': '尚未繳交' },
  submitted: { 'en-us': 'Not yet corrected', 'zh-tw': '尚未批改' },
  grading: { 'en-us': 'Correcting', 'zh-tw': '批改中' },
  graded: { 'en-us': 'Correction complete', 'zh-tw': '批改完成' },
  failed: { 'en-us': 'Correction failed', 'zh-tw': '批改失敗' },
};

export const KIND_LABELS: Record<string, Record<ReportLocale, string>> = {
  spelling: { 'en-us': 'Spelling', 'zh-tw': '拼字' },
  typo: { 'en-us': 'Wrong character', 'zh-tw': '錯別字' },
  grammar: { 'en-us': 'Grammar', 'zh-tw': '文法' },
  punctuation: { 'en-us': 'Punctuation', 'zh-tw': '標點' },
  format: { 'en-us': 'Format', 'zh-tw': '格式' },
  word_choice: { 'en-us': 'Word choice', 'zh-tw': '用詞' },
};

/** Dates in zh-TW form to the minute (spec §9), in Taiwan's time zone. */
export function formatReportTime(value: Date | string): string {
  return new Intl.DateTimeFormat('zh-TW', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Taipei',
  })
    .format(new Date(value))
    .replace(/\s+/g, ' '); // Intl puts U+202F between date and time; the PDF font has no glyph for it
}
