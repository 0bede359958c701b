import type { BilingualText, CustomRubric, RubricAspect, RubricPreset } from '@essay/contracts';
import { CAP_POPULATION, type Population } from '../model/population.ts';

export interface DimensionDef {
  key: string;
  name: BilingualText;
  maxScore: number;
  aspect: RubricAspect;
  descriptors: Record<string, string>;
}

export type DeductionRule =
  'reading-page-number' | 'reading-long-quotation' | 'gsat-english-too-short';

/** A rubric the engine can score: built-in preset or a teacher's custom rubric. */
export interface RubricDef {
  preset: RubricPreset;
  name: BilingualText;
  fullScore: number;
  gradeScale: 'rubric' | 'letter';
  dimensions: DimensionDef[];
  /** How the holistic level is formed: the model's judgement, or the sum of item scores (學測英文). */
  holistic: 'model' | 'sum';
  deductions: DeductionRule[];
  label: (level: number) => string;
  /**
   * Expected share of scored essays at each level from the lowest scored level up (cut points are
   * fitted to it, src/model/levels.ts); omitted: a normal curve over the scale.
   */
  shares?: readonly number[];
  /**
   * The writers the rubric's levels describe, when they are not the Chinese model's training
   * population (src/model/population.ts): Chinese essays are then levelled on that population's
   * scale, not by percentile among the training essays.
   */
  population?: Population;
}

/** Lowest level of a scored (non-gated) essay: 1 on level scales, 0 on point scales. */
export const floorOf = (r: { fullScore: number }): number => (r.fullScore <= 6 ? 1 : 0);

// 會考寫作: most essays at 4級分, few at 1 and 6 (assumed shape, like the published yearly results)
const CAP_SHARES = [0.04, 0.09, 0.26, 0.38, 0.18, 0.05];

const bi = (zh: string, en: string): BilingualText => ({ 'zh-tw': zh, en });

const CAP_DESCRIPTORS = {
  content: {
    excellent: '能依據題目或寫作任務，適切地統整、運用材料，並能進一步闡述說明以凸顯主旨。',
    average: '能依據題目或寫作任務，統整、運用材料，尚能闡述說明主旨。',
    poor: '僅解釋題目或題幹內容；或雖提及主題，但材料過於簡略。',
  },
  organisation: {
    excellent: '文章結構完整，脈絡分明，內容前後連貫。',
    average: '文章結構大致完整，但偶有不連貫、轉折不清之處。',
    poor: '沒有明顯的文章結構；或僅有單一段落。',
  },
  language: {
    excellent: '能精確使用語詞，並有效運用各種句型使文句流暢。',
    average: '能正確使用語詞，文意表達尚稱清楚，但有時會出現冗詞贅句；句型較無變化。',
    poor: '用字遣詞極不恰當，頗多錯誤；或文句支離破碎。',
  },
  mechanics: {
    excellent: '幾乎沒有錯別字，及格式、標點符號運用上的錯誤。',
    average: '有一些錯別字，及格式、標點符號運用上的錯誤，但不至於造成理解上太大的困難。',
    poor: '不能掌握格式，不會運用標點符號，錯別字極多。',
  },
};

const zhDims = (max: number): DimensionDef[] => [
  {
    key: 'content',
    name: bi('立意取材', 'Ideas and material'),
    maxScore: max,
    aspect: 'content',
    descriptors: CAP_DESCRIPTORS.content,
  },
  {
    key: 'organisation',
    name: bi('結構組織', 'Structure and organisation'),
    maxScore: max,
    aspect: 'organisation',
    descriptors: CAP_DESCRIPTORS.organisation,
  },
  {
    key: 'language',
    name: bi('遣詞造句', 'Wording and sentences'),
    maxScore: max,
    aspect: 'language',
    descriptors: CAP_DESCRIPTORS.language,
  },
  {
    key: 'mechanics',
    name: bi('錯別字、格式與標點符號', 'Typos, format and punctuation'),
    maxScore: max,
    aspect: 'mechanics',
    descriptors: CAP_DESCRIPTORS.mechanics,
  },
];

export const GSAT_CHINESE_BANDS = ['0', 'C', 'C+', 'B', 'B+', 'A', 'A+'] as const;

