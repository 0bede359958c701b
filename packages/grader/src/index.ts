/**
 * @essay/grader — the built-in correction engine: `correct(essay, homework, rubric, options)`
 * returns a contracts `Report`. Pure: never imports HTTP, database or environment code.
 */
export { correct } from './correct.ts';
/** The engine's inputs: the essay, its homework, the rubric and the options. */
export type * from './correct-types.ts';
export {
  RUBRIC_PRESETS,
  GSAT_CHINESE_BANDS,
  resolveRubric,
  customRubric,
  floorOf,
} from './rubrics/presets.ts';
export type { RubricDef, DimensionDef, DeductionRule } from './rubrics/presets.ts';
export { checkGates, MIN_LENGTH } from './gates.ts';
export { initMechanics } from './mechanics/index.ts';
export { findDeductions, PAGE_REF, GSAT_MIN_WORDS } from './deductions.ts';
export { detectLang, decideLang, countWords } from './text/lang.ts';
export { decideEssay, type EssayDecision } from './decide.ts';
export { topicRelevance, PEERS, type Relevance } from './topic.ts';
export { ENGINE_NAME, ENGINE_VERSION } from './version.ts';
export { splitEssayTitle, joinPages } from './text/essay-title.ts';
export {
  correctWithModel,
  MODEL_ENGINE_NAME,
  type ModelCorrection,
  type ModelEngineSettings,
} from './llm/correct-with-model.ts';
export { locateQuote } from './llm/answer.ts';
