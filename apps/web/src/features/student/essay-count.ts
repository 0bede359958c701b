const CJK = /[\u3400-\u9fff\uf900-\ufaff]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * What the typing box counts: characters without spaces, and words, where each Chinese character
 * is a word (as 字 are counted for the 會考) and a run of other letters or digits is one.
 */
export function countEssay(text: string): { characters: number; words: number } {
  const characters = [...text.replace(/\s/gu, '')].length;
  const cjk = text.match(CJK)?.length ?? 0;
  const other = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return { characters, words: cjk + other };
}
