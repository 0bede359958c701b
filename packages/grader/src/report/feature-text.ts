import type { BilingualText, EssayLang } from '@essay/contracts';
import type { DenseName } from '../features/dense.ts';

type Named = Record<DenseName, number>;
type Say = (f: Named, lang: EssayLang) => BilingualText;

const pct = (v: number): string => `${Math.round(v * 100)}%`;
const n1 = (v: number): string => v.toFixed(1);
const unitZh = (lang: EssayLang): string => (lang === 'zh' ? '字' : '個字');
const unitEn = (lang: EssayLang): string => (lang === 'zh' ? 'characters' : 'words');
const count = (f: Named): number => Math.round(Math.expm1(f.len_log));

/** Praise for a feature that lifts the score; every text states the measured value. */
export const STRENGTH: Partial<Record<DenseName, Say>> = {
  len_log: (f, l) => ({ 'zh-tw': `篇幅充足（${count(f)} ${unitZh(l)}），內容有發展空間。`, en: `Well developed length (${count(f)} ${unitEn(l)}).` }),
  mattr: (f) => ({ 'zh-tw': `用詞多樣（詞彙多樣性 MATTR ${f.mattr.toFixed(2)}）。`, en: `Varied vocabulary (lexical diversity MATTR ${f.mattr.toFixed(2)}).` }),
  root_ttr: (f) => ({ 'zh-tw': `詞彙量豐富（Guiraud 指數 ${n1(f.root_ttr)}）。`, en: `Rich vocabulary (Guiraud index ${n1(f.root_ttr)}).` }),
  types_log: (f) => ({ 'zh-tw': `使用了 ${Math.round(Math.expm1(f.types_log))} 個不同的詞。`, en: `Uses ${Math.round(Math.expm1(f.types_log))} different words.` }),
  markers_distinct: (f) => ({ 'zh-tw': `善用 ${f.markers_distinct} 種轉折連接詞，段落銜接清楚。`, en: `Uses ${f.markers_distinct} different linking words, so ideas connect clearly.` }),
  para_count: (f) => ({ 'zh-tw': `分為 ${f.para_count} 段，結構層次分明。`, en: `Organised into ${f.para_count} paragraphs.` }),
  para_log: (f) => ({ 'zh-tw': `分為 ${f.para_count} 段，結構層次分明。`, en: `Organised into ${f.para_count} paragraphs.` }),
  sent_len_cv: (f) => ({ 'zh-tw': `句子長短有變化（變異係數 ${f.sent_len_cv.toFixed(2)}）。`, en: `Sentence lengths vary (coefficient of variation ${f.sent_len_cv.toFixed(2)}).` }),
  long_word_ratio: (f) => ({ 'zh-tw': `較多精緻詞語（長詞比例 ${pct(f.long_word_ratio)}）。`, en: `Sophisticated word choice (${pct(f.long_word_ratio)} long words).` }),
  idf_mean: (f) => ({ 'zh-tw': `用詞較為精練少見（平均詞語稀有度 ${n1(f.idf_mean)}）。`, en: `Less common, precise wording (mean word rarity ${n1(f.idf_mean)}).` }),
  rare_ratio: (f) => ({ 'zh-tw': `使用不少精緻詞語（${pct(f.rare_ratio)}）。`, en: `Uses many less common words (${pct(f.rare_ratio)}).` }),
  prompt_overlap: (f) => ({ 'zh-tw': `緊扣題目（涵蓋題目關鍵詞 ${pct(f.prompt_overlap)}）。`, en: `Stays on the task (covers ${pct(f.prompt_overlap)} of the prompt's key words).` }),
  para_topic_ratio: (f) => ({ 'zh-tw': `${pct(f.para_topic_ratio)} 的段落回扣題目。`, en: `${pct(f.para_topic_ratio)} of paragraphs return to the topic.` }),
  sent_log: (f) => ({ 'zh-tw': `共 ${Math.round(Math.expm1(f.sent_log))} 個句子，論述完整。`, en: `${Math.round(Math.expm1(f.sent_log))} sentences: the argument is developed.` }),
  name_ratio: () => ({ 'zh-tw': '能引用人物、地名等具體例證。', en: 'Supports ideas with concrete examples (people, places).' }),
  parallel_ratio: () => ({ 'zh-tw': '運用排比句式，增強氣勢。', en: 'Uses parallel sentences for emphasis.' }),
};

