import type { Correction, CustomRubric, EssayLang, RubricPreset, Span } from '@essay/contracts';

/** The student's essay: paragraphs separated by "\n". */
export interface EssayInput {
  text: string;
  title?: string;
}

/** The homework: its name (題目) and instructions (the prompt / 題幹). */
export interface HomeworkInput {
  name: string;
  instructions: string;
}

export type RubricInput = Exclude<RubricPreset, 'custom'> | CustomRubric;

export interface TeacherScored {
  text: string;
  /** The teacher's level on the rubric's scale (級分, band index, or points). */
  level: number;
  /** The corrections the teacher stands behind (spans into `text`); the engine's own when omitted. */
  corrections?: readonly Correction[];
}

export interface CorrectOptions {
  /** Essay language; decided from the essay text (the task as a tie-break) when omitted: `decideLang`. */
  lang?: EssayLang;
  /** Model essays (範文) of this homework: used for relevance and the off-topic gate. */
  modelEssays?: readonly string[];
  /**
   * The homework's other essays (not this one): the topic at least half of them share counts as
   * this homework's topic too, so an essay on it is not marked off-topic for missing the task's words.
   */
  peerEssays?: readonly string[];
  /** Essays of the same homework scored by the teacher: the level mapping is re-fitted to them. */
  teacherScored?: readonly TeacherScored[];
  /** Folder of model files (`zh-default.json`, `en-default.json`); default: the shipped `models/`. */
  modelDir?: string;
  /** Mechanics findings already computed for exactly this text (e.g. cached); computed when omitted. */
  corrections?: readonly Correction[];
  /**
   * Spans of the text the OCR was unsure of and the teacher has not confirmed: a spelling finding
   * there may be a reading error, not the student's. It is reported with `ocrSuspect` and not scored.
   */
  uncertain?: readonly Span[];
  /**
   * The text was read from a photo or scan (OCR), not typed: its paragraph indents were lost in
   * reading, so the missing-indent format point is not given.
   */
  layoutFromImage?: boolean;
}
