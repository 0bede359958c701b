import type { BilingualText, EssayLang, ZeroGate } from '@essay/contracts';
import { countWords } from './text/lang.ts';
import { toSimplified } from './text/normalise.ts';
import { splitParagraphs } from './text/segment.ts';

export interface GateInput {
  text: string;
  title?: string | undefined;
  homeworkName: string;
  instructions: string;
  lang: EssayLang;
  modelEssays?: readonly string[] | undefined;
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
  const short = lines.filter((l) => countWords(l, 'zh') <= 14 && !/[，。；！？,]$/.test(l.replace(/[」』”"]$/, '')));
  return short.length / lines.length >= 0.7;
}

// bigrams with function characters say nothing about the topic
const ZH_FUNCTION = /[的了我你他她它是在一不有这们和与也就都而及着个之以为请写篇文章题目]/;

/** Character bigrams without function characters (zh) or 5-letter word stems (en). */
export function topicUnits(s: string, lang: EssayLang): Set<string> {
  return lang === 'zh'
    ? new Set(grams(bare(s, 'zh').replace(/[^\u3400-\u9fff]/g, ''), 2).filter((b) => !ZH_FUNCTION.test(b)))
    : new Set((s.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
}

/** Topic overlap: share of the prompt's character bigrams (zh) or content words (en) used. */
export function topicOverlap(text: string | Set<string>, topic: string, lang: EssayLang): number {
  const units = (s: string): Set<string> => topicUnits(s, lang);
  const t = units(topic);
  if (t.size === 0) return 1;
  const e = typeof text === 'string' ? units(text) : text;
  let hit = 0;
  for (const u of t) if (e.has(u)) hit++;
  return hit / t.size;
}

const R = {
  blank: { 'zh-tw': '空白卷：沒有可評分的文字。', en: 'Blank: there is no text to score.' },
  title_only: { 'zh-tw': '只訂題目：內容只有題目，沒有文章。', en: 'Title only: the answer contains only the title.' },
  too_short: (n: number, lang: EssayLang): BilingualText => ({
    'zh-tw': `字數過少（${n} ${lang === 'zh' ? '字' : '個單字'}，至少需 ${MIN_LENGTH[lang]}），無法評分。`,
    en: `Too short to score (${n} ${lang === 'zh' ? 'characters' : 'words'}; at least ${MIN_LENGTH[lang]} needed).`,
  }),
  copied: (p: number): BilingualText => ({
    'zh-tw': `僅抄寫題目或題幹內容（約 ${Math.round(p * 100)}% 與題幹相同）。`,
    en: `Copies the prompt (about ${Math.round(p * 100)}% of the text repeats the task).`,
  }),
  poetry: { 'zh-tw': '使用詩歌體：會考寫作不接受詩歌形式。', en: 'Written as a poem: poetry form is not accepted in this test.' },
  offTopic: { 'zh-tw': '完全離題：文章與題目及範文幾乎沒有共同的詞語。', en: 'Completely off-topic: the essay shares almost no words with the task or model essays.' },
};

/** Zero-level gates, checked before any scoring (order: blank, title, length, copy, poetry, topic). */
export function checkGates(g: GateInput): GateResult | null {
  const body = g.text.trim();
  const n = countWords(body, g.lang);
  if (n === 0) return { gate: 'blank', reason: R.blank };
  const b = bare(body, g.lang);
  const titles = [g.title ?? '', g.homeworkName].map((t) => bare(t, g.lang)).filter(Boolean);
  if (titles.some((t) => b === t || (b.length <= t.length + 2 && t.includes(b)))) return { gate: 'title_only', reason: R.title_only };
  if (n < MIN_LENGTH[g.lang]) return { gate: 'too_short', reason: R.too_short(n, g.lang) };
  const source = `${g.homeworkName}\n${g.instructions}`;
  const copied = copiedShare(body, source, g.lang);
  if (copied >= 0.6) return { gate: 'copied_prompt', reason: R.copied(copied) };
  if (g.lang === 'zh' && looksLikePoetry(body)) return { gate: 'poetry_form', reason: R.poetry };
  // off-topic only when the title's words are absent, the task's barely touched and no model essay is close
  const units = topicUnits(body, g.lang);
  const nameHit = topicOverlap(units, `${g.homeworkName}\n${g.title ?? ''}`, g.lang);
  const taskHit = topicOverlap(units, g.instructions, g.lang);
  const models = g.modelEssays ?? [];
  const modelHit = models.length ? Math.max(...models.map((m) => topicOverlap(units, m, g.lang))) : 0;
  // Word overlap alone cannot tell a narrative on 我最難忘的一件事 that never repeats the title from
  // an off-topic one, and a wrong level 0 costs a student far more than a missed one: without
  // model essays to compare with, off-topic is left to the teacher and the content dimension.
  if (models.length > 0 && nameHit === 0 && taskHit < 0.15 && modelHit < 0.05) return { gate: 'off_topic', reason: R.offTopic };
  return null;
}
