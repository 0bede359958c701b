import type { Span } from '@essay/contracts';

export interface Piece {
  text: string;
  span: Span;
}

/** Paragraphs are non-blank lines; spans point into the original text. */
export function splitParagraphs(text: string): Piece[] {
  const out: Piece[] = [];
  const re = /[^\n]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const start = m.index + lead;
    out.push({ text: trimmed, span: { start, end: start + trimmed.length } });
  }
  return out;
}

const ZH_END = /[^。！？!?；;…\n]+[。！？!?；;…]*[」』”"]?/g;
const EN_END = /[^.!?\n]+(?:[.!?]+["'”’)]?|$)/g;

/** Sentences with spans; a sentence never crosses a paragraph break. */
export function splitSentences(text: string, lang: 'zh' | 'en'): Piece[] {
  const out: Piece[] = [];
  const re = new RegExp(lang === 'zh' ? ZH_END.source : EN_END.source, 'gm');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const raw = m[0];
    const trimmed = raw.trim();
    if (!/[\p{L}\p{N}]/u.test(trimmed)) continue;
    const start = m.index + (raw.length - raw.trimStart().length);
    out.push({ text: trimmed, span: { start, end: start + trimmed.length } });
  }
  return out;
}

/** English word tokens, lower-cased. */
export function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*|@[A-Z]+[0-9]*|[0-9]+/g) ?? []).map((w) =>
    w.toLowerCase(),
  );
}
