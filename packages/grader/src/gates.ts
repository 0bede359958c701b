import type { BilingualText, EssayLang, ZeroGate } from '@essay/contracts';
import { countWords } from './text/lang.ts';
import { toSimplified } from './text/normalise.ts';
import { uniqueLength } from './text/repeats.ts';
import { splitParagraphs } from './text/segment.ts';
import { taskTitle } from './topic-task.ts';

export interface GateInput {
  text: string;
  title?: string | undefined;
  homeworkName: string;
  instructions: string;
  lang: EssayLang;
}

export interface GateResult {
  gate: ZeroGate;
  reason: BilingualText;
}

/** Minimum length before an essay is scored at all (Chinese characters / English words). */
export const MIN_LENGTH = { zh: 40, en: 20 } as const;

const bare = (s: string, lang: EssayLang): string =>
  (lang === 'zh' ? toSimplified(s) : s.toLowerCase()).replace(/[\s\p{P}\p{S}]/gu, '');

function grams(s: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= s.length; i++) out.push(s.slice(i, i + n));
  return out;
}

/** Share of the essay's character n-grams that also occur in the prompt. */
export function copiedShare(text: string, source: string, lang: EssayLang): number {
  const n = lang === 'zh' ? 4 : 12;
  const e = grams(bare(text, lang), n);
  if (e.length === 0) return 0;
  const src = new Set(grams(bare(source, lang), n));
  return e.filter((g) => src.has(g)).length / e.length;
}

/** Poetry form (新詩/古詩 layout): many short lines without sentence punctuation. */
export function looksLikePoetry(text: string): boolean {
  const lines = splitParagraphs(text).map((p) => p.text);
  if (lines.length < 4) return false;
  const short = lines.filter(
    (l) => countWords(l, 'zh') <= 14 && !/[，。；！？,]$/.test(l.replace(/[」』”"]$/, '')),
  );
  return short.length / lines.length >= 0.7;
}

const R = {
  blank: { 'zh-tw': '空白卷：沒有可評分的文字。', en: 'Blank: there is no text to score.' },
  title_only: {
    'zh-tw': '只訂題目：內容只有題目，沒有文章。',
    en: 'Title only: the answer contains only the title.',
  },
  too_short: (n: number, lang: EssayLang): BilingualText => ({
    'zh-tw': `字數過少（${n} ${lang === 'zh' ? '字' : '個單字'}，至少需 ${MIN_LENGTH[lang]}），無法評分。`,
    en: `Too short to score (${n} ${lang === 'zh' ? 'characters' : 'words'}; at least ${MIN_LENGTH[lang]} needed).`,
  }),
  repeated: (unique: number, n: number, lang: EssayLang): BilingualText => ({
    'zh-tw': `內容大量重複：全文 ${n} ${lang === 'zh' ? '字' : '個單字'}，去除重複後只有 ${unique}（至少需 ${MIN_LENGTH[lang]}），無法評分。`,
    en: `Mostly repeated text: ${n} ${lang === 'zh' ? 'characters' : 'words'}, only ${unique} once repeats are left out (at least ${MIN_LENGTH[lang]} needed).`,
  }),
  copied: (p: number): BilingualText => ({
    'zh-tw': `僅抄寫題目或題幹內容（約 ${Math.round(p * 100)}% 與題幹相同）。`,
    en: `Copies the prompt (about ${Math.round(p * 100)}% of the text repeats the task).`,
  }),
  poetry: {
    'zh-tw': '使用詩歌體：會考寫作不接受詩歌形式。',
    en: 'Written as a poem: poetry form is not accepted in this test.',
  },
};

/**
 * Zero-level gates of the 會考 rules, checked before any scoring (order: blank, title, length,
 * copy, repeats, poetry). Off-topic is not among them: it is the teacher's call (issue 42 §1), so
 * a suspected off-topic essay is scored and flagged (`offTopicSuspect`).
 */
export function checkGates(g: GateInput): GateResult | null {
  const body = g.text.trim();
  const n = countWords(body, g.lang);
  if (n === 0) return { gate: 'blank', reason: R.blank };
  const b = bare(body, g.lang);
  const task = { name: g.homeworkName, instructions: g.instructions };
  const titles = [g.title ?? '', g.homeworkName, taskTitle(task)]
    .map((t) => bare(t, g.lang))
    .filter(Boolean);
  if (titles.some((t) => b === t || (b.length <= t.length + 2 && t.includes(b))))
    return { gate: 'title_only', reason: R.title_only };
  if (n < MIN_LENGTH[g.lang]) return { gate: 'too_short', reason: R.too_short(n, g.lang) };
  const source = `${g.homeworkName}\n${g.instructions}`;
  const copied = copiedShare(body, source, g.lang);
  if (copied >= 0.6) return { gate: 'copied_prompt', reason: R.copied(copied) };
  const unique = uniqueLength(body, g.lang);
  if (unique < MIN_LENGTH[g.lang])
    return { gate: 'too_short', reason: R.repeated(unique, n, g.lang) };
  if (g.lang === 'zh' && looksLikePoetry(body)) return { gate: 'poetry_form', reason: R.poetry };
  return null;
}
