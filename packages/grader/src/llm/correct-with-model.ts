import {
  isChatError,
  jsonOfAnswer,
  ReportSchema,
  type ChatClient,
  type ChatUsage,
  type Report,
} from '@essay/contracts';
import { correct } from '../correct.ts';
import type { CorrectOptions, EssayInput, HomeworkInput, RubricInput } from '../correct-types.ts';
import { decideLang } from '../text/lang.ts';
import { resolveRubric } from '../rubrics/presets.ts';
import {
  mergeAnswer,
  MODEL_ANSWER_JSON_SCHEMA,
  ModelAnswerSchema,
  type ModelAnswer,
} from './answer.ts';
import { correctionMessages, repairMessages } from './prompt.ts';

export const MODEL_ENGINE_NAME = 'llm';

export interface ModelEngineSettings {
  /** The server's model name. */
  model: string;
  chat: ChatClient;
  /** Time for the whole correction (every attempt, the repair included); then the built-in engine. */
  budgetMs: number;
  /** The student's and the class's names: never sent, even where an essay has them written at the top. */
  privateNames?: readonly string[];
  now?: () => number;
}

export interface ModelCorrection {
  report: Report;
  /** Tokens of every answer received for this correction (a failed attempt has none). */
  usage: ChatUsage & { calls: number };
  /** Why the built-in engine's report is given instead, or null. */
  fallback: string | null;
  /** Quotes of the model that are not in the essay and were dropped. */
  droppedQuotes: number;
}

type Parsed = { ok: true; answer: ModelAnswer } | { ok: false; problem: string };

function parseAnswer(content: string): Parsed {
  let json: unknown;
  try {
    json = jsonOfAnswer(content);
  } catch {
    return { ok: false, problem: 'it is not valid JSON' };
  }
  const parsed = ModelAnswerSchema.safeParse(json);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, problem: `field ${issue.path.join('.') || '(root)'}: ${issue.message}` };
}

/**
 * The `llm` correction engine: the built-in engine's report, then the model's reading of the essay
 * on top of it (see mergeAnswer). Any failure of the server or its answers ends in the built-in
 * report, marked with the reason: no grading is lost. Blank, copied or off-topic essays (the
 * built-in gate) are not sent at all.
 */
export async function correctWithModel(
  essay: EssayInput,
  homework: HomeworkInput,
  rubricIn: RubricInput,
  options: CorrectOptions,
  settings: ModelEngineSettings,
): Promise<ModelCorrection> {
  const now = settings.now ?? Date.now;
  const builtin = await correct(essay, homework, rubricIn, options);
  const usage = { inputTokens: 0, outputTokens: 0, calls: 0 };
  if (builtin.zeroGate) return { report: builtin, usage, fallback: null, droppedQuotes: 0 };
  const text = essay.text.replace(/\r\n?/g, '\n');
  const rubric = resolveRubric(rubricIn);
  const lang = options.lang ?? decideLang(text, `${homework.name}\n${homework.instructions}`);
  const messages = correctionMessages({
    essay: text,
    title: essay.title,
    homework,
    rubric,
    lang,
    modelEssays: options.modelEssays ?? [],
    teacherScored: options.teacherScored ?? [],
    builtin,
    privateNames: settings.privateNames,
  });
  const deadline = now() + settings.budgetMs;
  const ask = async (msgs: typeof messages) => {
    const answer = await settings.chat.complete({
      model: settings.model,
      messages: msgs,
      responseFormat: {
        type: 'json_schema',
        json_schema: { name: 'essay_report', schema: MODEL_ANSWER_JSON_SCHEMA },
      },
      maxTokens: 4096,
      deadline,
    });
    usage.inputTokens += answer.usage.inputTokens;
    usage.outputTokens += answer.usage.outputTokens;
    usage.calls += 1;
    return answer.content;
  };
  try {
    const first = await ask(messages);
    let parsed = parseAnswer(first);
    if (!parsed.ok)
      parsed = parseAnswer(await ask(repairMessages(messages, first, parsed.problem)));
    if (!parsed.ok)
      throw new Error(`The model's answer could not be used after one repair (${parsed.problem})`);
    const { report, grounding } = mergeAnswer(
      parsed.answer,
      builtin,
      rubric,
      text,
      options.uncertain,
    );
    return {
      report: ReportSchema.parse({
        ...report,
        engine: { name: MODEL_ENGINE_NAME, version: settings.model },
      }),
      usage,
      fallback: null,
      droppedQuotes: grounding.dropped,
    };
  } catch (error) {
    const reason = (
      isChatError(error) || error instanceof Error ? error.message : String(error)
    ).slice(0, 300);
    return {
      report: {
        ...builtin,
        engine: { ...builtin.engine, fallback: { from: MODEL_ENGINE_NAME, reason } },
      },
      usage,
      fallback: reason,
      droppedQuotes: 0,
    };
  }
}
