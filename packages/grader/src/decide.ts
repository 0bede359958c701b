import type { EssayLang, OffTopicSuspect } from '@essay/contracts';
import { checkGates, type GateResult } from './gates.ts';
import { decideLang } from './text/lang.ts';
import { topicRelevance, type Relevance, type TopicSources } from './topic.ts';
import { offTopicEvidence } from './topic-evidence.ts';
import type { EssayInput, HomeworkInput } from './correct-types.ts';

export interface EssayDecision {
  lang: EssayLang;
  relevance: Relevance;
  /** The zero-level gate of the 會考 rules, or null when the essay is scored (and charged). */
  gate: GateResult | null;
  /** Suspected off-topic, for the teacher to confirm or clear (never a zero level by itself). */
  offTopic: OffTopicSuspect | null;
}

/**
 * What is decided once per essay, before pricing and before scoring, from the same inputs:
 * the language (essay text, the task as a tie-break), topic relevance, the zero-level gate and
 * the off-topic suspicion with its measured evidence.
 * apps/api prices a correction with it; `correct()` grades with it.
 */
export function decideEssay(
  essay: EssayInput,
  homework: HomeworkInput,
  options: { lang?: EssayLang | undefined } & TopicSources = {},
): EssayDecision {
  const text = essay.text.replace(/\r\n?/g, '\n');
  const lang = options.lang ?? decideLang(text, `${homework.name}\n${homework.instructions}`);
  const modelEssays = options.modelEssays ?? [];
  const relevance = topicRelevance(text, lang, homework, {
    modelEssays,
    peerEssays: options.peerEssays,
  });
  const gate = checkGates({
    text,
    title: essay.title,
    homeworkName: homework.name,
    instructions: homework.instructions,
    lang,
  });
  const offTopic =
    gate === null && relevance.offTopic ? offTopicEvidence(text, homework, lang, relevance) : null;
  return { lang, relevance, gate, offTopic };
}
