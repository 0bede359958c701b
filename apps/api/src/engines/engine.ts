import { correct, decideLang } from '@essay/grader';
import type { Correction, EssayLang, HomeworkRubric, Report, Span } from '@essay/contracts';

export interface EngineInput {
  text: string;
  title: string;
  homework: { name: string; instructions: string; rubric: HomeworkRubric };
  modelEssays: string[];
  /** The teacher's level on essays of the homework, with the corrections the teacher stands behind. */
  teacherScored: { text: string; level: number; corrections?: Correction[] }[];
  /** Spans of `text` the OCR doubted and the teacher has not confirmed: never scored as the student's mistakes. */
  uncertain?: Span[];
}

/** A correction engine: the built-in one, or later an LLM one that falls back to it. */
export interface CorrectionEngine {
  name: string;
  correct(input: EngineInput): Promise<Report>;
  /** Loads models and dictionaries so the first essay is not slow. */
  warmUp(): Promise<void>;
}

/**
 * `auto`: 會考 (cap-writing) for a Chinese essay, 學測英文 (gsat-english) for an English one; the
 * language is the engine's one decision (essay text, the task as a tie-break), also passed to correct().
 */
export function rubricFor(rubric: HomeworkRubric, text: string, task = ''): Exclude<HomeworkRubric, 'auto'> {
  if (rubric !== 'auto') return rubric;
  const lang: EssayLang = decideLang(text, task);
  return lang === 'zh' ? 'cap-writing' : 'gsat-english';
}

export const builtinEngine: CorrectionEngine = {
  name: 'builtin',
  async correct(input) {
    const task = `${input.homework.name}\n${input.homework.instructions}`;
    return correct(
      { text: input.text, title: input.title },
      { name: input.homework.name, instructions: input.homework.instructions },
      rubricFor(input.homework.rubric, input.text, task),
      { lang: decideLang(input.text, task), modelEssays: input.modelEssays, teacherScored: input.teacherScored, uncertain: input.uncertain ?? [] },
    );
  },
  async warmUp() {
    const homework = { name: 'warm-up', instructions: '', rubric: 'auto' as const };
    await this.correct({ text: '今天天氣很好，我們一起去公園散步，看到許多美麗的花朵。', title: '', homework, modelEssays: [], teacherScored: [] });
    await this.correct({ text: 'Today the weather is fine and we walk in the park together.', title: '', homework, modelEssays: [], teacherScored: [] });
  },
};

/** The engine chosen by configuration (GRADER_ENGINE); only `builtin` ships today. */
export function engineByName(name: string): CorrectionEngine {
  if (name === 'builtin') return builtinEngine;
  throw new Error(`Unknown correction engine: ${name}`);
}
