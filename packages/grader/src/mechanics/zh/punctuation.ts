import { FULL_WIDTH_PUNCTUATION, type Correction, type Span } from '@essay/contracts';
import { makeCorrection, type Reason } from '../correction.ts';
import { isCommaTitle } from '../../text/essay-title.ts';

const HAN = /\p{Script=Han}/u;

/** Half-width , . ? ! : ; touching Chinese text (not inside numbers such as 3.14 or 1,000). */
function halfWidthPunctuation(text: string): Correction[] {
  const out: Correction[] = [];
  for (const m of text.matchAll(/[,.?!:;]/g)) {
    const before = text[m.index - 1] ?? '';
    const after = text[m.index + 1] ?? '';
    if (/\d/.test(before) && /\d/.test(after)) continue;
    // "..." is handled as one ellipsis below.
    if (m[0] === '.' && (before === '.' || after === '.')) continue;
    if (!HAN.test(before) && !(HAN.test(after) && !/[A-Za-z0-9]/.test(before))) continue;
    out.push(
      makeCorrection(text, m.index, m.index + 1, FULL_WIDTH_PUNCTUATION[m[0]]!, 'punctuation', {
        'zh-tw': `中文句子應使用全形標點「${FULL_WIDTH_PUNCTUATION[m[0]]}」，而不是半形「${m[0]}」。`,
        en: `Chinese text takes the full-width "${FULL_WIDTH_PUNCTUATION[m[0]]}", not the half-width "${m[0]}".`,
      }),
    );
  }
  for (const m of text.matchAll(/(?<=\p{Script=Han})\.{2,}|。{2,}/gu)) {
    out.push(
      makeCorrection(text, m.index, m.index + m[0].length, '……', 'punctuation', {
        'zh-tw': '刪節號應寫作「……」（佔兩格的六個點）。',
        en: 'The Chinese ellipsis is "……".',
      }),
    );
  }
  return out;
}

/** Start offsets of the essay's paragraphs (non-blank lines), numbered from 1. */
function paragraphStarts(text: string): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    if (line.trim()) starts.push(at);
    at += line.length + 1;
  }
  return starts;
}

/** "第 1、3、4 段" / "paragraphs 1, 3, 4" for the places of a once-per-essay finding. */
function paragraphList(text: string, places: readonly Span[]): { zh: string; en: string } {
  const starts = paragraphStarts(text);
  const numbers = [...new Set(places.map((p) => starts.filter((s) => s <= p.start).length))].sort(
    (a, b) => a - b,
  );
  return {
    zh: `第 ${numbers.join('、')} 段`,
    en: `paragraph${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')}`,
  };
}

/**
 * One finding for a habit that repeats over the essay: it points at the first place and lists
 * every place in `places`, so a layout habit counts once, not once per paragraph.
 */
function oncePerEssay(
  text: string,
  found: Correction[],
  reason: (where: { zh: string; en: string }, n: number) => Reason,
): Correction[] {
  const first = found[0];
  if (!first) return [];
  const places = found.map((c) => c.span);
  return [{ ...first, reason: reason(paragraphList(text, places), places.length), places }];
}

/** Western quotation marks in Chinese text; Taiwan uses 「」 (and 『』 inside them). One finding per essay. */
function quotes(text: string): Correction[] {
  const found: Correction[] = [];
  let straightOpen = true;
  for (const m of text.matchAll(/[“”"]/g)) {
    let opening = m[0] === '“';
    if (m[0] === '"') {
      opening = straightOpen;
      straightOpen = !straightOpen;
    }
    const near = (text[m.index - 1] ?? '') + (text[m.index + 1] ?? '');
    if (!HAN.test(near) && !/[，。？！：；、]/.test(near)) continue;
    const suggestion = opening ? '「' : '」';
    found.push(
      makeCorrection(text, m.index, m.index + 1, suggestion, 'punctuation', {
        'zh-tw': '',
        en: '',
      }),
    );
  }
  return oncePerEssay(text, found, (where, n) => ({
    'zh-tw': `中文引號應使用「」（『』用於引號內），本文有 ${n} 個西式引號（${where.zh}）。`,
    en: `Chinese quotations use 「」 (『』 inside them); this essay has ${n} Western quotation mark(s) (${where.en}).`,
  }));
}

/**
 * Every paragraph should open with two full-width spaces. A short first line without sentence
 * punctuation is taken as the title and skipped. One finding per essay, listing the paragraphs.
 */
function indentation(text: string): Correction[] {
  const found: Correction[] = [];
  let lineStart = 0;
  const lines = text.split('\n');
  const blank = { 'zh-tw': '', en: '' };
  lines.forEach((line, i) => {
    const start = lineStart;
    lineStart += line.length + 1;
    const body = line.trimEnd();
    if (!body.trim() || !HAN.test(body)) return;
    const isTitle =
      i === 0 &&
      lines.length > 1 &&
      ((body.trim().length <= 20 && !/[，。！？；：]/.test(body)) ||
        isCommaTitle(
          line,
          lines.slice(1).find((l) => l.trim() !== ''),
        ));
    if (isTitle || line.startsWith('　　')) return;
    const lead = /^[ \t\u3000]*/.exec(line)![0];
    if (lead) {
      found.push(makeCorrection(text, start, start + lead.length, '　　', 'format', blank));
    } else {
      const first = String.fromCodePoint(line.codePointAt(0)!);
      found.push(
        makeCorrection(text, start, start + first.length, `　　${first}`, 'format', blank),
      );
    }
  });
  return oncePerEssay(text, found, (where, n) => ({
    'zh-tw': `段落開頭應空兩個全形空格（「　　」），本文有 ${n} 段未空格（${where.zh}）。`,
    en: `Start each paragraph with two full-width spaces ("　　"); ${n} paragraph(s) do not (${where.en}).`,
  }));
}

/** Punctuation and layout checks for Chinese essays. */
export function chinesePunctuation(text: string): Correction[] {
  return [...halfWidthPunctuation(text), ...quotes(text), ...indentation(text)];
}
