/**
 * Which of the essay's words a report may cite (issue 42 §4, §6; decision 0077): proper nouns are
 * never praised as a choice of words, and number or common words never show that an essay keeps
 * to its task.
 */
import type { EssayLang } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { isContentWord } from '../features/stopwords.ts';

/** jieba's parts of speech for names of people, places, organisations and other proper nouns. */
const PROPER_TAGS = /^(nr|ns|nt|nz)/;

/**
 * Proper nouns of the essay (issue 42 §4): never praised as a choice of words. Chinese: words jieba
 * tags nr/ns/nt/nz; English: words the essay writes only with a capital inside a sentence, and
 * anonymised names (@PERSON1).
 */
export function properNouns(doc: Doc): Set<string> {
  const out = new Set<string>();
  if (doc.lang === 'zh') {
    doc.words.forEach((w, i) => {
      if (PROPER_TAGS.test(doc.tags[i] ?? '')) out.add(w);
    });
    return out;
  }
  // a name the data set replaced by a placeholder (@LOCATION1, @CAPS2) is a name too
  for (const w of doc.words) if (w.startsWith('@')) out.add(w);
  const lower = new Set(doc.text.match(/\b[a-z][a-z'’]+\b/g) ?? []);
  for (const m of doc.text.matchAll(/(?<=[a-z,;:]\s+)[A-Z][a-z'’]+/g))
    if (!lower.has(m[0].toLowerCase())) out.add(m[0].toLowerCase());
  return out;
}

/** Number words and words too common to show that an essay keeps to its task. */
const COMMON_EN = new Set(
  `one two three four five six seven eight nine ten eleven twelve twenty thirty hundred thousand million first second third fourth fifth last next year years month months week weeks day days hour hours minute minutes today high low big small long short good bad great little lot lots way ways part place same different other another many much few less more most able kind sort thing things time times people person percent number`.split(
    /\s+/,
  ),
);

/** A word of the task that shows the essay keeps to it: a content word, no number, not common. */
export function isTaskWord(w: string, lang: EssayLang): boolean {
  if (!isContentWord(w, lang)) return false;
  if (lang === 'zh')
    return (
      w.length >= 2 &&
      !/^[\d一二三四五六七八九十百千萬万兩两幾几第]+[年月日天次個个歲岁分秒點点]?$/.test(w)
    );
  return w.length >= 4 && !/\d/.test(w) && !COMMON_EN.has(w);
}