/** Advice for a feature that lowers the score; again with the measured value. */
export const NEXT_STEP: Partial<Record<DenseName, Say>> = {
  len_log: (f, l) => ({ 'zh-tw': `篇幅偏短（${count(f)} ${unitZh(l)}），請增加例子與說明。`, en: `Too brief (${count(f)} ${unitEn(l)}): add examples and explanation.` }),
  sent_log: (f) => ({ 'zh-tw': `句子偏少（${Math.round(Math.expm1(f.sent_log))} 句），請把想法展開。`, en: `Few sentences (${Math.round(Math.expm1(f.sent_log))}): develop each idea further.` }),
  mattr: (f) => ({ 'zh-tw': `用詞重複（詞彙多樣性 ${f.mattr.toFixed(2)}），試著換用同義詞。`, en: `Repetitive wording (MATTR ${f.mattr.toFixed(2)}): try synonyms.` }),
  markers_distinct: (f) => ({ 'zh-tw': `轉折連接詞只有 ${f.markers_distinct} 種，可用「首先、然而、因此」串連段落。`, en: `Only ${f.markers_distinct} kinds of linking words: use "however", "therefore", "for example".` }),
  markers_per_sent: (f) => ({ 'zh-tw': `連接詞過於密集（每句 ${f.markers_per_sent.toFixed(2)} 個），可精簡。`, en: `Linking words are overused (${f.markers_per_sent.toFixed(2)} per sentence).` }),
  para_count: (f) => ({ 'zh-tw': `只有 ${f.para_count} 段，請分出開頭、發展與結尾。`, en: `Only ${f.para_count} paragraph(s): separate introduction, body and conclusion.` }),
  para_log: (f) => ({ 'zh-tw': `只有 ${f.para_count} 段，請分出開頭、發展與結尾。`, en: `Only ${f.para_count} paragraph(s): separate introduction, body and conclusion.` }),
  sent_len_mean: (f, l) => ({ 'zh-tw': `句子偏長（平均 ${n1(f.sent_len_mean)} ${unitZh(l)}），可適當斷句。`, en: `Long sentences (mean ${n1(f.sent_len_mean)} ${unitEn(l)}): split some of them.` }),
  long_sent_ratio: (f) => ({ 'zh-tw': `${pct(f.long_sent_ratio)} 的句子過長，請斷句。`, en: `${pct(f.long_sent_ratio)} of sentences are very long: split them.` }),
  short_sent_ratio: (f) => ({ 'zh-tw': `短句過多（${pct(f.short_sent_ratio)}），可合併句子並多用複句。`, en: `Many very short sentences (${pct(f.short_sent_ratio)}): combine them with clauses.` }),
  err_total: (f, l) => ({ 'zh-tw': `每百${l === 'zh' ? '字' : '詞'}約 ${n1(f.err_total)} 處錯誤，請訂正標出的地方。`, en: `About ${n1(f.err_total)} errors per 100 ${unitEn(l)}: fix the marked places.` }),
  err_spelling: (f) => ({ 'zh-tw': `錯別字／拼字錯誤偏多（每百字 ${n1(f.err_spelling)} 處）。`, en: `Spelling errors (${n1(f.err_spelling)} per 100 words).` }),
  err_grammar: (f) => ({ 'zh-tw': `文法錯誤偏多（每百字 ${n1(f.err_grammar)} 處）。`, en: `Grammar errors (${n1(f.err_grammar)} per 100 words).` }),
  prompt_overlap: (f) => ({ 'zh-tw': `與題目關鍵詞重疊僅 ${pct(f.prompt_overlap)}，請緊扣題目。`, en: `Only ${pct(f.prompt_overlap)} of the prompt's key words appear: address the task directly.` }),
  lower_start_ratio: (f) => ({ 'zh-tw': `${pct(f.lower_start_ratio)} 的句首未大寫。`, en: `${pct(f.lower_start_ratio)} of sentences start with a lower-case letter.` }),
  dup_sent_ratio: (f) => ({ 'zh-tw': `有重複的句子（${pct(f.dup_sent_ratio)}）。`, en: `Repeated sentences (${pct(f.dup_sent_ratio)}).` }),
  halfwidth_punct_rate: () => ({ 'zh-tw': '中文文章請使用全形標點符號（，。？！）。', en: 'Use full-width punctuation in Chinese (，。？！).' }),
};
