import { correctWithModel, MODEL_ENGINE_NAME } from '@essay/grader';
import { costOf, createChatClient, type FetchLike } from '@essay/contracts';
import type { LlmConfig } from '../config.ts';
import { builtinEngine, correctArgs, type CorrectionEngine } from './engine.ts';

/** The chat-completions client of the optional engines, with the configured limits. */
export function chatClientFor(llm: LlmConfig, fetch: FetchLike) {
  return createChatClient(
    { baseUrl: llm.baseUrl, apiKey: llm.apiKey, timeoutMs: llm.timeoutMs, maxAttempts: llm.maxAttempts, concurrency: llm.concurrency, backoffMs: llm.backoffMs },
    { fetch },
  );
}

/** GRADER_ENGINE=llm: the model's reading on top of the built-in report, tokens and cost recorded. */
export function createModelEngine(llm: LlmConfig, fetch: FetchLike): CorrectionEngine {
  const chat = chatClientFor(llm, fetch);
  const model = llm.model!;
  return {
    name: MODEL_ENGINE_NAME,
    async correct(input) {
      const [essay, homework, rubric, options] = correctArgs(input);
      const result = await correctWithModel(essay, homework, rubric, options, { model, chat, budgetMs: llm.correctionBudgetMs });
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
    warmUp: () => builtinEngine.warmUp(),
  };
}
