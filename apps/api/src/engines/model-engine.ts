import { costOf, createChatClient, type FetchLike } from '@essay/contracts';
import type { VisionSettings } from '@essay/ingest/light';
import type { ApiConfig, LlmConfig } from '../config.ts';
import { builtinEngine, correctArgs, type CorrectionEngine } from './engine.ts';
import { loadGrader } from './grader.ts';

/** The chat-completions client of the optional engines, with the configured limits. */
export function chatClientFor(llm: LlmConfig, fetch: FetchLike) {
  return createChatClient(
    {
      baseUrl: llm.baseUrl,
      apiKey: llm.apiKey,
      timeoutMs: llm.timeoutMs,
      maxAttempts: llm.maxAttempts,
      concurrency: llm.concurrency,
      backoffMs: llm.backoffMs,
    },
    { fetch },
  );
}

/** GRADER_ENGINE=llm: the model's reading on top of the built-in report, tokens and cost recorded. */
export function createModelEngine(llm: LlmConfig, fetch: FetchLike): CorrectionEngine {
  const chat = chatClientFor(llm, fetch);
  const model = llm.model!;
  return {
    name: 'llm', // GRADER_ENGINE=llm; the grader (loaded on the first essay) calls it MODEL_ENGINE_NAME
    async correct(input) {
      const { correctWithModel, MODEL_ENGINE_NAME } = await loadGrader();
      const [essay, homework, rubric, options] = correctArgs(input);
      const result = await correctWithModel(essay, homework, rubric, options, {
        model,
        chat,
        budgetMs: llm.correctionBudgetMs,
        privateNames: input.privateNames,
      });
      return {
        report: result.report,
        usage: {
          engine: MODEL_ENGINE_NAME,
          model,
          calls: result.usage.calls,
          inputTokens: result.usage.inputTokens,
          outputTokens: result.usage.outputTokens,
          cost: costOf(result.usage, llm.prices),
          fallback: result.fallback,
        },
      };
    },
    warmUp: (langs) => builtinEngine.warmUp(langs),
  };
}

/** OCR_ENGINE=llm-vision: the vision model's settings for the extraction thread (it makes its own client). */
export function visionSettings(config: ApiConfig): VisionSettings | undefined {
  const llm = config.llm;
  if (config.ocrEngine !== 'llm-vision' || !llm?.visionModel) return undefined;
  return {
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    model: llm.visionModel,
    timeoutMs: llm.timeoutMs,
    maxAttempts: llm.maxAttempts,
    backoffMs: llm.backoffMs,
    concurrency: 1,
  };
}
