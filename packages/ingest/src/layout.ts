import { isCjkChar, joinParagraphLines } from './cjk-text.ts';

/** One line of text with its box in page pixels (y grows downwards). */
export type TextLine = { text: string; x0: number; y0: number; x1: number; y1: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) : 0;
}

/**
 * Theil-Sen fit of x against y: photos are tilted, so the left margin is a slanted line, and
 * the median of pairwise slopes ignores indented first lines and centred titles.
 */
function fitMargin(points: Array<[number, number]>): (y: number) => number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [yi, xi] = points[i] ?? [0, 0];
      const [yj, xj] = points[j] ?? [0, 0];
      if (Math.abs(yj - yi) > 1) slopes.push((xj - xi) / (yj - yi));
    }
  }
  const slope = median(slopes);
  const intercept = median(points.map(([y, x]) => x - slope * y));
  return (y) => intercept + slope * y;
}

function cjkShare(text: string): number {
  const chars = [...text.replace(/\s/g, '')];
  return chars.length ? chars.filter(isCjkChar).length / chars.length : 0;
}

/**
 * Groups lines into paragraphs the way essays are laid out: a paragraph starts at an indented
 * line, after a line that stops well short of the right margin, or after a large vertical gap.
 */
export function linesToParagraphs(input: readonly TextLine[]): string[] {
  const lines = input.filter((line) => line.text.trim().length > 0);
  if (lines.length === 0) return [];
  const height = median(lines.map((line) => line.y1 - line.y0)) || 1;
  const left = fitMargin(lines.map((line) => [(line.y0 + line.y1) / 2, line.x0]));
  const right = fitMargin(lines.map((line) => [(line.y0 + line.y1) / 2, line.x1]));
  const gaps = lines.slice(1).map((line, i) => line.y0 - (lines[i]?.y1 ?? line.y0));
  const usualGap = median(gaps.filter((gap) => gap > 0));

  const paragraphs: string[][] = [];
  let current: string[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const mid = (line.y0 + line.y1) / 2;
    let breaks = current.length === 0;
    if (previous && !breaks) {
      const prevMid = (previous.y0 + previous.y1) / 2;
      const width = right(prevMid) - left(prevMid);
      const shortBy = right(prevMid) - previous.x1;
      const shortLimit = cjkShare(previous.text) > 0.5 ? 2.5 * height : 0.2 * width;
      const indented = line.x0 - left(mid) > 0.8 * height;
      const gap = line.y0 - previous.y1;
      breaks =
        indented ||
        shortBy > shortLimit ||
        (usualGap > 0 && gap > Math.max(2 * usualGap, usualGap + height));
    }
    if (breaks && current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
    current.push(line.text);
  });
  if (current.length > 0) paragraphs.push(current);
  return paragraphs.map(joinParagraphLines).filter((paragraph) => paragraph.length > 0);
}
