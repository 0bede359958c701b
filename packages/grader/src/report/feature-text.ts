import type { BilingualText, EssayLang } from '@essay/contracts';
import type { DenseName } from '../features/dense.ts';

type Named = Record<DenseName, number>;
/** A sentence for the teacher, or null when the feature's value does not support it. */
type Say = (f: Named, lang: EssayLang) => BilingualText | null;

const bi = (zh: string, en: string): BilingualText => ({ 'zh-tw': zh, en });

/*
 * Teacher language (issue 11): what is good or weak, in the words of the rubric descriptors, and
 * for a weakness one concrete next step. No feature names, no statistics: the measured values
 * stay in the engine.
 */

/** Praise for a feature that lifts the score. */
export const STRENGTH: Partial<Record<DenseName, Say>> = {
  len_log: () => bi('篇幅充足，內容有所發展。', 'The essay is fully developed in length.'),
  mattr: () => bi('用詞多樣，少有重複。', 'Word choice is varied, with little repetition.'),
  root_ttr: () => bi('詞彙豐富，能精確使用語詞。', 'A rich vocabulary, used precisely.'),
  types_log: () => bi('詞彙豐富，能精確使用語詞。', 'A rich vocabulary, used precisely.'),
  markers_distinct: () =>
    bi(
      '善用轉折連接詞，段落銜接清楚，內容前後連貫。',
      'Linking words are used well, so the ideas connect clearly.',
    ),
  para_count: (f) =>
    f.para_count >= 3
      ? bi(
          '分段清楚，有開頭、發展與結尾，結構完整。',
          'Clear paragraphs with an introduction, a body and a conclusion.',
        )
      : null,
  para_log: (f) =>
    f.para_count >= 3
      ? bi(
          '分段清楚，有開頭、發展與結尾，結構完整。',
          'Clear paragraphs with an introduction, a body and a conclusion.',
        )
      : null,
  sent_len_cv: () =>
    bi('能運用各種句型，長短句交錯，文句流暢。', 'Sentence structures vary, so the writing flows.'),
  long_word_ratio: () => bi('用字精確，能選用較精緻的詞語。', 'Word choice is precise and mature.'),
  idf_mean: () =>
    bi(
      '用詞精練，能選用貼切而不落俗套的詞語。',
      'Wording is precise and fresh rather than ordinary.',
    ),
  rare_ratio: () =>
    bi(
      '用詞精練，能選用貼切而不落俗套的詞語。',
      'Wording is precise and fresh rather than ordinary.',
    ),
  idiom_ratio: () =>
    bi('能適當運用成語，增添文采。', 'Idioms are used appropriately and add colour.'),
  prompt_overlap: () =>
    bi('緊扣題目，取材切題。', 'The essay stays on the task and its material fits the topic.'),
  prompt_cosine: () =>
    bi('緊扣題目，取材切題。', 'The essay stays on the task and its material fits the topic.'),
  para_topic_ratio: () =>
    bi('各段都能回扣主旨，脈絡分明。', 'Each paragraph returns to the main idea.'),
  sent_log: () => bi('敘述完整，能把想法展開說明。', 'Ideas are explained in full.'),
  name_ratio: () =>
    bi(
      '能引用人物、地名等具體材料支持論點。',
      'Ideas are supported with concrete details such as people and places.',
    ),
  parallel_ratio: () =>
    bi('運用排比句式，增強文章氣勢。', 'Parallel sentences give the writing force.'),
  quote_count: () =>
    bi('能引用對話或名言，使敘述生動。', 'Dialogue or quotations bring the writing to life.'),
};

