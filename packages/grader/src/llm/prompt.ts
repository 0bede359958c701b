import type { ChatMessage, EssayLang, Report } from '@essay/contracts';
import type { TeacherScored } from '../correct-types.ts';
import type { RubricDef } from '../rubrics/presets.ts';
import { splitParagraphs } from '../text/segment.ts';
import { rubricText } from './official-rubrics.ts';

export interface PromptInput {
  essay: string;
  title: string | undefined;
  homework: { name: string; instructions: string };
  rubric: RubricDef;
  lang: EssayLang;
  modelEssays: readonly string[];
  teacherScored: readonly TeacherScored[];
  builtin: Report;
  /** Names never to send (the student's, the class's): replaced wherever they are written. */
  privateNames?: readonly string[];
}

/** What stands in for a private name in a request. */
export const NAME_MASK = '○○○';

/** Replaces every private name (the longest first) in `text`. */
export function maskNames(text: string, names: readonly string[]): string {
  const sorted = [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  return sorted.reduce((out, name) => out.split(name).join(NAME_MASK), text);
}

/** Anchors and calibration essays are cut to this many characters, and this many are sent. */
const EXAMPLE_CHARS = 1500;
const MAX_ANCHORS = 3;
const MAX_CALIBRATION = 6;

const cut = (text: string) =>
  text.length > EXAMPLE_CHARS ? `${text.slice(0, EXAMPLE_CHARS)}…` : text;

const SYSTEM = `You are an experienced Taiwanese writing teacher marking one student essay against an official rubric.
Answer with one JSON object only, no prose, with exactly these fields:
{"level": number, "dimensions": [{"key": string, "score": number, "comment": {"zh-tw": string, "en": string}, "evidence": [string]}],
 "corrections": [{"original": string, "suggestion": string, "kind": "grammar"|"word_choice"|"spelling"|"typo"|"punctuation"|"format", "reason": {"zh-tw": string, "en": string}}],
 "paragraphComments": [{"paragraph": number, "comment": {"zh-tw": string, "en": string}}],
 "strengths": [{"text": {"zh-tw": string, "en": string}, "quote": string|null}],
 "nextSteps": [{"text": {"zh-tw": string, "en": string}, "quote": string|null}],
 "overallComment": {"zh-tw": string, "en": string}}
Rules: every "evidence", "original" and "quote" is copied character for character from the essay (a short phrase, never paraphrased).
"paragraph" is the paragraph's number as shown [1], [2] …. Write "zh-tw" in Traditional Chinese (Taiwan) and "en" in English.
Comments are specific, kind and name one next step. Do not repeat the automatic findings' mechanics corrections.`;

/** The request's messages: rubric, task, anchors, calibration, the essay with numbered paragraphs, the built-in findings. */
export function correctionMessages(input: PromptInput): ChatMessage[] {
  const paragraphs = splitParagraphs(input.essay)
    .map((p, i) => `[${i + 1}] ${p.text}`)
    .join('\n');
  const anchors = input.modelEssays
    .slice(0, MAX_ANCHORS)
    .map((text, i) => `Model essay ${i + 1} (範文, a strong answer to this task):\n${cut(text)}`);
  const calibration = input.teacherScored
    .slice(0, MAX_CALIBRATION)
    .map(
      (t, i) =>
        `Teacher-scored essay ${i + 1}, level ${t.level} (${input.rubric.label(t.level)}):\n${cut(t.text)}`,
    );
  const b = input.builtin;
  const findings = [
    `Automatic level: ${b.level} (${b.levelLabel}); dimension scores: ${b.dimensions.map((d) => `${d.key} ${d.score}/${d.maxScore}`).join(', ')}`,
    `Deductions: ${b.deductions.map((d) => `${d.rule} ${d.points}`).join(', ') || 'none'}`,
    `Mechanics corrections already found (kept as they are): ${b.corrections.map((c) => `「${c.original}」→「${c.suggestion}」(${c.kind})`).join('; ') || 'none'}`,
  ];
  const user = [
    `Rubric:\n${rubricText(input.rubric)}`,
    `Task (題目): ${input.homework.name}\nInstructions (題幹): ${input.homework.instructions || '—'}`,
    ...anchors,
    ...calibration,
    `Essay language: ${input.lang === 'zh' ? 'Chinese' : 'English'}. Essay title: ${input.title || '—'}\nEssay, paragraphs numbered:\n${paragraphs}`,
    `Automatic findings of the built-in engine (a second opinion to check, not to copy):\n${findings.join('\n')}`,
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: maskNames(user, input.privateNames ?? []) },
  ];
}

/** The one repair request after an answer that was not valid JSON of the asked shape. */
export function repairMessages(
  messages: ChatMessage[],
  badAnswer: string,
  problem: string,
): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: badAnswer.slice(0, 8000) },
    {
      role: 'user',
      content: `That answer cannot be used: ${problem.slice(0, 500)}. Answer again with the one JSON object only, exactly the fields asked for.`,
    },
  ];
}
