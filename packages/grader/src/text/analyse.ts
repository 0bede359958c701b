import type { EssayLang, Span } from '@essay/contracts';
import { countWords } from './lang.ts';
import { toSimplified } from './normalise.ts';
import { englishWords, splitParagraphs, splitSentences, type Piece } from './segment.ts';
import { tagWords } from './jieba.ts';

/** One essay prepared for feature extraction; spans always refer to `text`. */
export interface Doc {
  lang: EssayLang;
  text: string;
  /** Simplified Chinese for zh (same length as text), lower-cased text for en. */
  norm: string;
  paragraphs: Piece[];
  sentences: Piece[];
  /** Words: jieba words without punctuation for zh, lower-cased words for en. */
  words: string[];
  /** jieba part-of-speech tags parallel to `words` (zh only; empty for en). */
  tags: string[];
  /** Tokens per sentence, same order as `sentences`. */
  sentenceLengths: number[];
  wordCount: number;
  /**
   * Spans the reader of a photo doubted and no person confirmed: scored as written, never quoted
   * as the student's words (report/quotes.ts, issue 43 §5).
   */
  doubtful?: readonly Span[];
}

const WORDLIKE = /[\p{L}\p{N}]/u;

function zhWords(norm: string): { words: string[]; tags: string[] } {
  const tagged = tagWords(norm).filter((t) => WORDLIKE.test(t.word));
  return { words: tagged.map((t) => t.word), tags: tagged.map((t) => t.tag) };
}

export function analyse(text: string, lang: EssayLang): Doc {
  const norm = lang === 'zh' ? toSimplified(text) : text.toLowerCase();
  const paragraphs = splitParagraphs(text);
  const sentences = splitSentences(text, lang);
  const { words, tags } = lang === 'zh' ? zhWords(norm) : { words: englishWords(text), tags: [] };
  const sentenceLengths = sentences.map((s) =>
    lang === 'zh' ? countWords(s.text, 'zh') : englishWords(s.text).length,
  );
  return {
    lang,
    text,
    norm,
    paragraphs,
    sentences,
    words,
    tags,
    sentenceLengths,
    wordCount: countWords(text, lang),
  };
}
