import type { BilingualText, RubricAspect } from '@essay/contracts';
import type { DenseName } from '../features/dense.ts';
import { isFull, isShort, type EssayFacts } from './facts.ts';

/** A sentence for the teacher, or null when the essay's facts do not support it. */
type Say = (f: EssayFacts) => BilingualText | null;

const bi = (zh: string, en: string): BilingualText => ({ 'zh-tw': zh, en });
const unit = (f: EssayFacts): { zh: string; en: string } =>
  f.lang === 'zh' ? { zh: '字', en: 'characters' } : { zh: '個單字', en: 'words' };

/*
 * Teacher language (issue 11, decision 0040): what is good or weak, in the words of the rubric
 * descriptors, and for a weakness one concrete next step. Each sentence says what in this essay it
 * rests on (a count, the essay's own words) and is made only when the essay's facts support it:
 * no length fault on an essay as long as its task expects, no capital "I" advice without a
 * lower-case "i", no 錯別字 without marked ones. One sentence per comment.
 */

/** The part of the essay each feature's sentence speaks about (a praise and a fault of one never meet). */
export type Topic =
  | 'length'
  | 'task'
  | 'paragraphing'
  | 'transitions'
  | 'wording'
  | 'sentences'
  | 'spelling'
  | 'punctuation'
  | 'grammar'
  | 'repetition';

/** The rubric aspect (dimension) each topic belongs to. */
export const TOPIC_ASPECT: Record<Topic, RubricAspect> = {
  length: 'content',
  task: 'content',
  repetition: 'content',
  paragraphing: 'organisation',
  transitions: 'organisation',
  wording: 'language',
  sentences: 'language',
  grammar: 'language',
  spelling: 'mechanics',
  punctuation: 'mechanics',
};

export const FEATURE_TOPIC: Partial<Record<DenseName, Topic>> = {
  len_log: 'length',
  sent_log: 'length',
  mattr: 'wording',
  ttr: 'wording',
  root_ttr: 'wording',
  types_log: 'wording',
  long_word_ratio: 'wording',
  idf_mean: 'wording',
  rare_ratio: 'wording',
  idiom_ratio: 'wording',
  markers_distinct: 'transitions',
  markers_per_sent: 'transitions',
  para_count: 'paragraphing',
  para_log: 'paragraphing',
  sent_len_cv: 'sentences',
  sent_len_mean: 'sentences',
  long_sent_ratio: 'sentences',
  short_sent_ratio: 'sentences',
  err_total: 'grammar',
  err_grammar: 'grammar',
  err_spelling: 'spelling',
  err_punct: 'punctuation',
  halfwidth_punct_rate: 'punctuation',
  lower_start_ratio: 'grammar',
  lower_i_rate: 'grammar',
  prompt_overlap: 'task',
  prompt_cosine: 'task',
  para_topic_ratio: 'task',
  dup_sent_ratio: 'repetition',
  quote_count: 'task',
};

/** A sentence shorter than this is very short (characters / words). */
export const SHORT_SENTENCE = { zh: 8, en: 6 } as const;
/** A sentence of this length or more is a run-on (characters / words). */
export const RUN_ON = { zh: 90, en: 60 } as const;
/** A sentence of this length or more is long (characters / words). */
export const LONG_SENTENCE = { zh: 60, en: 35 } as const;
export const runOn = (f: EssayFacts): boolean => f.longestSentence >= RUN_ON[f.lang];

const q = (s: string): string => `「${s}」`;
/** Every mark the report shows (each kind and each format habit once). */
const marks = (f: EssayFacts): number => f.spelling + f.grammar + f.punctuation + f.habits;
const qe = (s: string): string => `"${s}"`;

const developed: Say = (f) =>
  isFull(f)
    ? bi(
        `篇幅充足（全文 ${f.length} ${unit(f).zh}），內容有所發展。`,
        `At ${f.length} ${unit(f).en} the essay is fully developed in length.`,
      )
    : null;
const varied: Say = (f) =>
  f.distinctWords >= (f.lang === 'zh' ? 120 : 100)
    ? bi(
        `用詞多樣，全文用了 ${f.distinctWords} 個不同的詞，少有重複。`,
        `Word choice is varied: ${f.distinctWords} different words, with little repetition.`,
      )
    : null;
const precise: Say = (f) =>
  f.rareWords.length
    ? bi(
        `用詞精練，能選用${f.rareWords.map(q).join('')}這類貼切的詞語。`,
        `Wording is precise and mature, with words such as ${f.rareWords.map(qe).join(', ')}.`,
      )
    : null;
const paragraphed: Say = (f) =>
  f.paragraphs >= 3 && f.paragraphs <= 8 && !f.reversed
    ? bi(
        `分成 ${f.paragraphs} 段，從${q(f.opening)}寫到${q(f.closing)}，有開頭、發展與結尾。`,
        `${f.paragraphs} paragraphs, from ${qe(f.opening)} to ${qe(f.closing)}, give an introduction, a body and a conclusion.`,
      )
    : null;
