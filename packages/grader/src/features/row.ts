import type { Correction, EssayLang } from '@essay/contracts';
import { analyse, type Doc } from '../text/analyse.ts';
import type { Row } from '../model/design.ts';
import { denseFeatures, promptInfo, type DenseName, type PromptInfo } from './dense.ts';
import { hashedFeatures } from './hashed.ts';

export interface Featurised {
  doc: Doc;
  row: Row;
  named: Record<DenseName, number>;
}

/** What the essay should be about: the task and the essay's own title (he2022 has titles only). */
export const promptText = (prompt: string, title?: string): string =>
  [prompt, title ?? ''].join('\n').trim();

const promptCache = new Map<string, PromptInfo | null>();

/** Prompt words are cached by text: a class's essays share one homework. */
export function promptFor(prompt: string, lang: EssayLang): PromptInfo | null {
  const key = `${lang}\u0000${prompt}`;
  let p = promptCache.get(key);
  if (p === undefined) {
    p = prompt.trim() ? promptInfo(analyse(prompt, lang)) : null;
    if (promptCache.size > 200) promptCache.clear();
    promptCache.set(key, p);
  }
  return p;
}

export function featurise(
  text: string,
  lang: EssayLang,
  prompt: string,
  corrections: readonly Correction[],
  hashBits: number,
): Featurised {
  const doc = analyse(text, lang);
  const { vector, named } = denseFeatures(doc, promptFor(prompt, lang), corrections);
  return {
    doc,
    row: { dense: vector, sparse: hashBits > 0 ? hashedFeatures(doc, hashBits) : null },
    named,
  };
}