export const RUBRIC_PRESETS: Record<Exclude<RubricPreset, 'custom'>, RubricDef> = {
  'cap-writing': {
    preset: 'cap-writing',
    name: bi('國中教育會考寫作測驗', 'CAP writing test'),
    fullScore: 6,
    gradeScale: 'rubric',
    dimensions: zhDims(6),
    holistic: 'model',
    deductions: [],
    label: (l) => `${l}級分`,
    shares: CAP_SHARES,
    population: CAP_POPULATION,
  },
  'gsat-chinese': {
    preset: 'gsat-chinese',
    name: bi('學測國語文寫作能力測驗', 'GSAT Chinese writing'),
    fullScore: 6,
    gradeScale: 'rubric',
    dimensions: zhDims(6),
    holistic: 'model',
    deductions: [],
    label: (l) => GSAT_CHINESE_BANDS[Math.max(0, Math.min(6, l))]!,
  },
  'gsat-english': {
    preset: 'gsat-english',
    name: bi('學測英文作文', 'GSAT English composition'),
    fullScore: 20,
    gradeScale: 'letter',
    dimensions: [
      {
        key: 'content',
        name: bi('內容', 'Content'),
        maxScore: 5,
        aspect: 'content',
        descriptors: {
          excellent: '主題（句）清楚切題，並有具體、完整的相關細節支持。',
          fair: '主題不夠清楚或突顯，部分相關敘述發展不全。',
          poor: '主題不明，大部分相關敘述發展不全或與主題無關。',
        },
      },
      {
        key: 'organisation',
        name: bi('組織', 'Organisation'),
        maxScore: 5,
        aspect: 'organisation',
        descriptors: {
          excellent: '重點分明，有開頭、發展、結尾，前後連貫，轉承語使用得當。',
          fair: '重點安排不妥，前後發展比例與轉承語使用欠妥。',
          poor: '重點不明、前後不連貫。',
        },
      },
      {
        key: 'grammar',
        name: bi('文法、句構', 'Grammar and structure'),
        maxScore: 5,
        aspect: 'language',
        descriptors: {
          excellent: '全文幾無文法、格式、標點錯誤，文句結構富變化。',
          fair: '文法、格式、標點錯誤少，且未影響文意之表達。',
          poor: '文法、格式、標點錯誤多，且明顯影響文意之表達。',
        },
      },
      {
        key: 'vocabulary',
        name: bi('字彙、拼字', 'Vocabulary and spelling'),
        maxScore: 5,
        aspect: 'mechanics',
        descriptors: {
          excellent: '用字精確、得宜，且幾無拼字、大小寫錯誤。',
          fair: '字詞單調、重複，用字偶有不當，少許拼字、大小寫錯誤，但不影響文意之表達。',
          poor: '用字、拼字、大小寫錯誤多，明顯影響文意之表達。',
        },
      },
    ],
    holistic: 'sum',
    deductions: ['gsat-english-too-short'],
    label: (l) => `${l}/20`,
  },
  'reading-report': {
    preset: 'reading-report',
    name: bi('閱讀心得', 'Reading report'),
    fullScore: 6,
    gradeScale: 'rubric',
    dimensions: [
      {
        key: 'content',
        name: bi('內容理解', 'Understanding of the book'),
        maxScore: 6,
        aspect: 'content',
        descriptors: {},
      },
      {
        key: 'organisation',
        name: bi('結構組織', 'Organisation'),
        maxScore: 6,
        aspect: 'organisation',
        descriptors: {},
      },
      {
        key: 'language',
        name: bi('文字表達', 'Expression'),
        maxScore: 6,
        aspect: 'language',
        descriptors: {},
      },
      {
        key: 'mechanics',
        name: bi('引用與標點', 'Citations and mechanics'),
        maxScore: 6,
        aspect: 'mechanics',
        descriptors: {},
      },
    ],
    holistic: 'model',
    deductions: ['reading-page-number', 'reading-long-quotation'],
    label: (l) => `${l}/6`,
  },
};

export function customRubric(c: CustomRubric): RubricDef {
  return {
    preset: 'custom',
    name: c.name,
    fullScore: c.fullScore,
    gradeScale: c.gradeScale,
    dimensions: c.dimensions.map((d) => ({ ...d })),
    holistic: 'model',
    deductions: [],
    label: (l) => `${l}/${c.fullScore}`,
  };
}

/** Resolve a preset name or a custom rubric definition. */
export function resolveRubric(r: Exclude<RubricPreset, 'custom'> | CustomRubric): RubricDef {
  return typeof r === 'string' ? RUBRIC_PRESETS[r] : customRubric(r);
}