/** Advice for a feature that lowers the score: the weakness and one concrete next step. */
export const NEXT_STEP: Partial<Record<DenseName, Say>> = {
  len_log: () =>
    bi(
      '篇幅偏短，發展不夠充分。下一步：為主要的想法各補上一個具體的例子或經驗。',
      'The essay is short and underdeveloped. Next step: add one concrete example or experience for each main idea.',
    ),
  sent_log: () =>
    bi(
      '想法還沒有充分展開。下一步：挑一個重點，用兩三句話說明原因和感受。',
      'The ideas are not yet developed. Next step: pick one point and explain it with two or three sentences of reasons and feelings.',
    ),
  mattr: () =>
    bi(
      '用詞有些重複，字詞較單調。下一步：圈出重複最多的詞，換成意思相近的其他說法。',
      'Some words are repeated, so the wording feels flat. Next step: circle the most repeated word and replace some uses with synonyms.',
    ),
  ttr: () =>
    bi(
      '用詞有些重複，字詞較單調。下一步：圈出重複最多的詞，換成意思相近的其他說法。',
      'Some words are repeated, so the wording feels flat. Next step: circle the most repeated word and replace some uses with synonyms.',
    ),
  markers_distinct: () =>
    bi(
      '段落之間的轉折不夠清楚。下一步：在每段開頭加上一個承接的詞語，例如「首先」「然而」「因此」。',
      'The transitions between paragraphs are unclear. Next step: start each paragraph with a linking phrase such as "First", "However" or "As a result".',
    ),
  markers_per_sent: () =>
    bi(
      '連接詞用得太密，反而顯得累贅。下一步：刪去不必要的「然後」「所以」，讓句子更簡潔。',
      'Linking words are overused and make the writing heavy. Next step: cut the ones that are not needed.',
    ),
  para_count: (f) =>
    f.para_count < 3
      ? bi(
          '段落太少，結構不夠分明。下一步：把文章分成開頭、發展與結尾三個部分。',
          'Too few paragraphs, so the structure is unclear. Next step: divide the essay into an introduction, a body and a conclusion.',
        )
      : f.para_count > 8
        ? bi(
            '段落過多而零碎，內容不夠連貫。下一步：把談同一件事的短段落合併成一段。',
            'Many short paragraphs break up the flow. Next step: merge short paragraphs that talk about the same thing.',
          )
        : null,
  para_log: (f) => NEXT_STEP.para_count!(f, 'zh'),
  sent_len_mean: () =>
    bi(
      '句子偏長，讀來吃力。下一步：把最長的一句拆成兩句。',
      'Sentences are long and hard to follow. Next step: split the longest sentence into two.',
    ),
  long_sent_ratio: () =>
    bi(
      '有些句子過長，讀來吃力。下一步：把最長的一句拆成兩句。',
      'Some sentences are too long. Next step: split the longest sentence into two.',
    ),
  short_sent_ratio: () =>
    bi(
      '短句過多，句型較無變化。下一步：用「因為……所以……」「雖然……但是……」把兩個短句合成一句。',
      'Many very short sentences make the writing choppy. Next step: join two short sentences with "because", "although" or "which".',
    ),
  err_total: () =>
    bi(
      '錯誤較多，影響文意的表達。下一步：逐一訂正報告中標出的地方，再通讀一次全文。',
      'Errors get in the way of the meaning. Next step: fix each marked place, then read the whole essay once more.',
    ),
  err_spelling: () =>
    bi(
      '錯別字偏多。下一步：把標出的錯字各寫三次正確的字，並留意形近字。',
      'There are many spelling mistakes. Next step: write each marked word correctly three times.',
    ),
  err_grammar: () =>
    bi(
      '文法錯誤偏多，影響文意。下一步：訂正標出的句子，特別注意動詞時態與主詞一致。',
      'Grammar errors affect the meaning. Next step: correct the marked sentences, checking verb tenses and subject–verb agreement.',
    ),
  err_punct: () =>
    bi(
      '標點符號使用不夠正確。下一步：一個完整的意思用句號結束，不要一逗到底。',
      'Punctuation is often wrong. Next step: end each complete thought with a full stop.',
    ),
  prompt_overlap: () =>
    bi(
      '與題目的關聯不夠緊密。下一步：在開頭和結尾各用一句話直接回應題目。',
      'The essay drifts from the task. Next step: answer the prompt directly in the first and the last paragraph.',
    ),
  prompt_cosine: () =>
    bi(
      '與題目的關聯不夠緊密。下一步：在開頭和結尾各用一句話直接回應題目。',
      'The essay drifts from the task. Next step: answer the prompt directly in the first and the last paragraph.',
    ),
  lower_start_ratio: () =>
    bi(
      '有些句子開頭沒有大寫。下一步：檢查每一句的第一個字母。',
      'Some sentences do not start with a capital letter. Next step: check the first letter of every sentence.',
    ),
  lower_i_rate: () =>
    bi(
      '代名詞 I 應大寫。下一步：把小寫的 i 改成 I。',
      'The pronoun "I" must be a capital letter. Next step: correct every lower-case "i".',
    ),
  dup_sent_ratio: () =>
    bi(
      '有重複的句子。下一步：刪去重複的句子，換上新的內容。',
      'Some sentences are repeated. Next step: delete the repeats and add something new.',
    ),
  halfwidth_punct_rate: () =>
    bi(
      '中文文章應使用全形標點符號。下一步：把半形的「,」「.」改成全形的「，」「。」。',
      'Chinese essays use full-width punctuation. Next step: change "," and "." to "，" and "。".',
    ),
};
