import { decideLang } from '@essay/grader/light';
import type {
  Correction,
  EssayLang,
  FetchLike,
  HomeworkRubric,
  Report,
  Span,
} from '@essay/contracts';
import type { ApiConfig } from '../config.ts';
import { loadGrader } from './grader.ts';
import { createModelEngine } from './model-engine.ts';

export interface EngineInput {
  text: string;
  title: string;
  homework: { name: string; instructions: string; rubric: HomeworkRubric };
  modelEssays: string[];
  /**
   * The homework's other essays: the topic the class shares counts as the homework's (never sent
   * to a model engine; only the built-in relevance reads them).
   */
  peerEssays?: string[];
  /** The teacher's level on essays of the homework, with the corrections the teacher stands behind. */
  teacherScored: { text: string; level: number; corrections?: Correction[] }[];
  /** Spans of `text` the OCR doubted and the teacher has not confirmed: never scored as the student's mistakes. */
  uncertain?: Span[];
  /** The text was read from a photo or scan: paragraph indents were lost in reading (issue 28). */
  layoutFromImage?: boolean;
  /** The student's name and the homework's student list: a model engine never sends them. */
  privateNames: string[];
}

/** What a model engine spent on one correction, at the configured prices. */
export interface EngineUsage {
  engine: string;
  model: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
  /** Why the built-in engine's report was given instead, or null. */
  fallback: string | null;
}

export interface EngineResult {
  report: Report;
  /** Null for the built-in engine (nothing to pay for). */
  usage: EngineUsage | null;
}

/** A correction engine: the built-in one, or the `llm` one that falls back to it. */
export interface CorrectionEngine {
  name: string;
  correct(input: EngineInput): Promise<EngineResult>;
  /**
   * Loads the models and dictionaries of these languages so their first essay is not slow; each
   * language's tables load on its first essay anyway (decision 0054).
   */
  warmUp(langs: readonly EssayLang[]): Promise<void>;
}

/**
 * `auto`: 會考 (cap-writing) for a Chinese essay, 學測英文 (gsat-english) for an English one; the
 * language is the engine's one decision (essay text, the task as a tie-break), also passed to correct().
 */
export function rubricFor(
  rubric: HomeworkRubric,
  text: string,
  task = '',
): Exclude<HomeworkRubric, 'auto'> {
  if (rubric !== 'auto') return rubric;
  const lang: EssayLang = decideLang(text, task);
  return lang === 'zh' ? 'cap-writing' : 'gsat-english';
}

/** The arguments of the grader's correct() for one engine input. */
export function correctArgs(input: EngineInput) {
  const task = `${input.homework.name}\n${input.homework.instructions}`;
  return [
    { text: input.text, title: input.title },
    { name: input.homework.name, instructions: input.homework.instructions },
    rubricFor(input.homework.rubric, input.text, task),
    {
      lang: decideLang(input.text, task),
      modelEssays: input.modelEssays,
      peerEssays: input.peerEssays ?? [],
      teacherScored: input.teacherScored,
      uncertain: input.uncertain ?? [],
      layoutFromImage: input.layoutFromImage ?? false,
    },
  ] as const;
}

/** A Chinese and an English essay that every step of the engine reads, for warmUp. */
const WARM_UP_ESSAYS: Record<EssayLang, string> = {
  zh: '　　今天天氣很好，我們一家人一起去公園散步。公園裡有許多美麗的花朵，還有小朋友在草地上奔跑。爸爸說，只要願意走出家門，就能發現生活中的美好。\n　　回家的路上，我想起老師說過的話：用心觀察，才會寫出感動人的文章。我決定把今天看到的一切都記下來。',
  en: 'Last weekend my family and I walked to the park near our home. The weather was warm, and many children were playing on the grass while their parents talked under the trees.\nMy father told me that small trips can be as happy as long holidays. I agree with him, because I still remember the smell of the flowers and the sound of the birds.',
};

export const builtinEngine: CorrectionEngine = {
  name: 'builtin',
  async correct(input) {
    const { correct } = await loadGrader();
    return { report: await correct(...correctArgs(input)), usage: null };
  },
  async warmUp(langs) {
    if (langs.length === 0) return; // nothing to load: the engine's code loads on its first essay
    // The languages' mechanics first, side by side: Harper sets up in its own thread while the
    // Chinese tables load in this one (issue 30).
    await (await loadGrader()).initMechanics(langs);
    const homework = { name: 'warm-up', instructions: '', rubric: 'auto' as const };
    // Essays long enough to pass the gates (MIN_LENGTH): shorter ones stop before scoring, and
    // the scoring models would then load on the first real essay (issue 30).
    for (const lang of langs)
      await builtinEngine.correct({
        text: WARM_UP_ESSAYS[lang],
        title: '',
        homework,
        modelEssays: [],
        teacherScored: [],
        privateNames: [],
      });
  },
};

/**
 * Starts loading the built-in engine's mechanics for these languages and resolves once they have
 * started: Harper's thread is running, the Chinese tables load next in this thread. Their first
 * essays wait for them as they would anyway; a failed load shows on those essays.
 */
export async function startLoading(langs: readonly EssayLang[]): Promise<void> {
  if (langs.length === 0) return;
  const { initMechanics } = await loadGrader();
  initMechanics(langs).catch(() => {});
}

/** The engine chosen by configuration (GRADER_ENGINE); `llm` talks to LLM_BASE_URL through `fetch`. */
export function engineFor(
  config: ApiConfig,
  fetch: FetchLike = globalThis.fetch,
): CorrectionEngine {
  if (config.graderEngine === 'llm' && config.llm) return createModelEngine(config.llm, fetch);
  return builtinEngine;
}
