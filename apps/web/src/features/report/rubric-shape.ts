import type { HomeworkRubric } from '@essay/contracts';

/** One dimension of a report as the override form needs it. */
export interface DimensionShape {
  key: string;
  name: string;
  maxScore: number;
}

export interface RubricShape {
  fullScore: number;
  dimensions: DimensionShape[];
}

// The engine's built-in dimension keys, in report order (packages/grader rubrics/presets.ts).
// The article answer carries no report JSON, so the keys are matched to the report's order.
const CHINESE_KEYS = ['content', 'organisation', 'language', 'mechanics'];
const ENGLISH_KEYS = ['content', 'organisation', 'grammar', 'vocabulary'];

function keysFor(rubric: HomeworkRubric, fullScore: number): string[] {
  if (rubric === 'gsat-english') return ENGLISH_KEYS;
  if (rubric === 'auto' && fullScore === 20) return ENGLISH_KEYS;
  return CHINESE_KEYS;
}

const OUT_OF = /(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/;

/**
 * Reads the full score (the "x / y" of the rating) and each dimension's name and maximum
 * ("a / b") from the report fragment, so the form offers exactly the report's ranges.
 */
export function readRubricShape(html: string, rubric: HomeworkRubric): RubricShape | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const rating = OUT_OF.exec(doc.querySelector('.report-rating .level')?.textContent ?? '');
  if (!rating?.[2]) return null;
  const fullScore = Number(rating[2]);
  const keys = keysFor(rubric, fullScore);
  const dimensions: DimensionShape[] = [];
  doc.querySelectorAll('.dimension').forEach((element, index) => {
    const key = keys[index];
    const max = OUT_OF.exec(element.querySelector('.score')?.textContent ?? '')?.[2];
    const heading = element.querySelector('h4');
    const name = heading?.firstChild?.textContent?.trim() ?? key ?? '';
    if (key && max) dimensions.push({ key, name, maxScore: Number(max) });
  });
  return { fullScore, dimensions };
}
