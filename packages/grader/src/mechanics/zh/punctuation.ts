import type { Correction } from '@essay/contracts';
import { makeCorrection } from '../correction.ts';

const FULL_WIDTH: Record<string, string> = { ',': '，', '.': '。', '?': '？', '!': '！', ':': '：', ';': '；' };
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
      makeCorrection(text, m.index, m.index + 1, FULL_WIDTH[m[0]]!, 'punctuation', {
        'zh-tw': `中文句子應使用全形標點「${FULL_WIDTH[m[0]]}」，而不是半形「${m[0]}」。`,
        en: `Chinese text takes the full-width "${FULL_WIDTH[m[0]]}", not the half-width "${m[0]}".`,
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

/** Western quotation marks in Chinese text; Taiwan uses 「」 (and 『』 inside them). */
function quotes(text: string): Correction[] {
  const out: Correction[] = [];
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
    out.push(
      makeCorrection(text, m.index, m.index + 1, suggestion, 'punctuation', {
        'zh-tw': `中文引號應使用「」，此處應為「${suggestion}」。`,
        en: `Chinese quotations use 「」: write "${suggestion}" here.`,
      }),
    );
  }
  return out;
}

/**
 * Every paragraph should open with two full-width spaces. A short first line without sentence
 * punctuation is taken as the title and skipped.
 */
function indentation(text: string): Correction[] {
  const out: Correction[] = [];
  let lineStart = 0;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const start = lineStart;
    lineStart += line.length + 1;
    const body = line.trimEnd();
    if (!body.trim() || !HAN.test(body)) return;
    const isTitle = i === 0 && lines.length > 1 && body.trim().length <= 20 && !/[，。！？；：]/.test(body);
    if (isTitle || line.startsWith('　　')) return;
    const lead = /^[ \t\u3000]*/.exec(line)![0];
    const reason = {
      'zh-tw': '段落開頭應空兩個全形空格（「　　」）。',
      en: 'Start each paragraph with two full-width spaces ("　　").',
    };
    if (lead) {
      out.push(makeCorrection(text, start, start + lead.length, '　　', 'format', reason));
    } else {
      const first = String.fromCodePoint(line.codePointAt(0)!);
      out.push(makeCorrection(text, start, start + first.length, `　　${first}`, 'format', reason));
    }
  });
  return out;
}

/** Punctuation and layout checks for Chinese essays. */
export function chinesePunctuation(text: string): Correction[] {
  return [...halfWidthPunctuation(text), ...quotes(text), ...indentation(text)];
}
