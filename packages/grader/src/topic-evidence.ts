import type { EssayLang, OffTopicSuspect } from '@essay/contracts';
import type { Relevance } from './topic.ts';
import { sharedKeyWords } from './topic-task.ts';

const two = (x: number): string => x.toFixed(2);

/**
 * What the teacher reads beside a suspected off-topic essay: what was measured, never a fixed
 * sentence (issue 42 §1) — the task's key words the essay shares (or that it shares none), and the
 * topic score against the cut it fell under.
 */
export function offTopicEvidence(
  text: string,
  task: { name: string; instructions: string },
  lang: EssayLang,
  relevance: Relevance,
): OffTopicSuspect {
  const shared = sharedKeyWords(text, task, lang);
  const score = Number(two(relevance.score));
  const cut = Number(two(relevance.cut));
  const measured = {
    zh: `切題程度 ${two(score)}，低於判斷門檻 ${two(cut)}`,
    en: `its topic score ${two(score)} is under the cut of ${two(cut)}`,
  };
  const evidence = shared.length
    ? {
        'zh-tw': `文章與題目、題幹共用的關鍵詞只有${shared.map((w) => `「${w}」`).join('')}，${measured.zh}。`,
        en: `The essay shares only the key words ${shared.map((w) => `"${w}"`).join(', ')} with the task; ${measured.en}.`,
      }
    : {
        'zh-tw': `文章與題目、題幹沒有共同的關鍵詞，${measured.zh}。`,
        en: `The essay shares no key word with the task; ${measured.en}.`,
      };
  return { shared, score, cut, evidence };
}