const onTask: Say = (f) =>
  f.taskWords.length
    ? bi(
        `緊扣題目，文中用到題目的${f.taskWords.map(q).join('')}。`,
        `The essay stays on the task, using its words ${f.taskWords.map(qe).join(', ')}.`,
      )
    : null;

/** Praise for a feature that lifts the score. */
export const STRENGTH: Partial<Record<DenseName, Say>> = {
  len_log: developed,
  sent_log: (f) =>
    isFull(f) && f.sentences >= 8
      ? bi(
          `敘述完整，用 ${f.sentences} 個句子把想法展開說明。`,
          `Ideas are explained in full over ${f.sentences} sentences.`,
        )
      : null,
  mattr: varied,
  root_ttr: varied,
  types_log: varied,
  markers_distinct: (f) =>
    f.markers.length >= 2 && f.paragraphs >= 2
      ? bi(
          `善用${f.markers.slice(0, 3).map(q).join('')}等連接詞，段落銜接清楚。`,
          `Linking words such as ${f.markers.slice(0, 3).map(qe).join(', ')} connect the ideas clearly.`,
        )
      : null,
  para_count: paragraphed,
  para_log: paragraphed,
  sent_len_cv: (f) =>
    f.sentences >= 4 &&
    !runOn(f) &&
    f.longestSentence < LONG_SENTENCE[f.lang] &&
    f.shortestSentence * 2 <= f.longestSentence
      ? bi(
          `長短句交錯（最短 ${f.shortestSentence} ${unit(f).zh}、最長 ${f.longestSentence} ${unit(f).zh}），句型有變化。`,
          `Sentence lengths range from ${f.shortestSentence} to ${f.longestSentence} ${unit(f).en}, so the sentence patterns vary.`,
        )
      : null,
  long_word_ratio: precise,
  idf_mean: precise,
  rare_ratio: precise,
  idiom_ratio: precise,
  prompt_overlap: onTask,
  prompt_cosine: onTask,
  para_topic_ratio: onTask,
  quote_count: (f) =>
    f.dialogue
      ? bi(
          `能引用對話或名言，例如「${f.dialogue}」，使敘述生動。`,
          `Dialogue or quotations such as "${f.dialogue}" bring the writing to life.`,
        )
      : null,
};

const flat: Say = (f) =>
  f.mostRepeated
    ? bi(
        `用詞有些重複，${q(f.mostRepeated.word)}出現了 ${f.mostRepeated.count} 次；下一步：把其中幾次換成意思相近的說法。`,
        `Some words are repeated: ${qe(f.mostRepeated.word)} appears ${f.mostRepeated.count} times; next step: replace some of them with other words of the same meaning.`,
      )
    : null;
const fewParagraphs: Say = (f) =>
  f.paragraphs < 3
    ? bi(
        `全文只有 ${f.paragraphs} 段，結構不夠分明；下一步：把文章分成開頭、發展與結尾三個部分，從${q(f.opening)}這裡開始安排。`,
        `The essay has ${f.paragraphs} paragraph(s), so its structure is unclear; next step: divide it into an introduction, a body and a conclusion, starting from ${qe(f.opening)}.`,
      )
    : f.paragraphs > 8
      ? bi(
          `全文分成 ${f.paragraphs} 段，段落過多而零碎；下一步：把談同一件事的短段落合併成一段。`,
          `The essay has ${f.paragraphs} paragraphs, many of them short; next step: merge short paragraphs that talk about the same thing.`,
        )
      : null;
const longSentences: Say = (f) =>
  f.longestSentence >= LONG_SENTENCE[f.lang]
    ? bi(
        `有些句子過長，最長的一句有 ${f.longestSentence} ${unit(f).zh}，讀來吃力；下一步：把它拆成兩三句。`,
        `Some sentences are too long (the longest has ${f.longestSentence} ${unit(f).en}); next step: split it into two or three sentences.`,
      )
    : null;
const offTask: Say = (f) =>
  f.taskWords.length === 0 && f.taskHasWords
    ? bi(
        `文中沒有用到題目的關鍵詞，與題目的關聯不夠緊密；下一步：在開頭和結尾各用一句話直接回應題目，從${q(f.opening)}這一句改起。`,
        `The essay never uses the task's key words, so it drifts from the task; next step: answer the prompt directly in the first and the last paragraph, starting with ${qe(f.opening)}.`,
      )
    : null;

