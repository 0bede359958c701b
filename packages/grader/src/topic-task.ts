import type { EssayLang } from '@essay/contracts';
import { cutWords, wordIdf } from './text/jieba.ts';
import { toSimplified } from './text/normalise.ts';

/**
 * How a teacher set the task (issue 42 §2): a 題目 in the homework's name or quoted in the task
 * (「請以「…」為題」), a homework name that is only a label (「會考寫作練習（一）」), or a free topic
 * (「題目自訂，文體不拘」), under which no essay can be off-topic.
 */
const FREE_TOPIC =
  /題目自[訂定擬選]|自[訂定擬選]題目|自由命題|題目不限|不限題目|主題不限|不限主題|任選題目|題目任選|自行命題|any topic|topic of your (?:own )?choice|choose (?:your own|a) topic|free topic|topic is (?:free|open)/i;

export function isFreeTopic(task: { name: string; instructions: string }): boolean {
  return FREE_TOPIC.test(`${task.name}\n${task.instructions}`);
}

const QUOTED_TITLE = /以\s*[「『“"]([^」』”"\n]{1,30})[」』”"]\s*為題/;
/** Words of a homework's label, not of a topic: 會考寫作練習（一）, 第三次作文, 國文作業 2. */
const LABEL_WORDS =
  /會考|學測|寫作|作文|練習|作業|測驗|功課|習作|國文|語文|單元|段考|模擬考?|第?[一二三四五六七八九十百\d]+[次篇週课課回]?|[（(][^）)]*[）)]|[\s\p{P}\p{S}\d]/gu;

/**
 * The 題目 the essay should carry: the one quoted in the task (「請以「青春」為題」) first, else the
 * homework's name unless it is only a label (nothing but 會考、寫作、練習、作業, numbers…): such a
 * name says nothing about the topic, so it cannot make an essay "untitled".
 */
export function taskTitle(task: { name: string; instructions: string }): string {
  const quoted = QUOTED_TITLE.exec(task.instructions) ?? QUOTED_TITLE.exec(task.name);
  if (quoted) return quoted[1]!.trim();
  return task.name.replace(LABEL_WORDS, '').length >= 2 ? task.name : '';
}

/** jieba idf from which a task word is a key word worth naming as shared (not 時候, 可以, 我們). */
const KEY_WORD_IDF = 6;
/** Words of writing instructions, never a topic: 寫下, 說明, 描述, 經驗, 感受 … */
const INSTRUCTION_WORDS = new Set(
  '为题 写下 说明 描述 叙述 文章 题目 题干 经验 感受 体会 想法 看法 理由 实例 具体 内容 原因 过程 结果 自订 文体 不拘 字数 以上 一篇 提出 立场 举出 加以 例如 或是 也许 可能 运用 观察'.split(
    ' ',
  ),
);

/**
 * The task's key words that the essay also uses, in the task's own writing, in task order: the
 * evidence a teacher reads beside a suspected off-topic essay (「青春」「夢想」), or none.
 */
export function sharedKeyWords(
  essay: string,
  task: { name: string; instructions: string },
  lang: EssayLang,
  max = 8,
): string[] {
  const source = `${taskTitle(task) || task.name}\n${task.instructions}`;
  const out: string[] = [];
  if (lang === 'en') {
    const has = new Set(essay.toLowerCase().match(/[a-z]{4,}/g) ?? []);
    for (const w of source.toLowerCase().match(/[a-z]{5,}/g) ?? [])
      if (has.has(w) && !out.includes(w)) out.push(w);
    return out.slice(0, max);
  }
  const simple = toSimplified(source);
  const essaySimple = toSimplified(essay);
  const idf = wordIdf();
  let at = 0;
  for (const w of cutWords(simple)) {
    const start = simple.indexOf(w, at);
    at = start < 0 ? at : start + w.length;
    if (start < 0 || w.length < 2 || !/^[\u3400-\u9fff]+$/.test(w)) continue;
    if (INSTRUCTION_WORDS.has(w) || (idf.get(w) ?? 12) < KEY_WORD_IDF) continue;
    const written = source.slice(start, start + w.length);
    if (essaySimple.includes(w) && !out.includes(written)) out.push(written);
  }
  return out.slice(0, max);
}