/** Advice for a feature that lowers the score: the weakness and one concrete next step. */
export const NEXT_STEP: Partial<Record<DenseName, Say>> = {
  len_log: (f) =>
    isShort(f)
      ? bi(
          `篇幅偏短（全文 ${f.length} ${unit(f).zh}，題目預期約 ${f.expected} ${unit(f).zh}），發展不夠充分；下一步：為主要的想法各補上一個具體的例子或經驗。`,
          `At ${f.length} ${unit(f).en} against about ${f.expected} expected, the essay is short and underdeveloped; next step: add one concrete example or experience for each main idea.`,
        )
      : null,
  sent_log: (f) =>
    isShort(f) && f.sentences < 8
      ? bi(
          `想法還沒有充分展開，全文只有 ${f.sentences} 句；下一步：挑一個重點，用兩三句話說明原因和感受。`,
          `The ideas are not yet developed in only ${f.sentences} sentence(s); next step: pick one point and explain it with two or three sentences of reasons and feelings.`,
        )
      : null,
  mattr: flat,
  ttr: flat,
  markers_distinct: (f) =>
    f.markers.length <= 1 && f.paragraphs >= 2
      ? bi(
          `段落之間的轉折不夠清楚，${f.markers.length ? `全文只用了${q(f.markers[0]!)}一種連接詞` : `${f.paragraphs} 段之間沒有連接詞`}；下一步：在每段開頭加上一個承接的詞語，例如「首先」「然而」「因此」。`,
          `The transitions between the ${f.paragraphs} paragraphs are unclear${f.markers.length ? ` (only ${qe(f.markers[0]!)} links them)` : ''}; next step: start each paragraph with a linking phrase such as "First", "However" or "As a result".`,
        )
      : null,
  para_count: fewParagraphs,
  para_log: fewParagraphs,
  sent_len_mean: longSentences,
  long_sent_ratio: longSentences,
  short_sent_ratio: (f) =>
    f.shortSentences >= 3
      ? bi(
          `短句偏多（有 ${f.shortSentences} 句不到 ${SHORT_SENTENCE[f.lang]} ${unit(f).zh}），句型較無變化；下一步：用「因為……所以……」「雖然……但是……」把兩個短句合成一句。`,
          `${f.shortSentences} very short sentences make the writing choppy; next step: join two short sentences with "because", "although" or "which".`,
        )
      : null,
  err_total: (f) =>
    marks(f) >= 3
      ? bi(
          `全文標出 ${marks(f)} 處需訂正，影響文意的表達；下一步：逐一訂正報告中標出的地方，再通讀一次全文。`,
          `${marks(f)} marked errors get in the way of the meaning; next step: fix each marked place, then read the whole essay once more.`,
        )
      : null,
  err_spelling: (f) =>
    f.spelling >= 2
      ? bi(
          `標出 ${f.spelling} 處錯別字；下一步：把每個錯字的正確寫法各寫三次，並留意形近字。`,
          `${f.spelling} spelling mistakes are marked; next step: write each marked word correctly three times.`,
        )
      : null,
  err_grammar: (f) =>
    f.grammar >= 2
      ? bi(
          `標出 ${f.grammar} 處文法或用詞的問題，影響文意；下一步：訂正標出的句子，特別注意詞語的搭配。`,
          `${f.grammar} grammar errors are marked; next step: correct the marked sentences, checking verb tenses and subject-verb agreement.`,
        )
      : null,
  err_punct: (f) =>
    f.punctuation >= 2 || runOn(f)
      ? bi(
          `標點符號使用不夠正確${f.punctuation ? `（標出 ${f.punctuation} 處）` : `，最長的一句有 ${f.longestSentence} ${unit(f).zh}`}；下一步：一個完整的意思用句號結束，不要一逗到底。`,
          `Punctuation needs work${f.punctuation ? ` (${f.punctuation} marked places)` : ` (the longest sentence has ${f.longestSentence} ${unit(f).en})`}; next step: end each complete thought with a full stop.`,
        )
      : null,
  prompt_overlap: offTask,
  prompt_cosine: offTask,
  lower_start_ratio: (f) =>
    f.lowerStarts > 0
      ? bi(
          `有 ${f.lowerStarts} 句開頭沒有大寫；下一步：檢查每一句的第一個字母。`,
          `${f.lowerStarts} sentence(s) start with a lower-case letter; next step: check the first letter of every sentence.`,
        )
      : null,
  lower_i_rate: (f) =>
    f.lowerI > 0
      ? bi(
          `代名詞 I 應大寫，文中有 ${f.lowerI} 個小寫的 i；下一步：把它們改成 I。`,
          `The pronoun "I" must be a capital letter, and ${f.lowerI} lower-case "i" appear; next step: correct each of them.`,
        )
      : null,
  dup_sent_ratio: (f) =>
    f.repeatedSentences > 0
      ? bi(
          `有 ${f.repeatedSentences} 句與前文一字不差地重複；下一步：刪去重複的句子，換上新的內容。`,
          `${f.repeatedSentences} sentence(s) repeat an earlier one word for word; next step: delete the repeats and add something new.`,
        )
      : null,
  halfwidth_punct_rate: (f) =>
    f.halfWidth > 0
      ? bi(
          `中文文章應使用全形標點符號，文中有 ${f.halfWidth} 個半形標點；下一步：把半形的「,」「.」改成全形的「，」「。」。`,
          `Chinese essays use full-width punctuation, and ${f.halfWidth} half-width marks appear; next step: change "," and "." to their full-width forms.`,
        )
      : null,
};
